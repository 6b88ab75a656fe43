import { RENDITION_WIDTHS } from '@shop/domain/catalogue/renditions';
import { config } from '../../lib/config.ts';

/**
 * Image URLs and the attributes that keep them light and still: every image gets its intrinsic width and
 * height (the browser reserves the box, nothing jumps) and a `sizes` hint. A raster image (JPEG, PNG, WebP…)
 * also gets a `srcset` of the narrower WebP renditions the file API renders on request
 * (GET /api/file/{name}?w=N, N one of RENDITION_WIDTHS from the domain, the same list the server accepts),
 * so a phone downloads a picture the size of its screen. A vector image (SVG) is one file, sharp at every
 * size: it gets no srcset.
 */

/** Several file names in one API field are joined with ':::' (displayProductImage, functionalIcon). */
export function splitFileNames(joined: string | null | undefined): string[] {
  return (joined ?? '')
    .split(':::')
    .map((name) => name.trim())
    .filter((name) => name !== '');
}

export function fileUrl(name: string): string {
  return `${config.apiBase}/file/${encodeURIComponent(name)}`;
}

export function isVectorImage(name: string): boolean {
  return /\.svgz?$/i.test(name);
}

export interface ImageAttributes {
  src: string;
  srcSet?: string;
  sizes?: string;
  width: number;
  height: number;
}

export interface ImageOptions {
  /** The file's own size: sets the aspect ratio the browser reserves. */
  width: number;
  height: number;
  /** How wide the image is shown, e.g. '(min-width: 1200px) 25vw, 50vw'. */
  sizes?: string;
  /** Widths the file server renders (ascending or not); RENDITION_WIDTHS unless a test says otherwise. */
  renditionWidths?: readonly number[];
}

/**
 * `src`, `srcset`, `sizes`, `width`, `height` for an <img> or <source>. A raster image gets one candidate per
 * rendition narrower than the original, plus the original at its own width; a vector image, or an empty
 * list of widths, gets the original alone.
 */
export function imageAttributes(name: string, options: ImageOptions): ImageAttributes {
  const src = fileUrl(name);
  const base: ImageAttributes = { src, width: options.width, height: options.height };
  if (options.sizes) base.sizes = options.sizes;
  const widths = [...new Set(options.renditionWidths ?? RENDITION_WIDTHS)]
    .filter((width) => Number.isInteger(width) && width > 0 && width < options.width)
    .sort((a, b) => a - b);
  if (isVectorImage(name) || widths.length === 0) return base;
  const candidates = widths.map((width) => `${src}?w=${width} ${width}w`);
  candidates.push(`${src} ${options.width}w`);
  return { ...base, srcSet: candidates.join(', ') };
}

/**
 * Packshots are square. The demo's raster packshots are 1200 × 1200 (its SVG ones 600 × 600, sharp at any
 * size): the srcset offers a raster original at this width, so it must not be smaller than the file, or
 * a phone at 3× would take the whole original for a half-width tile instead of a 640 px rendition.
 */
export const PRODUCT_IMAGE_SIZE = 1200;

/** A product tile: half the phone's width, a quarter of the page from 1200 px (ui.md's carousels). */
export const PRODUCT_TILE_SIZES = '(min-width: 1200px) 280px, (min-width: 768px) 33vw, 50vw';
