import { type AddressGeography, addressSchema } from '@shop/domain/members/address';
import { type MemberMessageCode, memberMessagesZh } from '@shop/domain/members/memberMessages';
import { loginSchema, profileUpdateSchema, signUpFormSchema } from '@shop/domain/members/signUp';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { problemsInOrder, validate } from '../../components/forms/schemaForm.ts';
import { formatMessage } from '../../lib/intl.tsx';
import { en, zhHK } from './messages.ts';
import {
  type AddressFormValues,
  addressProblems,
  confirmDiffers,
  joinedProblemsMessage,
  loginInput,
  loginUsername,
  memberFormMessages,
  memberPhoneDigits,
  missingFieldsMessage,
  PROFILE_ORDER,
  phoneProblems,
  RESET_ORDER,
  resetFormSchema,
  SIGN_UP_ORDER,
  type SignUpFormValues,
  safeNextPath,
  signUpStatusKey,
  type ValidationKey,
  validationKey,
} from './validation.ts';

/** Each field's first problem as the form kit finds it on submit, in this feature's keys. */
function errorsOf(schema: z.ZodType, values: unknown): Partial<Record<string, ValidationKey>> {
  const verdict = validate(schema, values, memberFormMessages);
  return verdict.success ? {} : verdict.errors;
}

/** A form's problems as its alert lists them: each once, in the order of the form. */
const problems = (schema: z.ZodType, values: unknown, order: readonly string[]) =>
  problemsInOrder(errorsOf(schema, values), order);

const signUpForm = signUpFormSchema(memberPhoneDigits);
const signUpProblems = (values: SignUpFormValues) => problems(signUpForm, values, SIGN_UP_ORDER);

const complete: SignUpFormValues = {
  locationId: 6,
  phone: '9123 4567',
  verificationCode: '123456',
  firstname: '嘉欣',
  lastname: '陳',
  email: 'kayan@example.com',
  gender: 'female',
  birthday: '3',
  ageGroup: '',
  password: 'Passw0rd!',
  confirmPassword: 'Passw0rd!',
  acceptPolicy: true,
  acceptPromoption: false,
};

const zh = (key: Parameters<typeof formatMessage>[2], values?: Record<string, string>) =>
  formatMessage('zh-HK', zhHK, key, values);

