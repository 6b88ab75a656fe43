import { describe, expect, it } from 'vitest';
import { cacheServedListsForOffline, HOME_DATA_ELEMENT_ID, takeServedHomeData } from './homeData.ts';

function fakeDocument(text: string | null) {
  let element: { textContent: string; remove: () => void } | null =
    text === null
      ? null
      : {
          textContent: text,
          remove: () => {
            element = null;
          },
        };
  return {
    getElementById: (id: string) => (id === HOME_DATA_ELEMENT_ID ? element : null) as HTMLElement | null,
  };
}

describe('takeServedHomeData', () => {
  it('takes the lists the server wrote into the page, once', () => {
    const doc = fakeDocument('{"banners":[{"markingEventId":1}],"videos":[]}');
    expect(takeServedHomeData(doc)).toEqual({ banners: [{ markingEventId: 1 }], videos: [] });
    expect(takeServedHomeData(doc)).toBeNull();
  });

  it('ignores a missing or broken element', () => {
    expect(takeServedHomeData(fakeDocument(null))).toBeNull();
    expect(takeServedHomeData(fakeDocument('{"banners":'))).toBeNull();
    expect(takeServedHomeData(fakeDocument('{"banners":[]}'))).toBeNull();
    expect(takeServedHomeData(undefined)).toBeNull();
  });
});

describe('cacheServedListsForOffline', () => {
  it('asks for both lists again once the service worker controls the page', async () => {
    const target = new EventTarget();
    const container = {
      controller: null,
      addEventListener: target.addEventListener.bind(target),
    } as unknown as Pick<ServiceWorkerContainer, 'controller' | 'addEventListener'>;
    const requested: string[] = [];
    cacheServedListsForOffline(container, async (path) => requested.push(path));
    expect(requested).toEqual([]);
    target.dispatchEvent(new Event('controllerchange'));
    target.dispatchEvent(new Event('controllerchange'));
    expect(requested).toEqual(['marketingEvent/banner/allWithPriority', 'videoBanner/all']);
  });
});
