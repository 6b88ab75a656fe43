import { type Locale, showLocale, useLocale, useT } from '../../lib/intl.tsx';
import { LOCALE_KEY } from '../../lib/locale.ts';

/** The shopper chose a language: shown at once and remembered on the device for the next visit. */
function chooseLocale(locale: Locale): Promise<void> {
  try {
    localStorage.setItem(LOCALE_KEY, locale);
  } catch {
    // Storage is off (a private mode): shown, not remembered.
  }
  return showLocale(locale);
}

/**
 * The other language, named in itself (English / 中文): a tap shows the shop in it and remembers the choice.
 * In the header's main menu (after the first view: lib/deferred.tsx) and in the member's menu.
 */
export function LanguageSwitch({ className }: { className: string }) {
  const t = useT();
  const other = useLocale() === 'en' ? 'zh-HK' : 'en';
  return (
    <button type="button" className={className} lang={other} onClick={() => void chooseLocale(other)}>
      {t('language.other')}
    </button>
  );
}
