import { type ReactNode, StrictMode } from 'react';
import type { Locale, SomeMessages } from '../lib/intl.tsx';
import { AppIntlProvider, setCatalogueLoader } from '../lib/intl.tsx';
import { loadAllMessages } from './messages/index.ts';

// Pages outside the first view and the parts that load later bring the complete catalogue with them.
setCatalogueLoader(loadAllMessages);

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
