import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATION_LOCK, MIGRATIONS_DIR, migrate } from './migrate.ts';
import { openPostgres } from './postgres.ts';
import { postgresUrlOrSkip } from './testDatabases.ts';

const url = postgresUrlOrSkip('the concurrent migration test');

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A fresh schema and `count` separate pools on it, as as many replicas would open. */
async function schemaWithPools(count: number) {
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = openPostgres(url as string, { max: 1 });
  await admin.exec(`create schema ${schema}`);
  const pools = Array.from({ length: count }, () =>
    openPostgres(url as string, { max: 2, searchPath: schema }),
  );
  cleanups.push(async () => {
    for (const pool of pools) await pool.close();
    await admin.exec(`drop schema ${schema} cascade`);
    await admin.close();
  });
  return pools;
}

describe('migrations on Postgres', () => {
  it.runIf(url)(
    'run once when replicas start together on an empty schema, and none of them fails',
    async () => {
      const files = (await readdir(MIGRATIONS_DIR)).filter((name) => /^\d{4}_.+\.sql$/.test(name));
      // Several rounds: the collision this guards against (two `create table if not exists` at once) is a race.
      for (let round = 0; round < 3; round++) {
        const pools = await schemaWithPools(3);
        const results = await Promise.allSettled(pools.map((pool) => migrate(pool)));
        expect(results.filter((result) => result.status === 'rejected')).toEqual([]);
        const applied = results.flatMap((result) => (result.status === 'fulfilled' ? result.value : []));
        expect(applied.sort()).toEqual(files.sort());
        const recorded = await pools[0]!.query<{ count: string }>('select count(*) from schema_migrations');
        expect(Number(recorded.rows[0]?.count)).toBe(files.length);
      }
    },
    120_000,
  );

  it.runIf(url)(
    'of one shop do not wait for another shop migrating on the same server',
    async () => {
      const [busy] = await schemaWithPools(1);
      const [other] = await schemaWithPools(1);
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      let locked = () => {};
      const lockTaken = new Promise<void>((resolve) => (locked = resolve));
      // The first shop's migration lock, held as a long migration would hold it.
      const holding = busy!.transaction(async (tx) => {
        await tx.query(MIGRATION_LOCK);
        locked();
        await held;
      });
      await lockTaken;
      // Were the lock server-wide, this migration would wait for a release that only comes after it.
      const stuck = new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error('it waited for the other shop’s migration lock')), 30_000).unref(),
      );
      const applied = await Promise.race([migrate(other!), stuck]).finally(release);
      await holding;
      expect(applied.length).toBeGreaterThan(0);
    },
    60_000,
  );
});
