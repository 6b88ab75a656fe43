import type { ProjectionLocks } from './projectionLocks.ts';

export interface LeadershipOptions {
  /** The projections to share out: each runs in one process at a time. */
  names: readonly string[];
  /** Opens this process's lock session; `onLost` is told if its connection ends. */
  openLocks(onLost: (error: Error) => void): Promise<ProjectionLocks>;
  /** Starts running `name` here: its lock was just won. */
  lead(name: string): Promise<void>;
  /** Stops running `name` here: its lock is lost, or given back. */
  follow(name: string): Promise<void>;
  /** The pause between two rounds: how long a freed lock may wait for a taker. */
  retryMs: number;
  onError(error: unknown): void;
}

export class LeadershipLostError extends Error {
  constructor(
    readonly projections: readonly string[],
    options: { cause: unknown },
  ) {
    super(`Lost the projection lock session; stopped running ${projections.join(', ')} here`, options);
    this.name = 'LeadershipLostError';
  }
}

/**
 * Runs each projection in one process of those sharing a database. Every round, a process tries the locks it
 * does not hold and starts the runners of those it wins; when it holds them all, it checks that its lock
 * connection still answers. A process whose lock connection drops may have lost its locks to another already:
 * it stops those runners at once and tries again in the next round. Should two runners overlap for a moment
 * all the same, each batch's checkpoint check keeps an event from being applied twice.
 */
export class ProjectionLeadership {
  readonly #options: LeadershipOptions;
  readonly #held = new Set<string>();
  #locks: ProjectionLocks | null = null;
  /** Runners stopping after a loss: a round waits for them before it may start them again. */
  #releasing: Promise<unknown> = Promise.resolve();
  #repeating: Promise<void> | null = null;
  #stopped = false;
  #wake: (() => void) | null = null;

  constructor(options: LeadershipOptions) {
    this.#options = options;
  }

  /** The projections this process runs now. */
  get held(): ReadonlySet<string> {
    return this.#held;
  }

  /** Plays a first round (a lone process runs everything once this resolves), then one every `retryMs`. */
  async start(): Promise<void> {
    await this.round();
    this.#repeating = this.#repeat();
  }

  /** Gives every lock back: the runners stop, then the session closes so that others may take over at once. */
  async stop(): Promise<void> {
    this.#stopped = true;
    this.#wake?.();
    await this.#repeating;
    await this.#releasing;
    const names = [...this.#held];
    this.#held.clear();
    await Promise.all(names.map((name) => this.#follow(name)));
    const locks = this.#locks;
    this.#locks = null;
    await locks?.close().catch(() => undefined);
  }

  /** One round; never throws (what fails is told to onError and tried again next round). */
  async round(): Promise<void> {
    await this.#releasing;
    if (this.#stopped) return;
    let locks = this.#locks;
    try {
      if (!locks) {
        const opened: ProjectionLocks = await this.#options.openLocks((error) => this.#lose(opened, error));
        this.#locks = locks = opened;
      }
      const free = this.#options.names.filter((name) => !this.#held.has(name));
      if (free.length === 0) await locks.ping();
      else for (const name of await locks.tryLock(free)) await this.#lead(locks, name);
    } catch (error) {
      this.#options.onError(error);
      if (locks) this.#lose(locks, error);
    }
  }

  async #lead(locks: ProjectionLocks, name: string): Promise<void> {
    if (this.#locks !== locks) return;
    this.#held.add(name);
    try {
      await this.#options.lead(name);
    } catch (error) {
      this.#options.onError(error);
      this.#held.delete(name);
      await locks.unlock(name);
      return;
    }
    // The session was lost while the runner started: the loss stopped nothing yet, so stop it now.
    if (this.#locks !== locks) this.#releasing = Promise.all([this.#releasing, this.#follow(name)]);
  }

  /** The lock session `locks` is gone (or failed): stop its runners now, close it, reopen next round. */
  #lose(locks: ProjectionLocks, cause: unknown): void {
    if (this.#locks !== locks) return;
    this.#locks = null;
    const names = [...this.#held];
    this.#held.clear();
    if (names.length > 0) this.#options.onError(new LeadershipLostError(names, { cause }));
    this.#releasing = Promise.all([this.#releasing, ...names.map((name) => this.#follow(name))]);
    void locks.close().catch(() => undefined);
  }

  #follow(name: string): Promise<void> {
    return this.#options.follow(name).catch((error: unknown) => this.#options.onError(error));
  }

  async #repeat(): Promise<void> {
    while (!this.#stopped) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, this.#options.retryMs);
        this.#wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.#wake = null;
      await this.round();
    }
  }
}
