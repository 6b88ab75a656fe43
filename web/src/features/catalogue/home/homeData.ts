import type { MarketingEventBanner, VideoBanner } from '@shop/domain/catalogue/apiSchemas';
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

function carousel(banners: MarketingEventBanner[] | null): MarketingEventBanner[] | null {
  return banners?.filter((banner) => banner.bannerPosition === CAROUSEL_POSITION) ?? null;
}

export async function homeLoader({ request }: { request: Request }): Promise<HomeData> {
  const served = takeServedHomeData();
  if (served) return { banners: carousel(served.banners), videos: served.videos };
  const { signal } = request;
  const [banners, videos] = await Promise.all([
    api
      .request<MarketingEventBanner[]>('marketingEvent/banner/allWithPriority', { signal })
      .catch(() => null),
    api.request<VideoBanner[]>('videoBanner/all', { signal }).catch(() => null),
  ]);
  return { banners: carousel(banners), videos };
}
