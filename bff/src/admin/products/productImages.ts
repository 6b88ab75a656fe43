import { createHash } from 'node:crypto';
import type { ListPage, ListQuery } from '@shop/domain/admin/listing';
import type { Queryable } from '@shop/projections/ports/db';
import { HttpError } from '../../errors.ts';
import { loadSharp } from '../../files/loadSharp.ts';
import { containing, listPage } from '../listing.ts';

/**
 * Product images uploaded from the back office, kept in the `files` table like every other file (served by
 * GET /api/file/{name}, renditions included). Only raster images sharp can decode are taken, whatever the
 * request claims, so nothing but a picture is ever served under a product image's name. The name carries
 * the content's hash: the same picture uploaded twice is one file, and a name never means other bytes.
 */

const FORMATS: Record<string, { contentType: string; extension: string }> = {
  jpeg: { contentType: 'image/jpeg', extension: 'jpg' },
  png: { contentType: 'image/png', extension: 'png' },
  webp: { contentType: 'image/webp', extension: 'webp' },
  gif: { contentType: 'image/gif', extension: 'gif' },
  heif: { contentType: 'image/avif', extension: 'avif' },
};

export interface StoredImage {
  name: string;
  contentType: string;
  width: number;
  height: number;
  byteSize: number;
}

const refused = () =>
  new HttpError(
    415,
    'UNSUPPORTED_IMAGE',
    '只接受 JPEG、PNG、WebP、GIF 或 AVIF 圖片 Only JPEG, PNG, WebP, GIF or AVIF pictures are accepted.',
  );

export async function storeProductImage(db: Queryable, bytes: Buffer): Promise<StoredImage> {
  if (bytes.length === 0) throw refused();
  const sharp = await loadSharp();
  const meta = await sharp(bytes)
    .metadata()
    .catch(() => {
      throw refused();
    });
  const format = meta.format ? FORMATS[meta.format] : undefined;
  if (!format || !meta.width || !meta.height) throw refused();
  const etag = createHash('sha256').update(bytes).digest('hex');
  const name = `product-${etag.slice(0, 24)}.${format.extension}`;
  await db.query(
    `insert into files (name, content_type, bytes, etag) values ($1, $2, $3, $4) on conflict (name) do nothing`,
    [name, format.contentType, bytes, etag],
  );
  return {
    name,
    contentType: format.contentType,
    width: meta.width,
    height: meta.height,
    byteSize: bytes.length,
  };
}

export interface ImageRow {
  name: string;
  contentType: string;
  byteSize: number;
  createdAt: string;
}

/** Stored pictures to choose from (any image of the files table, the seed's too), by name. */
export function listProductImages(
  db: Queryable,
  query: ListQuery<'createdAt' | 'name'>,
): Promise<ListPage<ImageRow>> {
  const params = query.q ? [containing(query.q)] : [];
  return listPage<
    { name: string; content_type: string; byte_size: number; created_at: Date | string },
    ImageRow,
    'createdAt' | 'name'
  >(db, query, {
    select: 'name, content_type, byte_size, created_at',
    from: `files where content_type like 'image/%'${query.q ? ' and name ilike $1' : ''}`,
    params,
    columns: { createdAt: 'created_at', name: 'name' },
    tieBreak: 'name',
    toItem: (row) => ({
      name: row.name,
      contentType: row.content_type,
      byteSize: Number(row.byte_size),
      createdAt: new Date(row.created_at).toISOString(),
    }),
  });
}
