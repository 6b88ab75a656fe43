import { RouterProvider } from 'react-router/dom';
import type { CompiledMessages, Locale, Messages } from '../lib/intl.tsx';
import { AppProvider } from './provider.tsx';
import { createAppRouter } from './router.tsx';

const router = createAppRouter();

export function App({ locale, messages }: { locale: Locale; messages: Messages | CompiledMessages }) {
  return (
    <AppProvider locale={locale} messages={messages}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
