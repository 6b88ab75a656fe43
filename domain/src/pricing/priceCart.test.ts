import { describe, expect, it } from 'vitest';
import { type PricingContext, priceCart, pricingContextSchema } from './priceCart.ts';
import { addOn, CASH30, context, FREESHIP, line, NEW10, NOW, regularLine } from './pricingFixtures.ts';

// HK$298 × 2 (regular), a HK$200 bundle on offer at HK$149.50, HK$88.80 (regular).
const mixedCart = {
  lines: [
    regularLine({ productId: 1, unitPrice: 29800, quantity: 2 }),
    regularLine({ productId: 2, unitPrice: 20000, discountPrice: 14950 }),
    regularLine({ productId: 3, unitPrice: 8880 }),
  ],
};

describe('priceCart', () => {
  it('passes the paid-order count to first-purchase coupons', () => {
    const firstPurchase = { ...NEW10, discount: { ...NEW10.discount, firstPurchaseOnly: true } };
    expect(priceCart(mixedCart, context({ coupon: firstPurchase, paidOrderCount: 0 })).couponDiscount).toBe(
      6848,
    );
    const second = priceCart(mixedCart, context({ coupon: firstPurchase, paidOrderCount: 1 }));
    expect(second.couponDiscount).toBe(0);
    expect(second.couponResult).toMatchObject({ status: 'rejected', code: 'COUPON_FIRST_PURCHASE_ONLY' });
  });

  it('NEW10 on a mix of regular and offer lines', () => {
    const priced = priceCart(mixedCart, context({ coupon: NEW10 }));
    // Goods: 596.00 + 149.50 + 88.80 = 834.30. NEW10 covers 684.80 of regular goods: 10 % is 68.48.
    expect(priced.productTotalBeforeDiscount).toBe(83430);
    expect(priced.couponDiscount).toBe(6848);
    expect(priced.productTotal).toBe(76582);
    expect(priced.lines.map((l) => [l.lineTotalBeforeDiscount, l.couponDiscount, l.lineTotal])).toEqual([
      [59600, 5960, 53640],
      [14950, 0, 14950],
      [8880, 888, 7992],
    ]);
    expect(priced.lines[1]?.listTotal).toBe(20000);
    expect(priced.couponResult).toEqual({
      status: 'applied',
      couponCode: 'NEW10',
      discountId: 10,
      discountTitle: 'New member 10% off',
      discountType: 'DISCOUNT_COUPON',
      discount: 6848,
    });
    // Hong Kong, 765.82 ≥ 500: free delivery.
    expect(priced.shippingFee).toBe(0);
    expect(priced.orderTotal).toBe(76582);
    expect(priced.itemCount).toBe(4);
    expect(priced.warnings).toEqual([]);
    expect(priced.canCheckout).toBe(true);
  });

  it('CASH30 can take the goods below the free-delivery threshold', () => {
    const cart = {
      lines: [
        regularLine({ productId: 1, unitPrice: 29800 }),
        regularLine({ productId: 4, unitPrice: 22000 }),
      ],
    };
    const priced = priceCart(cart, context({ coupon: CASH30 }));
    // 298 + 220 = 518 − 30 = 488 < 500 → HK$30 delivery: 488 + 30 = 518.
    expect(priced.productTotalBeforeDiscount).toBe(51800);
    expect(priced.couponDiscount).toBe(3000);
    expect(priced.productTotal).toBe(48800);
    expect(priced.shippingFee).toBe(3000);
    expect(priced.orderTotal).toBe(51800);
  });

  it('FREESHIP makes Macau delivery free for a member', () => {
    const cart = { lines: [regularLine({ productId: 1, unitPrice: 29800 })] };
    const priced = priceCart(cart, context({ coupon: FREESHIP, locationId: 11 }));
    expect(priced.couponDiscount).toBe(0);
    expect(priced.shippingFee).toBe(0);
    expect(priced.freeDeliveryDiscount).toEqual({ discountId: 40, discountTitle: 'Free delivery' });
    expect(priced.orderTotal).toBe(29800);
  });

  it('rejects a guest using a free-delivery coupon and charges the Macau fee', () => {
    const cart = { lines: [regularLine({ productId: 1, unitPrice: 29800 })] };
    const priced = priceCart(
      cart,
      context({ coupon: FREESHIP, locationId: 11, member: { level: 'guest', validPoints: 0 } }),
    );
    expect(priced.couponResult).toEqual({
      status: 'rejected',
      couponCode: 'FREESHIP',
      code: 'COUPON_NOT_FOR_GUESTS',
    });
    expect(priced.shippingFee).toBe(3000);
    expect(priced.freeDeliveryDiscount).toBeNull();
    expect(priced.orderTotal).toBe(32800);
  });

  it('reports a coupon that matches nothing and prices the cart without it', () => {
    const cart = { lines: [regularLine({ productId: 2, unitPrice: 20000, discountPrice: 14950 })] };
    const priced = priceCart(cart, context({ coupon: NEW10 }));
    expect(priced.couponResult).toEqual({
      status: 'rejected',
      couponCode: 'NEW10',
      code: 'COUPON_NOT_APPLICABLE',
    });
    expect(priced.couponDiscount).toBe(0);
    expect(priced.orderTotal).toBe(14950 + 3000);
  });

  it('shipping at location 6: HK$499.99 pays HK$30, HK$500.00 ships free; other places HK$250', () => {
    const cartOf = (unitPrice: number) => ({ lines: [regularLine({ productId: 1, unitPrice })] });
    expect(priceCart(cartOf(49999), context()).orderTotal).toBe(49999 + 3000);
    expect(priceCart(cartOf(50000), context()).orderTotal).toBe(50000);
    expect(priceCart(cartOf(50000), context({ locationId: 11 })).shippingFee).toBe(3000);
    expect(priceCart(cartOf(50000), context({ locationId: 1 })).shippingFee).toBe(25000);
  });

  it('a shop-wide free-delivery discount counts only while active', () => {
    const cart = { lines: [regularLine({ productId: 1, unitPrice: 10000 })] };
    const promo = {
      discountId: 7,
      discountTitle: 'Free delivery week',
      validFrom: '2025-03-10T00:00:00+08:00',
      validTo: '2025-03-16T23:59:59+08:00',
    };
    expect(priceCart(cart, context({ freeDeliveryDiscount: promo })).shippingFee).toBe(0);
    const later = new Date('2025-03-17T00:00:00+08:00');
    expect(priceCart(cart, context({ freeDeliveryDiscount: promo, now: later })).shippingFee).toBe(3000);
  });

  describe('points', () => {
    const vip = (validPoints: number, birthdayMonth: number | null = null): PricingContext['member'] => ({
      level: 'vip',
      validPoints,
      birthdayMonth,
    });

    it('caps points at 20000, i.e. HK$100, and keeps free delivery on the goods total', () => {
      const cart = { lines: [regularLine({ productId: 1, unitPrice: 29800, quantity: 2 })] };
      const priced = priceCart(cart, context({ member: vip(30000), pointsToUse: 30000 }));
      expect(priced.usablePoints).toBe(20000);
      expect(priced.pointsUsed).toBe(20000);
      expect(priced.pointsCash).toBe(10000);
      // 596 ≥ 500 ships free; 596 − 100 = 496.
      expect(priced.shippingFee).toBe(0);
      expect(priced.orderTotal).toBe(49600);
      expect(priced.warnings).toEqual([{ code: 'POINTS_CAPPED', requested: 30000, used: 20000 }]);
      expect(priced.canCheckout).toBe(true);
      // HK$496 paid → 496 points.
      expect(priced.pointsToEarn).toBe(496);
    });

    it('limits points to 200 per dollar of the goods after the coupon', () => {
      const cart = { lines: [regularLine({ productId: 3, unitPrice: 8880 })] };
      const priced = priceCart(cart, context({ member: vip(50000), pointsToUse: 20000, coupon: CASH30 }));
      // 88.80 − 30 = 58.80 → 11760 points → HK$58.80; goods fully paid by points, HK$30 delivery remains.
      expect(priced.productTotal).toBe(5880);
      expect(priced.pointsUsed).toBe(11760);
      expect(priced.pointsCash).toBe(5880);
      expect(priced.orderTotal).toBe(3000);
      expect(priced.pointsToEarn).toBe(0);
    });

    it('doubles earned points in the Hong Kong birthday month', () => {
      const cart = { lines: [regularLine({ productId: 1, unitPrice: 12345 })] };
      // NOW is 15 March 2025 in Hong Kong.
      expect(priceCart(cart, context({ member: vip(0, 3) })).pointsToEarn).toBe(246);
      expect(priceCart(cart, context({ member: vip(0, 4) })).pointsToEarn).toBe(123);
      expect(priceCart(cart, context()).pointsToEarn).toBe(0);
    });

    it('gives ordinary members no points as cash', () => {
      const cart = { lines: [regularLine({ productId: 1, unitPrice: 29800 })] };
      const priced = priceCart(
        cart,
        context({ member: { level: 'member', validPoints: 5000 }, pointsToUse: 5000 }),
      );
      expect(priced.pointsUsed).toBe(0);
      expect(priced.orderTotal).toBe(29800 + 3000);
      expect(priced.warnings).toEqual([{ code: 'POINTS_CAPPED', requested: 5000, used: 0 }]);
    });

    it('spends redemption points first; only the rest can become cash', () => {
      const cart = {
        lines: [
          regularLine({ productId: 1, unitPrice: 29800 }),
          line({
            kind: 'points',
            productId: 9,
            unitPrice: 5000,
            productPointId: 3,
            point: 2000,
            money: 500,
            quantity: 2,
          }),
        ],
      };
      const priced = priceCart(cart, context({ member: vip(5000), pointsToUse: 5000 }));
      // Redemption: 2 × 2000 points + 2 × HK$5. 1000 points remain → HK$5 as cash.
      expect(priced.redemptionPoints).toBe(4000);
      expect(priced.productTotal).toBe(29800 + 1000);
      expect(priced.pointsUsed).toBe(1000);
      expect(priced.pointsCash).toBe(500);
      expect(priced.orderTotal).toBe(30800 - 500 + 3000);
    });

    it('blocks redemption lines a shopper cannot pay for', () => {
      const redemption = line({ kind: 'points', productId: 9, productPointId: 3, point: 2000, money: 0 });
      const notVip = priceCart({ lines: [redemption] }, context());
      expect(notVip.warnings).toEqual([{ code: 'POINTS_REDEMPTION_NOT_ALLOWED', productId: 9 }]);
      expect(notVip.canCheckout).toBe(false);
      const tooFew = priceCart({ lines: [redemption] }, context({ member: vip(1999) }));
      expect(tooFew.warnings).toEqual([{ code: 'INSUFFICIENT_POINTS', required: 2000, available: 1999 }]);
      expect(tooFew.canCheckout).toBe(false);
    });
  });

  it('a six-month subscription is two deliveries at the variant price', () => {
    const cart = {
      lines: [
        regularLine({ productId: 1, unitPrice: 59800, subscriptionPeriod: 6 }),
        regularLine({ productId: 2, unitPrice: 1000 }),
        regularLine({ productId: 3, unitPrice: 1000, deliveryTimes: 3 }),
      ],
    };
    const priced = priceCart(cart, context());
    expect(priced.lines.map((l) => l.deliveries)).toEqual([2, 1, 3]);
    expect(priced.lines.map((l) => l.lineTotal)).toEqual([59800, 1000, 1000]);
  });

  it('warns about out-of-stock non-gift lines only', () => {
    const cart = {
      lines: [
        regularLine({ productId: 1, unitPrice: 1000, quantity: 3, inventory: 2 }),
        regularLine({ productId: 2, unitPrice: 1000, inventory: 0 }),
        regularLine({ productId: 3, unitPrice: 1000, quantity: 2, inventory: 2 }),
        line({ kind: 'giftCoupon', productId: 4, inventory: 0 }),
      ],
    };
    const priced = priceCart(cart, context());
    expect(priced.warnings).toEqual([
      { code: 'OUT_OF_STOCK', productId: 1, inventory: 2, requiredNum: 3 },
      { code: 'OUT_OF_STOCK', productId: 2, inventory: 0, requiredNum: 1 },
      { code: 'GIFT_COUPON_NOT_APPLIED', productId: 4 },
    ]);
    expect(priced.canCheckout).toBe(false);
  });

  it('prices a line no longer on sale at nothing, leaves it out of every total and blocks checkout', () => {
    const withdrawn = regularLine({ productId: 2, unitPrice: 60000, quantity: 2, onSale: false });
    const kept = regularLine({ productId: 1, unitPrice: 45000 });
    const priced = priceCart({ lines: [withdrawn, kept] }, context({ coupon: CASH30 }));
    // Only the HK$450 line counts: CASH30 takes HK$30 → HK$420, under HK$500, so HK$30 delivery.
    expect(priced.lines.map((pricedLine) => [pricedLine.productId, pricedLine.lineTotal])).toEqual([
      [2, 0],
      [1, 42000],
    ]);
    expect(priced.productTotalBeforeDiscount).toBe(45000);
    expect(priced.productTotal).toBe(42000);
    expect(priced.shippingFee).toBe(3000);
    expect(priced.orderTotal).toBe(45000);
    expect(priced.itemCount).toBe(1);
    expect(priced.warnings).toEqual([{ code: 'PRODUCT_NOT_FOR_SALE', productId: 2 }]);
    expect(priced.canCheckout).toBe(false);
    // The same cart without the line: the same figures, and it may be checked out.
    const without = priceCart({ lines: [kept] }, context({ coupon: CASH30 }));
    expect(without.orderTotal).toBe(priced.orderTotal);
    expect(without.canCheckout).toBe(true);
  });

  it('a gift or add-on line is given whatever its product’s own sale status', () => {
    const gwp = addOn({ discountId: 21, discountType: 'GWP', condition: 10000, productIds: [501] });
    const gift = line({ kind: 'gwp', productId: 501, unitPrice: 8800, discountId: 21, onSale: false });
    const priced = priceCart(
      { lines: [regularLine({ productId: 1, unitPrice: 20000 }), gift] },
      context({ gwpDiscounts: [gwp] }),
    );
    expect(priced.warnings).toEqual([]);
    expect(priced.canCheckout).toBe(true);
    expect(priced.lines[1]).toMatchObject({ kind: 'gwp', isGift: true, lineTotal: 0 });
  });

  describe('gifts and add-ons', () => {
    const gwp = addOn({ discountId: 21, discountType: 'GWP', condition: 50000, productIds: [501] });
    const pwp = addOn({
      discountId: 22,
      discountType: 'PWP',
      triggerProductIds: [1],
      productIds: [601],
      discountPrice: 1000,
    });
    const gift = line({ kind: 'gwp', productId: 501, unitPrice: 8800, discountId: 21 });
    const addOnLine = line({
      kind: 'pwp',
      productId: 601,
      unitPrice: 5000,
      discountPrice: 1000,
      discountId: 22,
    });

    it('prices a gift at 0 and an add-on at its add-on price', () => {
      const cart = { lines: [regularLine({ productId: 1, unitPrice: 29800, quantity: 2 }), gift, addOnLine] };
      const priced = priceCart(cart, context({ gwpDiscounts: [gwp], pwpDiscounts: [pwp] }));
      expect(priced.lines.map((l) => l.lineTotal)).toEqual([59600, 0, 1000]);
      expect(priced.productTotal).toBe(60600);
      expect(priced.availableGwp.map((d) => d.discountId)).toEqual([21]);
      expect(priced.warnings).toEqual([]);
    });

    it('flags a gift the cart no longer earns after the coupon, and an add-on without its trigger', () => {
      // 298 × 2 = 596 − 10 % = 536.40 still reaches 500; 298 + 150 offer + 10 add-on = 458 does not.
      const kept = priceCart(
        { lines: [regularLine({ productId: 1, unitPrice: 29800, quantity: 2 }), gift] },
        context({ gwpDiscounts: [gwp], coupon: NEW10 }),
      );
      expect(kept.productTotal).toBe(53640);
      expect(kept.warnings).toEqual([]);

      const lost = priceCart(
        {
          lines: [
            regularLine({ productId: 2, unitPrice: 29800 }),
            regularLine({ productId: 3, unitPrice: 25000, discountPrice: 15000 }),
            gift,
            addOnLine,
          ],
        },
        context({ gwpDiscounts: [gwp], pwpDiscounts: [pwp] }),
      );
      expect(lost.productTotal).toBe(29800 + 15000 + 1000);
      expect(lost.warnings).toEqual([
        { code: 'GWP_NOT_ELIGIBLE', productId: 501, discountId: 21 },
        { code: 'PWP_NOT_ELIGIBLE', productId: 601, discountId: 22 },
      ]);
      expect(lost.canCheckout).toBe(false);
    });

    it('allows one of each add-on', () => {
      const two = line({ kind: 'pwp', productId: 601, discountPrice: 1000, quantity: 2 });
      const priced = priceCart({ lines: [regularLine({ productId: 1, unitPrice: 29800 }), two] }, context());
      expect(priced.warnings).toEqual([{ code: 'ADD_ON_QUANTITY_EXCEEDED', productId: 601, quantity: 2 }]);
    });
  });

  it('prices an empty cart at zero, with nothing to check out', () => {
    const priced = priceCart({ lines: [] }, context({ coupon: CASH30 }));
    expect(priced.orderTotal).toBe(0);
    expect(priced.shippingFee).toBe(0);
    expect(priced.couponResult).toMatchObject({ code: 'COUPON_NOT_APPLICABLE' });
    expect(priced.canCheckout).toBe(false);
  });

  it('gives the same answer when the same cart is priced twice, and leaves its input alone', () => {
    const ctx = context({ coupon: NEW10, member: { level: 'vip', validPoints: 9999 }, pointsToUse: 9999 });
    const before = structuredClone(mixedCart);
    const first = priceCart(mixedCart, ctx);
    expect(priceCart(mixedCart, ctx)).toEqual(first);
    expect(mixedCart).toEqual(before);
  });

  it('accepts a context parsed by its schema', () => {
    const parsed = pricingContextSchema.parse({ now: NOW, member: { level: 'guest' }, locationId: 6 });
    const priced = priceCart(mixedCart, parsed);
    expect(priced.orderTotal).toBe(83430);
  });
});
