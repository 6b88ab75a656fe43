import { describe, expect, it } from 'vitest';
import { fileUrl, imageAttributes, isVectorImage, PRODUCT_IMAGE_SIZE, splitFileNames } from './images.ts';

describe('image attributes', () => {
  it('splits ":::"-joined file names and drops blanks', () => {
    expect(splitFileNames('a.svg:::b-detail.svg')).toEqual(['a.svg', 'b-detail.svg']);
    expect(splitFileNames(' a.svg ::: ::: ')).toEqual(['a.svg']);
    expect(splitFileNames('')).toEqual([]);
    expect(splitFileNames(null)).toEqual([]);
  });

  it('builds file URLs under the API, escaping the name', () => {
    expect(fileUrl('hydrating-serum.svg')).toBe('/api/file/hydrating-serum.svg');
    expect(fileUrl('a b.png')).toBe('/api/file/a%20b.png');
  });

  it('always sets the intrinsic size and the sizes hint', () => {
    expect(imageAttributes('x.svg', { width: 600, height: 600, sizes: '50vw' })).toEqual({
      src: '/api/file/x.svg',
      width: 600,
      height: 600,
      sizes: '50vw',
    });
  });

  it('gives a vector image no srcset: one file is sharp at every size', () => {
    expect(isVectorImage('pack.SVG')).toBe(true);
    expect(imageAttributes('pack.svg', { width: 600, height: 600, renditionWidths: [200, 400] }).srcSet).toBe(
      undefined,
    );
    expect(imageAttributes('pack.svg', { width: 1200, height: 1200, sizes: '50vw' })).toEqual({
      src: '/api/file/pack.svg',
      width: 1200,
      height: 1200,
      sizes: '50vw',
    });
  });

  it('offers a raster packshot in the widths the file API renders, narrower than the original', () => {
    expect(
      imageAttributes('starlight-town.jpg', {
        width: PRODUCT_IMAGE_SIZE,
        height: PRODUCT_IMAGE_SIZE,
        sizes: '50vw',
      }),
    ).toEqual({
      src: '/api/file/starlight-town.jpg',
      srcSet:
        '/api/file/starlight-town.jpg?w=160 160w, /api/file/starlight-town.jpg?w=320 320w, ' +
        '/api/file/starlight-town.jpg?w=480 480w, /api/file/starlight-town.jpg?w=640 640w, ' +
        '/api/file/starlight-town.jpg?w=960 960w, /api/file/starlight-town.jpg 1200w',
      sizes: '50vw',
      width: 1200,
      height: 1200,
    });
    expect(imageAttributes('photo.png', { width: 500, height: 400 }).srcSet).toBe(
      '/api/file/photo.png?w=160 160w, /api/file/photo.png?w=320 320w, /api/file/photo.png?w=480 480w, ' +
        '/api/file/photo.png 500w',
    );
  });

  it('lists the narrower renditions of a raster image, then the original at its own width', () => {
    const attributes = imageAttributes('photo.jpg', {
      width: 1200,
      height: 800,
      sizes: '100vw',
      renditionWidths: [800, 400, 400, 1600, 0],
    });
    expect(attributes.srcSet).toBe(
      '/api/file/photo.jpg?w=400 400w, /api/file/photo.jpg?w=800 800w, /api/file/photo.jpg 1200w',
    );
    expect(attributes.src).toBe('/api/file/photo.jpg');
  });

  it('serves a raster image as it is when the server offers no renditions', () => {
    expect(imageAttributes('photo.webp', { width: 1200, height: 800, renditionWidths: [] }).srcSet).toBe(
      undefined,
    );
  });
});
