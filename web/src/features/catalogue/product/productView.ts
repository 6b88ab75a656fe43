import type { DisplayProduct, Product } from '@shop/domain/catalogue/apiSchemas';
import { splitFileNames } from '../../../components/product/images.ts';

/** The product page's rules that need no browser: gallery, options, quantity, countdown, tags. */

/** Thumbnails in view under the main image (spec 000 §9). */
export const THUMBNAILS_PER_VIEW = 5;
/** Hashtag 91 is internal and never shown (spec 000 §3); the API drops it too. */
export const HIDDEN_HASHTAG_ID = 91;
/** Display product status 1 is on sale; anything else is not found (spec 000 §2). */
export const SHOWN_STATUS = 1;

export function isShown(product: Pick<DisplayProduct, 'status' | 'products'>): boolean {
  return product.status === SHOWN_STATUS && product.products.length > 0;
}

/** The display product's images, then each option's own, each once, in order. */
export function galleryImages(product: Pick<DisplayProduct, 'displayProductImage' | 'products'>): string[] {
  const names = [
    ...splitFileNames(product.displayProductImage),
    ...product.products.flatMap((variant) => variant.productImage),
  ];
  return [...new Set(names.filter((name) => name.trim() !== ''))];
}

/** The image to show when an option is chosen: its own first image, else keep the current one. */
export function imageIndexForVariant(
  images: readonly string[],
  variant: Pick<Product, 'productImage'>,
  current: number,
): number {
  const own = variant.productImage[0];
  const index = own ? images.indexOf(own) : -1;
  return index >= 0 ? index : current;
}

/** Which page of thumbnails holds an image (pages of THUMBNAILS_PER_VIEW). */
export function thumbnailPage(imageIndex: number, perView = THUMBNAILS_PER_VIEW): number {
  return Math.max(0, Math.floor(imageIndex / perView));
}

export function thumbnailPageCount(imageCount: number, perView = THUMBNAILS_PER_VIEW): number {
  return Math.max(1, Math.ceil(imageCount / perView));
}

/** The option chosen when the page opens: the first one in stock, else the first. */
export function defaultVariantIndex(products: ReadonlyArray<Pick<Product, 'productInventory'>>): number {
  const inStock = products.findIndex((variant) => variant.productInventory > 0);
  return Math.max(inStock, 0);
}

/** Quantity is at least 1 and at most the stock (spec 000 §5); anything unreadable becomes 1. */
export function clampQuantity(value: number, stock: number): number {
  const most = Math.max(1, Math.floor(stock));
  if (!Number.isFinite(value)) return 1;
  return Math.min(most, Math.max(1, Math.floor(value)));
}

/**
 * The end of the marketing event to count down to: the soonest end still ahead of `now` among the product's
 * events, or null (no event, no end date, or every event over).
 */
export function countdownEnd<Event extends { endDate: string | null }>(
  events: readonly Event[],
  now: number,
): (Event & { endDate: string }) | null {
  let best: { event: Event & { endDate: string }; at: number } | null = null;
  for (const event of events) {
    if (!event.endDate) continue;
    const at = Date.parse(event.endDate);
    if (!Number.isFinite(at) || at <= now) continue;
    if (!best || at < best.at) best = { event: { ...event, endDate: event.endDate }, at };
  }
  return best?.event ?? null;
}

export function visibleHashtags<Tag extends { hashtagId: number }>(tags: readonly Tag[]): Tag[] {
  return tags.filter((tag) => tag.hashtagId !== HIDDEN_HASHTAG_ID);
}

/** Display product ids of the recommendations ('1002,1003'), without blanks, repeats or the product itself. */
export function recommendedIds(recommended: string, self: number): number[] {
  const ids = recommended
    .split(',')
    .map((part) => Number(part.trim()))
    .filter((id) => Number.isInteger(id) && id > 0 && id !== self);
  return [...new Set(ids)];
}

/** `icon-moisturising.svg` → `moisturising` (the message key of its label). */
export function iconKey(fileName: string): string {
  return fileName.replace(/^icon-/, '').replace(/\.[a-z0-9]+$/i, '');
}

/** Milliseconds until a minutes countdown shows another number (it rounds up to the minute). */
export function msUntilNextMinuteChange(endAt: number, now: number): number {
  const left = endAt - now;
  if (left <= 0) return 0;
  const remainder = left % 60_000;
  return remainder === 0 ? 60_000 : remainder;
}
