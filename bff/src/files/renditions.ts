import { MAX_UPLOAD_PIXELS } from '@shop/domain/admin/content';
import type { Queryable } from '@shop/projections/ports/db';
import { loadSharp } from './loadSharp.ts';

/**
 * Narrower copies of stored raster images (GET /api/file/{name}?w=N), so a phone downloads a picture the
 * size of its screen instead of the uploaded original; and JPEG copies (`&format=jpeg`) for link previews,
 * which WhatsApp, Facebook and Telegram show from a JPEG or PNG only (an SVG drawing gets one too). A copy is rendered on the first request for it and
 * kept in `file_renditions` (migration 0031): stored files never change (migration 0021), so neither do
 * their copies, and every replica and every restart reuses them. Originals that are not wider than N,
 * files that are not raster images, and raster files that cannot be decoded (tried once per process) are
 * answered as stored.
 */

/** Types sharp decodes (a GIF gives its first frame). SVG stays as it is: one file is sharp at every size. */
const RASTER_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif']);

/** WebP for the shop's own pages; JPEG for link previews, whose readers take no WebP. */
export type RenditionFormat = 'webp' | 'jpeg';

const CONTENT_TYPES: Record<RenditionFormat, string> = { webp: 'image/webp', jpeg: 'image/jpeg' };

/** `image/png; q=1` → `image/png`. */
const mediaType = (contentType: string) => contentType.split(';')[0]?.trim().toLowerCase() ?? '';

/** A stored copy; its ETag is `renditionEtag(original's etag, width, format)`, whoever stored it. */
export interface Rendition {
  contentType: string;
  bytes: Uint8Array;
}

export interface StoredFile {
  name: string;
  etag: string;
}

export interface WarnLogger {
  warn(object: object, message: string): void;
}

export function isRasterImage(contentType: string): boolean {
  return RASTER_TYPES.has(mediaType(contentType));
}

/** Whether a file of this type has copies in `format`: raster images; for JPEG, SVG drawings too. */
export function hasRenditions(contentType: string, format: RenditionFormat): boolean {
  return isRasterImage(contentType) || (format === 'jpeg' && mediaType(contentType) === 'image/svg+xml');
}

/** Names the bytes of one width of one original in one format, and changes with none of them. */
export function renditionEtag(originalEtag: string, width: number, format: RenditionFormat = 'webp'): string {
  return format === 'webp' ? `${originalEtag}-w${width}` : `${originalEtag}-w${width}-${format}`;
}

/**
 * `width` pixels wide, height by aspect ratio, EXIF orientation applied, metadata dropped (sharp keeps
 * none unless asked), as WebP; null when the original is not wider (never upscale). As JPEG, always a copy
 * (renderJpeg). Throws when sharp cannot decode the bytes.
 */
export async function renderRendition(
  original: Uint8Array,
  width: number,
  format: RenditionFormat = 'webp',
): Promise<Uint8Array | null> {
  const sharp = await loadSharp();
  // No decoding past the upload limit, whatever was stored before the upload gate had one.
  const image = sharp(original, { autoOrient: true, limitInputPixels: MAX_UPLOAD_PIXELS });
  const { autoOrient, format: originalFormat } = await image.metadata();
  if (format === 'jpeg') return renderJpeg(original, width, originalFormat === 'svg', autoOrient.width);
  if (autoOrient.width <= width) return null;
  return image.resize({ width }).webp({ quality: 80 }).toBuffer();
}

/**
 * A JPEG copy for link previews: `width` wide, or the original's width when that is narrower (never
 * upscaled); a drawing (SVG) is rasterised at `width`. Transparency becomes white, as a preview shows it.
 */
async function renderJpeg(
  original: Uint8Array,
  width: number,
  drawing: boolean,
  originalWidth: number,
): Promise<Uint8Array> {
  const sharp = await loadSharp();
  // An SVG's size is its size at 72 dpi: rasterise it at the density that gives `width` pixels.
  const density = drawing ? Math.min(2400, Math.max(1, (72 * width) / Math.max(1, originalWidth))) : 72;
  const image = sharp(original, { autoOrient: true, limitInputPixels: MAX_UPLOAD_PIXELS, density });
  const resized = drawing || originalWidth > width ? image.resize({ width }) : image;
  return resized.flatten({ background: '#ffffff' }).jpeg({ quality: 80 }).toBuffer();
}

async function storedRendition(
  db: Queryable,
  name: string,
  width: number,
  format: RenditionFormat,
): Promise<Rendition | null> {
  const { rows } = await db.query<{ content_type: string; bytes: Uint8Array }>(
    'select content_type, bytes from file_renditions where name = $1 and width = $2 and content_type = $3',
    [name, width, CONTENT_TYPES[format]],
  );
  const row = rows[0];
  return row ? { contentType: row.content_type, bytes: row.bytes } : null;
}

async function makeRendition(
  db: Queryable,
  file: StoredFile,
  width: number,
  format: RenditionFormat,
  log: WarnLogger,
): Promise<Rendition | null> {
  const { rows } = await db.query<{ bytes: Uint8Array }>('select bytes from files where name = $1', [
    file.name,
  ]);
  const original = rows[0]?.bytes;
  if (!original) return null;
  let bytes: Uint8Array | null;
  try {
    bytes = await renderRendition(original, width, format);
  } catch (error) {
    undecodableIn(db).add(file.name);
    log.warn({ err: error, file: file.name }, 'cannot decode a raster file: serving it as stored');
    return null;
  }
  if (!bytes) return null;
  const inserted = await db.query(
    `insert into file_renditions (name, width, content_type, etag, bytes) values ($1, $2, $3, $4, $5)
     on conflict do nothing`,
    [file.name, width, CONTENT_TYPES[format], renditionEtag(file.etag, width, format), bytes],
  );
  // Another replica stored it first: serve its bytes, so one ETag always names the same bytes.
  if (inserted.rowCount === 0) return storedRendition(db, file.name, width, format);
  return { contentType: CONTENT_TYPES[format], bytes };
}

/** Requests for a copy that is being rendered wait for that render instead of starting another. */
const renderingIn = new WeakMap<Queryable, Map<string, Promise<Rendition | null>>>();

/**
 * Files sharp could not decode, by name: a stored file never changes, so neither is tried (and logged)
 * again on every request for it. One set per database, for the life of the process.
 */
const undecodable = new WeakMap<Queryable, Set<string>>();

function undecodableIn(db: Queryable): Set<string> {
  let names = undecodable.get(db);
  if (!names) {
    names = new Set();
    undecodable.set(db, names);
  }
  return names;
}

/**
 * The stored copy of a file at `width` in `format`, rendered and stored on the first request; null when the
 * original is the answer (a WebP copy not narrower than it, or not decodable, which is logged as a warning).
 */
export async function findOrMakeRendition(
  db: Queryable,
  file: StoredFile,
  width: number,
  log: WarnLogger,
  format: RenditionFormat = 'webp',
): Promise<Rendition | null> {
  if (undecodableIn(db).has(file.name)) return null;
  const stored = await storedRendition(db, file.name, width, format);
  if (stored) return stored;
  const rendering = renderingIn.get(db) ?? new Map<string, Promise<Rendition | null>>();
  renderingIn.set(db, rendering);
  const key = `${file.name}\n${width}\n${format}`;
  let pending = rendering.get(key);
  if (!pending) {
    pending = makeRendition(db, file, width, format, log).finally(() => rendering.delete(key));
    rendering.set(key, pending);
  }
  return pending;
}
