import { createHash } from 'node:crypto';
import type pg from 'pg';

/** The most distinct statement texts one pool names; past it, statements run unnamed. */
export const PREPARED_LIMIT = 500;

/** Postgres refuses to run a prepared statement whose result columns changed since it was planned. */
function isStaleResultType(error: unknown): boolean {
  return (
    (error as { code?: unknown }).code === '0A000' &&
    /cached plan must not change result type/.test((error as Error).message)
  );
}

/**
 * Statements with parameters run as named prepared statements. Postgres then parses each once per connection
 * and, once it has seen a statement a few times, may keep its plan, instead of doing both on every call.
 * Measured on order placement: 336 → 446 orders/s, Postgres CPU per order 2.45 → 1.6 ms (README, Speed).
 *
 * A name is the text's hash under a generation. Two things keep it safe:
 * - At most `limit` texts are named, so that SQL built in ever-new shapes cannot fill every backend's memory.
 * - A migration by a newer replica may change the columns a statement returns. Postgres then refuses the
 *   statement on every connection that prepared it. The generation moves on, so every statement is prepared
 *   again under a new name. A query outside a transaction is run once more; one inside has failed its
 *   transaction, and the next transaction prepares afresh.
 */
export interface PreparedStatements {
  query(
    client: pg.ClientBase,
    sql: string,
    params: readonly unknown[] | undefined,
    options: { inTransaction: boolean },
  ): Promise<pg.QueryResult>;
}

export function preparedStatements(limit = PREPARED_LIMIT): PreparedStatements {
  const names = new Map<string, string>();
  let generation = 0;

  const config = (sql: string, params: readonly unknown[] | undefined): string | pg.QueryConfig => {
    if (!params || params.length === 0) return sql;
    let name = names.get(sql);
    if (name === undefined) {
      if (names.size >= limit) return { text: sql, values: [...params] };
      name = `s${generation}_${createHash('sha1').update(sql).digest('base64url')}`;
      names.set(sql, name);
    }
    return { name, text: sql, values: [...params] };
  };

  return {
    async query(client, sql, params, { inTransaction }) {
      try {
        return await client.query(config(sql, params));
      } catch (error) {
        if (!isStaleResultType(error)) throw error;
        generation += 1;
        names.clear();
        if (inTransaction) throw error;
        return client.query(config(sql, params));
      }
    },
  };
}
