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

export async function homeLoader({ request }: { request: Request }): Promise<HomeData> {
  const { signal } = request;
  const [banners, videos] = await Promise.all([
    api
      .request<MarketingEventBanner[]>('marketingEvent/banner/allWithPriority', { signal })
      .catch(() => null),
    api.request<VideoBanner[]>('videoBanner/all', { signal }).catch(() => null),
  ]);
  return {
    banners: banners?.filter((banner) => banner.bannerPosition === CAROUSEL_POSITION) ?? null,
    videos,
  };
}
