import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../db/testDatabases.ts';
import { startTestShop, type TestShop } from '../testing/testShop.ts';

/** A concrete url for a route pattern (`/api/member/address/:addressId` → `/api/member/address/1`). */
const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, '1');

describe.each(testDatabases())('who may call a route, on $name', (leg) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await startTestShop(leg, { seed: false });
  });
  afterAll(async () => {
    await shop?.close();
  });

  const memberRoutes = () => shop.app.registeredRoutes().filter((route) => route.access === 'member');

  it('knows the member routes: the account, addresses, favourites, the cart, own coupons, member pricing', () => {
    const urls = new Set(memberRoutes().map((route) => `${route.method} ${route.url}`));
    for (const expected of [
      'GET /api/member/',
      'POST /api/member/update',
      'POST /api/member/refreshToken',
      'POST /api/member/address',
      'DELETE /api/member/address',
      'PUT /api/member/favourite',
      'POST /api/shoppingCart/cartProduct/add',
      'POST /api/shoppingCart/clean',
      'GET /api/coupon/available',
      'POST /api/order/member/pre',
    ])
      expect(urls).toContain(expected);
  });

  it('every member route, sent a body its schema refuses and no token, answers 401 before validating', async () => {
    const refused: string[] = [];
    for (const route of memberRoutes()) {
      if (route.method === 'HEAD') continue;
      const response = await shop.app.inject({
        method: route.method as 'GET',
        url: `${concrete(route.url)}?productId=x&countryId=x`,
        headers: { 'content-type': 'application/json' },
        ...(route.method === 'GET' ? {} : { payload: '{"memberId":"x","productId":[],"quantity":-1}' }),
      });
      if (response.statusCode !== 401 || response.json().error.code !== 'UNAUTHORIZED')
        refused.push(`${route.method} ${route.url}: ${response.statusCode} ${response.body}`);
    }
    expect(refused).toEqual([]);
  });

  it('adding to the cart without a token is a 401 with no field details', async () => {
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/shoppingCart/cartProduct/add',
      payload: { productId: 'x' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: { code: 'UNAUTHORIZED', message: 'Please log in.' } });
  });

  it('an optional-member route refuses a bad token before validating, and serves a guest', async () => {
    const badToken = await shop.app.inject({
      method: 'GET',
      url: '/api/coupon?couponCode=',
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(badToken.statusCode).toBe(401);
    const guest = await shop.app.inject({ method: 'GET', url: '/api/coupon?couponCode=' });
    expect(guest.statusCode).toBe(400);
  });
});
