// Base styles first: component stylesheets loaded later may override them.
import './styles/global.css';
import { nextTask } from './lib/nextTask.ts';

/**
 * The entry, kept tiny. A page the server rendered is on screen before any of the app's code is needed, so
 * the code waits until the page's largest picture has been painted (or the shopper touches the page): the
 * picture gets the phone's bandwidth first. A page the browser renders starts the app at once.
 */

/** The longest the app waits for the picture (a slow image must not keep the page's buttons dead). */
const LONGEST_WAIT_MS = 2500;
const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart'] as const;

function largestPicturePainted(): Promise<void> {
  return new Promise((resolve) => {
    const start = () => resolve();
    const afterNextPaint = () => requestAnimationFrame(() => setTimeout(start, 0));
    for (const type of INTERACTIONS)
      addEventListener(type, start, { once: true, capture: true, passive: true });
    setTimeout(start, LONGEST_WAIT_MS);
    // The page's first picture is the one marked high priority (product gallery, category or home banner).
    const picture = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
    if (!picture || picture.complete) afterNextPaint();
    else {
      picture.addEventListener('load', afterNextPaint, { once: true });
      picture.addEventListener('error', afterNextPaint, { once: true });
    }
  });
}

/** React marks the elements it has hydrated with a `__reactFiber$…` key; a served part not yet alive has none. */
const hydrated = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactFiber'));

/**
 * A tap on a button of the served page before it is live would be lost (nothing listens yet; React drops a
 * click on a part still waiting for its code, lib/deferred.tsx): the last one is held and made again once
 * the app is live (RootLayout's `app-ready` event) and its button hydrated. Links need none of this: they
 * work as full page loads.
 */
function holdTapsUntilLive(): void {
  let held: HTMLElement | null = null;
  let appLive = false;
  const retry = () => {
    if (!held?.isConnected) return;
    if (hydrated(held)) held.click();
    else setTimeout(retry, 100);
  };
  document.addEventListener(
    'click',
    (event) => {
      const button = event.target instanceof Element ? event.target.closest('button') : null;
      if (!button || (appLive && hydrated(button))) return;
      event.preventDefault();
      event.stopPropagation();
      held = button;
      if (appLive) retry();
    },
    true,
  );
  addEventListener(
    'app-ready',
    () => {
      appLive = true;
      retry();
    },
    { once: true },
  );
}

/**
 * The page's chunks, named by the server beside its data: fetched together instead of one after another.
 * One link a task: each costs the main thread a few milliseconds, and a page's twenty made a long task.
 */
async function preloadPageModules(served: HTMLElement): Promise<void> {
  for (const href of served.dataset.modules?.split(' ') ?? []) {
    if (href === '') continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
    await nextTask();
  }
}

// Chromium offers installing early, often before the app has started: hold the offer on the window for the
// invitation (features/pwa/install/installPrompt.ts: HELD_PROMPT_KEY, PROMPT_HELD_EVENT).
addEventListener('beforeinstallprompt', (event) => {
  event.preventDefault();
  (window as unknown as Record<string, Event>).shopInstallPrompt = event;
  dispatchEvent(new Event('shop-install-prompt'));
});

// app/servedPage.ts SERVED_PAGE_ELEMENT_ID: the entry imports nothing, or the app's chunks would come with it.
const served = document.getElementById('served-page');
if (served) {
  holdTapsUntilLive();
  await largestPicturePainted();
  void preloadPageModules(served);
}
await import('./startApp.tsx');
