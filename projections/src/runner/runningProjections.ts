import type { GlobalPosition } from '@shop/domain/events';
import { CheckpointWatch } from './checkpointWatch.ts';
import { ProjectionLeadership } from './leadership.ts';
import { openProjectionLocks, projectionLockHolders } from './projectionLocks.ts';
import { ProjectionRunner, type ProjectionRunnerOptions, prepareProjection } from './projectionRunner.ts';
import type { ReadModelDefinition } from './readModel.ts';

export interface ProjectionsOptions extends Omit<ProjectionRunnerOptions, 'projection'> {
  projections: readonly ReadModelDefinition[];
  /** This process as the back office names the runner of a projection ("host:pid"). */
  identity?: string;
  /** How often a process that does not run a projection tries to take it over. */
  leaderRetryMs?: number;
  /** How often a process that does not run a projection reads its checkpoint while someone waits. */
  followerPollMs?: number;
}

/** Every read model of the shop, each with its own runner and checkpoint. */
export interface RunningProjections {
  readonly runners: readonly ProjectionRunner[];
  /** Resolves once every read model reflects `position` (read-your-writes after an append). */
  waitFor(position: GlobalPosition, options?: { timeoutMs?: number }): Promise<void>;
  /**
   * Resolves once the read model `name` reflects `position`: through its runner when this process runs it,
   * else by watching the checkpoint that the process running it moves.
   */
  waitForProjection(name: string, position: GlobalPosition, options?: { timeoutMs?: number }): Promise<void>;
  /** Who runs each projection now (the identity its process gave); a projection nobody runs is left out. */
  runBy(): Promise<Map<string, string>>;
  stop(): Promise<void>;
}

/**
 * Starts the shop's read models. On a database several processes share (one that opens sessions: Postgres),
 * each projection runs in the one process holding its lock (leadership.ts), and the others serve
 * read-your-writes by watching its checkpoint; on PGlite, whose data folder one process owns, it runs them all.
 */
export async function startProjections(options: ProjectionsOptions): Promise<RunningProjections> {
  const {
    projections,
    identity = `pid ${process.pid}`,
    leaderRetryMs = 1000,
    followerPollMs = 50,
    ...shared
  } = options;
  const { db } = shared;
  const runners = projections.map((projection) => new ProjectionRunner({ ...shared, projection }));
  const names = runners.map((runner) => runner.name);
  const runnerOf = (name: string): ProjectionRunner => {
    const runner = runners.find((candidate) => candidate.name === name);
    if (!runner) throw new Error(`No projection named ${name}`);
    return runner;
  };
  const watches = new Map(
    runners.map((runner) => [runner.name, new CheckpointWatch(db, runner.name, followerPollMs)]),
  );

  let leadership: ProjectionLeadership | null = null;
  if (db.openSession) {
    // Every process creates the tables: it answers reads from them before, or without ever, running them.
    for (const projection of projections) await prepareProjection(db, projection);
    const onError = shared.onError ?? ((error: unknown) => console.error('projection leadership:', error));
    leadership = new ProjectionLeadership({
      names,
      openLocks: (onLost) => openProjectionLocks(db, identity, onLost),
      lead: (name) => runnerOf(name).start(),
      follow: (name) => runnerOf(name).stop(),
      retryMs: leaderRetryMs,
      onError: (error) => onError(error, 'leadership'),
    });
    await leadership.start();
  } else {
    await startAll(runners);
  }

  const waitForProjection: RunningProjections['waitForProjection'] = (name, position, waitOptions) => {
    const runner = runnerOf(name);
    if (runner.running) return runner.waitFor(position, waitOptions);
    return (watches.get(name) as CheckpointWatch).waitFor(position, waitOptions);
  };
  return {
    runners,
    waitForProjection,
    waitFor: async (position, waitOptions) => {
      await Promise.all(names.map((name) => waitForProjection(name, position, waitOptions)));
    },
    runBy: async () =>
      leadership
        ? projectionLockHolders(db, names)
        : new Map(runners.filter((runner) => runner.running).map((runner) => [runner.name, identity])),
    stop: async () => {
      // Leadership stops the runners it leads; a runner started by hand (a test's replay) stops here too,
      // so nothing keeps reading a store that is about to close.
      if (leadership) await leadership.stop();
      await Promise.all(runners.map((runner) => runner.stop()));
      for (const watch of watches.values()) watch.close();
    },
  };
}

/** Starts every runner here, or none: one failing to start stops those already started. */
async function startAll(runners: readonly ProjectionRunner[]): Promise<void> {
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
}
