import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, claimsOf, form, login, ORDINARY, VIP } from '../../auth/testSupport.ts';
import { testDatabases } from '../../db/testDatabases.ts';
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