describe('sign-up rules (spec 000 §5, §8)', () => {
  it('accepts a complete form', () => {
    expect(signUpProblems(complete)).toEqual([]);
  });

  it('lists every problem once, in the order of the form, with the catalogue texts', () => {
    const empty: SignUpFormValues = {
      ...complete,
      phone: ' - ',
      verificationCode: '',
      firstname: ' ',
      lastname: '',
      email: '',
      gender: '',
      password: 'short',
      confirmPassword: 'different',
      acceptPolicy: false,
    };
    const keys = signUpProblems(empty);
    expect(keys.map((key) => zh(key))).toEqual([
      '請填寫手提電話號碼',
      '請填寫驗證碼',
      '請填寫姓氏',
      '請填寫名字',
      '請選擇性別',
      '請填寫電郵',
      '密碼最少需要8個字元',
      '確認密碼不相同',
      '請閱讀並同意條款及私隱政策',
    ]);
  });

  it('joins the problems into the one message the form shows (spec 000 §5), in both languages', () => {
    const keys = signUpProblems({ ...complete, phone: '', lastname: '', gender: '', acceptPolicy: false });
    expect(joinedProblemsMessage(keys, zh)).toBe(
      '請填寫手提電話號碼；請填寫姓氏；請選擇性別；請閱讀並同意條款及私隱政策',
    );
    const english = (key: Parameters<typeof formatMessage>[2], values?: Record<string, string>) =>
      formatMessage('en', en, key, values);
    expect(joinedProblemsMessage(keys, english)).toBe(keys.map((key) => english(key)).join('; '));
    expect(joinedProblemsMessage(['account.validation.GENDER_REQUIRED'], zh)).toBe('請選擇性別');
    expect(joinedProblemsMessage([], zh)).toBeNull();
  });

  it('strips non-digits from the phone and checks its 8 digits', () => {
    expect(signUpProblems({ ...complete, phone: '(+852) 9123-4567'.slice(6) })).toEqual([]);
    expect(signUpProblems({ ...complete, phone: '9123 456' })).toEqual(['account.validation.PHONE_DIGITS']);
    expect(signUpForm.parse(complete).phone).toBe('91234567');
  });

  it('only Hong Kong and Macau are accepted', () => {
    expect(signUpProblems({ ...complete, locationId: 11 })).toEqual([]);
    expect(signUpProblems({ ...complete, locationId: 1 })).toEqual([
      'account.validation.LOCATION_UNSUPPORTED',
    ]);
  });

  it('password of exactly 8 characters passes; 7 does not', () => {
    expect(signUpProblems({ ...complete, password: '12345678', confirmPassword: '12345678' })).toEqual([]);
    expect(signUpProblems({ ...complete, password: '1234567', confirmPassword: '1234567' })).toEqual([
      'account.validation.PASSWORD_TOO_SHORT',
    ]);
  });

  it('checks the email format and the optional birthday month', () => {
    expect(signUpProblems({ ...complete, email: 'kayan@' })).toEqual(['account.validation.EMAIL_INVALID']);
    expect(signUpProblems({ ...complete, birthday: '' })).toEqual([]);
    expect(signUpProblems({ ...complete, birthday: '13' })).toEqual([
      'account.validation.BIRTHDAY_MONTH_INVALID',
    ]);
  });

  it('sends the API field names, numbers for the selects and no retyped password', () => {
    const { confirmPassword, ...body } = signUpForm.parse({ ...complete, ageGroup: '3' });
    expect(confirmPassword).toBe('Passw0rd!');
    expect(body).toEqual({
      locationId: 6,
      phone: '91234567',
      verificationCode: '123456',
      firstname: '嘉欣',
      lastname: '陳',
      email: 'kayan@example.com',
      gender: 'female',
      birthday: 3,
      ageGroup: 3,
      password: 'Passw0rd!',
      acceptPolicy: true,
      acceptPromoption: false,
    });
    expect(signUpForm.parse(complete).ageGroup).toBeUndefined();
  });

  it('marks the retype field invalid while it differs', () => {
    expect(confirmDiffers('Passw0rd!', '')).toBe(false);
    expect(confirmDiffers('Passw0rd!', 'Pass')).toBe(true);
    expect(confirmDiffers('Passw0rd!', 'Passw0rd!')).toBe(false);
  });

  it('maps every sign-up status to its message (unknown → check the data)', () => {
    expect([1, 2, 3, 4, 5, 500, 42].map((status) => zh(signUpStatusKey(status)))).toEqual([
      '此電郵地址已被登記。',
      '此手提電話號碼已被登記。',
      '驗證服務錯誤，請重新索取驗證碼。',
      '驗證碼錯誤，請檢查後再試。',
      '註冊成功。',
      '請檢查填寫的資料。',
      '請檢查填寫的資料。',
    ]);
  });

  it('shows each member schema code as the sentence the API sends, in both catalogues', () => {
    // Codes of what the shopper never types here read "check the data": ids, the fixed delivery country,
    // and the login password (the login form says one message for any problem).
    const notOnScreen = [
      'MEMBER_ID_INVALID',
      'ADDRESS_ID_INVALID',
      'COUNTRY_UNSUPPORTED',
      'PASSWORD_REQUIRED',
    ];
    const general = formatMessage('en', en, 'account.validation.INVALID');
    const wrong = (Object.keys(memberMessagesZh) as MemberMessageCode[])
      .filter((code) => !notOnScreen.includes(code))
      .flatMap((code) => {
        const key = validationKey(code);
        const chinese = zh(key);
        const english = formatMessage('en', en, key);
        return chinese === memberMessagesZh[code] && english !== general && english !== chinese
          ? []
          : [`${code} → ${key}: ${chinese} / ${english}`];
      });
    expect(wrong).toEqual([]);
    expect(notOnScreen.map((code) => zh(validationKey(code)))).toEqual(
      notOnScreen.map(() => '請檢查填寫的資料'),
    );
  });
});

describe('login, code and reset rules', () => {
  it('login needs a phone and a password; the username is calling code + digits', () => {
    const refused = (phone: string, password: string) =>
      Object.keys(errorsOf(loginSchema, loginInput({ locationId: 6, phone, password }))).length > 0;
    expect(refused('9123 4567', 'x')).toBe(false);
    expect(refused('', 'x')).toBe(true);
    expect(refused('91234567', '')).toBe(true);
    expect(loginUsername(6, '9123 4567')).toBe('85291234567');
    expect(loginUsername(11, '62345678')).toBe('85362345678');
  });

  it('a code can be asked for an 8-digit phone only', () => {
    expect(phoneProblems('')).toEqual(['account.validation.PHONE_REQUIRED']);
    expect(phoneProblems('912')).toEqual(['account.validation.PHONE_DIGITS']);
    expect(phoneProblems('9123-4567')).toEqual([]);
  });

  it('reset needs the code, a new password of 8 or more and the same confirmation', () => {
    const ok = {
      locationId: 6,
      phone: '91234567',
      verificationCode: '111111',
      password: 'NewPass1',
      confirmPassword: 'NewPass1',
    };
    const resetProblems = (values: typeof ok) => problems(resetFormSchema, values, RESET_ORDER);
    expect(resetProblems(ok)).toEqual([]);
    // The API's own rules stay in the form's schema: the phone's digits too.
    expect(resetProblems({ ...ok, phone: '9123 456' })).toEqual(['account.validation.PHONE_DIGITS']);
    expect(resetProblems({ ...ok, verificationCode: '' })).toEqual([
      'account.validation.VERIFICATION_CODE_REQUIRED',
    ]);
    expect(resetProblems({ ...ok, password: 'short', confirmPassword: 'short' })).toEqual([
      'account.validation.PASSWORD_TOO_SHORT',
    ]);
    expect(resetProblems({ ...ok, confirmPassword: 'NewPass2' })).toEqual([
      'account.validation.PASSWORD_MISMATCH',
    ]);
  });

  it('profile needs names and a valid email', () => {
    const ok = {
      memberId: 1,
      locationId: 6,
      firstName: '嘉欣',
      lastName: '陳',
      email: 'a@b.hk',
      ageGroup: '',
    };
    const profileProblems = (values: typeof ok) => problems(profileUpdateSchema, values, PROFILE_ORDER);
    expect(profileProblems(ok)).toEqual([]);
    expect(profileProblems({ ...ok, lastName: '', email: 'nope' })).toEqual([
      'account.validation.LASTNAME_REQUIRED',
      'account.validation.EMAIL_INVALID',
    ]);
  });
});

