import { randomBytes } from 'node:crypto';
import type { Db } from '@shop/projections/ports/db';
import { openProjectionLocks, projectionLockHolders } from '@shop/projections/runner/projectionLocks';
import { afterEach, describe, expect, it } from 'vitest';
import { openPostgres } from '../db/postgres.ts';
import { openIsolatedPostgres, postgresUrlOrSkip } from '../db/testDatabases.ts';

const url = postgresUrlOrSkip('the projection lock test (Postgres sessions)');

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function isolated(): Promise<Db> {
  const db = await openIsolatedPostgres(url as string, 2);
  cleanups.push(() => db.close());
  return db;
}

describe('projection locks on Postgres', () => {
  it.runIf(url)(
    'are held once per projection and schema, named in pg_locks, and freed with their session',
    async () => {
      const shop = await isolated();
      const { rows } = await shop.query<{ schema: string }>('select current_schema() as schema');
      const replica = openPostgres(url as string, { searchPath: rows[0]!.schema, max: 2 });
      cleanups.push(() => replica.close());
      const otherShop = await isolated();
      const tag = randomBytes(4).toString('hex');
      const lost: Error[] = [];
      const open = async (db: Db, identity: string) => {
        const locks = await openProjectionLocks(db, identity, (error) => lost.push(error));
        cleanups.push(() => locks.close().catch(() => undefined));
        return locks;
      };
      const a = await open(shop, `a-${tag}:1`);
      const b = await open(replica, `b-${tag}:2`);
      const c = await open(otherShop, `c-${tag}:3`);

      expect(await a.tryLock(['orders', 'memberPoints'])).toEqual(['orders', 'memberPoints']);
      expect(await b.tryLock(['orders', 'memberPoints'])).toEqual([]);
      expect(await c.tryLock(['orders'])).toEqual(['orders']); // another schema: another shop's lock
      expect(await projectionLockHolders(replica, ['orders', 'memberPoints', 'nobody'])).toEqual(
        new Map([
          ['orders', `a-${tag}:1`],
          ['memberPoints', `a-${tag}:1`],
        ]),
      );
      await a.unlock('memberPoints');
      expect(await b.tryLock(['memberPoints'])).toEqual(['memberPoints']);

      // The holder's connection is killed: it hears of it, and its lock is free for the replica at once. The
      // kill waits (up to 5 s) for the backend to have exited: it releases its locks on the way out, which on
      // a loaded machine came after the bare signal's answer.
      await replica.query(
        'select pg_terminate_backend(pid, 5000) from pg_stat_activity where application_name = $1',
        [`projections@a-${tag}:1`],
      );
      for (let tries = 0; lost.length === 0 && tries < 100; tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(lost).toHaveLength(1);
      expect(await b.tryLock(['orders'])).toEqual(['orders']);
      expect(await projectionLockHolders(otherShop, ['orders'])).toEqual(new Map([['orders', `c-${tag}:3`]]));
    },
  );
});
