import { describe, expect, it } from 'vitest';
import { ecommerceEntry, pageViewEntry, pushToDataLayer } from './analytics.ts';

describe('analytics data layer', () => {
  it('creates the data layer and appends to it', () => {
    const target: { dataLayer?: Record<string, unknown>[] } = {};
    expect(pushToDataLayer({ event: 'a' }, target)).toBe(true);
    expect(pushToDataLayer({ event: 'b' }, target)).toBe(true);
    expect(target.dataLayer).toEqual([{ event: 'a' }, { event: 'b' }]);
  });

  it('swallows a data layer that refuses entries', () => {
    const frozen = { dataLayer: Object.freeze([]) as unknown as Record<string, unknown>[] };
    expect(pushToDataLayer({ event: 'x' }, frozen)).toBe(false);
    expect(pushToDataLayer({ event: 'x' }, undefined)).toBe(false);
  });

  it('describes a page view by its path and title', () => {
    expect(pageViewEntry({ pathname: '/search', search: '?q=精華' }, '搜尋 | 悅港生活')).toMatchObject({
      event: 'page_view',
      page_path: '/search?q=精華',
      page_title: '搜尋 | 悅港生活',
    });
  });

  it('values ecommerce events in HKD without float drift', () => {
    expect(
      ecommerceEntry('add_to_cart', [
        { item_id: '1', item_name: 'a', price: 0.1, quantity: 3 },
        { item_id: '2', item_name: 'b', price: 149.5, quantity: 1 },
      ]),
    ).toEqual({
      event: 'add_to_cart',
      ecommerce: {
        currency: 'HKD',
        value: 149.8,
        items: [
          { item_id: '1', item_name: 'a', price: 0.1, quantity: 3 },
          { item_id: '2', item_name: 'b', price: 149.5, quantity: 1 },
        ],
      },
    });
  });
});
