import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../auth/passwords.ts';
import { testDatabases } from '../../db/testDatabases.ts';
import { bearer, claimsOf, form, insertMember, login, ORDINARY, VIP } from '../../testing/testMembers.ts';
import { startTestShop, type TestShop } from '../../testing/testShop.ts';

describe.each(testDatabases())('POST login on $name', (leg) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await startTestShop(leg);
  });
  afterAll(async () => {
    await shop?.close();
  });

  it('answers a right phone and password with a bearer token carrying the member claims', async () => {
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/login',
      ...form({ username: VIP.username, password: VIP.password }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-expose-headers']).toBe('Authorization');
    const token = String(response.headers.authorization).replace(/^Bearer /, '');
    const claims = claimsOf(token);
    expect(claims).toMatchObject({
      firstname: '志明',
      lastname: '李',
      authority: 'ROLE_VIP',
      email: 'chiming.lee@example.com',
      typ: 'member',
    });
    expect(Number(claims.sub)).toBeGreaterThan(0);
    expect(claims.exp).toBe(Math.floor(shop.clock.now().getTime() / 1000) + 14 * 24 * 3600);
    const me = await shop.app.inject({ method: 'GET', url: '/api/member/', headers: bearer(token) });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ phone: VIP.phone, memberLevel: 'ROLE_VIP', memberLevelId: 2 });
  });

  it('gives an ordinary member ROLE_MEMBER, and accepts JSON too', async () => {
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: `+852 ${ORDINARY.phone}`, password: ORDINARY.password },
    });
    expect(response.statusCode).toBe(200);
    expect(claimsOf(String(response.headers.authorization).slice(7)).authority).toBe('ROLE_MEMBER');
    expect((await login(shop.app, ORDINARY.username, ORDINARY.password)).split('.')).toHaveLength(3);
  });
});

describe.each(testDatabases())('POST login failures and rate limits on $name', (leg) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await startTestShop(leg);
  });
  afterAll(async () => {
    await shop?.close();
  });

  const attempt = (username: string, password: string, remoteAddress = '203.0.113.1') =>
    shop.app.inject({ method: 'POST', url: '/api/login', remoteAddress, ...form({ username, password }) });

  it('answers a wrong password and an unknown phone with the same 401 and no token', async () => {
    const wrongPassword = await attempt(ORDINARY.username, 'not-the-password', '198.51.100.7');
    const unknownPhone = await attempt('85270000000', ORDINARY.password, '198.51.100.7');
    const notAPhone = await attempt('12', ORDINARY.password, '198.51.100.7');
    for (const response of [wrongPassword, unknownPhone, notAPhone]) {
      expect(response.statusCode).toBe(401);
      expect(response.headers.authorization).toBeUndefined();
    }
    expect(unknownPhone.json()).toEqual(wrongPassword.json());
    expect(notAPhone.json()).toEqual(wrongPassword.json());
    expect(wrongPassword.json()).toEqual({
      error: { code: 'LOGIN_FAILED', message: '登入失敗：電話號碼或密碼不正確' },
    });
  });

  it('refuses an empty username or password with 400', async () => {
    const response = await attempt('', '');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_FAILED');
  });

  it('after 5 failures from one address, that address waits ever longer; the owner logs in from elsewhere', async () => {
    const phone = '55501234';
    await insertMember(shop.db, {
      phone,
      email: 'limit@example.com',
      passwordHash: await hashPassword('right-password'),
    });
    const stranger = '192.0.2.1';
    for (let i = 0; i < 5; i++)
      expect((await attempt(`852${phone}`, 'wrong-password', stranger)).statusCode).toBe(401);
    const refused = await attempt(`852${phone}`, 'right-password', stranger);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBe(30);
    expect(refused.headers.authorization).toBeUndefined();

    // The owner, on their own address, is not locked out by the stranger's guesses.
    expect((await attempt(`852${phone}`, 'right-password', '192.0.2.99')).statusCode).toBe(200);

    // The stranger's delays double after each further failure: 30 s, then 60 s, then 120 s.
    shop.clock.advance(30_000);
    expect((await attempt(`852${phone}`, 'wrong-password', stranger)).statusCode).toBe(401);
    expect(Number((await attempt(`852${phone}`, 'wrong-password', stranger)).headers['retry-after'])).toBe(
      60,
    );
    shop.clock.advance(60_000);
    expect((await attempt(`852${phone}`, 'wrong-password', stranger)).statusCode).toBe(401);
    expect(Number((await attempt(`852${phone}`, 'wrong-password', stranger)).headers['retry-after'])).toBe(
      120,
    );
  });

  it('a phone guessed from many addresses stops at 20 failures an hour, even for the right password', async () => {
    const phone = '55502468';
    await insertMember(shop.db, {
      phone,
      email: 'spread@example.com',
      passwordHash: await hashPassword('right-password'),
    });
    for (let i = 0; i < 20; i++)
      expect((await attempt(`852${phone}`, 'wrong-password', `198.18.0.${i + 1}`)).statusCode).toBe(401);
    const refused = await attempt(`852${phone}`, 'right-password', '198.18.1.1');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBe(60 * 60);
    shop.clock.advance(60 * 60_000);
    expect((await attempt(`852${phone}`, 'right-password', '198.18.1.1')).statusCode).toBe(200);
  });

  it('after 30 failures from one address, every login from it gets 429; other addresses still log in', async () => {
    for (let i = 0; i < 30; i++) {
      expect(
        (await attempt(`8527100${String(i).padStart(4, '0')}`, 'guess', '203.0.113.50')).statusCode,
      ).toBe(401);
    }
    expect((await attempt(ORDINARY.username, ORDINARY.password, '203.0.113.50')).statusCode).toBe(429);
    expect((await attempt(ORDINARY.username, ORDINARY.password, '203.0.113.51')).statusCode).toBe(200);
  });

  it('counts attempts in the database: concurrent tries from one address get at most 5 password checks', async () => {
    const phone = '55505678';
    await insertMember(shop.db, {
      phone,
      email: 'race@example.com',
      passwordHash: await hashPassword('right-password'),
    });
    const burst = await Promise.all(
      Array.from({ length: 8 }, () => attempt(`852${phone}`, 'wrong-password', '192.0.2.100')),
    );
    const statuses = burst.map((response) => response.statusCode);
    expect(statuses.every((status) => status === 401 || status === 429)).toBe(true);
    // Keep guessing one at a time: across the burst and these, exactly 5 passwords are ever checked.
    for (let i = 0; i < 6; i++)
      statuses.push((await attempt(`852${phone}`, 'wrong-password', '192.0.2.100')).statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.at(-1)).toBe(429);
    const { rows } = await shop.db.query<{ n: string | number }>(
      `select count(*) as n from login_attempts where username = $1 and outcome = 'failed'`,
      [`852${phone}`],
    );
    expect(Number(rows[0]?.n)).toBe(5);
    expect((await attempt(`852${phone}`, 'right-password', '192.0.2.100')).statusCode).toBe(429);
  });
});
