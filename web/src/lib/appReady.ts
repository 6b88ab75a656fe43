/** A User Timing mark: bench/lighthouse.ts counts the JavaScript requested before it as the first view's. */
export const APP_READY_MARK = 'app-ready';

/**
 * The app is live (hydrated, or rendered by the browser): end-to-end tests and the speed bench wait for
 * `<html data-app="ready">`, and main.tsx makes a tap held before this moment again. The shop's layout and
 * the back office's frame each call it once they have mounted.
 */
export function markAppReady(): void {
  document.documentElement.dataset.app = 'ready';
  performance.mark(APP_READY_MARK);
  window.dispatchEvent(new Event(APP_READY_MARK));
}
