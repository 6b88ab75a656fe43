import type { Locale } from '../../lib/config.ts';
import { shellZhHK } from './shell.ts';
import type { Messages } from './zh-HK.ts';

export type { MessageKey, Messages } from './zh-HK.ts';

const loadEnglish = async () => (await import('./en.ts')).en;

/**
 * The messages the first view starts with: zh-HK's shell part (i18n/shellKeys.ts); English, fetched only
 * when someone asks for it, comes complete.
 */
export async function loadMessages(locale: Locale): Promise<Partial<Messages>> {
  return locale === 'en' ? loadEnglish() : shellZhHK;
}

/** The complete catalogue of a locale (pages outside the first view; see app/router.tsx). */
export async function loadAllMessages(locale: Locale): Promise<Messages> {
  return locale === 'en' ? loadEnglish() : (await import('./zh-HK.ts')).zhHK;
}
