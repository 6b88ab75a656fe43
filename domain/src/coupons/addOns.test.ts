import { describe, expect, it } from 'vitest';
import { addOn } from '../pricing/pricingFixtures.ts';
import { availableGwp, availablePwp } from './addOns.ts';

describe('availableGwp', () => {
  const gifts = [
    addOn({ discountId: 1, discountType: 'GWP', condition: 50000, productIds: [501] }),
    addOn({ discountId: 2, discountType: 'GWP', condition: 100000, productIds: [502] }),
    addOn({ discountId: 3, discountType: 'PWP', triggerProductIds: [1] }),
  ];

  it('offers the gifts whose spend threshold the total reaches', () => {
    expect(availableGwp(gifts, 49999).map((d) => d.discountId)).toEqual([]);
    expect(availableGwp(gifts, 50000).map((d) => d.discountId)).toEqual([1]);
    expect(availableGwp(gifts, 100000).map((d) => d.discountId)).toEqual([1, 2]);
  });
});

describe('availablePwp', () => {
  const addOns = [
    addOn({
      discountId: 1,
      discountType: 'PWP',
      triggerProductIds: [1, 2],
      productIds: [601],
      discountPrice: 1000,
    }),
    addOn({
      discountId: 2,
      discountType: 'PWP',
      triggerProductIds: [3],
      productIds: [602],
      discountPrice: 2000,
    }),
    addOn({ discountId: 3, discountType: 'GWP', condition: 0 }),
  ];

  it('offers an add-on only while one of its trigger products is in the cart', () => {
    expect(availablePwp(addOns, []).map((d) => d.discountId)).toEqual([]);
    expect(availablePwp(addOns, [2]).map((d) => d.discountId)).toEqual([1]);
    expect(availablePwp(addOns, [3, 1]).map((d) => d.discountId)).toEqual([1, 2]);
  });
});
