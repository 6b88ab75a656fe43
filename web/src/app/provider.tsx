import { type ReactNode, StrictMode } from 'react';
import type { Locale, SomeMessages } from '../lib/intl.tsx';
import { AppIntlProvider, setCatalogueLoader } from '../lib/intl.tsx';
import { ShopActionsProvider } from '../lib/shopActions.ts';
import { loadAllMessages } from './messages/index.ts';
import { shopActions } from './shopActions.ts';

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
        <ShopActionsProvider value={shopActions}>{children}</ShopActionsProvider>
      </AppIntlProvider>
    </StrictMode>
  );
}
