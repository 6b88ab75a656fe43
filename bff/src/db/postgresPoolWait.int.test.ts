import { createServer, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './connectionErrors.ts';
import { openPostgres } from './postgres.ts';
import { postgresUrlOrSkip } from './testDatabases.ts';

const url = postgresUrlOrSkip('the Postgres pool-wait test');

const closers: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

/**
 * pg-pool has one timeout for a new connection and for the wait for a busy pool's next free connection.
 * Two different things: a server that never answers must fail fast, while a burst of shoppers (200 buyers
 * of the last units, on 10 healthy connections) must queue, not hear "database unavailable".
 */
describe.runIf(url)('the Postgres pool under a burst', () => {
  it('queues a query behind busy connections for longer than the connect timeout', async () => {
    const db = openPostgres(url as string, { max: 1, connectTimeoutMs: 300 });
    closers.push(() => db.close());
    const busy = db.query('select pg_sleep(1.2)');
    const started = Date.now();
    const queued = await db.query<{ n: number }>('select 7 as n');
    expect(queued.rows).toEqual([{ n: 7 }]);
    expect(Date.now() - started).toBeGreaterThan(900);
    await busy;
  });

  it('still gives up on the wait after poolWaitMs, as "database unavailable"', async () => {
    const db = openPostgres(url as string, { max: 1, poolWaitMs: 200 });
    closers.push(() => db.close());
    const busy = db.query('select pg_sleep(1)');
    const error = await db.query('select 1').catch((e: unknown) => e);
    expect(isDatabaseUnavailable(error)).toBe(true);
    await busy;
  });

  it('fails a connection to a server that never answers after the connect timeout, not the pool wait', async () => {
    const sockets = new Set<Socket>();
    const silent = createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    closers.push(async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    });
    const { port } = silent.address() as { port: number };
    const db = openPostgres(`postgres://postgres@127.0.0.1:${port}/test`, {
      max: 1,
      connectTimeoutMs: 300,
      poolWaitMs: 20_000,
    });
    closers.push(() => db.close());
    const started = Date.now();
    const error = await db.query('select 1').catch((e: unknown) => e);
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
