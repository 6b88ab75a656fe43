import { config, type Locale } from './config.ts';

/** The shopper's language, kept on the device (components/layout/LanguageSwitch.tsx writes it). */
export const LOCALE_KEY = 'shop_locale';

/** The language chosen on this device, or the shop's. Storage can be off (private modes): then the shop's. */
export function storedLocale(): Locale {
  try {
    return localStorage.getItem(LOCALE_KEY) === 'en' ? 'en' : config.defaultLocale;
  } catch {
    return config.defaultLocale;
  }
}
