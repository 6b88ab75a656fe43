import type { EventMetadata } from '@shop/domain/events';
import type { Db, Queryable } from '@shop/projections/ports/db';
import type { EventStore } from '@shop/projections/ports/eventStore';
import type { Clock } from './clock.ts';

export interface Sweeper {
  /** No new sweep starts; the one running (if any) is waited for. */
  stop(): Promise<void>;
}

/**
 * Runs a server-side sweep once now (whatever fell due while the shop was down) and then every
 * `intervalMs`, with the time of the Clock port. The work to do lives in the database, so a restart loses
 * nothing and several replicas may sweep at once: each sweep claims its rows `for update skip locked`.
 */
export async function startSweeper(deps: {
  sweep: (now: Date) => Promise<unknown>;
  clock: Clock;
  intervalMs: number;
  onError: (error: unknown) => void;
}): Promise<Sweeper> {
  let running: Promise<unknown> = Promise.resolve();
  const sweep = () => {
    running = deps.sweep(deps.clock.now()).catch(deps.onError);
    return running;
  };
  await sweep();
  const timer = setInterval(() => void sweep(), deps.intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}

/**
 * Claims due rows a batch at a time (`claim` selects them `for update skip locked`, at most `batchSize`) and
 * settles each in the claim's transaction, until a batch comes back short; answers how many were settled.
 */
export async function sweepInBatches<Row>(
  db: Db,
  batchSize: number,
  claim: (tx: Queryable, batchSize: number) => Promise<readonly Row[]>,
  settle: (tx: Queryable, row: Row) => Promise<void>,
): Promise<number> {
  let settled = 0;
  for (;;) {
    const count = await db.transaction(async (tx) => {
      const rows = await claim(tx, batchSize);
      for (const row of rows) await settle(tx, row);
      return rows.length;
    });
    settled += count;
    if (count < batchSize) return settled;
  }
}

/**
 * The metadata of the events a sweep appends: the system actor named after the sweep, correlated by the
 * subject it settles (`payment-window:1234`), so a sweep's events are found by what they settled.
 */
export function sweepMetadata(sweep: string, subjectId: number, now: Date): EventMetadata {
  const id = `${sweep}:${subjectId}`;
  return {
    correlationId: id,
    causationId: id,
    actor: { kind: 'system', id: sweep },
    occurredAt: now.toISOString(),
  };
}

export interface StoreSweepDeps {
  db: Db;
  eventStore: EventStore;
  now: Date;
}

/** The start function of a sweep over the database and the event store (payment windows, VIP lapses). */
export function storeSweeper(sweep: (deps: StoreSweepDeps) => Promise<number>) {
  return (deps: {
    db: Db;
    eventStore: EventStore;
    clock: Clock;
    intervalMs: number;
    onError: (error: unknown) => void;
  }): Promise<Sweeper> =>
    startSweeper({
      sweep: (now) => sweep({ db: deps.db, eventStore: deps.eventStore, now }),
      clock: deps.clock,
      intervalMs: deps.intervalMs,
      onError: deps.onError,
    });
}
