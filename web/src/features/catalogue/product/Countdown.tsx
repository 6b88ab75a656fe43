import { countdownParts } from '@shop/domain/catalogue/countdown';
import { useEffect, useState } from 'react';
import { useT } from '../../../lib/intl.tsx';
import { ClockIcon } from './productIcons.tsx';
import { msUntilNextMinuteChange } from './productView.ts';

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * A marketing event's countdown in days, hours and minutes (spec 000 §4). It updates when the minute changes,
 * not every second; the numbers are tabular and the box keeps its size, so ticking moves nothing. At zero it
 * hides but keeps its place (no layout shift).
 */
export function Countdown({ endDate, title }: { endDate: string; title: string }) {
  const t = useT();
  const endAt = Date.parse(endDate);
  // null until mounted: a page the server rendered minutes ago shows the same (hidden) box when it hydrates,
  // then the browser's clock takes over.
  const [now, setNow] = useState<number | null>(null);

  useEffect(() => {
    if (now === null) {
      setNow(Date.now());
      return;
    }
    const wait = msUntilNextMinuteChange(endAt, now);
    if (wait <= 0) return;
    const timer = window.setTimeout(() => setNow(Date.now()), Math.min(wait + 50, 2_147_000_000));
    return () => window.clearTimeout(timer);
  }, [endAt, now]);

  const parts = now === null ? null : countdownParts(endAt, now);
  return (
    <p className="countdown" data-testid="countdown" data-ended={parts === null} aria-hidden={parts === null}>
      <ClockIcon />
      <span className="countdown-title">{t('catalogue.countdown.title', { title })}</span>
      <span className="countdown-value">
        {t('catalogue.countdown.value', {
          days: parts?.days ?? 0,
          hours: pad(parts?.hours ?? 0),
          minutes: pad(parts?.minutes ?? 0),
        })}
      </span>
    </p>
  );
}
