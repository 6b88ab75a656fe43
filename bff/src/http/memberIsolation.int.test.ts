import { orderStreamId } from '@shop/domain/orders/orderEvents';
import { pointsStreamId } from '@shop/domain/points/pointsEvents';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../db/testDatabases.ts';
import { memberFootprint } from '../testing/memberFootprint.ts';
import { claimsOf } from '../testing/testMembers.ts';
import { startTestShop, type TestShop } from '../testing/testShop.ts';
import { demoProducts, freshShopper, type Shopper } from '../testing/testShoppers.ts';
import type { RegisteredRoute } from './access.ts';

/** What only member B's own answers may show. */
const B_NAME = { firstname: '乙秘密', lastname: 'Bsecret', email: 'b-secret@example.com' };
const B_RECIPIENT = 'B-SECRET-RECIPIENT';
const B_STREET = 'B-SECRET-STREET 8';

const address = (recipient: string, street: string) => ({
  recipient,
  contactNumber: '91234567',
  phoneCountryId: 6,
  countryCode: 'HK',
  addressProvince: '香港島',
  addressCity: '中西區',
  addressZone: '中環',
  addressRow1: street,
});

/** Member B's identifiers, put into every field of the same name that a request to any route sends. */
interface Target {
  memberId: number;
  orderId: number;
  orderNo: string;
  addressId: number;
  phone: string;
  /** The log-in name: calling code and phone. */
  username: string;
}

/**
 * The rest of a valid request for routes whose validation would otherwise stop an aimed request before the
 * handler (a member route that gets no further than a 400 VALIDATION_FAILED proves nothing: the test says
 * so). Member B's identifiers are added to each.
 */
function validBodies(ids: { productId: number; displayProductId: number; pointsOption: number }) {
  const line = { productId: ids.productId, quantity: 1 };
  const delivery = {
    orderAddressRecipient: '甲方',
    orderAddressProvince: '九龍',
    orderAddressCity: '油尖旺區',
    orderAddressZone: '旺角',
    orderAddress1: '彌敦道 600 號',
    productId: [ids.productId],
    quantity: [1],
  };
  const points = { ...line, productPointId: ids.pointsOption };
  const guestCart = { productListJson: JSON.stringify([line]) };
  return new Map<string, Record<string, unknown>>([
    ['GET /api/coupon', { couponCode: 'CASH30' }],
    ['GET /api/coupon/', { couponCode: 'CASH30' }],
    [
      'POST /api/member/update',
      { locationId: 6, firstName: '甲', lastName: 'A', email: 'a-new@example.com' },
    ],
    ['POST /api/member/address', address('甲方', '甲方街 1 號')],
    ['PUT /api/member/address', address('甲方', '甲方街 2 號')],
    ['PUT /api/member/favourite', { productId: ids.displayProductId }],
    ['DELETE /api/member/favourite', { productId: ids.displayProductId }],
    ['POST /api/shoppingCart/cartProduct/add', line],
    ['POST /api/shoppingCart/cartProduct/minus', line],
    ['POST /api/shoppingCart/cartProduct/delete', line],
    ['POST /api/shoppingCart/cartProduct/deliveryTimes', { ...line, deliveryTimes: 2 }],
    ['POST /api/shoppingCart/coupon/set', { couponId: 'CASH30' }],
    ['POST /api/shoppingCart/cartProduct/usingPoint/add', points],
    ['POST /api/shoppingCart/cartProduct/usingPoint/minus', points],
    ['POST /api/shoppingCart/cartProduct/usingPoint/delete', points],
    ['POST /api/shoppingCart/cartProduct/gwp/add', { discountId: 8 }],
    ['POST /api/shoppingCart/cartProduct/gwp/delete', { discountId: 8 }],
    ['POST /api/shoppingCart/setContent', guestCart],
    ['POST /api/shoppingCart/cartProduct/gwp/guestadd', { discountId: 8, ...guestCart }],
    ['POST /api/order/member/add', delivery],
    ['POST /api/order/add', delivery],
    ['POST /api/order/guest/add', { ...delivery, ...guestCart }],
    ['POST /api/order/guest/pre', guestCart],
    ['POST /api/order/guest/pre2', guestCart],
    ['POST /api/login', { password: 'not-their-password' }],
    [
      'POST /api/push/subscription',
      {
        subscription: {
          endpoint: 'https://fcm.googleapis.com/fcm/send/member-isolation',
          keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) },
        },
      },
    ],
    [
      'POST /api/member/resetPassword',
      { locationId: 6, verificationCode: '000000', password: 'a-new-password1' },
    ],
  ]);
}

const routeKey = (route: { method: string; url: string }) => `${route.method} ${route.url}`;

