import type { MarketingEventBanner, VideoBanner } from '@shop/domain/catalogue/apiSchemas';
import { api } from '../../../lib/api.ts';

/**
 * The home page's data, loaded by the router from the first moment (a static loader runs while the page's
 * code is still on its way): the banners are the largest paint of the first view. Kept tiny, it is part of
 * the shell. A first visit gets it from the server with the rendered page (server/render.tsx).
 */

/** The carousel is marketing-event banner position 1. */
export const CAROUSEL_POSITION = 1;

export interface HomeData {
  /** null when the banners could not be fetched (offline before the first visit): the page still opens. */
  banners: MarketingEventBanner[] | null;
  videos: VideoBanner[] | null;
}

const BANNERS_PATH = 'marketingEvent/banner/allWithPriority';
const VIDEOS_PATH = 'videoBanner/all';

function carousel(banners: MarketingEventBanner[] | null): MarketingEventBanner[] | null {
  return banners?.filter((banner) => banner.bannerPosition === CAROUSEL_POSITION) ?? null;
}

export async function homeLoader({ request }: { request: Request }): Promise<HomeData> {
  const { signal } = request;
  const [banners, videos] = await Promise.all([
    api.request<MarketingEventBanner[]>(BANNERS_PATH, { signal }).catch(() => null),
    api.request<VideoBanner[]>(VIDEOS_PATH, { signal }).catch(() => null),
  ]);
  return { banners: carousel(banners), videos };
}
