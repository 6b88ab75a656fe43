import { BANNER_SLOTS } from '@shop/domain/admin/content';
import type { MarketingEventBanner, NavigationBanner, VideoBanner } from '@shop/domain/catalogue/apiSchemas';
import type { Queryable } from '@shop/projections/ports/db';
import { toIsoString } from '../catalogue/displayProducts.ts';

interface NavigationBannerRow {
  navigation_banner_id: number;
  title: string;
  banner_image: string;
  banner_link_to: string;
}

interface EventBannerRow {
  banner_id: number;
  marketing_event_id: number | null;
  title: string;
  slot: 'A' | 'B' | 'C';
  image: string;
  mobile_image: string | null;
  link_to: string;
  article_ids: number[] | null;
  is_mega_sale: boolean | null;
  end_date: Date | string | null;
  sort_order: number;
}

interface VideoBannerRow {
  video_banner_id: number;
  banner_video: string;
  mobile_banner_video: string | null;
  poster_image: string | null;
  mobile_poster_image: string | null;
  banner_link_to: string;
}

export async function navigationBanners(db: Queryable): Promise<NavigationBanner[]> {
  const { rows } = await db.query<NavigationBannerRow>(
    `select navigation_banner_id, title, banner_image, banner_link_to
     from navigation_banners order by navigation_banner_id`,
  );
  return rows.map((row) => ({
    navigationBannerId: row.navigation_banner_id,
    title: row.title,
    bannerImage: row.banner_image,
    bannerLinkTo: row.banner_link_to,
  }));
}

/**
 * The active banners (back office, banners section) that show at `now`: those of no event, and those of an
 * event while it runs (its end date is the banner's countdown). By position (A = 1 the carousel, B = 2,
 * C = 3), then sort order.
 */
export async function runningEventBanners(db: Queryable, now: Date): Promise<MarketingEventBanner[]> {
  const { rows } = await db.query<EventBannerRow>(
    `select b.banner_id, b.marketing_event_id, b.title, b.slot, b.image, b.mobile_image, b.link_to,
       me.article_ids, me.is_mega_sale, me.end_date, b.sort_order
     from banners b left join marketing_events me on me.marketing_event_id = b.marketing_event_id
     where b.active
       and (b.marketing_event_id is null
            or (me.status = 1 and (me.start_date is null or me.start_date <= $1)
                and (me.end_date is null or me.end_date > $1)))
     order by b.slot, b.sort_order, b.banner_id`,
    [now],
  );
  return rows.map((row) => ({
    bannerId: row.banner_id,
    markingEventId: row.marketing_event_id,
    title: row.title,
    bannerPosition: BANNER_SLOTS.indexOf(row.slot) + 1,
    bannerContent: row.image,
    mobileBannerContent: row.mobile_image,
    bannerLinkTo: row.link_to === '' ? null : row.link_to,
    articleIds: row.article_ids ?? [],
    isMegaSale: row.is_mega_sale ?? false,
    endDate: toIsoString(row.end_date),
    sortOrder: row.sort_order,
  }));
}

export async function videoBanners(db: Queryable): Promise<VideoBanner[]> {
  const { rows } = await db.query<VideoBannerRow>(
    `select video_banner_id, banner_video, mobile_banner_video, poster_image, mobile_poster_image, banner_link_to
     from video_banners where status = 1 order by sort_order, video_banner_id`,
  );
  return rows.map((row) => ({
    videoBannerId: row.video_banner_id,
    bannerVideo: row.banner_video,
    mobileBannerVideo: row.mobile_banner_video,
    posterImage: row.poster_image,
    mobilePosterImage: row.mobile_poster_image,
    bannerLinkTo: row.banner_link_to,
  }));
}
