/**
 * Resolves in a later task of the main thread, so the browser may paint and answer the shopper in between:
 * work split with it (a module's evaluation, then what it starts) makes tasks under 50 ms instead of one
 * long one. `scheduler.yield` where the browser has it (it resumes before other queued work), else a timer.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}
