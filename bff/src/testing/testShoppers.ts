import type { CartAnswer, CartLineAnswer } from '@shop/domain/cart/apiSchemas';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { bearer, form, insertMember, login, ORDINARY, VIP } from './testMembers.ts';
import type { TestShop } from './testShop.ts';

/** Demo catalogue products the cart suites use, found by url name and option so ids never drift. */
export interface DemoProducts {
  /** 玻尿酸深層保濕精華 30ml: HK$298, offer HK$238, 6 in stock. */
  serum30: number;
  /** 草本植物染髮膏 自然黑: HK$128 regular price, 300 in stock. */
  colourBlack: number;
  /** 草本植物染髮膏 深啡: sold out. */
  colourBrown: number;
  /** 深海魚油軟膠囊 half-year subscription (period 6): 12 in stock. */
  fishOilSubscription: number;
  /** 深海魚油軟膠囊 single box: 1200 in stock. */
  fishOilBox: number;
  /** A regular-priced hair serum (10900) that triggers PWP 10 (scalp comb for HK$38). */
  hairSerum: number;
  /** 木柄頭皮按摩梳, the PWP 10 add-on. */
  comb: number;
  /** The GWP 8 gift (travel-size serum, not sold on its own). */
  travelSerum: number;
  /** A redeemable product: { productId, all-points option, half-points option }. */
  redeemable: { productId: number; allPoints: number; halfPoints: number; point: number; halfPoint: number };
}

export async function demoProducts(shop: TestShop): Promise<DemoProducts> {
  const productId = async (urlName: string, volume?: string) => {
    const { rows } = await shop.db.query<{ product_id: number }>(
      `select p.product_id from products p join display_products dp using (display_product_id)
       where dp.url_name = $1 and ($2::text is null or p.volume = $2) order by p.sort_order, p.product_id limit 1`,
      [urlName, volume ?? null],
    );
    const id = rows[0]?.product_id;
    if (id === undefined) throw new Error(`No demo product ${urlName} ${volume ?? ''}`);
    return id;
  };
  const hairSerum = await shop.db.query<{ product_id: number }>(
    `select t.product_id from discount_trigger_products t join products p using (product_id)
     where t.discount_id = 10 and p.discount_price_cents is null and p.inventory >= 20
     order by t.product_id limit 1`,
  );
  const points = await shop.db.query<{ product_id: number; product_point_id: number; point: number }>(
    `select pp.product_id, pp.product_point_id, pp.point from product_points pp join products p using (product_id)
     where p.inventory >= 50 and pp.product_id in
       (select product_id from product_points group by product_id having max(point) <= $1)
     order by pp.product_id, pp.point desc limit 2`,
    [VIP_DEMO_POINTS],
  );
  const [all, half] = points.rows;
  if (!all || !half || all.product_id !== half.product_id) throw new Error('No redeemable demo product');
  return {
    serum30: await productId('hydrating-serum', '30ml'),
    colourBlack: await productId('herbal-hair-colour-cream', '自然黑'),
    colourBrown: await productId('herbal-hair-colour-cream', '深啡'),
    fishOilSubscription: (
      await shop.db.query<{ product_id: number }>(
        `select product_id from products where subscription_period = 6 and inventory > 0
         and display_product_id = (select display_product_id from display_products where url_name = 'deep-sea-fish-oil')`,
      )
    ).rows[0]!.product_id,
    fishOilBox: await productId('deep-sea-fish-oil', '單盒裝'),
    hairSerum: hairSerum.rows[0]!.product_id,
    comb: await productId('wooden-scalp-massage-comb'),
    travelSerum: await productId('gift-hydrating-serum-travel'),
    redeemable: {
      productId: all.product_id,
      allPoints: all.product_point_id,
      halfPoints: half.product_point_id,
      point: all.point,
      halfPoint: half.point,
    },
  };
}

export interface Shopper {
  memberId: number;
  token: string;
  headers: { authorization: string };
}

/** A demo member logged in through POST /api/login. */
export async function demoShopper(shop: TestShop, who: 'ordinary' | 'vip'): Promise<Shopper> {
  const account = who === 'vip' ? VIP : ORDINARY;
  const token = await login(shop.app, account.username, account.password);
  const me = await shop.app.inject({ method: 'GET', url: '/api/member/', headers: bearer(token) });
  const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
    sub: string;
  };
  expect(me.statusCode).toBe(200);
  return { memberId: Number(claims.sub), token, headers: bearer(token) };
}

/** The demo VIP's opening balance (one PointsEarned event, projected into member_points). */
export const VIP_DEMO_POINTS = 8600;

/** Waits until the memberPoints projection shows the member's balance. */
export async function waitForPoints(shop: TestShop, memberId: number, points: number): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const { rows } = await shop.db.query<{ valid_points: number }>(
      'select valid_points from member_points where member_id = $1',
      [memberId],
    );
    if (rows[0]?.valid_points === points) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`member ${memberId} never reached ${points} points`);
}

let phoneCounter = 0;

/** A fresh member with an empty cart (token issued directly: no password hashing per test). */
export async function freshShopper(shop: TestShop, options: { vip?: boolean } = {}): Promise<Shopper> {
  phoneCounter += 1;
  const phone = `6${String(process.pid % 1000).padStart(3, '0')}${String(phoneCounter).padStart(4, '0')}`;
  const memberId = await insertMember(shop.db, {
    phone,
    email: `cart-${phone}@example.com`,
    passwordHash: 'scrypt$not-a-real-hash',
    memberLevelId: options.vip ? 2 : 1,
  });
  const token = shop.app.auth.issueMemberToken({
    memberId,
    firstname: '測試',
    lastname: '會員',
    email: `cart-${phone}@example.com`,
    memberLevelId: options.vip ? 2 : 1,
    tokensValidAfter: null,
  });
  return { memberId, token, headers: bearer(token) };
}

export function post(
  app: FastifyInstance,
  url: string,
  shopper: Shopper | null,
  fields: Record<string, string | number | boolean | undefined> = {},
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  const body = form(fields);
  return app.inject({
    method: 'POST',
    url: `/api${url}`,
    headers: { ...body.headers, ...(shopper?.headers ?? {}), ...headers },
    payload: body.payload,
  });
}

export async function getCart(app: FastifyInstance, shopper: Shopper): Promise<CartAnswer> {
  const response = await app.inject({ method: 'GET', url: '/api/shoppingCart', headers: shopper.headers });
  expect(response.statusCode).toBe(200);
  return response.json<CartAnswer>();
}

export function lineOf(cart: CartAnswer, productId: number, kind = 'regular'): CartLineAnswer | undefined {
  return cart.productList.find((line) => line.product_id === productId && line.kind === kind);
}

/** Expects a 4xx error body with the code; returns its details. */
export function expectError(
  response: LightMyRequestResponse,
  status: number,
  code: string,
): Record<string, unknown> {
  expect({ status: response.statusCode, body: response.json() }).toMatchObject({
    status,
    body: { error: { code, message: expect.any(String) } },
  });
  return (response.json() as { error: { details?: Record<string, unknown> } }).error.details ?? {};
}
