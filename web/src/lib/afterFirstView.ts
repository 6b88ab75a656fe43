/**
 * Work the first view does not need (the cart's Dexie database, the favourites, the session's XState
 * machine) waits until the page has painted and settled: a moment after the `load` event, when the browser
 * is idle, or at the shopper's first interaction, whichever comes first. Keeping it off the first view's
 * network and main thread is what lets the banner (the largest paint) arrive early. Whatever needs the
 * work sooner (an add-to-cart, the cart page) loads it itself: this only decides the latest moment.
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

/** A scheduler: `schedule(run)` runs `run` once the first view is done (at once if it already is). */
export function createAfterFirstView(env: FirstViewEnvironment): (run: () => void) => void {
  let done = false;
  let armed = false;
  const waiting: Array<() => void> = [];

  const finish = () => {
    if (done) return;
    done = true;
    for (const type of INTERACTION_EVENTS) env.window.removeEventListener(type, finish, true);
    env.window.removeEventListener('load', settle);
    for (const run of waiting.splice(0)) run();
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
    if (done) {
      run();
      return;
    }
    waiting.push(run);
    if (!armed) arm();
  };
}

export const afterFirstView: (run: () => void) => void =
  typeof window === 'undefined' ? (run) => run() : createAfterFirstView({ window, document });
