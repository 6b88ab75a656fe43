/**
 * The only module that imports react-intl (tldraw's rule: wrappers own their libraries). Components use
 * `useT`, `<T>` and `<FormattedMoney>`. The provider starts with the first view's messages (zh-HK's shell
 * part, i18n/shellKeys.ts) and grows to the complete catalogue when `loadAllMessagesOnce()` has run: the
 * router runs it with every page outside the first view, and the app once the first view has settled.
 *
 * The catalogues are the app's (app/messages/: every feature's messages), and shared code never imports
 * the app or a feature: the app registers its keys into `MessageCatalogue` (declaration merging, as
 * react-router's `Register`) and its loader through `setCatalogueLoader`.
 *
 * The shopper's language (lib/locale.ts, components/layout/LanguageSwitch.tsx) changes in place: `showLocale`.
 */
import { type ReactNode, startTransition, useCallback, useEffect, useMemo, useState } from 'react';
import {
  createIntl,
  createIntlCache,
  type IntlShape,
  type MessageFormatElement,
  type PrimitiveType,
  RawIntlProvider,
  useIntl,
} from 'react-intl';
import { config, type Locale, shopName } from './config.ts';

export type { Locale };

/** Every message key, one member each: app/messages/zh-HK.ts adds them (`declare module`). */
// biome-ignore lint/suspicious/noEmptyInterface: filled by declaration merging from app/messages/zh-HK.ts.
export interface MessageCatalogue {}
export type MessageKey = keyof MessageCatalogue & string;
export type Messages = Readonly<Record<MessageKey, string>>;

/**
 * A catalogue parsed ahead of time. The production build replaces the catalogue modules with this form
 * (see vite.config.ts) and leaves the ICU parser out of the bundle; the source and the tests keep strings.
 */
export type CompiledMessages = Readonly<Record<MessageKey, MessageFormatElement[]>>;

type RichValue = PrimitiveType | ReactNode | ((chunks: ReactNode[]) => ReactNode);

/** A catalogue or part of one (the first view's), as source strings or precompiled. */
export type SomeMessages = Partial<Messages> | Partial<CompiledMessages>;

export interface AppIntlProviderProps {
  locale: Locale;
  messages: SomeMessages;
  children: ReactNode;
}

/**
 * Each locale's catalogue. It starts with what the app is given (the first view's part) and grows in place when
 * more arrives, without a new object: nothing on screen used a message it lacked (the first view's modules
 * name shell keys only, a test checks it), and pages outside the first view wait for the complete catalogue
 * before they render. So a growing catalogue re-renders nothing, and a part of the page the server rendered
 * that is still waiting to hydrate (lib/deferred.tsx) sees no update.
 */
const catalogues = new Map<Locale, Record<string, unknown>>();

function catalogueOf(locale: Locale): Record<string, unknown> {
  let catalogue = catalogues.get(locale);
  if (!catalogue) {
    catalogue = {};
    catalogues.set(locale, catalogue);
  }
  return catalogue;
}

/** Adds messages to a locale's catalogue (a page's part of it). */
export function addMessages(locale: Locale, messages: SomeMessages): void {
  Object.assign(catalogueOf(locale), messages);
}

let loadCatalogue: (locale: Locale) => Promise<Messages>;

/** Where a locale's complete catalogue comes from: the app's (app/provider.tsx sets it before any page). */
export function setCatalogueLoader(loader: (locale: Locale) => Promise<Messages>): void {
  loadCatalogue = loader;
}

/** The language on screen: the pages and parts that load later bring its complete catalogue. */
let shownLocale: Locale = config.defaultLocale;
const allMessages = new Map<Locale, Promise<void>>();

/** A locale's complete catalogue (the one on screen by default), added once; a failed load (offline) may be retried. */
export function loadAllMessagesOnce(locale: Locale = shownLocale): Promise<void> {
  let loading = allMessages.get(locale);
  if (!loading) {
    loading = loadCatalogue(locale).then(
      (messages) => addMessages(locale, messages),
      (error: unknown) => {
        allMessages.delete(locale);
        throw error;
      },
    );
    allMessages.set(locale, loading);
  }
  return loading;
}

let setProviderLocale: ((locale: Locale) => void) | undefined;

/**
 * Shows the app in `locale` once its complete catalogue is there: the page's `lang` follows, and its title
 * (usePageTitle) with the re-render. A transition, so that parts of a server-rendered page still waiting to
 * hydrate (lib/deferred.tsx) hydrate first instead of being thrown away for the new language.
 */
export async function showLocale(locale: Locale): Promise<void> {
  await loadAllMessagesOnce(locale);
  shownLocale = locale;
  document.documentElement.lang = locale;
  startTransition(() => setProviderLocale?.(locale));
}

/**
 * The language the provider has committed. Until a switch commits (a transition, which waits for the parts
 * still to hydrate), a part of a served page hydrates in the shop's language and needs that complete
 * catalogue, even when the language shown next is another one: without it the part's text was its
 * message ids, a hydration mismatch.
 */
let committedLocale: Locale = config.defaultLocale;

/** What `loading` resolves to, once the complete catalogues are there too (they load side by side). */
export async function withAllMessagesLoaded<T>(loading: Promise<T>): Promise<T> {
  const [value] = await Promise.all([loading, loadAllMessagesOnce(), loadAllMessagesOnce(committedLocale)]);
  return value;
}

/**
 * Dates are the shop's dates, in Hong Kong time, wherever they are formatted: the server renders in its own
 * zone (UTC here) and a phone in its owner's, and a date near midnight would read differently on the two
 * (a hydration mismatch, and the wrong day for a shopper abroad). The IANA name of the clock that
 * domain/src/time/hongKong.ts keeps (shopTimeZone.test.ts holds the two together); written here because
 * vite.config.ts loads this module in Node, which cannot load the domain's TypeScript.
 */
