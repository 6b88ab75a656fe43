import { describe, expect, it } from 'vitest';
import {
  type ReleaseRegistration,
  type ReleaseWorker,
  SKIP_WAITING,
  SWITCH_RETRY_MS,
  switchToNewRelease,
} from './releaseSwitch.ts';

/** A service worker as the page sees one: a state that the test moves, and the messages it was sent. */
class FakeWorker extends EventTarget implements ReleaseWorker {
  state: ServiceWorkerState;
  readonly messages: unknown[] = [];
  constructor(state: ServiceWorkerState) {
    super();
    this.state = state;
  }
  postMessage(message: unknown) {
    this.messages.push(message);
  }
}

class FakeRegistration extends EventTarget implements ReleaseRegistration {
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
  /** Moves a worker along as the browser does: installing → installed (waiting) → activating → activated. */
  move(worker: FakeWorker, state: ServiceWorkerState) {
    worker.state = state;
    if (state === 'installed') {
      this.installing = this.installing === worker ? null : this.installing;
      this.waiting = worker;
    } else if (state === 'activating' || state === 'redundant') {
      if (this.installing === worker) this.installing = null;
      if (this.waiting === worker) this.waiting = null;
    }
    worker.dispatchEvent(new Event('statechange'));
  }
}

/** Timers the test runs by hand, so "two seconds later" needs no waiting. */
function harness(registration: FakeRegistration) {
  const container = new EventTarget();
  let reloads = 0;
  const timers = new Map<number, () => void>();
  let nextId = 1;
  const stop = switchToNewRelease({
    registration,
    container,
    reloadPage: () => {
      reloads += 1;
    },
    setInterval: (run) => {
      timers.set(nextId, run);
      return nextId++;
    },
    clearInterval: (id) => timers.delete(id),
  });
  return {
    container,
    stop,
    reloads: () => reloads,
    timersRunning: () => timers.size,
    /** One retry period passes. */
    tick: () => {
      for (const run of [...timers.values()]) run();
    },
  };
}

const skipWaitingMessages = (worker: FakeWorker) =>
  worker.messages.filter((message) => message === SKIP_WAITING).length;

describe('switching to a new release once the shopper pressed reload', () => {
  it('asks a waiting release to take over at once, and reloads once when it controls the page', () => {
    const registration = new FakeRegistration();
    const release = new FakeWorker('installed');
    registration.waiting = release;
    const run = harness(registration);
    expect(skipWaitingMessages(release)).toBe(1);
    expect(run.reloads()).toBe(0);

    registration.move(release, 'activating');
    run.container.dispatchEvent(new Event('controllerchange'));
    registration.move(release, 'activated');
    expect(run.reloads()).toBe(1);
    expect(run.timersRunning()).toBe(0);
  });

  it('a release still installing is told to skip waiting the moment it is installed, and the page reloads', () => {
    const registration = new FakeRegistration();
    const release = new FakeWorker('installing');
    registration.installing = release;
    const run = harness(registration);
    // Nothing to tell yet, and nothing to reload into: the old release would only come back.
    expect(skipWaitingMessages(release)).toBe(0);
    run.tick();
    run.tick();
    expect(run.reloads()).toBe(0);

    registration.move(release, 'installed');
    expect(skipWaitingMessages(release)).toBe(1);
    expect(run.reloads()).toBe(0);

    registration.move(release, 'activating');
    expect(run.reloads()).toBe(1);
    run.container.dispatchEvent(new Event('controllerchange'));
    expect(run.reloads()).toBe(1);
  });

  it('asks again every retry period while Chromium keeps the takeover parked', () => {
    const registration = new FakeRegistration();
    const release = new FakeWorker('installed');
    registration.waiting = release;
    const run = harness(registration);
    run.tick();
    run.tick();
    run.tick();
    expect(skipWaitingMessages(release)).toBe(4);
    expect(run.reloads()).toBe(0);
    expect(SWITCH_RETRY_MS).toBeGreaterThan(0);
  });

  it('a newer release found while switching is followed, and the older one waiting is no longer asked', () => {
    const registration = new FakeRegistration();
    const first = new FakeWorker('installed');
    registration.waiting = first;
    const run = harness(registration);
    expect(skipWaitingMessages(first)).toBe(1);
    // The takeover stays parked, and meanwhile a newer release starts installing: when it is installed the
    // browser drops the first (redundant) and the newer one waits.
    const second = new FakeWorker('installing');
    registration.installing = second;
    registration.dispatchEvent(new Event('updatefound'));
    run.tick();
    expect(skipWaitingMessages(first)).toBe(1);
    registration.move(first, 'redundant');
    expect(run.reloads()).toBe(0);
    registration.move(second, 'installed');
    expect(skipWaitingMessages(second)).toBe(1);
    run.container.dispatchEvent(new Event('controllerchange'));
    expect(run.reloads()).toBe(1);
  });

  it('pressed while one release waits and a newer one installs: waits for the newer one, and switches once', () => {
    const registration = new FakeRegistration();
    const older = new FakeWorker('installed');
    const newer = new FakeWorker('installing');
    registration.waiting = older;
    registration.installing = newer;
    const run = harness(registration);
    run.tick();
    expect(skipWaitingMessages(older)).toBe(0);
    expect(run.reloads()).toBe(0);
    registration.move(older, 'redundant');
    registration.move(newer, 'installed');
    expect(skipWaitingMessages(newer)).toBe(1);
    registration.move(newer, 'activating');
    expect(run.reloads()).toBe(1);
  });

  it('a newer release that fails to install leaves the waiting one to be asked', () => {
    const registration = new FakeRegistration();
    const older = new FakeWorker('installed');
    const broken = new FakeWorker('installing');
    registration.waiting = older;
    registration.installing = broken;
    const run = harness(registration);
    registration.move(broken, 'redundant');
    expect(run.reloads()).toBe(0);
    expect(skipWaitingMessages(older)).toBe(1);
  });

  it('reloads when the new release already took over, or its install failed, instead of doing nothing', () => {
    const alreadyActive = harness(new FakeRegistration());
    expect(alreadyActive.reloads()).toBe(1);

    const registration = new FakeRegistration();
    const broken = new FakeWorker('installing');
    registration.installing = broken;
    const run = harness(registration);
    registration.move(broken, 'redundant');
    expect(run.reloads()).toBe(1);
  });

  it('a missed state change is caught by the next retry', () => {
    const registration = new FakeRegistration();
    const release = new FakeWorker('installed');
    registration.waiting = release;
    const run = harness(registration);
    // The worker activated without this page hearing of it (no event reached the page).
    registration.waiting = null;
    release.state = 'activated';
    expect(run.reloads()).toBe(0);
    run.tick();
    expect(run.reloads()).toBe(1);
  });

  it('stop() leaves the page alone', () => {
    const registration = new FakeRegistration();
    const release = new FakeWorker('installed');
    registration.waiting = release;
    const run = harness(registration);
    run.stop();
    run.container.dispatchEvent(new Event('controllerchange'));
    registration.move(release, 'activating');
    expect(run.reloads()).toBe(0);
    expect(run.timersRunning()).toBe(0);
  });
});
