import { type ReactNode, StrictMode } from 'react';
import type { Locale, SomeMessages } from '../lib/intl.tsx';
import { AppIntlProvider } from '../lib/intl.tsx';

export function AppProvider({
  locale,
  messages,
  children,
}: {
  locale: Locale;
  messages: SomeMessages;
  children: ReactNode;
}) {
  return (
    <StrictMode>
      <AppIntlProvider locale={locale} messages={messages}>
        {children}
      </AppIntlProvider>
    </StrictMode>
  );
}
