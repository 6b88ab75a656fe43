import { createHash } from 'node:crypto';
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_PIXELS } from '@shop/domain/admin/content';
import { DomainError } from '@shop/domain/errors';
import type { Queryable } from '@shop/projections/ports/db';
import { loadSharp } from './loadSharp.ts';

/**
 * The one gate of every picture the back office uploads (product images, banner and article pictures):
 * each upload route hands its bytes to `storeUploadedImage`, and nothing else writes an uploaded file.
 */

/** The picture types an upload may be, recognised by their first bytes (a declared type proves nothing). */
const SIGNATURES: readonly {
  type: string;
  extension: string;
  /** What sharp calls the format once it has read the header. */
  sharpFormat: string;
  matches: (bytes: Buffer) => boolean;
}[] = [
  {
    type: 'image/jpeg',
    extension: 'jpg',
    sharpFormat: 'jpeg',
    matches: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  },
  {
    type: 'image/png',
    extension: 'png',
    sharpFormat: 'png',
    matches: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  {
    type: 'image/gif',
    extension: 'gif',
    sharpFormat: 'gif',
    matches: (b) => /^GIF8[79]a/.test(b.subarray(0, 6).toString('latin1')),
  },
  {
    type: 'image/webp',
    extension: 'webp',
    sharpFormat: 'webp',
    matches: (b) =>
      b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
  {
    type: 'image/avif',
    extension: 'avif',
    sharpFormat: 'heif',
    matches: (b) =>
      b.subarray(4, 8).toString('latin1') === 'ftyp' && /^avi[fs]/.test(b.subarray(8, 12).toString('latin1')),
  },
];

const notAPicture = () =>
  new DomainError(
    'NOT_A_PICTURE',
    '只接受 JPEG、PNG、WebP、GIF 或 AVIF 圖片 Upload a JPEG, PNG, WebP, GIF or AVIF picture.',
  );

const tooManyPixels = (width: number | null, height: number | null) =>
  new DomainError(
    'TOO_MANY_PIXELS',
    `圖片不可超過 ${MAX_UPLOAD_PIXELS / 1_000_000} 百萬像素 The picture must be at most ${MAX_UPLOAD_PIXELS / 1_000_000} megapixels (e.g. 8000 × 5000).`,
    { maxPixels: MAX_UPLOAD_PIXELS, ...(width && height ? { width, height } : {}) },
  );

export interface UploadedImage {
  type: string;
  extension: string;
  width: number;
  height: number;
}

/**
 * What the bytes are, or the refusal: at most 10 MB (413 FILE_TOO_LARGE), a JPEG, PNG, GIF, WebP or AVIF by
 * its first bytes whose header sharp reads as that same format (415 NOT_A_PICTURE), and at most 40
 * megapixels (422 TOO_MANY_PIXELS). Only the header is read: the size is known before anything is decoded.
 */
export async function readUploadedImage(bytes: Buffer): Promise<UploadedImage> {
  if (bytes.byteLength > MAX_UPLOAD_BYTES) {
    throw new DomainError('FILE_TOO_LARGE', '圖片不可大於 10 MB The picture must be 10 MB or smaller.', {
      maxBytes: MAX_UPLOAD_BYTES,
    });
  }
  const kind = bytes.byteLength === 0 ? undefined : SIGNATURES.find((signature) => signature.matches(bytes));
  if (!kind) throw notAPicture();
  const sharp = await loadSharp();
  // Unlimited here so that an oversized picture is told as such, not as "not a picture"; the limit is below.
  const meta = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw notAPicture();
    });
  if (meta.format !== kind.sharpFormat || !meta.width || !meta.height) throw notAPicture();
  if (meta.width * meta.height > MAX_UPLOAD_PIXELS) throw tooManyPixels(meta.width, meta.height);
  return { type: kind.type, extension: kind.extension, width: meta.width, height: meta.height };
}

export interface StoredUpload {
  name: string;
  contentType: string;
  byteSize: number;
  width: number;
  height: number;
}

/**
 * Stores an uploaded picture that passed `readUploadedImage` under a name made of its hash
 * (`<prefix>-<sha256 head>.<ext>`): the same bytes get the same name, and a name never means other bytes,
 * as GET /api/file's year-long caching needs.
 */
export async function storeUploadedImage(
  tx: Queryable,
  prefix: 'product' | 'banner' | 'article',
  bytes: Buffer,
  now: Date,
): Promise<StoredUpload> {
  const image = await readUploadedImage(bytes);
  const etag = createHash('sha256').update(bytes).digest('hex');
  const name = `${prefix}-${etag.slice(0, 24)}.${image.extension}`;
  await tx.query(
    `insert into files (name, content_type, bytes, etag, created_at) values ($1, $2, $3, $4, $5)
     on conflict (name) do nothing`,
    [name, image.type, bytes, etag, now],
  );
  return {
    name,
    contentType: image.type,
    byteSize: bytes.byteLength,
    width: image.width,
    height: image.height,
  };
}

/** Refuses a form that names a picture the shop does not hold (422 FILE_NOT_FOUND, naming the fields). */
export async function assertFilesExist(tx: Queryable, files: Record<string, string | null>): Promise<void> {
  const named = Object.entries(files).filter((entry): entry is [string, string] => entry[1] !== null);
  if (named.length === 0) return;
  const { rows } = await tx.query<{ name: string }>('select name from files where name = any ($1)', [
    named.map(([, name]) => name),
  ]);
  const missing = named.filter(([, name]) => !rows.some((row) => row.name === name));
  if (missing.length > 0) {
    throw new DomainError(
      'FILE_NOT_FOUND',
      '找不到圖片，請重新上載 The picture is missing; upload it again.',
      {
        fields: missing.map(([field]) => ({ field, message: 'Upload a picture first.' })),
      },
    );
  }
}
