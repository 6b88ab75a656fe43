import { afterFirstView } from '../lib/afterFirstView.ts';
import type { ServedPageData } from './servedPage.ts';

/**
 * The served page's data and pictures never passed the service worker (it installs during the first visit),
 * so its caches lack them and the page would not open offline. Once the worker controls the page, ask for
 * them again: the worker stores them (from the HTTP cache, mostly, not the network).
 */
export function keepServedPageOffline(
  data: Pick<ServedPageData, 'apiPaths'>,
  container:
    | Pick<ServiceWorkerContainer, 'controller' | 'addEventListener'>
    | undefined = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker,
  images: () => Iterable<string> = servedImages,
  request: (url: string) => Promise<unknown> = (url) => fetch(url),
): void {
  if (!container) return;
  const fetchAll = () => {
    for (const url of new Set([...data.apiPaths, ...images()])) void request(url).catch(() => null);
  };
  if (container.controller) afterFirstView(fetchAll);
  else container.addEventListener('controllerchange', fetchAll, { once: true });
}

/** The shop's pictures on the page (the API's files), as the browser chose them (srcset, <picture>). */
function servedImages(): string[] {
  return [...document.images]
    .map((image) => image.currentSrc || image.src)
    .filter((src) => new URL(src, location.href).pathname.startsWith('/api/file/'));
}
