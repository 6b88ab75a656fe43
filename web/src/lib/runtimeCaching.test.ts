import { describe, expect, it } from 'vitest';
import { cachingRuleFor } from './runtimeCaching.ts';

const origin = 'https://shop.example';

describe('runtime caching', () => {
  it.each([
    '/api/displayProduct/hydrating-serum',
    '/api/displayProduct/category/80000?page=1&size=12',
    '/api/category/all',
    '/api/marketingEvent/banner/allWithPriority',
    '/api/videoBanner/all',
    '/api/navigationBanner/all',
    '/api/article/3',
    '/api/article/category/90001',
    '/api/pageContent/10',
    '/api/location/',
    '/api/product/30001',
  ])('keeps the catalogue answer %s stale-while-revalidate', (path) => {
    expect(cachingRuleFor(`${origin}${path}`)).toBe('stale-while-revalidate');
  });

  it.each([
    '/api/file/hydrating-serum.svg',
    '/api/file/banner-event-1-mobile.svg',
    '/api/file/photo.JPG',
    '/api/file/starlight-town.jpg?w=320',
    '/api/file/photo.png?w=1280',
  ])('keeps the image %s cache-first', (path) => {
    expect(cachingRuleFor(`${origin}${path}`)).toBe('cache-first');
  });

  it.each([
    '/api/shoppingCart',
    '/api/order/guest/pre',
    '/api/payment/sandbox/return',
    '/api/login',
    '/api/member/favourite',
    '/api/member/address',
  ])('never caches %s, whatever the catalogue rules say', (path) => {
    expect(cachingRuleFor(`${origin}${path}`)).toBe('network-only');
  });

  it.each([
    '/api/file/harbour-loop.webm',
    '/api/health',
    '/api/categoryx',
    '/api/discount/freeDelivery',
    '/',
  ])('leaves %s to the network', (path) => {
    expect(cachingRuleFor(`${origin}${path}`)).toBe('default');
  });
});
