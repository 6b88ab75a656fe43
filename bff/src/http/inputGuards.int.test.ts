import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { testDatabases } from '../db/testDatabases.ts';
import { bearer, login, ORDINARY } from '../testing/testMembers.ts';
import { startTestShop, type TestShop } from '../testing/testShop.ts';
import { demoProducts, freshShopper, getCart, post } from '../testing/testShoppers.ts';
import type { RegisteredRoute } from './access.ts';

/**
 * Field names a route reads without declaring them in its schema (member forms, ids sent in query or
 * body); with every name a route's own schemas declare, each is sent to each route.
 */
const UNDECLARED_FIELDS = [
  'phone',
  'username',
  'password',
  'email',
  'firstName',
  'lastName',
  'firstname',
  'lastname',
  'verificationCode',
  'addressId',
  'recipient',
  'addressRow1',
  'productId',
  'idToken',
];

function declaredFields(route: RegisteredRoute): string[] {
  const { schema } = route.options;
  const names: string[] = [];
  for (const part of [schema?.querystring, schema?.body, schema?.params]) {
    if (part instanceof z.ZodObject) names.push(...Object.keys(part.shape));
  }
  return names;
}

const apiRoutes = (shop: TestShop) =>
  shop.app
    .registeredRoutes()
    .filter(
      (route) => route.url.startsWith('/api/') && route.method !== 'HEAD' && route.method !== 'OPTIONS',
    );

describe.each(testDatabases())('bad input is a 400, never a 500, on $name', (leg) => {
  let shop: TestShop;
  let token: string;
  beforeAll(async () => {
    shop = await startTestShop(leg);
    token = await login(shop.app, ORDINARY.username, ORDINARY.password);
  });
  afterAll(async () => {
    await shop?.close();
  });

  it('a NUL byte in any path segment, query value or body field of any route is a 400', async () => {
    const wrong: string[] = [];
    const routes = apiRoutes(shop);
    expect(routes.length).toBeGreaterThan(40);
    for (const route of routes) {
      const fields = [...new Set([...declaredFields(route), ...UNDECLARED_FIELDS])];
      const path = route.url.replace(/:[A-Za-z]+/g, '%00');
      const query = fields.map((field) => `${field}=%00`).join('&');
      const attempts = [
        ...(path !== route.url ? [{ url: path }] : []),
        { url: `${route.url.replace(/:[A-Za-z]+/g, '1')}?${query}` },
        ...(route.method === 'GET'
          ? []
          : [
              {
                url: route.url.replace(/:[A-Za-z]+/g, '1'),
                payload: Object.fromEntries(fields.map((field) => [field, 'a\u0000b'])),
              },
            ]),
      ];
      for (const attempt of attempts) {
        const response = await shop.app.inject({
          method: route.method as 'GET',
          headers: bearer(token),
          ...attempt,
        });
        if (response.statusCode !== 400)
          wrong.push(`${route.method} ${attempt.url}: ${response.statusCode} ${response.body.slice(0, 120)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('a number past the smallint or integer columns in any field of any route is never a 500', async () => {
    const failed: string[] = [];
    for (const route of apiRoutes(shop)) {
      const fields = [...new Set([...declaredFields(route), ...UNDECLARED_FIELDS, 'ageGroup', 'locationId'])];
      for (const value of [40000, 2 ** 31, 2 ** 63]) {
        const url = route.url.replace(/:[A-Za-z]+/g, String(value));
        const query = fields.map((field) => `${field}=${value}`).join('&');
        const response = await shop.app.inject({
          method: route.method as 'GET',
          url: `${url}?${query}`,
          headers: bearer(token),
          ...(route.method === 'GET'
            ? {}
            : { payload: Object.fromEntries(fields.map((field) => [field, value])) }),
        });
        if (response.statusCode >= 500)
          failed.push(`${route.method} ${url} ${value}: ${response.body.slice(0, 120)}`);
      }
    }
    expect(failed).toEqual([]);
  });

  it('the two holes the tester found: a coupon code and a category id of %00', async () => {
    for (const url of [
      '/api/coupon?couponCode=%00',
      '/api/category/%00',
      '/api/displayProduct/category/%00',
    ]) {
      const response = await shop.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().error.code, url).toBe('INVALID_CHARACTERS');
    }
  });

  it('other control characters are refused in a query, and line breaks are accepted in body text', async () => {
    const escapeCharacter = await shop.app.inject({ method: 'GET', url: '/api/coupon?couponCode=A%1BB' });
    expect(escapeCharacter.statusCode).toBe(400);
    const multiLine = await shop.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: '85291234567', password: 'line one\nline two' },
    });
    expect(multiLine.statusCode).toBe(401);
  });

  it('a JSON body nested 5,000 deep is a 400 and changes nothing (a 500 before)', async () => {
    const shopper = await freshShopper(shop);
    const { colourBlack } = await demoProducts(shop);
    expect(
      (await post(shop.app, '/shoppingCart/cartProduct/add', shopper, { productId: colourBlack })).statusCode,
    ).toBe(200);
    const before = await getCart(shop.app, shopper);
    expect(before.productList).toHaveLength(1);
    const add = await shop.app.inject({
      method: 'POST',
      url: '/api/shoppingCart/clean',
      headers: { ...shopper.headers, 'content-type': 'application/json' },
      payload: `${'['.repeat(5000)}${']'.repeat(5000)}`,
    });
    expect(add.statusCode).toBe(400);
    expect(add.json().error.code).toBe('JSON_TOO_DEEP');
    // A route that takes no fields has a schema too: a list is not a body it takes.
    const list = await shop.app.inject({
      method: 'POST',
      url: '/api/shoppingCart/clean',
      headers: { ...shopper.headers, 'content-type': 'application/json' },
      payload: '[[1]]',
    });
    expect(list.statusCode).toBe(400);
    expect(await getCart(shop.app, shopper)).toEqual(before);
  });

  it('a body nested as deep as the limit still reaches the route', async () => {
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: `{"username":"85291234567","password":"wrong-password","extra":${'['.repeat(31)}${']'.repeat(31)}}`,
    });
    expect(response.statusCode).toBe(401);
  });
});
