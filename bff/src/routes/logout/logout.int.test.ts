import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../db/testDatabases.ts';
import { bearer, login, ORDINARY } from '../../testing/testMembers.ts';
import { startTestShop, type TestShop } from '../../testing/testShop.ts';

describe.each(testDatabases())('POST logout on $name', (leg) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await startTestShop(leg);
  });
  afterAll(async () => {
    await shop?.close();
  });

  const get = (url: string, token: string) => shop.app.inject({ method: 'GET', url, headers: bearer(token) });
  const logout = (token: string) =>
    shop.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) });

  it('revokes the token on the server: 401 TOKEN_REVOKED everywhere after, other sessions unaffected', async () => {
    const token = await login(shop.app, ORDINARY.username, ORDINARY.password);
    shop.clock.advance(1000);
    const otherDevice = await login(shop.app, ORDINARY.username, ORDINARY.password);
    expect((await get('/api/member/', token)).statusCode).toBe(200);

    const out = await logout(token);
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ status: 'success' });

    for (const url of [
      '/api/member/',
      '/api/shoppingCart',
      '/api/member/favourite',
      '/api/coupon/available',
    ]) {
      const answer = await get(url, token);
      expect(answer.statusCode, url).toBe(401);
      expect(answer.json().error.code, url).toBe('TOKEN_REVOKED');
    }
    expect((await logout(token)).statusCode).toBe(401);
    expect((await get('/api/member/', otherDevice)).statusCode).toBe(200);
  });

  it('needs a valid token', async () => {
    const answer = await shop.app.inject({ method: 'POST', url: '/api/logout' });
    expect(answer.statusCode).toBe(401);
    expect(answer.json().error.code).toBe('UNAUTHORIZED');
  });
});
