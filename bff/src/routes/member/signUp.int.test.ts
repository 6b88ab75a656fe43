import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SmsDeliveryError } from '../../adapters/sms/smsSender.ts';
import { testDatabases } from '../../db/testDatabases.ts';
import { forgetRateLimits } from '../../testing/testLimits.ts';
import {
  bearer,
  form,
  freshCode,
  latestCode,
  login,
  ORDINARY,
  sendCode,
  signUpFields,
} from '../../testing/testMembers.ts';
import { startTestShop, type TestShop } from '../../testing/testShop.ts';

describe.each(testDatabases())('POST member/add on $name', (leg) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await startTestShop(leg);
  });
  afterAll(async () => {
    await shop?.close();
  });
  // The clock stands still: every test would count in the same hour of the per-address limits.
  beforeEach(() => forgetRateLimits(shop.db));

  async function signUp(fields: Record<string, string | number | boolean | undefined>) {
    const response = await shop.app.inject({ method: 'POST', url: '/api/member/add', ...form(fields) });
    expect(response.statusCode).toBe(200);
    return response.json<{
      status: number;
      message?: string;
      errors?: { field: string; code: string; message: string }[];
    }>();
  }

  async function memberCount(): Promise<number> {
    const { rows } = await shop.db.query<{ n: number | string }>('select count(*) as n from members');
    return Number(rows[0]?.n);
  }

  it('5: signs up with the SMS code, keeps the phone as digits, and the new member can log in', async () => {
    const code = await freshCode(shop.app, '61234567');
    const result = await signUp(
      signUpFields({
        phone: '6123-4567',
        verificationCode: code,
        email: 'Siuming@Example.com',
        acceptPromoption: 'on',
      }),
    );
    expect(result).toEqual({ status: 5 });

    const { rows } = await shop.db.query<Record<string, unknown>>(
      `select phone, location_id, email, gender, birthday_month, age_group_id, member_level_id, accept_promotion,
              password_hash
       from members where phone = '61234567'`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      phone: '61234567',
      location_id: 6,
      email: 'Siuming@Example.com',
      gender: 'male',
      birthday_month: 5,
      age_group_id: 2,
      member_level_id: 1,
      accept_promotion: true,
    });
    expect(String(rows[0]?.password_hash)).toMatch(/^scrypt\$/);
    expect(String(rows[0]?.password_hash)).not.toContain('a-good-password');

    const token = await login(shop.app, '85261234567', 'a-good-password');
    const me = await shop.app.inject({ method: 'GET', url: '/api/member/', headers: bearer(token) });
    expect(me.json()).toMatchObject({
      firstname: '小明',
      lastname: '黃',
      memberLevel: 'ROLE_MEMBER',
      validPoint: 0,
    });
  });

  it('5 for a Macau phone sent as JSON', async () => {
    const code = await freshCode(shop.app, '62345678', 11);
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/member/add',
      payload: signUpFields({
        locationId: 11,
        phone: '62345678',
        verificationCode: code,
        email: 'macau@example.com',
        acceptPolicy: true,
      }),
    });
    expect(response.json()).toEqual({ status: 5 });
    expect((await login(shop.app, '85362345678', 'a-good-password')).length).toBeGreaterThan(20);
  });

  it('4: a wrong code, or no code sent at all, creates nothing', async () => {
    const before = await memberCount();
    const code = await freshCode(shop.app, '63456789');
    const wrong = code === '000001' ? '000002' : '000001';
    expect(
      await signUp(signUpFields({ phone: '63456789', verificationCode: wrong, email: 'w@example.com' })),
    ).toEqual({ status: 4 });
    expect(
      await signUp(signUpFields({ phone: '63450000', verificationCode: '123456', email: 'n@example.com' })),
    ).toEqual({ status: 4 });
    expect(await memberCount()).toBe(before);
    // The right code still works after one wrong try.
    expect(
      await signUp(signUpFields({ phone: '63456789', verificationCode: code, email: 'w@example.com' })),
    ).toEqual({ status: 5 });
  });

  it('4 for the right code after 5 wrong tries: the code is dead', async () => {
    const code = await freshCode(shop.app, '64567890');
    const wrong = code === '999999' ? '999998' : '999999';
    for (let attempt = 0; attempt < 5; attempt++) {
      expect(
        await signUp(signUpFields({ phone: '64567890', verificationCode: wrong, email: 'dead@example.com' })),
      ).toEqual({
        status: 4,
      });
    }
    expect(
      await signUp(signUpFields({ phone: '64567890', verificationCode: code, email: 'dead@example.com' })),
    ).toEqual({
      status: 4,
    });
    const { rows } = await shop.db.query(`select 1 from members where phone = '64567890'`);
    expect(rows).toEqual([]);
  });

  it('4 once the code is 10 minutes old; a code younger than that works', async () => {
    const young = await freshCode(shop.app, '65670001');
    const old = await freshCode(shop.app, '65670002');
    shop.clock.advance(10 * 60_000 - 1);
    expect(
      await signUp(signUpFields({ phone: '65670001', verificationCode: young, email: 'young@example.com' })),
    ).toEqual({
      status: 5,
    });
    shop.clock.advance(1);
    expect(
      await signUp(signUpFields({ phone: '65670002', verificationCode: old, email: 'old@example.com' })),
    ).toEqual({
      status: 4,
    });
  });

  it('a code works once', async () => {
    const code = await freshCode(shop.app, '65671111');
    expect(
      await signUp(signUpFields({ phone: '65671111', verificationCode: code, email: 'once@example.com' })),
    ).toEqual({
      status: 5,
    });
    expect(
      await signUp(signUpFields({ phone: '65671111', verificationCode: code, email: 'twice@example.com' })),
    ).toEqual({
      status: 4,
    });
  });

  it('1: an email already registered (in any letter case) creates nothing and leaves the code usable', async () => {
    const code = await freshCode(shop.app, '66789012');
    const before = await memberCount();
    expect(
      await signUp(
        signUpFields({ phone: '66789012', verificationCode: code, email: 'KAYAN.CHAN@example.com' }),
      ),
    ).toEqual({ status: 1 });
    expect(await memberCount()).toBe(before);
    expect(
      await signUp(signUpFields({ phone: '66789012', verificationCode: code, email: 'fresh@example.com' })),
    ).toEqual({
      status: 5,
    });
  });

  it('2: a phone already registered creates nothing', async () => {
    const code = await freshCode(shop.app, ORDINARY.phone);
    const before = await memberCount();
    expect(
      await signUp(
        signUpFields({ phone: ORDINARY.phone, verificationCode: code, email: 'second@example.com' }),
      ),
    ).toEqual({ status: 2 });
    expect(await memberCount()).toBe(before);
  });

  it('3: the SMS service failed to deliver the code', async () => {
    const working = shop.app.deps.sms;
    shop.app.deps.sms = {
      kind: 'http',
      send: async () => {
        throw new SmsDeliveryError('The SMS gateway answered 500');
      },
    };
    try {
      expect((await sendCode(shop.app, '67890123')).statusCode).toBe(502);
    } finally {
      shop.app.deps.sms = working;
    }
    expect(
      await signUp(signUpFields({ phone: '67890123', verificationCode: '123456', email: 'sms@example.com' })),
    ).toEqual({
      status: 3,
    });
    // A new send works at once and clears the failure.
    expect((await sendCode(shop.app, '67890123')).statusCode).toBe(200);
    const code = await latestCode(shop.app, '85267890123');
    expect(
      await signUp(signUpFields({ phone: '67890123', verificationCode: code, email: 'sms@example.com' })),
    ).toEqual({
      status: 5,
    });
  });

  it('500: every field problem is listed with its message, and nothing is written', async () => {
    const before = await memberCount();
    const result = await signUp({ locationId: 6, acceptPolicy: 'false' });
    expect(result.status).toBe(500);
    expect(result.errors?.map((error) => error.field).sort()).toEqual([
      'acceptPolicy',
      'email',
      'firstname',
      'gender',
      'lastname',
      'password',
      'phone',
      'verificationCode',
    ]);
    expect(result.errors?.find((error) => error.field === 'password')?.message).toBe('密碼最少需要8個字元');
    expect(result.errors?.find((error) => error.field === 'acceptPolicy')?.message).toBe(
      '請閱讀並同意條款及私隱政策',
    );
    expect(result.message).toContain('請填寫手提電話號碼');
    expect(await memberCount()).toBe(before);
  });

  it('500 for a region other than 6 and 11, a wrong digit count, a short password, an unticked box, an unknown age group', async () => {
    const code = await freshCode(shop.app, '68901234');
    const cases: [Record<string, string | number>, string, string][] = [
      [{ locationId: 1 }, 'locationId', 'LOCATION_UNSUPPORTED'],
      [{ phone: '689012345' }, 'phone', 'PHONE_DIGITS'],
      [{ password: '1234567' }, 'password', 'PASSWORD_TOO_SHORT'],
      [{ acceptPolicy: '' }, 'acceptPolicy', 'POLICY_NOT_ACCEPTED'],
      [{ ageGroup: 99 }, 'ageGroup', 'AGE_GROUP_INVALID'],
      // Past the smallint and integer columns: refused by the form, not by the database (a 500 before).
      [{ ageGroup: 40000 }, 'ageGroup', 'AGE_GROUP_INVALID'],
      [{ ageGroup: 2 ** 31 }, 'ageGroup', 'AGE_GROUP_INVALID'],
      [{ gender: 'robot' }, 'gender', 'GENDER_REQUIRED'],
      [{ email: 'not-an-email' }, 'email', 'EMAIL_INVALID'],
      [{ birthday: 13 }, 'birthday', 'BIRTHDAY_MONTH_INVALID'],
    ];
    for (const [override, field, errorCode] of cases) {
      const result = await signUp(
        signUpFields({ phone: '68901234', verificationCode: code, email: 'rules@example.com', ...override }),
      );
      expect(result.status).toBe(500);
      expect(result.errors).toEqual([expect.objectContaining({ field, code: errorCode })]);
    }
    // None of those used up the code.
    expect(
      await signUp(signUpFields({ phone: '68901234', verificationCode: code, email: 'rules@example.com' })),
    ).toEqual({
      status: 5,
    });
  });
});
