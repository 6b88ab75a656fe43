/**
 * Index arithmetic of the storefront's carousels (banner slides and product tiles). Pure, so the rules
 * (wrap-around, pages of tiles, the scroll edges) are tested without a browser.
 */

/** Any integer index folded into 0 … count − 1 (−1 is the last slide); 0 when there is nothing. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

export function nextIndex(index: number, count: number): number {
  return wrapIndex(index + 1, count);
}

export function previousIndex(index: number, count: number): number {
  return wrapIndex(index - 1, count);
}

/** Product tiles in view: 2 on a phone, 3 on a tablet, 4 from 1200 px (ui.md). */
export function tilesPerView(viewportWidth: number): number {
  if (viewportWidth >= 1200) return 4;
  if (viewportWidth >= 768) return 3;
  return 2;
}

/** How many scroll pages a row of tiles has (at least 1). */
export function carouselPageCount(tileCount: number, perView: number): number {
  if (tileCount <= 0 || perView <= 0) return 1;
  return Math.ceil(tileCount / perView);
}

export interface ScrollEdges {
  atStart: boolean;
  atEnd: boolean;
}

/**
 * Whether a scrolled row sits at either end, allowing a pixel of rounding (scroll positions are fractional
 * on high-density screens). A row that fits entirely is at both ends.
 */
export function scrollEdges(scrollLeft: number, scrollWidth: number, clientWidth: number): ScrollEdges {
  const slack = 1;
  return {
    atStart: scrollLeft <= slack,
    atEnd: scrollLeft + clientWidth >= scrollWidth - slack,
  };
}
