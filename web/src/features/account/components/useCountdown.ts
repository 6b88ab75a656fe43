import { useCallback, useEffect, useState } from 'react';

/** Whole seconds until the deadline, never negative (spec 000 §4: the resend button counts down). */
export function secondsLeft(deadlineMs: number, nowMs: number): number {
  return Math.max(0, Math.ceil((deadlineMs - nowMs) / 1000));
}

/** A countdown in whole seconds; `start(60)` begins one, 0 means none is running. */
export function useCountdown(now: () => number = Date.now): { seconds: number; start: (s: number) => void } {
  const [deadline, setDeadline] = useState(0);
  const [seconds, setSeconds] = useState(0);

  useEffect(() => {
    if (deadline === 0) return;
    const tick = () => {
      const left = secondsLeft(deadline, now());
      setSeconds(left);
      if (left === 0) setDeadline(0);
    };
    tick();
    // Ticks follow the deadline, not a counter, so a throttled background tab still ends on time.
    const timer = window.setInterval(tick, 250);
    return () => window.clearInterval(timer);
  }, [deadline, now]);

  const start = useCallback((s: number) => setDeadline(now() + s * 1000), [now]);
  return { seconds, start };
}
