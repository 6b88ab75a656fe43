import type Sharp from 'sharp';

/**
 * sharp, loaded on the first picture to read or resize rather than at start: libvips is about 14 MB of
 * native code that a process answering the catalogue never needs (a rendition is made once, then stored).
 */
export async function loadSharp(): Promise<typeof Sharp> {
  return (await import('sharp')).default;
}
