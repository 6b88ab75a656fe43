import { comparePositions, type GlobalPosition, type RecordedEvent } from '@shop/domain/events';
import type { Db, Queryable } from '../ports/db.ts';
import type { EventStore } from '../ports/eventStore.ts';
import { ensureCheckpoint, loadCheckpoint, storeCheckpoint } from './checkpoints.ts';
import { checkNames, liveTableNames, type ReadModelDefinition, type TableNames } from './readModel.ts';

export class ProjectionHandlerError extends Error {
  readonly code = 'PROJECTION_HANDLER_FAILED';
  constructor(
    readonly projection: string,
    readonly event: Pick<RecordedEvent, 'eventId' | 'type' | 'streamId' | 'streamRevision'>,
    options: { cause: unknown },
  ) {
    super(
      `Projection ${projection} failed on ${event.type} ${event.streamId}#${event.streamRevision} (${event.eventId}): ${
        options.cause instanceof Error ? options.cause.message : String(options.cause)
      }`,
      options,
    );
    this.name = 'ProjectionHandlerError';
  }
}

export class ProjectionTimeoutError extends Error {
  readonly code = 'PROJECTION_TIMEOUT';
  constructor(
    readonly projection: string,
    readonly target: GlobalPosition,
    readonly timeoutMs: number,
  ) {
    super(`Projection ${projection} did not reach ${target.commit}/${target.prepare} within ${timeoutMs} ms`);
    this.name = 'ProjectionTimeoutError';
  }
}

/**
 * Applies `events` to the tables named in one transaction and moves the checkpoint to the last of them, so
 * that a crash leaves either all of them applied with the checkpoint after them, or none and the
 * checkpoint where it was.
 */
export async function applyEvents(
  tx: Queryable,
  definition: ReadModelDefinition,
  tables: TableNames,
  events: readonly RecordedEvent[],
): Promise<void> {
  for (const event of events) {
    const handler = definition.handlers[event.type];
    if (!handler) continue;
    try {
      await handler(event, tx, tables);
    } catch (cause) {
      throw new ProjectionHandlerError(definition.name, event, { cause });
    }
  }
}

/** Creates the live tables if missing and the checkpoint row, once at a time across replicas. */
export async function prepareProjection(db: Db, definition: ReadModelDefinition): Promise<void> {
  checkNames(definition);
  await db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock(hashtext($1))', [`projection:${definition.name}`]);
    await definition.createTables(tx, liveTableNames(definition));
    await ensureCheckpoint(tx, definition.name);
  });
}

export interface ProjectionRunnerOptions {
  db: Db;
  store: EventStore;
  projection: ReadModelDefinition;
  /** Events per transaction. */
  batchSize?: number;
  /** How long a caught-up runner sleeps before reading again (`waitFor` wakes it at once). */
  pollIntervalMs?: number;
  /** Told about every failed batch; the runner retries it with a growing pause (up to 30 s). */
  onError?: (error: unknown, projection: string) => void;
}

interface Waiter {
  target: GlobalPosition;
  /** Only a batch started after the wait began may end it: an older one may predate a rebuild's swap. */
  fromBatch: number;
  resolve: () => void;
  reject: (error: Error) => void;
  timer: ReturnType<typeof setTimeout>;
}

export interface BatchOutcome {
  /** Events read from the store. */
  read: number;
  /** False when another runner (a replica, a rebuild) moved the checkpoint first: nothing was applied. */
  applied: boolean;
  checkpoint: GlobalPosition;
}

/**
 * Keeps one read model up to date: reads the global order after its stored checkpoint, a batch at a time,
 * and applies each batch and the new checkpoint in one transaction. `start()` catches up and then follows
 * new events; `waitFor(position)` lets a caller read its own writes.
 *
 * Several replicas may run the same runner: each batch first locks the checkpoint row and is dropped
 * (then re-read) when the checkpoint is no longer the one the batch was read after.
 */
export class ProjectionRunner {
  readonly name: string;
  readonly #db: Db;
  readonly #store: EventStore;
  readonly #definition: ReadModelDefinition;
  readonly #tables: TableNames;
  readonly #batchSize: number;
  readonly #pollIntervalMs: number;
  readonly #onError: (error: unknown, projection: string) => void;
  readonly #waiters = new Set<Waiter>();
  #checkpoint: GlobalPosition | null = null;
  #running: Promise<void> | null = null;
  #stopped = false;
  #wake: (() => void) | null = null;
  #wakeRequested = false;
  #lastError: unknown = null;
  #batchesStarted = 0;

  constructor(options: ProjectionRunnerOptions) {
    checkNames(options.projection);
    this.name = options.projection.name;
    this.#db = options.db;
    this.#store = options.store;
    this.#definition = options.projection;
    this.#tables = liveTableNames(options.projection);
    this.#batchSize = options.batchSize ?? 200;
    this.#pollIntervalMs = options.pollIntervalMs ?? 200;
    this.#onError =
      options.onError ?? ((error, projection) => console.error(`projection ${projection}:`, error));
  }

  /** The last checkpoint this runner committed or read; null before its first batch. */
  get checkpoint(): GlobalPosition | null {
    return this.#checkpoint;
  }

  /** The error of the last failed batch, cleared by the next successful one. */
  get lastError(): unknown {
    return this.#lastError;
  }

  get running(): boolean {
    return this.#running !== null;
  }

