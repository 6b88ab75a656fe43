import { comparePositions, type GlobalPosition, type RecordedEvent } from '@shop/domain/events';
import type { Db, Queryable } from '../ports/db.ts';
import type { EventStore } from '../ports/eventStore.ts';
import { ensureCheckpoint, loadCheckpoint, storeCheckpoint } from './checkpoints.ts';
import { PositionWaiters } from './positionWaiters.ts';
import { checkNames, liveTableNames, type ReadModelDefinition, type TableNames } from './readModel.ts';
import { recordFailure, recordRecovery } from './status.ts';

export class ProjectionHandlerError extends Error {
  readonly code = 'PROJECTION_HANDLER_FAILED';
  constructor(
    readonly projection: string,
    readonly event: Pick<RecordedEvent, 'eventId' | 'type' | 'streamId' | 'streamRevision' | 'position'>,
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

export { ProjectionTimeoutError } from './positionWaiters.ts';

/**
 * Applies `events` to the tables named inside the caller's transaction (which also moves the checkpoint,
 * so that a crash leaves either all of them applied with the checkpoint after them, or none and the
 * checkpoint where it was): with the read model's batch code when it has some, else its handlers.
 */
export async function applyEvents(
  tx: Queryable,
  definition: ReadModelDefinition,
  tables: TableNames,
  events: readonly RecordedEvent[],
): Promise<void> {
  if (definition.applyBatch) await definition.applyBatch(events, tx, tables);
  else await applyOneByOne(tx, definition, tables, events);
}

async function applyOneByOne(
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

/**
 * Runs `write` in one transaction, giving it `apply`, which applies `events` to the tables it names. When
 * the read model's batch code fails, the whole transaction runs again with its handlers one event at a
 * time: they name the event at fault (a poison event) or, when none is, apply the batch all the same.
 */
export async function inBatchTransaction<T>(
  db: Db,
  definition: ReadModelDefinition,
  events: readonly RecordedEvent[],
  write: (tx: Queryable, apply: (tables: TableNames) => Promise<void>) => Promise<T>,
): Promise<T> {
  const { applyBatch } = definition;
  if (applyBatch) {
    try {
      return await db.transaction((tx) => write(tx, (tables) => applyBatch(events, tx, tables)));
    } catch {
      // Told again below, with the event at fault when there is one.
    }
  }
  return db.transaction((tx) => write(tx, (tables) => applyOneByOne(tx, definition, tables, events)));
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
  /**
   * A handler failing on the same event this many times in a row makes it a poison event: the projection
   * is marked stopped (projection_status) and read-your-writes waits fail at once instead of timing out.
   * The runner still retries every 30 s, so that it resumes by itself once the cause is gone.
   */
  stopAfterFailures?: number;
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
 * One process runs it at a time (runningProjections.ts), but two may overlap for a moment, and a rebuild
 * moves the checkpoint under it: so each batch first locks the checkpoint row and is dropped (then re-read)
 * when the checkpoint is no longer the one the batch was read after.
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
  readonly #stopAfterFailures: number;
  /** Its rounds are batches: only one started after a wait began may end it. */
  readonly #waiters: PositionWaiters;
  #checkpoint: GlobalPosition | null = null;
  #running: Promise<void> | null = null;
  #stopped = false;
  #wake: (() => void) | null = null;
  #wakeRequested = false;
  #lastError: unknown = null;
  /** The error of the poison event this runner is stopped at; null while it advances. */
  #poisonedBy: ProjectionHandlerError | null = null;
  #batchesStarted = 0;

  constructor(options: ProjectionRunnerOptions) {
    checkNames(options.projection);
    this.name = options.projection.name;
    this.#db = options.db;
    this.#store = options.store;
    this.#definition = options.projection;
    this.#waiters = new PositionWaiters(this.name);
    this.#tables = liveTableNames(options.projection);
    this.#batchSize = options.batchSize ?? 200;
    this.#pollIntervalMs = options.pollIntervalMs ?? 200;
    this.#onError =
      options.onError ?? ((error, projection) => console.error(`projection ${projection}:`, error));
    this.#stopAfterFailures = options.stopAfterFailures ?? 5;
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
    const applied = await inBatchTransaction(this.#db, this.#definition, events, async (tx, apply) => {
      const current = await loadCheckpoint(tx, this.name, { forUpdate: true });
      if (comparePositions(current, from) !== 0) return false;
      await apply(this.#tables);
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
    this.#waiters.failAll(new Error(`Projection ${this.name} stopped`));
  }

  /**
   * Resolves once the read model reflects every event up to `position` (an append's result position), so
   * the caller can read its own writes; rejects with ProjectionTimeoutError after `timeoutMs`.
   */
  waitFor(position: GlobalPosition, options: { timeoutMs?: number } = {}): Promise<void> {
    if (!this.#running) return Promise.reject(new Error(`Projection ${this.name} is not running`));
    if (this.#poisonedBy) return Promise.reject(this.#poisonedBy);
    const waiting = this.#waiters.add(position, this.#batchesStarted + 1, options);
    this.#requestWake();
    return waiting;
  }

  #reached(checkpoint: GlobalPosition, batch: number): void {
    if (batch < this.#batchesStarted && this.#checkpoint) return; // a newer batch will report fresher news
    this.#checkpoint = checkpoint;
    this.#waiters.reached(checkpoint, batch);
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
    let sameEventFailures = 0;
    // The status row may say failing or stopped from before this runner (a restart, a takeover by another
    // replica): the first batch that succeeds clears it, as does the first after failures.
    let statusClear = false;
    while (!this.#stopped) {
      this.#wakeRequested = false;
      try {
        const outcome = await this.processBatch();
        if (!statusClear) await recordRecovery(this.#db, this.name);
        statusClear = true;
        failures = 0;
        sameEventFailures = 0;
        this.#lastError = null;
        this.#poisonedBy = null;
        if (!outcome.applied || outcome.read === this.#batchSize) continue;
        // Someone waits for an event not visible yet (an older transaction still open): look again soon.
        await this.#sleep(this.#waiters.size > 0 ? Math.min(this.#pollIntervalMs, 20) : this.#pollIntervalMs);
      } catch (error) {
        const event = error instanceof ProjectionHandlerError ? error.event : null;
        const previous = this.#lastError instanceof ProjectionHandlerError ? this.#lastError.event : null;
        sameEventFailures = event && event.eventId === previous?.eventId ? sameEventFailures + 1 : 1;
        failures += 1;
        statusClear = false;
        this.#lastError = error;
        this.#onError(error, this.name);
        const poisoned =
          error instanceof ProjectionHandlerError && sameEventFailures >= this.#stopAfterFailures;
        if (poisoned) this.#poison(error);
        await recordFailure(this.#db, this.name, { error, event, stopped: poisoned }).catch((recording) =>
          this.#onError(recording, this.name),
        );
        await this.#sleep(Math.min(this.#pollIntervalMs * 2 ** failures, 30_000));
      }
    }
  }

  #poison(error: ProjectionHandlerError): void {
    this.#poisonedBy = error;
    this.#waiters.failAll(error);
  }
}
