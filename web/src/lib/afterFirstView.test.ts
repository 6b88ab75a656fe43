import { describe, expect, it, vi } from 'vitest';
import { createAfterFirstView, IDLE_TIMEOUT_MS, SETTLE_MS } from './afterFirstView.ts';

function fakeEnvironment(readyState: DocumentReadyState, idle = true) {
  const target = new EventTarget();
  const idleCalls: Array<{ run: () => void; timeout: number | undefined }> = [];
  const window = {
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
    setTimeout: ((run: () => void, ms: number) => setTimeout(run, ms)) as unknown as Window['setTimeout'],
    requestIdleCallback: idle
      ? (run: () => void, options?: { timeout: number }) => idleCalls.push({ run, timeout: options?.timeout })
      : undefined,
  };
  return { env: { window, document: { readyState } }, target, idleCalls };
}

describe('afterFirstView', () => {
  it('waits for load, then the settle delay, then an idle moment', () => {
    vi.useFakeTimers();
    try {
      const { env, target, idleCalls } = fakeEnvironment('loading');
      const schedule = createAfterFirstView(env);
      const run = vi.fn();
      schedule(run);
      vi.advanceTimersByTime(SETTLE_MS * 4);
      expect(run).not.toHaveBeenCalled();
      target.dispatchEvent(new Event('load'));
      vi.advanceTimersByTime(SETTLE_MS - 1);
      expect(idleCalls).toHaveLength(0);
      vi.advanceTimersByTime(1);
      expect(idleCalls).toEqual([{ run: expect.any(Function), timeout: IDLE_TIMEOUT_MS }]);
      expect(run).not.toHaveBeenCalled();
      idleCalls[0]?.run();
      expect(run).toHaveBeenCalledTimes(1);
      // Later work runs at once, and nothing runs twice.
      const later = vi.fn();
      schedule(later);
      expect(later).toHaveBeenCalledTimes(1);
      idleCalls[0]?.run();
      expect(run).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('runs at the first interaction without waiting for load, one piece per task, in order', () => {
    vi.useFakeTimers();
    try {
      const { env, target } = fakeEnvironment('interactive');
      const schedule = createAfterFirstView(env);
      const order: string[] = [];
      schedule(() => order.push('first'));
      schedule(() => order.push('second'));
      expect(order).toEqual([]);
      target.dispatchEvent(new Event('pointerdown'));
      expect(order).toEqual(['first']);
      // Scheduled while earlier pieces still wait: after them, not at once.
      schedule(() => order.push('third'));
      expect(order).toEqual(['first']);
      vi.advanceTimersToNextTimer();
      expect(order).toEqual(['first', 'second']);
      vi.advanceTimersToNextTimer();
      expect(order).toEqual(['first', 'second', 'third']);
      target.dispatchEvent(new Event('keydown'));
      schedule(() => order.push('at once'));
      expect(order).toEqual(['first', 'second', 'third', 'at once']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('settles from a page that has already loaded, without requestIdleCallback', () => {
    vi.useFakeTimers();
    try {
      const { env } = fakeEnvironment('complete', false);
      const schedule = createAfterFirstView(env);
      const run = vi.fn();
      schedule(run);
      vi.advanceTimersByTime(SETTLE_MS - 1);
      expect(run).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(run).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
