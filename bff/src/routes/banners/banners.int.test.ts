import {
  marketingEventBannerSchema,
  navigationBannerSchema,
  videoBannerSchema,
} from '@shop/domain/catalogue/apiSchemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CATALOGUE_CACHE_CONTROL } from '../../catalogue/cacheControl.ts';
import { testDatabases } from '../../db/testDatabases.ts';
import { startTestShop, type TestShop } from '../../testing/testShop.ts';

describe.each(testDatabases())('banner routes on $name', (leg) => {
  let shop: TestShop;
  const get = async (url: string) => {
    const response = await shop.app.inject({ method: 'GET', url });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe(CATALOGUE_CACHE_CONTROL);
    return response.json() as unknown;
  };

  beforeAll(async () => {
    shop = await startTestShop(leg);
  });
  afterAll(async () => {
    await shop?.close();
  });

  it('lists the navigation banners: 1 the default, 2 the student zone', async () => {
    const banners = z.array(navigationBannerSchema).parse(await get('/api/navigationBanner/all'));
    expect(banners.map((b) => b.navigationBannerId)).toEqual([1, 2]);
    expect(banners[1]).toMatchObject({
      bannerImage: 'nav-banner-student.svg',
      bannerLinkTo: '/category/10500',
    });
  });

  it('lists the active banners whose event runs (or that have none), by position then order', async () => {
    const banners = z
      .array(marketingEventBannerSchema)
      .parse(await get('/api/marketingEvent/banner/allWithPriority'));
    const { rows } = await shop.db.query<{ banner_id: number }>(
      `select b.banner_id from banners b left join marketing_events me using (marketing_event_id)
       where b.active and (me is null or (me.status = 1 and (me.end_date is null or me.end_date > $1)
         and (me.start_date is null or me.start_date <= $1)))
       order by b.slot, b.sort_order, b.banner_id`,
      [shop.clock.now()],
    );
    expect(banners.map((b) => b.bannerId)).toEqual(rows.map((r) => r.banner_id));
    expect(banners.length).toBeGreaterThan(2);
    expect(banners[0]).toMatchObject({
      bannerPosition: 1,
      markingEventId: 1,
      isMegaSale: true,
      bannerContent: 'banner-event-1.svg',
    });
    expect(Date.parse(banners[0]!.endDate!)).toBeGreaterThan(shop.clock.now().getTime());
    const positions = banners.map((b) => b.bannerPosition);
    expect([...positions].sort()).toEqual(positions);

    // An ended event's banner disappears.
    await shop.db.query('update marketing_events set end_date = $1 where marketing_event_id = $2', [
      shop.clock.now(),
      banners[0]!.markingEventId,
    ]);
    const after = z
      .array(marketingEventBannerSchema)
      .parse(await get('/api/marketingEvent/banner/allWithPriority'));
    expect(after.map((b) => b.bannerId)).not.toContain(banners[0]!.bannerId);
  });

  it('lists the video banners with their mobile video and posters', async () => {
    const banners = z.array(videoBannerSchema).parse(await get('/api/videoBanner/all'));
    expect(banners).toEqual([
      {
        videoBannerId: 1,
        bannerVideo: 'harbour-loop.webm',
        mobileBannerVideo: 'harbour-loop-mobile.webm',
        posterImage: 'video-poster.svg',
        mobilePosterImage: 'video-poster-mobile.svg',
        bannerLinkTo: '/category/60000',
      },
    ]);
  });
});
