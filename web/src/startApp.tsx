/**
 * Starts the app (main.tsx imports this once the first view allows): hydrates a page the server rendered,
 * or renders the shell's page in the browser.
 */
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
// The app first: its module boots the session, which the router's first render reads.
import { App } from './app/index.tsx';
import { loadMessages } from './app/messages/index.ts';
import { createAppRouter, routes } from './app/router.tsx';
import { loadMatchedRoutes, takeServedPage } from './app/servedPage.ts';
import { keepServedPageOffline } from './app/servedPageOffline.ts';
import { config } from './lib/config.ts';
import { showLocale } from './lib/intl.tsx';
import { localeOfSearch, rememberLocale, storedLocale } from './lib/locale.ts';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// A first visit to a public page arrives rendered by the server (server/render.tsx): hydrate it.
const served = takeServedPage();
// The shopper's language: the link's (`?lang=en`, remembered as a choice), else the one chosen before. A
// served page is in the language it was rendered in: it hydrates as it is, then changes.
const linked = localeOfSearch(location.search);
if (linked) rememberLocale(linked);
const chosen = linked ?? storedLocale();
const locale = served ? served.locale : chosen;
const [messages] = await Promise.all([
  loadMessages(locale),
  served ? loadMatchedRoutes(routes, location.pathname) : null,
  locale === config.defaultLocale ? null : showLocale(locale),
]);

if (served) {
  const router = createAppRouter({ loaderData: served.loaderData });
  // In a transition, hydration yields to the browser between slices instead of one long task.
  startTransition(() => {
    hydrateRoot(container, <App locale={locale} messages={messages} router={router} />, {
      // The page still works (React renders the part again); the console says what differed.
      onRecoverableError: (error) => console.error('[hydration]', error),
    });
  });
  keepServedPageOffline(served);
  // Not loaded (offline, not yet stored): the page stays in the shop's language.
  if (chosen !== locale) showLocale(chosen).catch(() => {});
} else {
  const root = createRoot(container);
  // A transition renders the first view in slices, yielding to the browser between them, instead of one long
  // task (Lighthouse's total blocking time); nothing is on screen before it anyway.
  startTransition(() => root.render(<App locale={locale} messages={messages} router={createAppRouter()} />));
}
