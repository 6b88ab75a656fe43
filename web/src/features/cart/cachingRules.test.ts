import { describe, expect, it } from 'vitest';
import { cachingRuleFor } from '../../lib/runtimeCaching.ts';

/**
 * The cart's and favourites' calls as the service worker meets them: none may ever be answered from a cache
 * (a stale cart or coupon would be a wrong price). Catalogue answers the cart reuses offline are cached.
 */
describe('service worker rules for the cart', () => {
  const origin = 'https://shop.example';
  it.each([
    '/api/shoppingCart',
    '/api/shoppingCart/cartProduct/add',
    '/api/shoppingCart/setContent',
    '/api/order/guest/pre',
    '/api/member/favourite',
    '/api/member/favourite?productId=1001',
  ])('never caches %s', (path) => {
    expect(cachingRuleFor(`${origin}${path}`)).toBe('network-only');
  });

  it.each([
    '/api/coupon/?couponCode=NEW10',
    '/api/coupon/available',
    '/api/discount/available_gwp?price=238.00',
    '/api/discount/available_pwp?productId=30001',
    '/api/shipping/quote?countryId=6&total=238',
  ])('leaves %s to the network', (path) => {
    expect(cachingRuleFor(`${origin}${path}`)).toBe('default');
  });

  it('keeps the product answers the cart reads offline', () => {
    expect(cachingRuleFor(`${origin}/api/displayProduct/hydrating-serum`)).toBe('stale-while-revalidate');
  });
});
