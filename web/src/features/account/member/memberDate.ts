import { SHOP_TIME_ZONE } from '../../../lib/intl.tsx';

/** A date as the member tabs show it: the day in the shop's time zone; a value that is no date, as it came. */
export function formatMemberDate(value: string, locale: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: SHOP_TIME_ZONE }).format(date);
}
