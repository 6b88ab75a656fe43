import { useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { Header } from '../components/layout/Header.tsx';
import { SkipLink } from '../components/layout/SkipLink.tsx';
import { AccountMenu } from '../features/account/menu/AccountMenu.tsx';
import { useCartCount } from '../features/cart/cartBadge.ts';
import { FavouritesMenu } from '../features/favourites/FavouritesMenu.tsx';
import { OfflineBanner } from '../features/pwa/components/OfflineBanner.tsx';
import { useHydrated } from '../hooks/useHydrated.ts';
import { afterFirstView } from '../lib/afterFirstView.ts';
import { deferred } from '../lib/deferred.tsx';
// The deferred footer's styles travel with the shell's: its markup is on a server-rendered page from the start.
import '../components/layout/Footer.css';
import { markAppReady } from '../lib/appReady.ts';

const MAIN_ID = 'main';

// Below the fold, idle or closed at first: their code comes once the first view has settled (lib/deferred.tsx).
const Footer = deferred(async () => (await import('../components/layout/Footer.tsx')).Footer);
const BackToTop = deferred(async () => (await import('../components/layout/BackToTop.tsx')).BackToTop);
const UpdatePrompt = deferred(
  async () => (await import('../features/pwa/components/UpdatePrompt.tsx')).UpdatePrompt,
);
// The invitation to install the shop decides once the first view has settled (never on it).
const InstallInvitation = deferred(
  async () => (await import('../features/pwa/install/InstallInvitation.tsx')).InstallInvitation,
);
const SessionNotice = deferred(
  async () => (await import('../features/account/menu/SessionNotice.tsx')).SessionNotice,
);
// The cart's confirmations: an add before it has loaded waits in the cart's events until it shows.
const CartShell = deferred(async () => (await import('../features/cart/CartShell.tsx')).CartShell);
/** The data layer's code is nothing the first view shows: page views wait until it has settled. */
const analytics = () => import('../lib/analytics.ts');

/**
 * The service worker as soon as the app is live, not when the update prompt's code arrives once the first
 * view has settled (seconds later on a phone: a shopper who went offline meanwhile got the browser's error
 * page for every page). Registering again (workbox-window, in the prompt) finds this registration.
 */
function registerServiceWorker(): void {
  if (import.meta.env.PROD) navigator.serviceWorker?.register('/sw.js').catch(() => {});
}

/**
 * The header with the cart's count. The count is a store read (`useSyncExternalStore`): when it differs from
 * the server's 0 (a returning shopper's hint) or changes, React re-renders its reader synchronously, in one
 * task. Read here, that is the header alone; read in RootLayout it was the whole page.
 */
function SiteHeader() {
  const cartCount = useCartCount();
  return <Header cartCount={cartCount} account={<AccountMenu />} favourites={<FavouritesMenu />} />;
}

/**
 * The service worker's prompt registers the worker as it renders: browser only, after hydration. Its own
 * component for the same reason as SiteHeader: `useHydrated` turns true right after hydration, and its
 * reader re-renders synchronously (in RootLayout, the whole page: a 400 ms task at 4× CPU).
 */
function UpdatePromptOnceHydrated() {
  return useHydrated() ? <UpdatePrompt /> : null;
}

/** The shell every page sits in. Features plug their counts in here (the cart count is 0 until then). */
export function RootLayout() {
  const navigation = useNavigation();
  const location = useLocation();
  const { pathname } = location;
  const mainRef = useRef<HTMLElement>(null);
  const firstPath = useRef(pathname);

  useEffect(() => {
    // After an in-app navigation, start screen readers and keyboards at the new page, as a page load would.
    if (pathname !== firstPath.current) {
      firstPath.current = '';
      mainRef.current?.focus({ preventScroll: true });
    }
  }, [pathname]);

  useEffect(() => {
    afterFirstView(
      () => void analytics().then(({ loadTagManager }) => loadTagManager(import.meta.env.VITE_GTM_ID)),
    );
  }, []);

  // The app is live (hydrated, or rendered by the browser): end-to-end tests and the speed bench wait for it.
  useEffect(() => {
    markAppReady();
    registerServiceWorker();
  }, []);

  // Page views for the tag manager's data layer, after the page has set its title (child effects run first).
  useEffect(() => {
    const title = document.title;
    // One queue, one module promise: page views reach the data layer in the order they happened.
    afterFirstView(() => void analytics().then(({ trackPageView }) => trackPageView(location, title)));
  }, [location]);

  return (
    <>
      <SkipLink target={MAIN_ID} />
      <div className="nav-progress" hidden={navigation.state === 'idle'} />
      <div className="site-top">
        <SiteHeader />
        <OfflineBanner />
      </div>
      <main id={MAIN_ID} ref={mainRef} tabIndex={-1} className="site-main">
        <Outlet />
      </main>
      <Footer />
      <BackToTop />
      <UpdatePromptOnceHydrated />
      <InstallInvitation />
      <SessionNotice />
      <CartShell />
      <ScrollRestoration />
    </>
  );
}
