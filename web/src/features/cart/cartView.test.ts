import { describe, expect, it } from 'vitest';
import type { CartAnswer, CouponAnswer } from './cartApi.ts';
import { itemFromServerLine } from './cartItem.ts';
import { cartItem, orderProduct, preAnswer, serverLine } from './cartTesting.ts';
import { buildCartView, cartTotals, previewTotals, totalsFromCart, totalsFromPre } from './cartView.ts';

const NOW = new Date('2026-03-01T10:00:00+08:00');

function coupon(code: string, discount: Partial<CouponAnswer['discount']>): CouponAnswer {
  return {
    couponId: 1,
    couponCode: code,
    guestAllowed: true,
    discount: {
      discountId: 1,
      discountTitle: code,
      discountTitleEng: code,
      discountType: 'DISCOUNT_COUPON',
      actionType: '*',
      actionValue: 0.9,
      displayProducts: [],
      regularPriceOnly: false,
      minimumSpend: null,
      giftProducts: [],
      validFrom: null,
      validTo: null,
      ...discount,
    },
  };
}

const NEW10 = coupon('NEW10', { regularPriceOnly: true, discountTitle: '新會員首購正價貨品九折' });
const CASH30 = coupon('CASH30', {
  discountType: 'CASH_COUPON',
  actionType: '-',
  actionValue: 30,
  minimumSpend: 200,
});

function memberAnswer(overrides: Partial<CartAnswer> = {}): CartAnswer {
  const productList = [
    serverLine(30001, { quantity: 2 }),
    serverLine(30002, {
      point: 6800,
      kind: 'points',
      product_point_id: 5,
      product_discount_price: 34,
      line_total_before_discount: 34,
      line_total: 34,
    }),
  ];
  return {
    productList,
    total: 234,
    total_before_discount: 234,
    coupon_discount: 0,
    quantity: 3,
    point: 6800,
    point_cash: 34,
    coupon: null,
    promotionCode: null,
    pointToCash: 1.17,
    valid_point: 8600,
    usable_point: 234,
    shipping_country_id: 6,
    shipping_fee: 30,
    free_delivery: null,
    order_total: 264,
    points_to_earn: 200,
    can_checkout: true,
    warnings: [],
    ...overrides,
  };
}

describe('cart totals', () => {
  it('reads a member cart as the server priced it, in cents, points cash apart from the goods', () => {
    const totals = totalsFromCart(memberAnswer());
    expect(totals).toMatchObject({
      goods: 20_000,
      redemptionCash: 3_400,
      redemptionPoints: 6800,
      couponDiscount: 0,
      productTotal: 23_400,
      shipping: 3_000,
      orderTotal: 26_400,
      estimated: false,
      locationId: 6,
    });
    expect(totals.lines.get('regular:30001')).toEqual({ unitPrice: 10_000, lineTotal: 20_000 });
    expect(totals.lines.get('points:30002:5')).toEqual({ unitPrice: 3_400, lineTotal: 3_400 });
  });

  it('reads a guest cart as order/guest/pre priced it, with its coupon', () => {
    const line = cartItem(30001, { quantity: 3 });
    const answer = preAnswer([orderProduct(line, { couponDiscount: 30, lineTotal: 270 })], {
      productTotal: 270,
      productTotalBeforeDiscount: 300,
      couponDiscount: 30,
      shippingFee: 30,
      orderTotal: 300,
      coupon: { ...NEW10, status: 'applied', reason: null, amount: 30 },
    });
    const totals = totalsFromPre(answer);
    expect(totals).toMatchObject({
      goods: 30_000,
      couponDiscount: 3_000,
      productTotal: 27_000,
      orderTotal: 30_000,
    });
    expect(totals.coupon).toEqual({
      code: 'NEW10',
      title: '新會員首購正價貨品九折',
      titleEng: 'NEW10',
      status: 'applied',
      reason: null,
      regularPriceOnly: true,
      amount: 3_000,
    });
  });

  it('estimates offline with the domain engine: NEW10 takes 10% off regular-priced goods only', () => {
    const regular = cartItem(30001, { product_price: 298 });
    const offer = cartItem(30002, { product_price: 298, product_discount_price: 238 });
    const totals = previewTotals([regular, offer], {
      now: NOW,
      level: 'guest',
      validPoints: 0,
      coupon: NEW10,
      freeDelivery: null,
      locationId: 6,
    });
    expect(totals).toMatchObject({
      estimated: true,
      goods: 53_600,
      couponDiscount: 2_980,
      productTotal: 50_620,
      shipping: 0,
      orderTotal: 50_620,
    });
    expect(totals.coupon).toMatchObject({ code: 'NEW10', status: 'applied', regularPriceOnly: true });
  });

  it('says when a coupon covers nothing in the cart, and charges shipping under HK$500', () => {
    const offerOnly = cartItem(30002, { product_price: 298, product_discount_price: 238 });
    const totals = previewTotals([offerOnly], {
      now: NOW,
      level: 'guest',
      validPoints: 0,
      coupon: NEW10,
      freeDelivery: null,
      locationId: 6,
    });
    expect(totals.coupon).toMatchObject({ status: 'rejected', reason: 'COUPON_NOT_APPLICABLE', amount: 0 });
    expect(totals.shipping).toBe(3_000);
    const cash = previewTotals([cartItem(30001, { product_price: 150 })], {
      now: NOW,
      level: 'guest',
      validPoints: 0,
      coupon: CASH30,
      freeDelivery: null,
      locationId: 6,
    });
    expect(cash.coupon).toMatchObject({ status: 'rejected', reason: 'COUPON_MIN_SPEND' });
  });

  it('judges add-on lines offline by what they remember of their offer', () => {
    const gift = cartItem(30500, {
      kind: 'gwp',
      discount_id: 8,
      add_on: { discountType: 'GWP', discountTitle: '滿HK$300送', condition: 300, triggerProductIds: [] },
    });
    const context = {
      now: NOW,
      level: 'guest' as const,
      validPoints: 0,
      coupon: null,
      freeDelivery: null,
      locationId: 6,
    };
    const below = previewTotals([cartItem(30001, { product_price: 100 }), gift], context);
    expect(below.warnings).toContainEqual({ code: 'GWP_NOT_ELIGIBLE', productId: 30500, discountId: 8 });
    expect(below.canCheckout).toBe(false);
    const above = previewTotals([cartItem(30001, { product_price: 300 }), gift], context);
    expect(above.warnings).toEqual([]);
    expect(above.lines.get(gift.key)).toEqual({ unitPrice: 0, lineTotal: 0 });
  });

  it('uses the server answer only while it is for exactly these lines', () => {
    const answer = memberAnswer();
    const items = answer.productList.map((line) => itemFromServerLine(line));
    const state = {
      memberId: '7',
      level: 'vip' as const,
      server: answer,
      guestCoupon: null,
      guestPriced: null,
    };
    expect(cartTotals(state, items, new Set(), NOW).estimated).toBe(false);
    expect(cartTotals(state, items, new Set(['regular:30001']), NOW).estimated).toBe(true);
  });
});

