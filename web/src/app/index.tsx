import { RouterProvider } from 'react-router/dom';
import { bootSession } from '../features/account/bootSession.ts';
import { bootCart } from '../features/cart/bootCart.ts';
import { bootFavourites } from '../features/favourites/bootFavourites.ts';
import type { CompiledMessages, Locale, Messages } from '../lib/intl.tsx';
import { AppProvider } from './provider.tsx';
import { createAppRouter } from './router.tsx';

// Before the router: member pages and the API client read the session from the first render.
bootSession();
// After the session: the cart and favourites hear its logins and logouts, and load after the first view.
bootCart();
bootFavourites();
const router = createAppRouter();

export function App({ locale, messages }: { locale: Locale; messages: Messages | CompiledMessages }) {
  return (
    <AppProvider locale={locale} messages={messages}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
