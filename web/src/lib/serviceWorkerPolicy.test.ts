import { describe, expect, it } from 'vitest';
import { getsAppShell, isNeverCached } from './serviceWorkerPolicy.ts';

const origin = 'https://shop.example';

describe('service worker policy', () => {
  it.each([
    '/api/shoppingCart',
    '/api/shoppingCart/cartProduct/add',
    '/api/shoppingCart?x=1',
    '/api/order/guest/pre',
    '/api/order/member',
    '/api/orders/123',
    '/api/payment/sandbox/return',
    // Checkout: placing an order and asking for its card form.
    '/api/order/member/add',
    '/api/order/add',
    '/api/order/guest/add',
    '/api/order/member/pre',
    '/api/payment/form',
    '/api/payments',
    '/api/login',
    '/api/member/address',
  ])('never caches %s', (path) => {
    expect(isNeverCached(`${origin}${path}`)).toBe(true);
  });

  it.each([
    '/api/displayProduct/all',
    '/api/category/all',
    '/api/orderly-things',
    '/api/shoppingCartoon',
    '/order',
    '/',
  ])('leaves %s to later caching rules', (path) => {
    expect(isNeverCached(`${origin}${path}`)).toBe(false);
  });

  it('gives the app shell to page navigations but not to the API', () => {
    expect(getsAppShell('/category/all')).toBe(true);
    expect(getsAppShell('/no/such/page')).toBe(true);
    expect(getsAppShell('/apis-are-fun')).toBe(true);
    expect(getsAppShell('/api/health')).toBe(false);
    expect(getsAppShell('/api')).toBe(false);
  });
});
