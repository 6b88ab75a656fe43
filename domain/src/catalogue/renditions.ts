/**
 * The widths, in pixels, that GET /api/file/{name}?w= resizes raster images to, and that the web lists in an
 * image's srcset. A short fixed list, so nobody can make the server render and store thousands of sizes of
 * one picture: from a phone's thumbnail (160) to a wide desktop image (1280).
 */
export const RENDITION_WIDTHS = [160, 320, 480, 640, 960, 1280] as const;

export type RenditionWidth = (typeof RENDITION_WIDTHS)[number];

export function isRenditionWidth(width: number): width is RenditionWidth {
  return (RENDITION_WIDTHS as readonly number[]).includes(width);
}

/**
 * The width of a link preview's picture (`?w=960&format=jpeg`): WhatsApp, Facebook and Telegram want at least
 * 600 px, and WhatsApp drops pictures much past 300 KB, which a 1280 px photograph can reach.
 */
export const SHARE_IMAGE_WIDTH: RenditionWidth = 960;
