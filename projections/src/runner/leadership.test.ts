import { describe, expect, it } from 'vitest';
import { type LeadershipOptions, ProjectionLeadership } from './leadership.ts';
import type { ProjectionLocks } from './projectionLocks.ts';

/** Advisory locks as Postgres keeps them: per session, freed when the session ends. */
class FakeLockServer {
  readonly owners = new Map<string, number>();
  #sessions = 0;

  open(onLost: (error: Error) => void): ProjectionLocks & { drop(): void } {
    this.#sessions += 1;
    const session = this.#sessions;
    let open = true;
    const free = () => {
      for (const [name, owner] of this.owners) if (owner === session) this.owners.delete(name);
    };
    const live = () => {
      if (!open) throw new Error('connection closed');
    };
    return {
      tryLock: async (names) => {
        live();
        const won = names.filter((name) => !this.owners.has(name));
        for (const name of won) this.owners.set(name, session);
        return won;
      },
      unlock: async (name) => {
        live();
        if (this.owners.get(name) === session) this.owners.delete(name);
      },
      ping: async () => live(),
      close: async () => {
        open = false;
        free();
      },
      /** The connection is cut: the server frees the locks, the client hears of it. */
      drop: () => {
        open = false;
        free();
        onLost(new Error('connection reset'));
      },
    };
  }
}

/** A process: its leadership over `names`, the runners it has started, and its way to cut its connection. */
function processOn(server: FakeLockServer, options: Partial<LeadershipOptions> = {}) {
  const running = new Set<string>();
  const errors: unknown[] = [];
  let session: ReturnType<FakeLockServer['open']> | null = null;
  const leadership = new ProjectionLeadership({
    names: ['orders', 'memberPoints'],
    openLocks: async (onLost) => (session = server.open(onLost)),
    lead: async (name) => {
      running.add(name);
    },
    follow: async (name) => {
      running.delete(name);
    },
    retryMs: 60_000, // rounds are played by hand below
    onError: (error) => errors.push(error),
    ...options,
  });
  return { leadership, running, errors, drop: () => session?.drop() };
}

describe('projection leadership', () => {
  it('runs each projection in one process, and another takes over when its connection drops', async () => {
    const server = new FakeLockServer();
    const a = processOn(server);
    const b = processOn(server);
    await a.leadership.start();
    await b.leadership.start();
    expect([...a.running].sort()).toEqual(['memberPoints', 'orders']);
    expect(b.running.size).toBe(0);

    await Promise.all([a.leadership.round(), b.leadership.round()]);
    expect(a.running.size + b.running.size).toBe(2);

    a.drop();
    // Stopped at once, before any round: the lock may already be another's.
    expect(a.running.size).toBe(0);
    expect(a.errors.map((error) => (error as Error).message)).toEqual([
      'Lost the projection lock session; stopped running orders, memberPoints here',
    ]);
    await b.leadership.round();
    expect([...b.running].sort()).toEqual(['memberPoints', 'orders']);
    await a.leadership.round(); // reconnects, and wins nothing
    expect(a.running.size).toBe(0);

    await b.leadership.stop();
    expect(b.running.size).toBe(0);
    expect(server.owners.size).toBe(0);
    await a.leadership.round();
    expect(a.running.size).toBe(2);
    await a.leadership.stop();
  });

  it('gives back the lock of a runner that fails to start, and stops one whose session died as it started', async () => {
    const server = new FakeLockServer();
    let failing = true;
    const flaky = processOn(server, {
      lead: async (name) => {
        if (failing && name === 'orders') throw new Error('database away');
      },
    });
    await flaky.leadership.start();
    expect([...flaky.leadership.held]).toEqual(['memberPoints']);
    expect(server.owners.has('orders')).toBe(false);
    await flaky.leadership.stop();

    let drops = 1;
    const slow: ReturnType<typeof processOn> = processOn(server, {
      lead: async (name) => {
        if (name === 'orders' && drops-- > 0) slow.drop(); // lost while this runner was starting
        slow.running.add(name);
      },
    });
    failing = false;
    await slow.leadership.round();
    expect(slow.running.size).toBe(0);
    expect(slow.leadership.held.size).toBe(0);
    await slow.leadership.round();
    expect(slow.running.size).toBe(2);
    await slow.leadership.stop();
  });
});
