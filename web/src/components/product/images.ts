import { config } from '../../lib/config.ts';

/**
 * Widths the file server renders on request (`?w=`). GET /api/file serves originals only today, so this is
 * empty; when the bff learns to resize, listing its widths here gives every raster image a srcset.
 */
export const RENDITION_WIDTHS: readonly number[] = [];

/**
 * Image URLs and the attributes that keep them light and still: every image gets its intrinsic width and
 * height (the browser reserves the box, nothing jumps) and a `sizes` hint. The file API (GET /api/file/{name})
 * serves each file as stored; the demo's packshots and banners are SVG, where one file is sharp at every
 * size. Raster files get a `srcset` of narrower renditions once the server offers them
 * (RENDITION_WIDTHS, `?w=` on the file URL); until then they are served as they are.
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
  /** Widths the file server can render (ascending or not); empty when it serves originals only. */
  renditionWidths?: readonly number[];
}

/**
 * `src`, `srcset`, `sizes`, `width`, `height` for an <img> or <source>. A raster image gets one candidate per
 * rendition narrower than the original, plus the original at its own width; a vector image, or a server
 * without renditions, gets the original alone.
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

/** Packshots are square (600 × 600 in the demo). */
export const PRODUCT_IMAGE_SIZE = 600;

/** A product tile: half the phone's width, a quarter of the page from 1200 px (ui.md's carousels). */
export const PRODUCT_TILE_SIZES = '(min-width: 1200px) 280px, (min-width: 768px) 33vw, 50vw';
