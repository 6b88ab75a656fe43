import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../auth/passwords.ts';
import { testDatabases } from '../../db/testDatabases.ts';
import {
  bearer,
  claimsOf,
  form,
  freshCode,
  insertMember,
  login,
  ORDINARY,
  VIP,
} from '../../testing/testMembers.ts';
import { startTestShop, type TestShop } from '../../testing/testShop.ts';

describe.each(testDatabases())('POST member/resetPassword and member/refreshToken on $name', (leg) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await startTestShop(leg);
  });
  afterAll(async () => {
    await shop?.close();
  });

  const reset = (fields: Record<string, string | number>) =>
    shop.app.inject({ method: 'POST', url: '/api/member/resetPassword', ...form(fields) });
  const me = (token: string) =>
    shop.app.inject({ method: 'GET', url: '/api/member/', headers: bearer(token) });
  const tryLogin = (username: string, password: string) =>
    shop.app.inject({ method: 'POST', url: '/api/login', ...form({ username, password }) });

  it('sets the new password with the SMS code and revokes the tokens issued before', async () => {
    const oldToken = await login(shop.app, ORDINARY.username, ORDINARY.password);
    expect((await me(oldToken)).statusCode).toBe(200);
    shop.clock.advance(1_000);

    const code = await freshCode(shop.app, ORDINARY.phone);
    const response = await reset({
      locationId: 6,
      phone: ORDINARY.phone,
      verificationCode: code,
      password: 'brand-new-pass',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toBe('Password is reseted');

    const revoked = await me(oldToken);
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json().error.code).toBe('TOKEN_REVOKED');
    expect((await tryLogin(ORDINARY.username, ORDINARY.password)).statusCode).toBe(401);
    // Logging in again in the same instant gives a token that works.
    const newToken = await login(shop.app, ORDINARY.username, 'brand-new-pass');
    expect((await me(newToken)).statusCode).toBe(200);
  });

  it('a wrong code changes nothing and says so in another text', async () => {
    const code = await freshCode(shop.app, VIP.phone);
    const wrong = code === '111111' ? '222222' : '111111';
    const response = await reset({
      locationId: 6,
      phone: VIP.phone,
      verificationCode: wrong,
      password: 'another-pass',
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).not.toBe('Password is reseted');
    expect(response.json().error.code).toBe('VERIFICATION_CODE_WRONG');
    expect((await tryLogin(VIP.username, VIP.password)).statusCode).toBe(200);
  });

  it('a short password is a 400 with the field message, and keeps the code usable', async () => {
    const phone = '55601111';
    await insertMember(shop.db, {
      phone,
      email: 'short@example.com',
      passwordHash: await hashPassword('first-password'),
    });
    const code = await freshCode(shop.app, phone);
    const short = await reset({ locationId: 6, phone, verificationCode: code, password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().error).toMatchObject({ code: 'VALIDATION_FAILED', message: '密碼最少需要8個字元' });
    expect((await tryLogin(`852${phone}`, 'first-password')).statusCode).toBe(200);
    const ok = await reset({ locationId: 6, phone, verificationCode: code, password: 'second-password' });
    expect(ok.body).toBe('Password is reseted');
    // The code works once.
    const again = await reset({ locationId: 6, phone, verificationCode: code, password: 'third-password' });
    expect(again.statusCode).toBe(400);
    expect((await tryLogin(`852${phone}`, 'second-password')).statusCode).toBe(200);
  });

  it('a phone without an account is a 404 even with a right code', async () => {
    const code = await freshCode(shop.app, '55609999');
    const response = await reset({
      locationId: 6,
      phone: '55609999',
      verificationCode: code,
      password: 'whatever-pass',
    });
    expect(response.statusCode).toBe(404);
    const { rows } = await shop.db.query(`select 1 from members where phone = '55609999'`);
    expect(rows).toEqual([]);
  });

  it('a reset lifts the lock of too many failed logins', async () => {
    const phone = '55602222';
    await insertMember(shop.db, {
      phone,
      email: 'locked@example.com',
      passwordHash: await hashPassword('forgotten-pass'),
    });
    for (let i = 0; i < 5; i++) expect((await tryLogin(`852${phone}`, 'guess-guess')).statusCode).toBe(401);
    expect((await tryLogin(`852${phone}`, 'forgotten-pass')).statusCode).toBe(429);
    const code = await freshCode(shop.app, phone);
    expect(
      (await reset({ locationId: 6, phone, verificationCode: code, password: 'remembered-pass' })).statusCode,
    ).toBe(200);
    expect((await tryLogin(`852${phone}`, 'remembered-pass')).statusCode).toBe(200);
  });

  it('refreshToken answers a new token as text, with claims read again from the record', async () => {
    const phone = '55603333';
    const memberId = await insertMember(shop.db, {
      phone,
      email: 'refresh@example.com',
      passwordHash: await hashPassword('refresh-pass'),
    });
    const first = await login(shop.app, `852${phone}`, 'refresh-pass');
    expect(claimsOf(first).authority).toBe('ROLE_MEMBER');
    await shop.db.query('update members set member_level_id = 2 where member_id = $1', [memberId]);
    shop.clock.advance(60_000);

    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/member/refreshToken',
      headers: bearer(first),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    const refreshed = response.body;
    expect(claimsOf(refreshed)).toMatchObject({ sub: String(memberId), authority: 'ROLE_VIP' });
    expect(Number(claimsOf(refreshed).exp)).toBe(Number(claimsOf(first).exp) + 60);
    expect((await me(refreshed)).statusCode).toBe(200);

    const anonymous = await shop.app.inject({ method: 'POST', url: '/api/member/refreshToken' });
    expect(anonymous.statusCode).toBe(401);
  });
});
