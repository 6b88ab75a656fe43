/**
 * Work the first view does not need (the cart's Dexie database, the favourites, the session's XState
 * machine) waits until the page has painted and settled: a moment after the `load` event, when the browser
 * is idle, or at the shopper's first interaction, whichever comes first. Keeping it off the first view's
 * network and main thread is what lets the banner (the largest paint) arrive early. Whatever needs the
 * work sooner (an add-to-cart, the cart page) loads it itself: this only decides the latest moment.
 * The waiting work then runs one piece per task, in the order it was scheduled: run together, the pieces
 * (each starting an import, whose preload links cost the main thread) made one long task.
 */

/** After `load`: long enough for the first page's images, short enough that the cart syncs soon. */
export const SETTLE_MS = 1500;
/** requestIdleCallback's deadline once settled. */
export const IDLE_TIMEOUT_MS = 1500;
export const INTERACTION_EVENTS = ['pointerdown', 'keydown', 'touchstart'] as const;

export interface FirstViewEnvironment {
  window: Pick<Window, 'addEventListener' | 'removeEventListener' | 'setTimeout'> & {
    requestIdleCallback?: (run: () => void, options?: { timeout: number }) => number;
  };
  document: Pick<Document, 'readyState'>;
}

/**
 * A scheduler: `schedule(run)` runs `run` once the first view is done, each piece in a task of its own
 * (at once if the first view is done and nothing waits any more).
 */
export function createAfterFirstView(env: FirstViewEnvironment): (run: () => void) => void {
  let done = false;
  let armed = false;
  let draining = false;
  const waiting: Array<() => void> = [];

  const drain = () => {
    waiting.shift()?.();
    draining = waiting.length > 0;
    if (draining) env.window.setTimeout(drain, 0);
  };

  const finish = () => {
    if (done) return;
    done = true;
    for (const type of INTERACTION_EVENTS) env.window.removeEventListener(type, finish, true);
    env.window.removeEventListener('load', settle);
    drain();
  };

  function settle() {
    env.window.setTimeout(() => {
      if (env.window.requestIdleCallback)
        env.window.requestIdleCallback(finish, { timeout: IDLE_TIMEOUT_MS });
      else finish();
    }, SETTLE_MS);
  }

  const arm = () => {
    armed = true;
    for (const type of INTERACTION_EVENTS) {
      env.window.addEventListener(type, finish, { capture: true, passive: true, once: true });
    }
    if (env.document.readyState === 'complete') settle();
    else env.window.addEventListener('load', settle, { once: true });
  };

  return (run) => {
    if (done && !draining) {
      run();
      return;
    }
    waiting.push(run);
    if (!armed) arm();
  };
}

export const afterFirstView: (run: () => void) => void =
  typeof window === 'undefined' ? (run) => run() : createAfterFirstView({ window, document });
