import { describe, expect, it } from 'vitest';
import {
  clampQuantity,
  countdownEnd,
  defaultVariantIndex,
  galleryImages,
  iconKey,
  imageIndexForVariant,
  isShown,
  msUntilNextMinuteChange,
  recommendedIds,
  thumbnailPage,
  thumbnailPageCount,
  visibleHashtags,
} from './productView.ts';

const variant = (productImage: string[], productInventory = 5) => ({ productImage, productInventory });

describe('product page rules', () => {
  it('is shown only with status 1 and something to buy', () => {
    expect(isShown({ status: 1, products: [variant([]) as never] })).toBe(true);
    expect(isShown({ status: 0, products: [variant([]) as never] })).toBe(false);
    expect(isShown({ status: 1, products: [] })).toBe(false);
  });

  it('lists the display images, then each option image once', () => {
    expect(
      galleryImages({
        displayProductImage: 'a.svg:::a-detail.svg',
        products: [variant(['a-v1.svg']), variant(['a-v2.svg', 'a.svg'])] as never,
      }),
    ).toEqual(['a.svg', 'a-detail.svg', 'a-v1.svg', 'a-v2.svg']);
  });

  it('shows an option’s own image when it is chosen, else keeps the current one', () => {
    const images = ['a.svg', 'a-detail.svg', 'a-v1.svg', 'a-v2.svg'];
    expect(imageIndexForVariant(images, { productImage: ['a-v2.svg'] }, 0)).toBe(3);
    expect(imageIndexForVariant(images, { productImage: [] }, 1)).toBe(1);
    expect(imageIndexForVariant(images, { productImage: ['elsewhere.svg'] }, 1)).toBe(1);
  });

  it('pages thumbnails five at a time', () => {
    expect(thumbnailPage(0)).toBe(0);
    expect(thumbnailPage(4)).toBe(0);
    expect(thumbnailPage(5)).toBe(1);
    expect(thumbnailPageCount(5)).toBe(1);
    expect(thumbnailPageCount(6)).toBe(2);
    expect(thumbnailPageCount(0)).toBe(1);
  });

  it('opens on the first option in stock', () => {
    expect(defaultVariantIndex([{ productInventory: 0 }, { productInventory: 3 }])).toBe(1);
    expect(defaultVariantIndex([{ productInventory: 2 }, { productInventory: 3 }])).toBe(0);
    expect(defaultVariantIndex([{ productInventory: 0 }, { productInventory: 0 }])).toBe(0);
  });

  it('keeps the quantity between 1 and the stock', () => {
    expect(clampQuantity(3, 6)).toBe(3);
    expect(clampQuantity(7, 6)).toBe(6);
    expect(clampQuantity(0, 6)).toBe(1);
    expect(clampQuantity(-2, 6)).toBe(1);
    expect(clampQuantity(Number.NaN, 6)).toBe(1);
    expect(clampQuantity(2.7, 6)).toBe(2);
    expect(clampQuantity(5, 0)).toBe(1);
  });

  it('counts down to the soonest event end still ahead', () => {
    const now = Date.parse('2026-11-21T00:00:00Z');
    expect(
      countdownEnd(
        [
          { endDate: '2026-11-18T00:00:00Z', title: 'ended' },
          { endDate: '2026-11-30T00:00:00Z', title: 'later' },
          { endDate: null, title: 'open-ended' },
          { endDate: '2026-11-22T06:00:00Z', title: 'soonest', titleEng: 'Soonest' },
        ],
        now,
      ),
    ).toEqual({ endDate: '2026-11-22T06:00:00Z', title: 'soonest', titleEng: 'Soonest' });
    expect(countdownEnd([{ endDate: '2026-11-18T00:00:00Z', title: 'ended' }], now)).toBe(null);
    expect(countdownEnd([], now)).toBe(null);
  });

  it('waits exactly until the shown minute changes', () => {
    const end = 10 * 60_000;
    expect(msUntilNextMinuteChange(end, end - 90_000)).toBe(30_000);
    expect(msUntilNextMinuteChange(end, end - 120_000)).toBe(60_000);
    expect(msUntilNextMinuteChange(end, end)).toBe(0);
    expect(msUntilNextMinuteChange(end, end + 5)).toBe(0);
  });

  it('never shows the internal hashtag 91', () => {
    expect(visibleHashtags([{ hashtagId: 1 }, { hashtagId: 91 }, { hashtagId: 2 }])).toEqual([
      { hashtagId: 1 },
      { hashtagId: 2 },
    ]);
  });

  it('reads recommended ids without blanks, repeats or the product itself', () => {
    expect(recommendedIds('1002, 1003,,1002,1001,x', 1001)).toEqual([1002, 1003]);
    expect(recommendedIds('', 1001)).toEqual([]);
  });

  it('names an icon by its file', () => {
    expect(iconKey('icon-anti-ageing.svg')).toBe('anti-ageing');
    expect(iconKey('icon-ages-3-6.svg')).toBe('ages-3-6');
  });
});
