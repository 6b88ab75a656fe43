import { useMemo } from 'react';
import { SHOP_TIME_ZONE, useLocale } from '../../../lib/intl.tsx';

/** Dates and times as the shop's staff read them: Hong Kong time, in the language on screen. */
export function useFormatDateTime(): (iso: string | Date | null | undefined) => string {
  const locale = useLocale();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(locale === 'en' ? 'en-HK' : 'zh-HK', {
      timeZone: SHOP_TIME_ZONE,
      dateStyle: 'medium',
      timeStyle: 'short',
    });
    return (iso) => (iso ? format.format(new Date(iso)) : '');
  }, [locale]);
}

/** Cents as an amount input shows them, in HK$ with two decimals ('' for none): 16880 → '168.80'. */
export const centsAsInput = (cents: number | null): string =>
  cents === null ? '' : (cents / 100).toFixed(2);
