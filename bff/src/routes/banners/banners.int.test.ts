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

  it('lists the running marketing events that have a banner, by position then priority', async () => {
    const banners = z
      .array(marketingEventBannerSchema)
      .parse(await get('/api/marketingEvent/banner/allWithPriority'));
    const { rows } = await shop.db.query<{ marketing_event_id: number }>(
      `select marketing_event_id from marketing_events
       where banner_position is not null and status = 1 and (end_date is null or end_date > $1)
         and (start_date is null or start_date <= $1)
       order by banner_position, priority desc`,
      [shop.clock.now()],
    );
    expect(banners.map((b) => b.markingEventId)).toEqual(rows.map((r) => r.marketing_event_id));
    expect(banners.length).toBeGreaterThan(2);
    expect(banners[0]).toMatchObject({
      bannerPosition: 1,
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
    expect(after.map((b) => b.markingEventId)).not.toContain(banners[0]!.markingEventId);
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
