import { RouterProvider } from 'react-router/dom';
import { bootSession } from '../features/account/bootSession.ts';
import type { CompiledMessages, Locale, Messages } from '../lib/intl.tsx';
import { AppProvider } from './provider.tsx';
import { createAppRouter } from './router.tsx';

// Before the router: member pages and the API client read the session from the first render.
bootSession();
const router = createAppRouter();

export function App({ locale, messages }: { locale: Locale; messages: Messages | CompiledMessages }) {
  return (
    <AppProvider locale={locale} messages={messages}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
