import { describe, expect, it } from 'vitest';
import { HOME_DATA_ELEMENT_ID, takeServedHomeData } from './homeData.ts';

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
