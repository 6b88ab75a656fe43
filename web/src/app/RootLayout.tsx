import { useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { BackToTop } from '../components/layout/BackToTop.tsx';
import { Footer } from '../components/layout/Footer.tsx';
import { Header } from '../components/layout/Header.tsx';
import { SkipLink } from '../components/layout/SkipLink.tsx';
import { AccountMenu } from '../features/account/menu/AccountMenu.tsx';
import { SessionNotice } from '../features/account/menu/SessionNotice.tsx';
import { CartShell } from '../features/cart/CartShell.tsx';
import { useCartCount } from '../features/cart/cartBadge.ts';
import { FavouritesMenu } from '../features/favourites/FavouritesMenu.tsx';
import { OfflineBanner } from '../features/pwa/components/OfflineBanner.tsx';
import { UpdatePrompt } from '../features/pwa/components/UpdatePrompt.tsx';
import { useHydrated } from '../hooks/useHydrated.ts';
import { loadTagManager, trackPageView } from '../lib/analytics.ts';

const MAIN_ID = 'main';
/** A User Timing mark: bench/lighthouse.ts counts the JavaScript requested before it as the first view's. */
export const APP_READY_MARK = 'app-ready';

/** The shell every page sits in. Features plug their counts in here (the cart count is 0 until then). */
export function RootLayout() {
  const navigation = useNavigation();
  const cartCount = useCartCount();
  const location = useLocation();
  const { pathname } = location;
  const mainRef = useRef<HTMLElement>(null);
  // The service worker's prompt registers the worker as it renders: browser only, after hydration.
  const hydrated = useHydrated();
  const firstPath = useRef(pathname);

  useEffect(() => {
    // After an in-app navigation, start screen readers and keyboards at the new page, as a page load would.
    if (pathname !== firstPath.current) {
      firstPath.current = '';
      mainRef.current?.focus({ preventScroll: true });
    }
  }, [pathname]);

  useEffect(() => loadTagManager(import.meta.env.VITE_GTM_ID), []);

  // The app is live (hydrated, or rendered by the browser): end-to-end tests and the speed bench wait for it.
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
    performance.mark(APP_READY_MARK);
  }, []);

  // Page views for the tag manager's data layer, after the page has set its title (child effects run first).
  useEffect(() => {
    trackPageView(location, document.title);
  }, [location]);

  return (
    <>
      <SkipLink target={MAIN_ID} />
      <div className="nav-progress" hidden={navigation.state === 'idle'} />
      <div className="site-top">
        <Header cartCount={cartCount} account={<AccountMenu />} favourites={<FavouritesMenu />} />
        <OfflineBanner />
      </div>
      <main id={MAIN_ID} ref={mainRef} tabIndex={-1} className="site-main">
        <Outlet />
      </main>
      <Footer />
      <BackToTop />
      {hydrated ? <UpdatePrompt /> : null}
      <SessionNotice />
      <CartShell />
      <ScrollRestoration />
    </>
  );
}
