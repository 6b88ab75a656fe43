import type { Locale } from './config.ts';

/** A name in the shopper's language first, and the other one beside it (lang marks which is which). */
export interface LocalNames {
  lead: string;
  leadLang: Locale;
  /** The other language's name, '' when there is none or it is the lead itself. */
  other: string;
  otherLang: Locale;
}

/**
 * The catalogue's names come in Chinese and, where staff wrote one, English: shopping in English, the
 * English name leads and the Chinese one follows; a name with no English stays Chinese in both.
 */
export function localNames(locale: Locale, chinese: string, english: string): LocalNames {
  const englishName = english.trim();
  if (locale === 'en' && englishName !== '') {
    return { lead: englishName, leadLang: 'en', other: chinese, otherLang: 'zh-HK' };
  }
  return {
    lead: chinese,
    leadLang: 'zh-HK',
    other: englishName === chinese ? '' : englishName,
    otherLang: 'en',
  };
}

/** The name to show alone (a breadcrumb, a button's label): the shopper's language where there is one. */
export function localName(locale: Locale, chinese: string, english: string): string {
  return localNames(locale, chinese, english).lead;
}
