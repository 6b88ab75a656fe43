import type { GlobalPosition } from '@shop/domain/events';
import { describe, expect, it } from 'vitest';
import type { Queryable } from '../ports/db.ts';
import { CheckpointWatch, ProjectionStoppedError } from './checkpointWatch.ts';
import { ProjectionTimeoutError } from './projectionRunner.ts';

const at = (n: number): GlobalPosition => ({ commit: BigInt(n), prepare: BigInt(n) });

/** The checkpoint row another process moves, and how often it was read. */
function checkpointRow(start: number) {
  const row = { position: start, stopped: false, reads: 0 };
  const db: Queryable = {
    query: async <Row>() => {
      row.reads += 1;
      const value = String(row.position);
      return {
        rows: [{ commit_position: value, prepare_position: value, stopped: row.stopped }] as Row[],
        rowCount: 1,
      };
    },
    exec: async () => undefined,
  };
  return { row, db };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('waiting for a projection another process runs', () => {
  it('resolves once the checkpoint passes the position, reading it only while someone waits', async () => {
    const { row, db } = checkpointRow(5);
    const watch = new CheckpointWatch(db, 'orders', 10);
    await watch.waitFor(at(5)); // already there
    let done = false;
    const waiting = watch.waitFor(at(8), { timeoutMs: 2000 }).then(() => (done = true));
    await sleep(50);
    expect(done).toBe(false);
    row.position = 8;
    await waiting;
    const reads = row.reads;
    await sleep(50);
    expect(row.reads).toBe(reads);

    await expect(watch.waitFor(at(9), { timeoutMs: 30 })).rejects.toBeInstanceOf(ProjectionTimeoutError);
  });

  it('fails at once on a projection stopped on a poison event', async () => {
    const { row, db } = checkpointRow(5);
    row.stopped = true;
    const watch = new CheckpointWatch(db, 'orders', 10);
    await watch.waitFor(at(4)); // what it has applied is there all the same
    const started = Date.now();
    await expect(watch.waitFor(at(6), { timeoutMs: 2000 })).rejects.toBeInstanceOf(ProjectionStoppedError);
    expect(Date.now() - started).toBeLessThan(500);
  });
});
