import { describe, expect, it } from 'vitest';
import { orderIdOfNumber, orderNumberOf } from './orderNumbers.ts';
import { stockByProduct } from './stock.ts';

describe('orderNumberOf', () => {
  it('dates the number by the Hong Kong calendar day, not the UTC one', () => {
    // 16:30 UTC on 21 November is 00:30 on 22 November in Hong Kong.
    expect(orderNumberOf(1000001, new Date('2026-11-21T16:30:00Z'))).toBe('JH26112201000001');
    expect(orderNumberOf(1000001, new Date('2026-11-21T15:59:59Z'))).toBe('JH26112101000001');
  });

  it('pads the id to 8 digits and keeps longer ids whole', () => {
    expect(orderNumberOf(42, new Date('2027-01-05T04:00:00Z'))).toBe('JH27010500000042');
    expect(orderNumberOf(123456789, new Date('2027-01-05T04:00:00Z'))).toBe('JH270105123456789');
  });
});

describe('orderIdOfNumber', () => {
  it('reads back the id of every number orderNumberOf makes', () => {
    for (const id of [1, 42, 1000001, 99999999, 123456789]) {
      expect(orderIdOfNumber(orderNumberOf(id, new Date('2026-11-21T16:30:00Z')))).toBe(id);
    }
  });

  it('answers null for text that is not an order number', () => {
    for (const text of [
      '',
      'JH1',
      'JH2611240001',
      'XX26112201000001',
      'JH26112200000000',
      'JH261122000000012x',
    ]) {
      expect(orderIdOfNumber(text)).toBeNull();
    }
  });
});

describe('stockByProduct', () => {
  it('sums the lines of one product and sorts by product id, the order rows are locked in', () => {
    expect(
      stockByProduct([
        { productId: 9, quantity: 1 },
        { productId: 3, quantity: 2 },
        { productId: 9, quantity: 4 },
      ]),
    ).toEqual([
      { productId: 3, quantity: 2 },
      { productId: 9, quantity: 5 },
    ]);
  });
});
