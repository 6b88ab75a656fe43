import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openPostgres } from './postgres.ts';
import { preparedStatements } from './preparedStatements.ts';
import { postgresUrlOrSkip } from './testDatabases.ts';

const url = postgresUrlOrSkip('the prepared statement tests');

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A fresh schema and a pool of one connection on it, so that every statement meets the same backend. */
async function oneConnection() {
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = openPostgres(url as string, { max: 1 });
  await admin.exec(`create schema ${schema}`);
  const db = openPostgres(url as string, { max: 1, searchPath: schema });
  cleanups.push(async () => {
    await db.close();
    await admin.exec(`drop schema ${schema} cascade`);
    await admin.close();
  });
  const prepared = (text: string) =>
    db
      .query<{ n: number }>('select count(*)::int as n from pg_prepared_statements where statement = $1', [
        text,
      ])
      .then(({ rows }) => rows[0]?.n);
  return { db, prepared };
}

describe('prepared statements on Postgres', () => {
  it.runIf(url)('prepare a statement with parameters once per connection, and one without none', async () => {
    const { db, prepared } = await oneConnection();
    const sql = 'select $1::int + 1 as n';
    for (const value of [1, 2, 3])
      expect((await db.query<{ n: number }>(sql, [value])).rows).toEqual([{ n: value + 1 }]);
    expect(await prepared(sql)).toBe(1);
    await db.query('select 42');
    expect(await prepared('select 42')).toBe(0);
  });

  it.runIf(url)(
    'survive a table whose columns changed under them, outside and inside a transaction',
    async () => {
      const { db } = await oneConnection();
      await db.exec(
        'create table shelf (id int primary key, name text); insert into shelf values (1, $$a$$)',
      );
      const sql = 'select * from shelf where id = $1';
      expect((await db.query(sql, [1])).rows).toEqual([{ id: 1, name: 'a' }]);

      // As a newer replica's migration would: the prepared statement's result columns change.
      await db.exec('alter table shelf add column size int not null default 7');
      expect((await db.query(sql, [1])).rows).toEqual([{ id: 1, name: 'a', size: 7 }]);

      await db.exec('alter table shelf drop column size');
      // A transaction cannot go on after the refusal: it fails once, and the next one is prepared afresh.
      await expect(db.transaction((tx) => tx.query(sql, [1]))).rejects.toThrow(/cached plan must not change/);
      expect((await db.transaction((tx) => tx.query(sql, [1]))).rows).toEqual([{ id: 1, name: 'a' }]);
    },
  );

  it.runIf(url)('name no more than their limit of texts, and run the rest unnamed', async () => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    cleanups.push(() => client.end());
    const statements = preparedStatements(2);
    const texts = ['select $1::int as a', 'select $1::int as b', 'select $1::int as c'];
    for (const text of texts) {
      const result = await statements.query(client, text, [5], { inTransaction: false });
      expect(result.rows).toEqual([{ [text.at(-1) as string]: 5 }]);
    }
    const named = await client.query<{ statement: string }>(
      'select statement from pg_prepared_statements order by statement',
    );
    expect(named.rows.map((row) => row.statement)).toEqual(texts.slice(0, 2));
  });
});
