import { setTimeout } from 'node:timers/promises';
import type { Db } from '@shop/projections/ports/db';
import { afterAll, describe, expect, it } from 'vitest';
import { openIsolatedPostgres, postgresUrlOrSkip } from './testDatabases.ts';

const url = postgresUrlOrSkip('the Postgres notification scoping test');

/** Two shops' databases on one server, each in its own schema, as the integration suites run. */
describe.runIf(url)('notifications on a server several schemas share', () => {
  const opened: Db[] = [];
  afterAll(() => Promise.all(opened.map((db) => db.close())));

  const open = async () => {
    const db = await openIsolatedPostgres(url as string, 2);
    opened.push(db);
    return db;
  };
  /** Resolves to how many times `db` heard `channel` once everything sent has had time to arrive. */
  const hearing = async (db: Db, channel: string) => {
    let heard = 0;
    await db.listen(channel, () => heard++);
    return async () => {
      await setTimeout(300);
      return heard;
    };
  };

  it('reaches the listeners of the schema it names, and not those of another schema', async () => {
    const [mine, theirs] = [await open(), await open()];
    const [heardMine, heardTheirs] = [await hearing(mine, 'shop_test'), await hearing(theirs, 'shop_test')];
    await theirs.query("select pg_notify('shop_test', current_schema())");
    expect(await heardMine()).toBe(0);
    expect(await heardTheirs()).toBeGreaterThanOrEqual(1);

    const theirsBefore = await heardTheirs();
    await mine.query("select pg_notify('shop_test', current_schema())");
    expect(await heardMine()).toBeGreaterThanOrEqual(1);
    expect(await heardTheirs()).toBe(theirsBefore);
  });
});
