import { describe, expect, it } from 'vitest';
import { keepServedPageOffline } from './servedPageOffline.ts';

describe('keepServedPageOffline', () => {
  it('asks for the data and pictures again once the service worker controls the page, once', () => {
    const target = new EventTarget();
    const container = {
      controller: null,
      addEventListener: target.addEventListener.bind(target),
    } as unknown as Pick<ServiceWorkerContainer, 'controller' | 'addEventListener'>;
    const requested: string[] = [];
    keepServedPageOffline(
      { apiPaths: ['/api/displayProduct/serum', '/api/file/a.svg'] },
      container,
      () => ['/api/file/a.svg', '/api/file/b.svg'],
      async (url) => requested.push(url),
    );
    expect(requested).toEqual([]);
    target.dispatchEvent(new Event('controllerchange'));
    target.dispatchEvent(new Event('controllerchange'));
    expect(requested).toEqual(['/api/displayProduct/serum', '/api/file/a.svg', '/api/file/b.svg']);
  });
});
