import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Db } from '@shop/projections/ports/db';
import { bffPath } from '../bffDir.ts';

export const MIGRATIONS_DIR = bffPath('migrations/');

/**
 * One shop's migrations at a time: replicas starting together take turns. Keyed by the schema, so shops
 * sharing a server (staging and live, or the test suites) do not wait for each other.
 */
export const MIGRATION_LOCK = 'select pg_advisory_xact_lock(727274, hashtext(current_schema()))';

/**
 * Applies `NNNN_name.sql` files in name order, each in its own transaction, recording them in
 * `schema_migrations`. Every step holds the migration lock, the bookkeeping table's creation too: two
 * `create table if not exists` at once collide in the catalogue (pg_type), which crashed one of two
 * replicas started together.
 */
export async function migrate(db: Db, dir: string = MIGRATIONS_DIR): Promise<string[]> {
  const files = (await readdir(dir)).filter((name) => /^\d{4}_.+\.sql$/.test(name)).sort();
  await db.transaction(async (tx) => {
    await tx.query(MIGRATION_LOCK);
    await tx.exec(`create table if not exists schema_migrations (
      name text primary key,
      applied_at timestamptz not null default now()
    )`);
  });
  const applied: string[] = [];
  for (const name of files) {
    const sql = await readFile(join(dir, name), 'utf8');
    const done = await db.transaction(async (tx) => {
      await tx.query(MIGRATION_LOCK);
      const seen = await tx.query('select 1 from schema_migrations where name = $1', [name]);
      if (seen.rowCount > 0) return false;
      await tx.exec(sql);
      await tx.query('insert into schema_migrations (name) values ($1)', [name]);
      return true;
    });
    if (done) applied.push(name);
  }
  return applied;
}
