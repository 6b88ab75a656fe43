import { loadSharp } from '../files/loadSharp.ts';
import type { RasterDrawing, SeedFile } from './demo/catalogue.ts';

/** The raster packshots' size: twice the 600×600 drawing, as a camera's packshot would be larger than shown. */
export const RASTER_PACKSHOT_SIZE = 1200;

/**
 * Renders each drawing into a 1200×1200 JPEG (quality 80). The drawings hold no text, so the bytes depend on
 * sharp's own libraries only, not on the machine's fonts: the same sharp version seeds the same files.
 */
export async function rasterImages(drawings: readonly RasterDrawing[]): Promise<SeedFile[]> {
  const sharp = await loadSharp();
  return Promise.all(
    drawings.map(async ({ name, svg }) => ({
      name,
      contentType: 'image/jpeg',
      body: new Uint8Array(
        await sharp(Buffer.from(svg), { density: (72 * RASTER_PACKSHOT_SIZE) / 600 })
          .resize(RASTER_PACKSHOT_SIZE, RASTER_PACKSHOT_SIZE)
          .jpeg({ quality: 80 })
          .toBuffer(),
      ),
    })),
  );
}