describe('safeNextPath', () => {
  it('keeps paths inside the shop and refuses other origins and the login pages', () => {
    expect(safeNextPath('/member/info')).toBe('/member/info');
    expect(safeNextPath('/member/order?page=2')).toBe('/member/order?page=2');
    expect(safeNextPath(null)).toBe('/');
    expect(safeNextPath('https://evil.example')).toBe('/');
    expect(safeNextPath('//evil.example')).toBe('/');
    expect(safeNextPath('/\\evil.example')).toBe('/');
    expect(safeNextPath('/login?next=/x')).toBe('/');
    expect(safeNextPath('/registration')).toBe('/');
    expect(safeNextPath('/loginhelp')).toBe('/loginhelp');
  });
});

describe('address rules (spec 000 §5)', () => {
  const geography: AddressGeography = {
    numberOfDigit: (id) => (id === 6 || id === 11 ? 8 : undefined),
    provinces: [
      {
        name: '九龍',
        cities: [
          { name: '油尖旺區', zones: ['旺角', '尖沙咀'] },
          { name: '九龍城區', zones: [] },
        ],
      },
      { name: '離島', cities: [] },
    ],
  };
  const blank: AddressFormValues = {
    recipient: '',
    phoneCountryId: 6,
    contactNumber: '',
    addressProvince: '請選擇',
    addressCity: '',
    addressZone: '',
    addressRow1: '',
    addressRow2: '',
    addressRow3: '',
    addressRow4: '',
  };
  const addressProblemsOf = (values: AddressFormValues) =>
    addressProblems(errorsOf(addressSchema(geography), values));
  const filled: AddressFormValues = {
    ...blank,
    recipient: '陳嘉欣',
    contactNumber: '9123 4567',
    addressProvince: '九龍',
    addressCity: '油尖旺區',
    addressZone: '旺角',
    addressRow1: '彌敦道600號',
  };

  it('an empty form lists recipient, address, mobile number and region, joined by 、', () => {
    const problems = addressProblemsOf(blank);
    expect(problems.missing).toEqual(['recipient', 'addressRow1', 'contactNumber', 'addressProvince']);
    expect(missingFieldsMessage(problems.missing, zh)).toBe('請填寫收件人、地址、手提電話號碼、地區');
    const english = (key: Parameters<typeof formatMessage>[2], values?: Record<string, string>) =>
      formatMessage('en', en, key, values);
    expect(missingFieldsMessage(problems.missing, english)).toBe(
      'Please fill in: Recipient, Address, Mobile number, Region',
    );
  });

  it('district is required when the region has districts, zone when the district has zones', () => {
    expect(addressProblemsOf({ ...filled, addressCity: '', addressZone: '' }).missing).toEqual([
      'addressCity',
    ]);
    expect(addressProblemsOf({ ...filled, addressZone: '請選擇' }).missing).toEqual(['addressZone']);
    expect(addressProblemsOf({ ...filled, addressCity: '九龍城區', addressZone: '' })).toEqual({
      missing: [],
      others: [],
    });
    expect(
      addressProblemsOf({ ...filled, addressProvince: '離島', addressCity: '', addressZone: '' }),
    ).toEqual({ missing: [], others: [] });
  });

  it('the phone must have the country’s number of digits', () => {
    expect(addressProblemsOf({ ...filled, contactNumber: '9123456' })).toEqual({
      missing: [],
      others: ['account.validation.CONTACT_NUMBER_DIGITS'],
    });
    expect(addressProblemsOf({ ...filled, phoneCountryId: 11, contactNumber: '62345678' }).others).toEqual(
      [],
    );
  });

  it('nothing missing gives no alert', () => {
    expect(missingFieldsMessage([], zh)).toBeNull();
  });
});