/** Text that may hide a marker: the body, and the claims of any token in the body or the headers. */
function readableText(response: LightMyRequestResponse): string {
  const text = `${response.body} ${String(response.headers.authorization ?? '')}`;
  const tokens = text.match(/eyJ[\w-]+\.[\w-]+\.[\w-]*/g) ?? [];
  return [text, ...tokens.map((token) => JSON.stringify(claimsOf(token)))].join(' ');
}

describe.each(testDatabases())(
  'member A never reaches member B, and a guest never reaches a member, on $name',
  (leg) => {
    let shop: TestShop;
    let memberA: Shopper;
    let memberB: Shopper;
    let target: Target;
    let streamsOfB: string[];
    let bodies: Map<string, Record<string, unknown>>;

    beforeAll(async () => {
      shop = await startTestShop(leg);
      const products = await demoProducts(shop);
      const { rows } = await shop.db.query<{ display_product_id: number }>(
        'select display_product_id from products where product_id = $1',
        [products.colourBlack],
      );
      const displayProductId = Number(rows[0]?.display_product_id);
      bodies = validBodies({
        productId: products.colourBlack,
        displayProductId,
        pointsOption: products.redeemable.allPoints,
      });
      memberA = await freshShopper(shop);
      memberB = await freshShopper(shop, { vip: true });
      target = await givenMemberBHasEverything(memberB, products.colourBlack, displayProductId);
      streamsOfB = [orderStreamId(target.orderId), pointsStreamId(memberB.memberId)];
    });
    afterAll(() => shop?.close());

    const as = (shopper: Shopper, options: InjectOptions) =>
      shop.app.inject({ ...options, headers: { ...options.headers, ...shopper.headers } });

    /** Member B: an address, a favourite, a cart, a paid order (so points too), names only B's answers show. */
    async function givenMemberBHasEverything(
      b: Shopper,
      productId: number,
      displayProductId: number,
    ): Promise<Target> {
      const { rows } = await shop.db.query<{ phone: string }>(
        `update members set firstname = $2, lastname = $3, email = $4 where member_id = $1 returning phone`,
        [b.memberId, B_NAME.firstname, B_NAME.lastname, B_NAME.email],
      );
      const phone = rows[0]!.phone;
      const added = await as(b, {
        method: 'POST',
        url: '/api/member/address',
        payload: address(B_RECIPIENT, B_STREET),
      });
      expect(added.statusCode, added.body).toBe(200);
      const placed = await as(b, {
        method: 'POST',
        url: '/api/order/member/add',
        payload: {
          orderAddressRecipient: B_RECIPIENT,
          orderAddressProvince: '香港島',
          orderAddressCity: '中西區',
          orderAddressZone: '中環',
          orderAddress1: B_STREET,
          phone,
          productId: [productId],
          quantity: [1],
        },
      });
      expect(placed.statusCode, placed.body).toBe(200);
      const { orderId, orderNo } = placed.json<{ orderId: number; orderNo: string }>();
      const payment = await as(b, { method: 'POST', url: '/api/payment/form', payload: { orderId } });
      expect(payment.statusCode, payment.body).toBe(200);
      const paid = await shop.app.inject({
        method: 'POST',
        url: '/api/payment/sandbox/globalpay/pay',
        payload: { ...payment.json().fields, cardNumber: '4111111111111111', outcome: 'pay' },
      });
      expect(paid.headers.location).toMatch(/^\/globalpay\/s\?/);
      for (const [method, url, payload] of [
        ['PUT', '/api/member/favourite', { productId: displayProductId }],
        ['POST', '/api/shoppingCart/cartProduct/add', { productId, quantity: 2 }],
      ] as const) {
        const answer = await as(b, { method, url, payload });
        expect(answer.statusCode, `${method} ${url}: ${answer.body}`).toBe(200);
      }
      return {
        memberId: b.memberId,
        orderId,
        orderNo,
        addressId: added.json<{ addressId: number }>().addressId,
        phone,
        username: `852${phone}`,
      };
    }

    /** B's own answers: what the footprint is checked against, and proof that the markers are really shown. */
    async function markersShownToB(): Promise<string[]> {
      const reads = [
        '/api/member/',
        '/api/member/address',
        '/api/order/member',
        '/api/order/member/pointRecord',
      ];
      const answers = await Promise.all(reads.map((url) => as(memberB, { method: 'GET', url })));
      const text = answers.map((answer) => answer.body).join(' ');
      const markers = [
        B_NAME.firstname,
        B_NAME.lastname,
        B_NAME.email,
        B_RECIPIENT,
        B_STREET,
        target.orderNo,
      ];
      for (const marker of markers) expect(text, `B's own answers show ${marker}`).toContain(marker);
      return [...markers, target.phone];
    }

    /** A request to `route` naming member B everywhere it can: path, query and body. */
    function aimedAtB(route: RegisteredRoute): InjectOptions {
      const ids: Record<string, string | number> = { ...target };
      const path = route.url.replace(/:([A-Za-z]+)/g, (_, name: string) => String(ids[name] ?? 1));
      const base = bodies.get(routeKey(route)) ?? {};
      const fields = { ...ids, ...base };
      const query = new URLSearchParams(
        Object.entries(route.method === 'GET' ? fields : ids).map(([name, value]): [string, string] => [
          name,
          String(value),
        ]),
      );
      return {
        method: route.method as InjectOptions['method'],
        url: `${path}?${query}`,
        ...(route.method === 'GET' ? {} : { payload: fields }),
      };
    }

    const routesWith = (accepts: (route: RegisteredRoute) => boolean) =>
      shop.app
        .registeredRoutes()
        .filter((route) => route.url.startsWith('/api/') && route.method !== 'HEAD' && accepts(route));

    it('member A, aiming every member route at B (reads and writes), sees and changes nothing of B’s', async () => {
      const markers = await markersShownToB();
      const before = await memberFootprint(shop, memberB.memberId, streamsOfB);
      // Logging out ends A's token: last.
      const routes = routesWith(
        (route) => route.access === 'member' || route.access === 'optionalMember',
      ).sort((a, b) => Number(a.url === '/api/logout') - Number(b.url === '/api/logout'));
      expect(routes.length).toBeGreaterThan(30);
      const leaks: string[] = [];
      const stoppedShort: string[] = [];
      for (const route of routes) {
        const answer = await as(memberA, aimedAtB(route));
        const text = readableText(answer);
        for (const marker of markers)
          if (text.includes(marker)) leaks.push(`${routeKey(route)} shows ${marker}`);
        if (answer.statusCode === 401) stoppedShort.push(`${routeKey(route)}: 401 for A's own token`);
        if (answer.statusCode === 400 && answer.json().error?.code === 'VALIDATION_FAILED')
          stoppedShort.push(`${routeKey(route)}: its validation refused the aimed request (${answer.body})`);
      }
      // Reads again after every write: nothing A wrote carried B's data into A's answers.
      const loggedInAgain = await freshTokenOfA();
      for (const route of routes.filter((candidate) => candidate.method === 'GET')) {
        const answer = await as(loggedInAgain, aimedAtB(route));
        for (const marker of markers)
          if (readableText(answer).includes(marker))
            leaks.push(`${routeKey(route)} (after the writes) shows ${marker}`);
      }
      expect(leaks).toEqual([]);
      expect(stoppedShort).toEqual([]);
      expect(await memberFootprint(shop, memberB.memberId, streamsOfB)).toEqual(before);
    });

    it('a guest, aiming every public route at B (order number, phone, ids), sees and changes nothing of B’s', async () => {
      const markers = await markersShownToB();
      const before = await memberFootprint(shop, memberB.memberId, streamsOfB);
      // The development SMS outbox shows any number's codes by design and is not registered in production.
      const routes = routesWith(
        (route) =>
          (route.access === 'public' || route.access === 'optionalMember') &&
          !route.url.startsWith('/api/dev/'),
      );
      expect(routes.map(routeKey)).toEqual(
        expect.arrayContaining(['POST /api/order/checking', 'POST /api/payment/form']),
      );
      const leaks: string[] = [];
      for (const route of routes) {
        const answer = await shop.app.inject(aimedAtB(route));
        expect(answer.statusCode, `${routeKey(route)}: ${answer.body}`).toBeLessThan(500);
        for (const marker of markers)
          if (readableText(answer).includes(marker)) leaks.push(`${routeKey(route)} shows ${marker}`);
      }
      expect(leaks).toEqual([]);
      expect(await memberFootprint(shop, memberB.memberId, streamsOfB)).toEqual(before);
    });

    /** A's token after the first sweep logged it out. */
    async function freshTokenOfA(): Promise<Shopper> {
      shop.clock.advance(1000);
      const { rows } = await shop.db.query<{ email: string }>(
        'select email from members where member_id = $1',
        [memberA.memberId],
      );
      const token = shop.app.auth.issueMemberToken({
        memberId: memberA.memberId,
        firstname: '甲',
        lastname: 'A',
        email: rows[0]!.email,
        memberLevelId: 1,
        tokensValidAfter: null,
      });
      return { memberId: memberA.memberId, token, headers: { authorization: `Bearer ${token}` } };
    }
  },
);
