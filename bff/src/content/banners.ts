import type { MarketingEventBanner, NavigationBanner, VideoBanner } from '@shop/domain/catalogue/apiSchemas';
import type { Queryable } from '@shop/projections/ports/db';
import { toIsoString } from '../catalogue/displayProducts.ts';

interface NavigationBannerRow {
  navigation_banner_id: number;
  title: string;
  banner_image: string;
  banner_link_to: string;
}

interface MarketingEventRow {
  marketing_event_id: number;
  title: string;
  banner_position: number;
  banner_content: string | null;
  mobile_banner_content: string | null;
  banner_link_to: string | null;
  article_ids: number[] | null;
  is_mega_sale: boolean;
  end_date: Date | string | null;
  priority: number;
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

/** Marketing events with a banner that run at `now`, by position then priority, highest first. */
export async function runningEventBanners(db: Queryable, now: Date): Promise<MarketingEventBanner[]> {
  const { rows } = await db.query<MarketingEventRow>(
    `select marketing_event_id, title, banner_position, banner_content, mobile_banner_content, banner_link_to,
       article_ids, is_mega_sale, end_date, priority
     from marketing_events
     where status = 1 and banner_position is not null
       and (start_date is null or start_date <= $1) and (end_date is null or end_date > $1)
     order by banner_position, priority desc, marketing_event_id`,
    [now],
  );
  return rows.map((row) => ({
    markingEventId: row.marketing_event_id,
    title: row.title,
    bannerPosition: row.banner_position,
    bannerContent: row.banner_content,
    mobileBannerContent: row.mobile_banner_content,
    bannerLinkTo: row.banner_link_to,
    articleIds: row.article_ids ?? [],
    isMegaSale: row.is_mega_sale,
    endDate: toIsoString(row.end_date),
    priority: row.priority,
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
