import type { Queryable } from '@shop/projections/ports/db';

/** What is known of a stored file without reading its bytes. */
export interface FileMeta {
  content_type: string;
  etag: string;
  byte_size: number;
}

export async function findFileMeta(db: Queryable, name: string): Promise<FileMeta | null> {
  const { rows } = await db.query<FileMeta>(
    'select content_type, etag, byte_size from files where name = $1',
    [name],
  );
  return rows[0] ?? null;
}

/** The file's bytes, or those of one inclusive range; null when the file went meanwhile. */
export async function readFileBytes(
  db: Queryable,
  name: string,
  range: { start: number; end: number } | null,
): Promise<Uint8Array | null> {
  const { rows } = range
    ? await db.query<{ bytes: Uint8Array }>(
        'select substring(bytes from $2 for $3) as bytes from files where name = $1',
        [name, range.start + 1, range.end - range.start + 1],
      )
    : await db.query<{ bytes: Uint8Array }>('select bytes from files where name = $1', [name]);
  return rows[0]?.bytes ?? null;
}
