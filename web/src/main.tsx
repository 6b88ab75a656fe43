// Base styles first: component stylesheets loaded later may override them.
import './styles/global.css';

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

/**
 * A tap on a button of the served page before the app is live would be lost (nothing listens yet): the
 * last one is held and made again once the app is live (RootLayout's `app-ready` event). Links need none of
 * this: they work as full page loads.
 */
function holdTapsUntilLive(): void {
  let held: HTMLElement | null = null;
  const hold = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button) return;
    event.preventDefault();
    event.stopPropagation();
    held = button;
  };
  document.addEventListener('click', hold, true);
  addEventListener(
    'app-ready',
    () => {
      document.removeEventListener('click', hold, true);
      if (held?.isConnected) held.click();
    },
    { once: true },
  );
}

/** The page's chunks, named by the server beside its data: fetched together instead of one after another. */
function preloadPageModules(served: HTMLElement): void {
  for (const href of served.dataset.modules?.split(' ') ?? []) {
    if (href === '') continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
}

// app/servedPage.ts SERVED_PAGE_ELEMENT_ID: the entry imports nothing, or the app's chunks would come with it.
const served = document.getElementById('served-page');
if (served) {
  holdTapsUntilLive();
  await largestPicturePainted();
  preloadPageModules(served);
}
await import('./startApp.tsx');
