import { describe, expect, it } from 'vitest';
import { cartItem } from './cartTesting.ts';
import { changeProblem } from './changeProblems.ts';

const error = (code: string, details: Record<string, unknown> | null = null) => ({
  code,
  message: '伺服器訊息',
  status: 422,
  details,
});

describe('what the shopper is told about a refused change', () => {
  const offer = cartItem(30077, { kind: 'points', product_point_id: 12, point: 6_800 });
  const redeem = {
    type: 'pointsAdd',
    productId: 30077,
    productPointId: 12,
    quantity: 1,
    item: offer,
  } as const;

  it('names the product and the points needed and held when the points fall short', () => {
    expect(
      changeProblem(redeem, error('INSUFFICIENT_POINTS', { required: 15_400, available: 8_600 }), []),
    ).toEqual({
      key: 'cart.conflict.pointsNeeded',
      values: { name: '產品30077', required: 15_400, available: 8_600 },
    });
  });

  it('finds the name among the lines when the change does not carry the line', () => {
    const minus = { type: 'minus', productId: 30001, quantity: 1 } as const;
    expect(changeProblem(minus, error('INSUFFICIENT_STOCK', { inventory: 2 }), [cartItem(30001)])).toEqual({
      key: 'cart.conflict.stock',
      values: { name: '產品30001', count: 2 },
    });
  });

  it('has a message for each refusal of the points and delivery calls, and a general one otherwise', () => {
    const keyOf = (code: string) => changeProblem(redeem, error(code), []).key;
    expect(keyOf('POINTS_OPTION_CONFLICT')).toBe('cart.conflict.pointsOption');
    expect(keyOf('POINTS_VIP_ONLY')).toBe('cart.conflict.vipOnly');
    expect(keyOf('PRODUCT_POINT_NOT_FOUND')).toBe('cart.conflict.pointsGone');
    expect(keyOf('DELIVERY_TIMES_FIXED')).toBe('cart.conflict.deliveryFixed');
    expect(keyOf('CART_FULL')).toBe('cart.conflict.full');
    expect(keyOf('SOMETHING_NEW')).toBe('cart.conflict.other');
  });
});
