import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shippingFee } from './shippingFee.ts';

const promo = { discountId: 9, discountTitle: 'Free delivery week' };

describe('shippingFee', () => {
  it('Hong Kong (6) is free from HK$500.00 of goods, HK$30 below', () => {
    expect(shippingFee({ locationId: 6, productTotal: 49999 })).toEqual({ shippingFee: 3000 });
    expect(shippingFee({ locationId: 6, productTotal: 50000 })).toEqual({ shippingFee: 0 });
    expect(shippingFee({ locationId: 6, productTotal: 0 })).toEqual({ shippingFee: 3000 });
  });

  it('Macau (11) is HK$30 whatever the total', () => {
    expect(shippingFee({ locationId: 11, productTotal: 49999 })).toEqual({ shippingFee: 3000 });
    expect(shippingFee({ locationId: 11, productTotal: 1_000_000 })).toEqual({ shippingFee: 3000 });
  });

  it('other places are HK$250', () => {
    expect(shippingFee({ locationId: 1, productTotal: 1_000_000 })).toEqual({ shippingFee: 25000 });
    expect(shippingFee({ locationId: 22, productTotal: 100 })).toEqual({ shippingFee: 25000 });
  });

  it('an active free-delivery discount makes any destination free and is named when it waived a fee', () => {
    expect(shippingFee({ locationId: 1, productTotal: 100, freeDeliveryDiscount: promo })).toEqual({
      shippingFee: 0,
      freeDeliveryDiscount: promo,
    });
    expect(shippingFee({ locationId: 6, productTotal: 60000, freeDeliveryDiscount: promo })).toEqual({
      shippingFee: 0,
    });
  });

  it('follows the boundaries for any total', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(6, 11, 1, 3, 20, 24),
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.boolean(),
        (locationId, productTotal, free) => {
          const { shippingFee: fee } = shippingFee({
            locationId,
            productTotal,
            freeDeliveryDiscount: free ? promo : null,
          });
          let expected = 25000;
          if (locationId === 6) expected = productTotal >= 50000 ? 0 : 3000;
          if (locationId === 11) expected = 3000;
          expect(fee).toBe(free ? 0 : expected);
        },
      ),
    );
  });
});
