import { config, type Locale } from './config.ts';

/** The shopper's language, kept on the device (components/layout/LanguageSwitch.tsx writes it). */
export const LOCALE_KEY = 'shop_locale';

/**
 * `?lang=en` (or `?lang=zh-HK`): the language a link asks for. Shared English links and search engines'
 * alternates (hreflang) use it; the server renders the page in it (server/render.tsx).
 */
export const LANG_PARAM = 'lang';

/** The language chosen on this device, or the shop's. Storage can be off (private modes): then the shop's. */
export function storedLocale(): Locale {
  try {
    return localStorage.getItem(LOCALE_KEY) === 'en' ? 'en' : config.defaultLocale;
  } catch {
    return config.defaultLocale;
  }
}

/** Remembers the shopper's language on the device; with storage off (private modes) it is not remembered. */
export function rememberLocale(locale: Locale): void {
  try {
    localStorage.setItem(LOCALE_KEY, locale);
  } catch {
    // Shown, not remembered.
  }
}

/** The language a URL's query names (`?lang=`), or null when it names none the shop has. */
export function localeOfSearch(search: string): Locale | null {
  const lang = new URLSearchParams(search).get(LANG_PARAM);
  return lang === 'en' || lang === 'zh-HK' ? lang : null;
}

/** `path` in `locale`: the shop's own language has the plain path, the other one `?lang=`. */
export function localePath(path: string, locale: Locale): string {
  return locale === config.defaultLocale ? path : `${path}?${LANG_PARAM}=${encodeURIComponent(locale)}`;
}
