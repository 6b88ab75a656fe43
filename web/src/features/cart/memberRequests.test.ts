import { describe, expect, it } from 'vitest';
import { cartItem } from './cartTesting.ts';
import { isCartEntry, memberRequest, touchedKeys } from './memberRequests.ts';

describe('member cart requests', () => {
  it('maps each change to the call of spec 000 §7', () => {
    expect(memberRequest({ type: 'add', item: cartItem(30001), quantity: 2 })).toEqual({
      method: 'POST',
      path: 'shoppingCart/cartProduct/add',
      body: { productId: 30001, quantity: 2 },
    });
    expect(memberRequest({ type: 'minus', productId: 30001, quantity: 1 }).path).toBe(
      'shoppingCart/cartProduct/minus',
    );
    expect(memberRequest({ type: 'delete', productId: 30001 }).body).toEqual({ productId: 30001 });
    expect(memberRequest({ type: 'clean' }).path).toBe('shoppingCart/clean');
    expect(memberRequest({ type: 'deliveryTimes', productId: 30001, deliveryTimes: 3 })).toEqual({
      method: 'POST',
      path: 'shoppingCart/cartProduct/deliveryTimes',
      body: { productId: 30001, deliveryTimes: 3 },
    });
    expect(touchedKeys({ type: 'deliveryTimes', productId: 30001, deliveryTimes: 3 })).toEqual([
      'regular:30001',
    ]);
    expect(memberRequest({ type: 'pointsAdd', productId: 30009, productPointId: 4, quantity: 1 })).toEqual({
      method: 'POST',
      path: 'shoppingCart/cartProduct/usingPoint/add',
      body: { productId: 30009, productPointId: 4, quantity: 1 },
    });
    expect(memberRequest({ type: 'pointsDelete', productId: 30009, productPointId: 4 }).body).toEqual({
      productId: 30009,
      productPointId: 4,
    });
    expect(memberRequest({ type: 'addOnDelete', productId: 30600, discountId: 12 })).toEqual({
      method: 'POST',
      path: 'shoppingCart/cartProduct/gwp/delete',
      body: { discountId: 12, productId: 30600 },
    });
  });

  it('pushes the guest lines at login without the add-ons, with the guest coupon', () => {
    const request = memberRequest({
      type: 'merge',
      items: [cartItem(30001, { quantity: 2 }), cartItem(30600, { kind: 'pwp', discount_id: 12 })],
      promotionCode: 'CASH30',
    });
    expect(request).toEqual({
      method: 'POST',
      path: 'shoppingCart/setContent',
      body: {
        productListJson: [{ productId: 30001, quantity: 2, deliveryTimes: 1 }],
        promotionCode: 'CASH30',
      },
    });
  });

  it('marks the lines a change touches as pending (clean touches all)', () => {
    expect(touchedKeys({ type: 'add', item: cartItem(30001), quantity: 1 })).toEqual(['regular:30001']);
    expect(touchedKeys({ type: 'pointsMinus', productId: 30009, productPointId: 4, quantity: 1 })).toEqual([
      'points:30009:4',
    ]);
    expect(touchedKeys({ type: 'clean' })).toBeNull();
    expect(isCartEntry({ kind: 'cart.add' })).toBe(true);
    expect(isCartEntry({ kind: 'favourite.put' })).toBe(false);
  });
});
