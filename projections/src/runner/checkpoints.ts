import { type GlobalPosition, START } from '@shop/domain/events';
import type { Queryable } from '../ports/db.ts';

interface CheckpointRow {
  commit_position: string;
  prepare_position: string;
}

/** Where `name` has read up to; START when it has never run. `forUpdate` holds the row until commit. */
export async function loadCheckpoint(
  db: Queryable,
  name: string,
  options: { forUpdate?: boolean } = {},
): Promise<GlobalPosition> {
  const result = await db.query<CheckpointRow>(
    `select commit_position::text, prepare_position::text from projection_checkpoints where name = $1
     ${options.forUpdate ? 'for update' : ''}`,
    [name],
  );
  const row = result.rows[0];
  return row ? { commit: BigInt(row.commit_position), prepare: BigInt(row.prepare_position) } : START;
}

/** Creates the row at START if missing, so that `loadCheckpoint(..., { forUpdate: true })` has a row to hold. */
export async function ensureCheckpoint(db: Queryable, name: string): Promise<void> {
  await db.query(
    `insert into projection_checkpoints (name, commit_position, prepare_position) values ($1, $2, $3)
     on conflict (name) do nothing`,
    [name, String(START.commit), String(START.prepare)],
  );
}

export async function storeCheckpoint(db: Queryable, name: string, position: GlobalPosition): Promise<void> {
  await db.query(
    `insert into projection_checkpoints (name, commit_position, prepare_position, updated_at)
     values ($1, $2::numeric, $3::bigint, now())
     on conflict (name) do update set commit_position = excluded.commit_position,
       prepare_position = excluded.prepare_position, updated_at = excluded.updated_at`,
    [name, String(position.commit), String(position.prepare)],
  );
}

/** A position as JSON can carry it (bigints cannot be serialised). */
export function positionToJson(position: GlobalPosition): { commit: string; prepare: string } {
  return { commit: String(position.commit), prepare: String(position.prepare) };
}
