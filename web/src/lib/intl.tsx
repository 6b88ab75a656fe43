/**
 * The only module that imports react-intl (tldraw's rule: wrappers own their libraries). Components use
 * `useT`, `<T>` and `<FormattedMoney>`; every message has its zh-HK text as the default, so a key missing
 * from a catalogue still shows Chinese rather than the key.
 */
import { type ReactNode, useMemo } from 'react';
import { createIntl, IntlProvider, type MessageFormatElement, type PrimitiveType, useIntl } from 'react-intl';
import { type MessageKey, type Messages, zhHK } from '../i18n/zh-HK.ts';
import { config, type Locale, shopName } from './config.ts';

export type { Locale, MessageKey, Messages };

/**
 * A catalogue parsed ahead of time. The production build replaces the catalogue modules with this form
 * (see vite.config.ts) and leaves the ICU parser out of the bundle; the source and the tests keep strings.
 */
export type CompiledMessages = Readonly<Record<MessageKey, MessageFormatElement[]>>;

type RichValue = PrimitiveType | ReactNode | ((chunks: ReactNode[]) => ReactNode);

export interface AppIntlProviderProps {
  locale: Locale;
  messages: Messages | CompiledMessages;
  children: ReactNode;
}

export function AppIntlProvider({ locale, messages, children }: AppIntlProviderProps) {
  return (
    <IntlProvider locale={locale} defaultLocale="zh-HK" messages={messages}>
      {children}
    </IntlProvider>
  );
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
    () => (key, values) =>
      intl.formatMessage({ id: key, defaultMessage: zhHK[key] }, { shopName: name, ...values }),
    [intl, name],
  );
}

/** A message as a node, for values that are elements: `<T id="x" values={{ b: (c) => <b>{c}</b> }} />`. */
export function T({ id, values }: { id: MessageKey; values?: Record<string, RichValue> }) {
  const intl = useIntl();
  const name = useShopName();
  return <>{intl.formatMessage({ id, defaultMessage: zhHK[id] }, { shopName: name, ...values })}</>;
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
  messages: Messages | CompiledMessages,
  key: MessageKey,
  values?: Record<string, PrimitiveType>,
): string {
  const errors: unknown[] = [];
  const intl = createIntl({
    locale,
    defaultLocale: 'zh-HK',
    messages,
    onError: (error) => errors.push(error),
  });
  const text = intl.formatMessage(
    { id: key, defaultMessage: zhHK[key] },
    { shopName: shopName(locale, config.shop), ...values },
  );
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
