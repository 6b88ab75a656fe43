import { createHash } from 'node:crypto';
import type { Db } from '@shop/projections/ports/db';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** Ends one token (logout): it is refused from now until it would have expired anyway. */
export async function revokeToken(
  db: Pick<Db, 'query'>,
  token: string,
  expiresAt: Date,
  now: Date,
): Promise<void> {
  await db.query('delete from revoked_tokens where expires_at <= $1', [now]);
  await db.query(
    'insert into revoked_tokens (token_hash, expires_at) values ($1, $2) on conflict (token_hash) do nothing',
    [hashOf(token), expiresAt],
  );
}

export async function isTokenRevoked(db: Pick<Db, 'query'>, token: string): Promise<boolean> {
  const { rows } = await db.query('select 1 from revoked_tokens where token_hash = $1', [hashOf(token)]);
  return rows.length > 0;
}
