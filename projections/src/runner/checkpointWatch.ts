import type { GlobalPosition } from '@shop/domain/events';
import type { Queryable } from '../ports/db.ts';
import { PositionWaiters } from './positionWaiters.ts';

export class ProjectionStoppedError extends Error {
  readonly code = 'PROJECTION_STOPPED';
  constructor(readonly projection: string) {
    super(`Projection ${projection} is stopped on a poison event (see the back office's projections page)`);
    this.name = 'ProjectionStoppedError';
  }
}

interface ProgressRow {
  commit_position: string;
  prepare_position: string;
  stopped: boolean;
}

/**
 * Read-your-writes in a process that does not run a projection: the one that does moves the checkpoint row,
 * so a waiter here reads that row every `pollMs` (only while someone waits) until it passes the position.
 * A projection stopped on a poison event fails its waiters at once, as its runner would.
 */
export class CheckpointWatch {
  readonly #db: Queryable;
  readonly #name: string;
  readonly #pollMs: number;
  /** Its rounds are reads of the row: only one begun after a wait began may end it. */
  readonly #waiters: PositionWaiters;
  #reads = 0;
  #polling = false;

  constructor(db: Queryable, name: string, pollMs: number) {
    this.#db = db;
    this.#name = name;
    this.#pollMs = pollMs;
    this.#waiters = new PositionWaiters(name);
  }

  waitFor(position: GlobalPosition, options: { timeoutMs?: number } = {}): Promise<void> {
    const waiting = this.#waiters.add(position, this.#reads + 1, options);
    if (!this.#polling) void this.#poll();
    return waiting;
  }

  /** Fails every wait (the shop is closing). */
  close(): void {
    this.#waiters.failAll(new Error(`Projection ${this.#name} closed`));
  }

  async #poll(): Promise<void> {
    this.#polling = true;
    try {
      while (this.#waiters.size > 0) {
        this.#reads += 1;
        const read = this.#reads;
        const progress = await this.#readProgress().catch(() => null); // the database away: waits time out
        if (progress) {
          const failure = progress.stopped ? new ProjectionStoppedError(this.#name) : undefined;
          this.#waiters.reached(progress.checkpoint, read, failure);
        }
        if (this.#waiters.size > 0) await new Promise((resolve) => setTimeout(resolve, this.#pollMs));
      }
    } finally {
      this.#polling = false;
    }
  }

  async #readProgress(): Promise<{ checkpoint: GlobalPosition; stopped: boolean } | null> {
    const { rows } = await this.#db.query<ProgressRow>(
      `select c.commit_position::text, c.prepare_position::text, s.stopped_at is not null as stopped
       from projection_checkpoints c left join projection_status s using (name) where c.name = $1`,
      [this.#name],
    );
    const row = rows[0];
    if (!row) return null;
    const checkpoint = { commit: BigInt(row.commit_position), prepare: BigInt(row.prepare_position) };
    return { checkpoint, stopped: row.stopped };
  }
}
