import type { GlobalPosition, NewEvent, RecordedEvent } from '@shop/domain/events';
import type { Queryable } from './db.ts';

/** `no_stream`: the stream must not exist yet; `any`: no check; a bigint: the revision of its last event. */
export type ExpectedRevision = 'no_stream' | 'any' | bigint;

export interface AppendResult {
  /** Revision of the last event written. */
  nextExpectedRevision: bigint;
  position: GlobalPosition;
}

export class WrongExpectedRevisionError extends Error {
  readonly code = 'WRONG_EXPECTED_REVISION';
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedRevision,
    readonly actual: bigint | 'no_stream',
  ) {
    super(`Stream ${streamId}: expected revision ${String(expected)}, found ${String(actual)}`);
    this.name = 'WrongExpectedRevisionError';
  }
}

export interface AppendOptions {
  expectedRevision: ExpectedRevision;
  /**
   * Postgres store only: append inside the caller's transaction, so that a read-model or stock update and
   * the events commit together. Ignored by stores that cannot share a transaction (KurrentDB).
   */
  tx?: Queryable;
}

export interface Subscription {
  stop(): Promise<void>;
}

export interface EventStore {
  readonly kind: 'postgres' | 'kurrentdb';
  append(streamId: string, events: readonly NewEvent[], options: AppendOptions): Promise<AppendResult>;
  /**
   * The whole stream in revision order; an empty list when it does not exist. Postgres store: `tx` reads
   * inside the caller's transaction (PGlite has one connection, so a read beside an open transaction would
   * wait for it to end). Ignored by KurrentDB.
   */
  readStream(streamId: string, options?: { tx?: Queryable }): Promise<RecordedEvent[]>;
  /** Up to `limit` events strictly after `after`, in global order, never skipping one that commits late. */
  readAll(after: GlobalPosition, limit: number): Promise<RecordedEvent[]>;
  /** The position of the newest event readers may see, or null when the store is empty. */
  headPosition(): Promise<GlobalPosition | null>;
  /** Catch-up subscription: every event after `after`, then new ones as they are appended. */
  subscribe(
    after: GlobalPosition,
    onEvent: (event: RecordedEvent) => Promise<void>,
    options?: { batchSize?: number; onError?: (error: unknown) => void },
  ): Subscription;
  close(): Promise<void>;
}
