import { formatHkd } from '@shop/domain/money';
import { useLocale } from '../../lib/intl.tsx';

/** Cents on screen as "HK$1,234.50" (domain formatHkd), in tabular figures. */
export function Money({ cents, className, testId }: { cents: number; className?: string; testId?: string }) {
  const locale = useLocale();
  return (
    <span className={className ? `money ${className}` : 'money'} data-testid={testId}>
      {formatHkd(cents, locale)}
    </span>
  );
}

export function useFormatHkd(): (cents: number) => string {
  const locale = useLocale();
  return (cents) => formatHkd(cents, locale);
}