  /** Reads one batch after the stored checkpoint and applies it. */
  async processBatch(): Promise<BatchOutcome> {
    this.#batchesStarted += 1;
    const batch = this.#batchesStarted;
    const from = await loadCheckpoint(this.#db, this.name);
    const events = await this.#store.readAll(from, this.#batchSize);
    const last = events.at(-1);
    if (!last) {
      this.#reached(from, batch);
      return { read: 0, applied: true, checkpoint: from };
    }
    const applied = await this.#db.transaction(async (tx) => {
      const current = await loadCheckpoint(tx, this.name, { forUpdate: true });
      if (comparePositions(current, from) !== 0) return false;
      await applyEvents(tx, this.#definition, this.#tables, events);
      await storeCheckpoint(tx, this.name, last.position);
      return true;
    });
    const checkpoint = applied ? last.position : await loadCheckpoint(this.#db, this.name);
    this.#reached(checkpoint, batch);
    return { read: events.length, applied, checkpoint };
  }

  /** Applies batches until none is left; returns how many events were applied. */
  async catchUp(): Promise<number> {
    let total = 0;
    for (;;) {
      const outcome = await this.processBatch();
      if (outcome.applied) total += outcome.read;
      if (outcome.applied && outcome.read < this.#batchSize) return total;
    }
  }

  /** Creates the tables if needed, then keeps applying events in the background until `stop()`. */
  async start(): Promise<void> {
    if (this.#running) return;
    await prepareProjection(this.#db, this.#definition);
    this.#stopped = false;
    this.#running = this.#loop();
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    this.#wake?.();
    await this.#running;
    this.#running = null;
    for (const waiter of this.#waiters) {
      clearTimeout(waiter.timer);
      waiter.reject(new Error(`Projection ${this.name} stopped`));
    }
    this.#waiters.clear();
  }

  /**
   * Resolves once the read model reflects every event up to `position` (an append's result position), so
   * the caller can read its own writes; rejects with ProjectionTimeoutError after `timeoutMs`.
   */
  waitFor(position: GlobalPosition, options: { timeoutMs?: number } = {}): Promise<void> {
    if (!this.#running) return Promise.reject(new Error(`Projection ${this.name} is not running`));
    const timeoutMs = options.timeoutMs ?? 5000;
    return new Promise<void>((resolve, reject) => {
      const waiter: Waiter = {
        target: position,
        fromBatch: this.#batchesStarted + 1,
        resolve,
        reject,
        timer: setTimeout(() => {
          this.#waiters.delete(waiter);
          reject(new ProjectionTimeoutError(this.name, position, timeoutMs));
        }, timeoutMs),
      };
      this.#waiters.add(waiter);
      this.#requestWake();
    });
  }

  #reached(checkpoint: GlobalPosition, batch: number): void {
    if (batch < this.#batchesStarted && this.#checkpoint) return; // a newer batch will report fresher news
    this.#checkpoint = checkpoint;
    for (const waiter of this.#waiters) {
      if (batch >= waiter.fromBatch && comparePositions(checkpoint, waiter.target) >= 0) {
        clearTimeout(waiter.timer);
        this.#waiters.delete(waiter);
        waiter.resolve();
      }
    }
  }

  #requestWake(): void {
    this.#wakeRequested = true;
    this.#wake?.();
  }

  #sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      if (this.#stopped || this.#wakeRequested) return resolve();
      const done = () => {
        clearTimeout(timer);
        this.#wake = null;
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.#wake = done;
    });
  }

  async #loop(): Promise<void> {
    let failures = 0;
    while (!this.#stopped) {
      this.#wakeRequested = false;
      try {
        const outcome = await this.processBatch();
        failures = 0;
        this.#lastError = null;
        if (!outcome.applied || outcome.read === this.#batchSize) continue;
        // Someone waits for an event not visible yet (an older transaction still open): look again soon.
        await this.#sleep(this.#waiters.size > 0 ? Math.min(this.#pollIntervalMs, 20) : this.#pollIntervalMs);
      } catch (error) {
        failures += 1;
        this.#lastError = error;
        this.#onError(error, this.name);
        await this.#sleep(Math.min(this.#pollIntervalMs * 2 ** failures, 30_000));
      }
    }
  }
}

export interface ProjectionsOptions extends Omit<ProjectionRunnerOptions, 'projection'> {
  projections: readonly ReadModelDefinition[];
}

/** Every read model of the shop, each with its own runner and checkpoint. */
export interface RunningProjections {
  readonly runners: readonly ProjectionRunner[];
  /** Resolves once every read model reflects `position` (read-your-writes after an append). */
  waitFor(position: GlobalPosition, options?: { timeoutMs?: number }): Promise<void>;
  stop(): Promise<void>;
}

export async function startProjections(options: ProjectionsOptions): Promise<RunningProjections> {
  const { projections, ...shared } = options;
  const runners = projections.map((projection) => new ProjectionRunner({ ...shared, projection }));
  const started: ProjectionRunner[] = [];
  try {
    for (const runner of runners) {
      await runner.start();
      started.push(runner);
    }
  } catch (error) {
    await Promise.all(started.map((runner) => runner.stop()));
    throw error;
  }
  return {
    runners,
    waitFor: async (position, waitOptions) => {
      await Promise.all(runners.map((runner) => runner.waitFor(position, waitOptions)));
    },
    stop: async () => {
      await Promise.all(runners.map((runner) => runner.stop()));
    },
  };
}
