import { describe, expect, it } from 'vitest';
import { memberMessageZh } from './memberMessages.ts';
import { phoneCandidates } from './phone.ts';
import {
  loginSchema,
  profileUpdateSchema,
  resetPasswordSchema,
  sendCodeSchema,
  signUpFormSchema,
  signUpSchema,
} from './signUp.ts';

const digits = (locationId: number) => ({ 6: 8, 11: 8 })[locationId];

const form = {
  locationId: '6',
  phone: '9123 4567',
  verificationCode: '123456',
  firstname: ' Tai Man ',
  lastname: 'Chan',
  email: 'taiman@example.com',
  gender: 'male',
  birthday: '3',
  ageGroup: '2',
  password: 'longenough',
  acceptPolicy: 'on',
};

function codesOf(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}:${issue.message}`).sort();
}

describe('sign-up schema', () => {
  it('reads a form-encoded sign-up: numbers from strings, phone as digits, names trimmed, tick as true', () => {
    const parsed = signUpSchema(digits).parse(form);
    expect(parsed).toEqual({
      locationId: 6,
      phone: '91234567',
      verificationCode: '123456',
      firstname: 'Tai Man',
      lastname: 'Chan',
      email: 'taiman@example.com',
      gender: 'male',
      birthday: 3,
      ageGroup: 2,
      password: 'longenough',
      acceptPolicy: true,
      acceptPromoption: false,
    });
  });

  it('reads the same sign-up sent as JSON', () => {
    const parsed = signUpSchema(digits).parse({
      ...form,
      locationId: 11,
      birthday: 12,
      ageGroup: undefined,
      acceptPolicy: true,
    });
    expect(parsed.locationId).toBe(11);
    expect(parsed.birthday).toBe(12);
    expect(parsed.ageGroup).toBeUndefined();
  });

  it('refuses an age group past the smallint column and a location past the integer one', () => {
    for (const [field, value] of [
      ['ageGroup', '40000'],
      ['ageGroup', 2 ** 31],
      ['locationId', 2 ** 31],
    ] as const) {
      const result = signUpSchema(digits).safeParse({ ...form, [field]: value });
      expect(result.success, `${field} ${value}`).toBe(false);
      expect(result.error?.issues.map((issue) => issue.path.join('.'))).toContain(field);
    }
    expect(signUpSchema(digits).parse({ ...form, ageGroup: '32767' }).ageGroup).toBe(32767);
  });

  it('reports every missing field with its code', () => {
    const result = signUpSchema(digits).safeParse({ locationId: '6', acceptPolicy: '' });
    expect(codesOf(result)).toEqual([
      'acceptPolicy:POLICY_NOT_ACCEPTED',
      'email:EMAIL_REQUIRED',
      'firstname:FIRSTNAME_REQUIRED',
      'gender:GENDER_REQUIRED',
      'lastname:LASTNAME_REQUIRED',
      'password:PASSWORD_TOO_SHORT',
      'phone:PHONE_REQUIRED',
      'verificationCode:VERIFICATION_CODE_REQUIRED',
    ]);
  });

  it('refuses a region other than Hong Kong and Macau, a short password, a bad month and an email without @', () => {
    const result = signUpSchema(digits).safeParse({
      ...form,
      locationId: '1',
      password: 'short77',
      birthday: '13',
      email: 'nope',
    });
    expect(codesOf(result)).toEqual([
      'birthday:BIRTHDAY_MONTH_INVALID',
      'email:EMAIL_INVALID',
      'locationId:LOCATION_UNSUPPORTED',
      'password:PASSWORD_TOO_SHORT',
    ]);
  });

  it('reports a wrong digit count and a mismatched retype together with other missing fields', () => {
    const result = signUpFormSchema(digits).safeParse({
      ...form,
      phone: '912',
      email: '',
      confirmPassword: 'something-else',
    });
    expect(codesOf(result)).toEqual([
      'confirmPassword:PASSWORD_MISMATCH',
      'email:EMAIL_REQUIRED',
      'phone:PHONE_DIGITS',
    ]);
  });

  it("wants exactly the location's number of digits", () => {
    expect(codesOf(signUpSchema(digits).safeParse({ ...form, phone: '9123456' }))).toEqual([
      'phone:PHONE_DIGITS',
    ]);
    expect(codesOf(signUpSchema(() => 9).safeParse(form))).toEqual(['phone:PHONE_DIGITS']);
  });

  it('the browser form also wants the retyped password to match', () => {
    const result = signUpFormSchema(digits).safeParse({ ...form, confirmPassword: 'different1' });
    expect(codesOf(result)).toEqual(['confirmPassword:PASSWORD_MISMATCH']);
    expect(signUpFormSchema(digits).safeParse({ ...form, confirmPassword: form.password }).success).toBe(
      true,
    );
  });

  it('has a Chinese sentence for each code, and a general one for a stranger', () => {
    expect(memberMessageZh('PASSWORD_TOO_SHORT')).toBe('密碼最少需要8個字元');
    expect(memberMessageZh('Invalid input')).toBe('請檢查填寫的資料');
  });
});

describe('other member schemas', () => {
  it('send-code and reset use the same phone rule', () => {
    expect(sendCodeSchema(digits).parse({ locationId: '11', phone: '6612-3456' })).toEqual({
      locationId: 11,
      phone: '66123456',
    });
    expect(codesOf(sendCodeSchema(digits).safeParse({ locationId: '6', phone: '12' }))).toEqual([
      'phone:PHONE_DIGITS',
    ]);
    expect(
      codesOf(
        resetPasswordSchema(digits).safeParse({
          locationId: 6,
          phone: '91234567',
          verificationCode: '1',
          password: 'x',
        }),
      ),
    ).toEqual(['password:PASSWORD_TOO_SHORT']);
  });

  it('login keeps the digits of the username', () => {
    expect(loginSchema.parse({ username: '+852 9123 4567', password: 'p' })).toEqual({
      username: '85291234567',
      password: 'p',
    });
    expect(codesOf(loginSchema.safeParse({ username: '', password: '' }))).toEqual([
      'password:PASSWORD_REQUIRED',
      'username:USERNAME_REQUIRED',
    ]);
  });

  it('profile update reads the spec field names', () => {
    expect(
      profileUpdateSchema.parse({
        memberId: '7',
        locationId: '6',
        firstName: 'A',
        lastName: 'B',
        email: 'a@b.hk',
        ageGroup: '',
      }),
    ).toEqual({
      memberId: 7,
      locationId: 6,
      firstName: 'A',
      lastName: 'B',
      email: 'a@b.hk',
      ageGroup: undefined,
    });
  });

  it('a login name stands for the phone whose calling code prefixes it with the right digit count', () => {
    const rules = [
      { locationId: 6, callingCode: '852', numberOfDigit: 8 },
      { locationId: 11, callingCode: '853', numberOfDigit: 8 },
    ];
    expect(phoneCandidates('85291234567', rules)).toEqual([{ locationId: 6, phone: '91234567' }]);
    expect(phoneCandidates('85366123456', rules)).toEqual([{ locationId: 11, phone: '66123456' }]);
    expect(phoneCandidates('8529123456', rules)).toEqual([]);
    expect(phoneCandidates('4491234567', rules)).toEqual([]);
  });
});
