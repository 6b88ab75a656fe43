import { RouterProvider } from 'react-router/dom';
import { bootSession } from '../features/account/bootSession.ts';
import { bootCart } from '../features/cart/bootCart.ts';
import { bootFavourites } from '../features/favourites/bootFavourites.ts';
import { afterFirstView } from '../lib/afterFirstView.ts';
import { type Locale, loadAllMessagesOnce, type SomeMessages } from '../lib/intl.tsx';
import { AppProvider } from './provider.tsx';
import { createAppRouter } from './router.tsx';

// Before the router: member pages and the API client read the session from the first render.
bootSession();
// After the session: the cart and favourites hear its logins and logouts, and load after the first view.
bootCart();
bootFavourites();
const router = createAppRouter();
// The rest of the message catalogue (pop-ups and pages outside the first view) once the first view settled.
afterFirstView(() => void loadAllMessagesOnce().catch(() => {}));

export function App({ locale, messages }: { locale: Locale; messages: SomeMessages }) {
  return (
    <AppProvider locale={locale} messages={messages}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
