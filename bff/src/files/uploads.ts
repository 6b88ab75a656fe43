import { createHash } from 'node:crypto';
import { MAX_UPLOAD_BYTES } from '@shop/domain/admin/content';
import type { Queryable } from '@shop/projections/ports/db';
import { HttpError } from '../errors.ts';

/** The picture types an upload may be, recognised by their first bytes (a declared type proves nothing). */
const SIGNATURES: readonly { type: string; extension: string; matches: (bytes: Buffer) => boolean }[] = [
  { type: 'image/jpeg', extension: 'jpg', matches: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  {
    type: 'image/png',
    extension: 'png',
    matches: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  {
    type: 'image/gif',
    extension: 'gif',
    matches: (b) => /^GIF8[79]a/.test(b.subarray(0, 6).toString('latin1')),
  },
  {
    type: 'image/webp',
    extension: 'webp',
    matches: (b) =>
      b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
  {
    type: 'image/avif',
    extension: 'avif',
    matches: (b) =>
      b.subarray(4, 8).toString('latin1') === 'ftyp' && /^avi[fs]/.test(b.subarray(8, 12).toString('latin1')),
  },
];

export interface StoredUpload {
  name: string;
  contentType: string;
  byteSize: number;
}

/**
 * Stores an uploaded picture under a name made of its hash (`<prefix>-<sha256 head>.<ext>`): the same bytes
 * get the same name, and a name never means other bytes, as GET /api/file's year-long caching needs. The
 * route's body limit stops larger bodies first; this refuses anything that is not a picture.
 */
export async function storeUploadedImage(
  tx: Queryable,
  prefix: string,
  bytes: Buffer,
  now: Date,
): Promise<StoredUpload> {
  if (bytes.byteLength > MAX_UPLOAD_BYTES) {
    throw new HttpError(413, 'FILE_TOO_LARGE', '圖片不可大於 10 MB The picture must be 10 MB or smaller.');
  }
  const kind = SIGNATURES.find((signature) => signature.matches(bytes));
  if (bytes.byteLength === 0 || !kind) {
    throw new HttpError(
      415,
      'NOT_A_PICTURE',
      '只接受 JPEG、PNG、WebP、GIF 或 AVIF 圖片 Upload a JPEG, PNG, WebP, GIF or AVIF picture.',
    );
  }
  const etag = createHash('sha256').update(bytes).digest('hex');
  const name = `${prefix}-${etag.slice(0, 24)}.${kind.extension}`;
  await tx.query(
    `insert into files (name, content_type, bytes, etag, created_at) values ($1, $2, $3, $4, $5)
     on conflict (name) do nothing`,
    [name, kind.type, bytes, etag, now],
  );
  return { name, contentType: kind.type, byteSize: bytes.byteLength };
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
    throw new HttpError(
      422,
      'FILE_NOT_FOUND',
      '找不到圖片，請重新上載 The picture is missing; upload it again.',
      {
        fields: missing.map(([field]) => ({ field, message: 'Upload a picture first.' })),
      },
    );
  }
}
