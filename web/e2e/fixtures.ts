import {
  type BrowserContext,
  test as base,
  expect,
  type Locator,
  type Page,
  type TestInfo,
} from '@playwright/test';

export { expect };

/**
 * A first visit to a storefront page arrives rendered by the server, and the app's code only starts after the
 * page's main picture has painted (web/src/main.tsx): until the browser has hydrated it, the markup is on
 * screen but a tap on a button is only held (made again once the app is live) and a link does a full page
 * load, so a test would race the app. RootLayout marks the
 * live app with `<html data-app="ready">`, so every navigation that loads a document waits for that mark
 * before the test goes on: page.goto and page.reload (and goBack/goForward) on every page of the test's
 * context, plus clickAndWaitForApp for a click that loads a new document.
 *
 * A navigation to something that is not one of the app's pages (a raw API URL, a file) cannot become ready:
 * it is skipped when the response is not HTML, or explicitly with gotoWithoutApp. With JavaScript disabled
 * (test.use({ javaScriptEnabled: false })) nothing waits.
 */

const READY = 'html[data-app="ready"]';
/** Longer than main.tsx's longest wait for the picture (2.5 s), with room for a slow first load. */
const READY_TIMEOUT_MS = 30_000;

type Navigate = Page['goto'];
type Reload = Page['reload'];
type History = Page['goBack'];
type Response = Awaited<ReturnType<Navigate>>;

const originals = new WeakMap<Page, { goto: Navigate }>();

/** Waits until the page's document runs the app (hydrated, or rendered by the browser). */
export async function waitForApp(page: Page): Promise<void> {
  await page.waitForSelector(READY, { state: 'attached', timeout: READY_TIMEOUT_MS });
}

/** No document was loaded (same-document navigation) or the document is not one of the app's pages. */
function isAppDocument(response: Response): boolean {
  if (response === null) return true;
  return (response.headers()['content-type'] ?? '').startsWith('text/html');
}

async function thenReady(page: Page, response: Response): Promise<Response> {
  if (isAppDocument(response)) await waitForApp(page);
  return response;
}

/** Makes page.goto, page.reload, page.goBack and page.goForward wait for the live app. Idempotent. */
export function waitForAppAfterNavigations(page: Page): Page {
  if (originals.has(page)) return page;
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  const goBack = page.goBack.bind(page);
  const goForward = page.goForward.bind(page);
  originals.set(page, { goto });
  page.goto = async (...args: Parameters<Navigate>) => thenReady(page, await goto(...args));
  page.reload = async (...args: Parameters<Reload>) => thenReady(page, await reload(...args));
  page.goBack = async (...args: Parameters<History>) => {
    const response = await goBack(...args);
    // null: no history entry to go to, or an in-app (same-document) step: the app is already live.
    return response === null ? null : thenReady(page, response);
  };
  page.goForward = async (...args: Parameters<History>) => {
    const response = await goForward(...args);
    return response === null ? null : thenReady(page, response);
  };
  return page;
}

/** Every page the context opens (its first page, context.newPage(), pop-ups) waits for the app. */
export function waitForAppInContext(context: BrowserContext): BrowserContext {
  for (const page of context.pages()) waitForAppAfterNavigations(page);
  context.on('page', waitForAppAfterNavigations);
  const newPage = context.newPage.bind(context);
  context.newPage = async () => waitForAppAfterNavigations(await newPage());
  return context;
}

/** The opt-out: page.goto without waiting for the app (for a document that never runs it). */
export async function gotoWithoutApp(page: Page, ...args: Parameters<Navigate>): Promise<Response> {
  const goto = originals.get(page)?.goto ?? page.goto.bind(page);
  return goto(...args);
}

/** A click that loads a new document (not an in-app navigation): waits for that document's app. */
export async function clickAndWaitForApp(page: Page, target: Locator): Promise<void> {
  const loaded = page.waitForEvent('domcontentloaded', { timeout: READY_TIMEOUT_MS });
  await target.click();
  await loaded;
  await waitForApp(page);
}