export const SHOP_TIME_ZONE = 'Asia/Hong_Kong';

/**
 * One formatter per locale for the app's lifetime, over the growing catalogue, with one cache: each message's
 * compiled form is built once, not again on every render (and on the server, not again for every page).
 */
const intlCache = createIntlCache();
const intls = new Map<Locale, IntlShape>();

function intlFor(locale: Locale): IntlShape {
  let intl = intls.get(locale);
  if (!intl) {
    intl = createIntl(
      {
        locale,
        defaultLocale: 'zh-HK',
        timeZone: SHOP_TIME_ZONE,
        messages: catalogueOf(locale) as Record<string, string>,
      },
      intlCache,
    );
    intls.set(locale, intl);
  }
  return intl;
}

/** `locale` is the first render's language (the server's, on a page it rendered); showLocale changes it. */
export function AppIntlProvider({ locale: firstLocale, messages, children }: AppIntlProviderProps) {
  const [locale, setLocale] = useState(firstLocale);
  useMemo(() => addMessages(firstLocale, messages), [firstLocale, messages]);
  useEffect(() => {
    committedLocale = locale;
  }, [locale]);
  useEffect(() => {
    setProviderLocale = setLocale;
    // A change that was ready before this mounted (a served page still hydrating when English arrived).
    if (shownLocale !== firstLocale) startTransition(() => setLocale(shownLocale));
  }, [firstLocale]);
  return <RawIntlProvider value={intlFor(locale)}>{children}</RawIntlProvider>;
}

export function useLocale(): Locale {
  return useIntl().locale === 'en' ? 'en' : 'zh-HK';
}

/** The configured shop name in the active language (悅港生活 / Joy Harbour Living). */
export function useShopName(): string {
  return shopName(useLocale());
}

export type Translate = (key: MessageKey, values?: Record<string, PrimitiveType>) => string;

/** `t('header.search')`; `{shopName}` is always available to messages. */
export function useT(): Translate {
  const intl = useIntl();
  const name = useShopName();
  return useMemo<Translate>(
    () => (key, values) => intl.formatMessage({ id: key }, { shopName: name, ...values }),
    [intl, name],
  );
}

/**
 * `useT` over a catalogue of its own (the back office's, added with its chunk by `addMessages`): the caller
 * names its key type, so its keys stay out of the app's catalogue and out of the storefront's bundles.
 */
export function useTranslate<Key extends string>(): (
  key: Key,
  values?: Record<string, PrimitiveType>,
) => string {
  return useT() as unknown as (key: Key, values?: Record<string, PrimitiveType>) => string;
}

/** Whether the active catalogue has a message under `key`, for keys made from data (a product's icon names). */
export function useHasMessage(): (key: string) => key is MessageKey {
  const intl = useIntl();
  return useCallback((key: string): key is MessageKey => key in intl.messages, [intl]);
}

/** A message as a node, for values that are elements: `<T id="x" values={{ b: (c) => <b>{c}</b> }} />`. */
export function T({ id, values }: { id: MessageKey; values?: Record<string, RichValue> }) {
  const intl = useIntl();
  const name = useShopName();
  return <>{intl.formatMessage({ id }, { shopName: name, ...values })}</>;
}

export const moneyFormat = {
  style: 'currency',
  currency: 'HKD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
} as const;

/** Money is integer cents everywhere; this is the one place it becomes "HK$1,234.50". */
export function useFormatMoney(): (cents: number) => string {
  const intl = useIntl();
  return useMemo(() => (cents) => intl.formatNumber(cents / 100, moneyFormat), [intl]);
}

export function FormattedMoney({ cents, className }: { cents: number; className?: string }) {
  const format = useFormatMoney();
  return <span className={className ? `money ${className}` : 'money'}>{format(cents)}</span>;
}

export function useFormatNumber(): (value: number) => string {
  const intl = useIntl();
  return useMemo(() => (value) => intl.formatNumber(value), [intl]);
}

/** Outside React (tests, build checks): format one message of a catalogue. */
export function formatMessage(
  locale: Locale,
  messages: SomeMessages,
  key: MessageKey,
  values?: Record<string, PrimitiveType>,
): string {
  const errors: unknown[] = [];
  const intl = createIntl({
    locale,
    defaultLocale: 'zh-HK',
    timeZone: SHOP_TIME_ZONE,
    messages: messages as Record<string, string>,
    onError: (error) => errors.push(error),
  });
  const text = intl.formatMessage({ id: key }, { shopName: shopName(locale, config.shop), ...values });
  if (errors.length > 0) throw errors[0];
  return text;
}

/** The argument names a message uses (`{count, plural, ...}` gives 'count'); throws on bad ICU syntax. */
export function messageArgumentNames(message: string, locale: Locale): string[] {
  const intl = createIntl({ locale, messages: {} });
  const names = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if ('value' in element && typeof element.value === 'string' && element.type !== 0) {
        names.add(element.value);
      }
      if ('options' in element) {
        for (const option of Object.values(element.options)) walk(option.value);
      }
      if ('children' in element) walk(element.children);
    }
  };
  walk(intl.formatters.getMessageFormat(message, locale).getAst());
  return [...names].sort();
}

/** Parses every message of a catalogue into the AST react-intl formats from (used by the build). */
export function compileMessages(messages: Messages, locale: Locale): CompiledMessages {
  const intl = createIntl({ locale, messages: {} });
  const compiled: Partial<Record<MessageKey, MessageFormatElement[]>> = {};
  for (const key of Object.keys(messages) as MessageKey[]) {
    compiled[key] = intl.formatters.getMessageFormat(messages[key], locale).getAst();
  }
  return compiled as CompiledMessages;
}
