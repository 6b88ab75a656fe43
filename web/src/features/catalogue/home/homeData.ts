import type { MarketingEventBanner, VideoBanner } from '@shop/domain/catalogue/apiSchemas';
import { afterFirstView } from '../../../lib/afterFirstView.ts';
import { api } from '../../../lib/api.ts';

/**
 * The home page's data, loaded by the router from the first moment (a static loader runs while the page's
 * code is still on its way): the banners are the largest paint of the first view. Kept tiny, it is part of
 * the shell.
 */

/** The carousel is marketing-event banner position 1. */
export const CAROUSEL_POSITION = 1;

export interface HomeData {
  /** null when the banners could not be fetched (offline before the first visit): the page still opens. */
  banners: MarketingEventBanner[] | null;
  videos: VideoBanner[] | null;
}

/** The element in which the server writes the home page's lists into index.html for `/` (bff homeHead.ts). */
export const HOME_DATA_ELEMENT_ID = 'home-data';

/**
 * The lists the server wrote into the page, once: the first load of `/` needs no request (and the first
 * banner's picture is already preloaded); any later visit fetches fresh lists.
 */
export function takeServedHomeData(
  doc: Pick<Document, 'getElementById'> | undefined = typeof document === 'undefined' ? undefined : document,
): { banners: MarketingEventBanner[]; videos: VideoBanner[] } | null {
  const element = doc?.getElementById(HOME_DATA_ELEMENT_ID);
  if (!element) return null;
  element.remove();
  try {
    const data = JSON.parse(element.textContent ?? '') as { banners?: unknown; videos?: unknown };
    return Array.isArray(data.banners) && Array.isArray(data.videos)
      ? { banners: data.banners as MarketingEventBanner[], videos: data.videos as VideoBanner[] }
      : null;
  } catch {
    return null;
  }
}

const BANNERS_PATH = 'marketingEvent/banner/allWithPriority';
const VIDEOS_PATH = 'videoBanner/all';

/**
 * Lists served inside the page never passed the service worker, so its catalogue cache lacks them and `/`
 * would open offline without banners. Served lists mean a first visit (a controlled page gets the precached
 * shell): ask for them again once the worker controls the page, which stores them for offline use.
 */
export function cacheServedListsForOffline(
  container:
    | Pick<ServiceWorkerContainer, 'controller' | 'addEventListener'>
    | undefined = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker,
  request: (path: string) => Promise<unknown> = (path) => api.request(path),
): void {
  if (!container) return;
  const fetchLists = () => {
    for (const path of [BANNERS_PATH, VIDEOS_PATH]) void request(path).catch(() => null);
  };
  if (container.controller) afterFirstView(fetchLists);
  else container.addEventListener('controllerchange', fetchLists, { once: true });
}

function carousel(banners: MarketingEventBanner[] | null): MarketingEventBanner[] | null {
  return banners?.filter((banner) => banner.bannerPosition === CAROUSEL_POSITION) ?? null;
}

export async function homeLoader({ request }: { request: Request }): Promise<HomeData> {
  const served = takeServedHomeData();
  if (served) {
    cacheServedListsForOffline();
    return { banners: carousel(served.banners), videos: served.videos };
  }
  const { signal } = request;
  const [banners, videos] = await Promise.all([
    api.request<MarketingEventBanner[]>(BANNERS_PATH, { signal }).catch(() => null),
    api.request<VideoBanner[]>(VIDEOS_PATH, { signal }).catch(() => null),
  ]);
  return { banners: carousel(banners), videos };
}