/** Playwright's test, whose pages wait for the app after loading a document (not with JavaScript off). */
export const test = base.extend({
  context: async ({ context, javaScriptEnabled }, use) => {
    await use(javaScriptEnabled === false ? context : waitForAppInContext(context));
  },
  page: async ({ page, javaScriptEnabled }, use) => {
    await use(javaScriptEnabled === false ? page : waitForAppAfterNavigations(page));
  },
});

/** The project's device (viewport, touch, scale) for a context a test opens itself, with the suite's locale. */
export function projectDevice(testInfo: TestInfo, baseURL: string | undefined) {
  const { viewport, isMobile, hasTouch, deviceScaleFactor } = testInfo.project.use;
  return {
    baseURL,
    locale: 'zh-HK',
    viewport: viewport ?? null,
    ...(isMobile === undefined ? {} : { isMobile }),
    ...(hasTouch === undefined ? {} : { hasTouch }),
    ...(deviceScaleFactor === undefined ? {} : { deviceScaleFactor }),
  };
}

/**
 * The hydrating serum's page, visited online, reloads offline from the service worker: heading, stock and
 * gallery picture, with the offline banner. Leaves the context offline.
 */
export async function expectProductReloadsOffline(page: Page, context: BrowserContext): Promise<void> {
  await context.setOffline(true);
  const reloaded = await page.reload();
  expect(reloaded?.fromServiceWorker()).toBe(true);
  await expect(page.getByRole('heading', { level: 1, name: '玻尿酸深層保濕精華' })).toBeVisible();
  await expect(page.getByTestId('stock-display')).toHaveText('尚餘6件');
  const image = page.getByTestId('gallery-main');
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  await expect(page.getByRole('status').filter({ hasText: '你已離線' })).toBeVisible();
}

interface NoticeRecord {
  text: string;
  shownAt: number;
  hiddenAt: number | null;
}
type NoticeWindow = Window & { shopNotices?: NoticeRecord[] };

/**
 * Keeps, in every document the page loads from now on, each text its live regions (role="status") showed,
 * with when it appeared and went. A confirmation closes itself after 3 s (spec 000 §9): on a loaded machine
 * it can come and go between two looks of toBeVisible, so a test asks this record (expectNoticeShown).
 */
export async function recordNotices(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const records: NoticeRecord[] = [];
    (window as NoticeWindow).shopNotices = records;
    const open = new Map<Element, NoticeRecord>();
    const look = () => {
      const now = performance.now();
      for (const [element, record] of open) {
        if (!element.isConnected || element.textContent?.trim() !== record.text) {
          record.hiddenAt = now;
          open.delete(element);
        }
      }
      for (const element of document.querySelectorAll('[role="status"]')) {
        const text = element.textContent?.trim() ?? '';
        if (text === '' || open.has(element)) continue;
        const record = { text, shownAt: now, hiddenAt: null };
        records.push(record);
        open.set(element, record);
      }
    };
    new MutationObserver(look).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

/**
 * The person saw `text` in a live region (recordNotices must run before the page loads), and it closed by
 * itself about `closesAfterMs` after it first appeared.
 */
export async function expectNoticeShown(page: Page, text: string, closesAfterMs = 3000): Promise<void> {
  const shown = () =>
    page.evaluate((wanted) => {
      const records = ((window as NoticeWindow).shopNotices ?? []).filter((r) => r.text.includes(wanted));
      if (records.length === 0) return { seen: false, open: false, lastedMs: 0 };
      const open = records.some((r) => r.hiddenAt === null);
      const first = Math.min(...records.map((r) => r.shownAt));
      const last = Math.max(...records.map((r) => r.hiddenAt ?? 0));
      return { seen: true, open, lastedMs: open ? 0 : last - first };
    }, text);
  await expect
    .poll(async () => (await shown()).seen, { message: `the notice "${text}" appeared` })
    .toBe(true);
  await expect
    .poll(async () => (await shown()).open, { message: `the notice "${text}" closed by itself` })
    .toBe(false);
  // Measured from render to render: on a loaded machine the showing render may lag the timer's start by more
  // than the hiding render lags its end, so a second is allowed; a notice that flashed by still fails.
  expect((await shown()).lastedMs).toBeGreaterThanOrEqual(closesAfterMs - 1000);
}