describe('cart view', () => {
  const totals = (items: ReturnType<typeof cartItem>[]) =>
    previewTotals(items, {
      now: NOW,
      level: 'guest',
      validPoints: 0,
      coupon: null,
      freeDelivery: null,
      locationId: 6,
    });

  it('applies the quantity rules of spec 000 §4 to each line', () => {
    const items = [
      cartItem(30001, { quantity: 1, product_inventory: 5 }),
      cartItem(30002, { quantity: 5, product_inventory: 5 }),
      cartItem(30003, { product_inventory: 0 }),
      cartItem(30004, { quantity: 3, product_inventory: 2 }),
      cartItem(30005, { kind: 'pwp', discount_id: 12, product_discount_price: 15 }),
    ];
    const view = buildCartView({ items, totals: totals(items), pendingKeys: new Set(['regular:30002']) });
    const flags = view.lines.map((line) => ({
      id: line.item.product_id,
      soldOut: line.soldOut,
      gift: line.gift,
      canMinus: line.canMinus,
      canPlus: line.canPlus,
      overStock: line.overStock,
      pending: line.pending,
    }));
    expect(flags).toEqual([
      {
        id: 30001,
        soldOut: false,
        gift: false,
        canMinus: false,
        canPlus: true,
        overStock: false,
        pending: false,
      },
      {
        id: 30002,
        soldOut: false,
        gift: false,
        canMinus: true,
        canPlus: false,
        overStock: false,
        pending: true,
      },
      {
        id: 30003,
        soldOut: true,
        gift: false,
        canMinus: false,
        canPlus: false,
        overStock: false,
        pending: false,
      },
      {
        id: 30004,
        soldOut: false,
        gift: false,
        canMinus: true,
        canPlus: false,
        overStock: true,
        pending: false,
      },
      {
        id: 30005,
        soldOut: false,
        gift: true,
        canMinus: false,
        canPlus: false,
        overStock: false,
        pending: false,
      },
    ]);
    expect(view.stockProblems.map((problem) => problem.key)).toEqual(['regular:30003', 'regular:30004']);
    expect(view.checkoutBlock).toBe('stock');
    expect(view.lines[4]).toMatchObject({ unitPrice: 1_500, regularPrice: 10_000, lineTotal: 1_500 });
  });

  it('blocks checkout while changes are pending, and tells how far free delivery is', () => {
    const items = [cartItem(30001, { product_price: 120 })];
    const pending = buildCartView({ items, totals: totals(items), pendingKeys: new Set(['regular:30001']) });
    expect(pending.checkoutBlock).toBe('pending');
    const ready = buildCartView({ items, totals: totals(items), pendingKeys: new Set() });
    expect(ready.checkoutBlock).toBeNull();
    expect(ready.freeDeliveryGap).toBe(38_000);
    expect(buildCartView({ items: [], totals: totals([]), pendingKeys: new Set() }).checkoutBlock).toBe(
      'empty',
    );
  });
});
