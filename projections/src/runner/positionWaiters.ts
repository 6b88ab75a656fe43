import { comparePositions, type GlobalPosition } from '@shop/domain/events';

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

interface Waiter {
  target: GlobalPosition;
  /** Only a round begun after the wait began may end it: an older one may predate a rebuild's swap. */
  fromRound: number;
  resolve: () => void;
  reject: (error: Error) => void;
  timer: ReturnType<typeof setTimeout>;
}

/**
 * Read-your-writes waits on one projection, each rejected with ProjectionTimeoutError after its own timeout.
 * The owner numbers the rounds that look at the checkpoint: a runner's batches, a watcher's reads of the row.
 */
export class PositionWaiters {
  readonly #name: string;
  readonly #waiters = new Set<Waiter>();

  constructor(name: string) {
    this.#name = name;
  }

  get size(): number {
    return this.#waiters.size;
  }

  /** Resolves once a round numbered `fromRound` or later finds the checkpoint at or past `position`. */
  add(position: GlobalPosition, fromRound: number, options: { timeoutMs?: number } = {}): Promise<void> {
    const timeoutMs = options.timeoutMs ?? 5000;
    return new Promise<void>((resolve, reject) => {
      const waiter: Waiter = {
        target: position,
        fromRound,
        resolve,
        reject,
        timer: setTimeout(() => {
          this.#waiters.delete(waiter);
          reject(new ProjectionTimeoutError(this.#name, position, timeoutMs));
        }, timeoutMs),
      };
      this.#waiters.add(waiter);
    });
  }

  /**
   * Round `round` found the checkpoint at `checkpoint`: ends the waits it reaches, and fails the others it
   * may end with `failure` when given (the projection is stopped).
   */
  reached(checkpoint: GlobalPosition, round: number, failure?: Error): void {
    for (const waiter of this.#waiters) {
      if (round < waiter.fromRound) continue;
      if (comparePositions(checkpoint, waiter.target) >= 0) this.#settle(waiter, null);
      else if (failure) this.#settle(waiter, failure);
    }
  }

  failAll(error: Error): void {
    for (const waiter of this.#waiters) this.#settle(waiter, error);
  }

  #settle(waiter: Waiter, error: Error | null): void {
    clearTimeout(waiter.timer);
    this.#waiters.delete(waiter);
    if (error) waiter.reject(error);
    else waiter.resolve();
  }
}
