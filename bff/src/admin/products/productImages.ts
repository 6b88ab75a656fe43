import type { ListPage, ListQuery } from '@shop/domain/admin/listing';
import type { Queryable } from '@shop/projections/ports/db';
import { containing, listPage } from '../listing.ts';

/**
 * Product images uploaded from the back office, kept in the `files` table like every other file (served by
 * GET /api/file/{name}, renditions included) and stored through the one upload gate (files/uploads.ts).
 */

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
