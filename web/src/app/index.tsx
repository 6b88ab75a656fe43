import { RouterProvider } from 'react-router/dom';
import { bootSession } from '../features/account/bootSession.ts';
import { bootCart } from '../features/cart/bootCart.ts';
import { bootFavourites } from '../features/favourites/bootFavourites.ts';
import { afterFirstView } from '../lib/afterFirstView.ts';
import { type Locale, loadAllMessagesOnce, type SomeMessages } from '../lib/intl.tsx';
import { AppProvider } from './provider.tsx';
import type { createAppRouter } from './router.tsx';

// Before the router: member pages and the API client read the session from the first render.
bootSession();
// After the session: the cart and favourites hear its logins and logouts, and load after the first view.
bootCart();
bootFavourites();
// The rest of the message catalogue (pop-ups and pages outside the first view) once the first view settled.
afterFirstView(() => void loadAllMessagesOnce().catch(() => {}));

export type AppRouter = ReturnType<typeof createAppRouter>;

export function App({
  locale,
  messages,
  router,
}: {
  locale: Locale;
  messages: SomeMessages;
  router: AppRouter;
}) {
  return (
    <AppProvider locale={locale} messages={messages}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
