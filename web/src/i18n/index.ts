import type { Locale } from '../lib/config.ts';
import { type Messages, zhHK } from './zh-HK.ts';

export type { MessageKey, Messages } from './zh-HK.ts';

/** zh-HK ships in the first view; English is fetched only when someone asks for it. */
export async function loadMessages(locale: Locale): Promise<Messages> {
  if (locale === 'en') return (await import('./en.ts')).en;
  return zhHK;
}
