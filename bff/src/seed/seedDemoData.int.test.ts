import { createHash } from 'node:crypto';
import type { Db } from '@shop/projections/ports/db';
import type { EventStore } from '@shop/projections/ports/eventStore';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEventStore } from '../adapters/eventStore/openEventStore.ts';
import { verifyPassword } from '../auth/passwords.ts';
import { migrate } from '../db/migrate.ts';
import { testDatabases } from '../db/testDatabases.ts';
import { MENU_CATEGORY_IDS } from './demo/categories.ts';
import { DEMO_PASSWORD, VIP_OPENING_POINTS } from './demo/people.ts';
import { type SeedResult, seedDemoData } from './seedDemoData.ts';

const NOW = new Date('2026-03-15T02:00:00.000Z');

const TABLES = [
  'categories',
  'hashtags',
  'marketing_events',
  'display_products',
  'display_product_categories',
  'display_product_hashtags',
  'products',
  'product_bundle_items',
  'product_points',
  'navigation_banners',
  'video_banners',
  'articles',
  'page_contents',
  'locations',
  'location_provinces',
  'location_districts',
  'location_zones',
  'age_groups',
  'sf_lockers',
  'sf_stations',
  'members',
  'staff',
  'discounts',
  'discount_items',
  'discount_trigger_products',
  'coupons',
  'member_coupons',
  'files',
  'demo_seed',
  'events',
] as const;

async function countAll(db: Db): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of TABLES) {
    const { rows } = await db.query<{ n: number }>(`select count(*)::int as n from ${table}`);
    counts[table] = rows[0]!.n;
  }
  return counts;
}

/** Checks the SVG is well-formed enough for any XML parser: balanced tags, quoted attributes, escaped text. */
function expectWellFormedSvg(name: string, text: string): void {
  expect(text.startsWith('<svg '), name).toBe(true);
  const root = /^<svg ([^>]*)>/.exec(text)?.[1] ?? '';
  expect(root, name).toMatch(/\bxmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
  expect(root, name).toMatch(/\bwidth="\d+"/);
  expect(root, name).toMatch(/\bheight="\d+"/);
  expect(root, name).toMatch(/\bviewBox="0 0 \d+ \d+"/);
  const stack: string[] = [];
  const tag = /<(\/?)([A-Za-z][\w:-]*)((?:\s+[\w:-]+="[^"<>]*")*)\s*(\/?)>/g;
  let last = 0;
  for (let match = tag.exec(text); match; match = tag.exec(text)) {
    const between = text.slice(last, match.index);
    expect(between, `${name}: stray markup`).not.toMatch(/[<>]/);
    const [, closing, tagName, attributes = '', selfClosing] = match;
    for (const part of [between, attributes]) {
      expect(part.replace(/&(amp|lt|gt|quot|apos|#\d+);/g, ''), `${name}: raw &`).not.toContain('&');
    }
    if (closing) expect(stack.pop(), `${name}: </${tagName}>`).toBe(tagName);
    else if (!selfClosing) stack.push(tagName!);
    last = tag.lastIndex;
  }
  expect(text.slice(last), name).toBe('');
  expect(stack, name).toEqual([]);
}

describe.each(testDatabases())('seedDemoData on $name', (leg) => {
  let db: Db;
  let store: EventStore;
  let first: SeedResult;
  let countsAfterFirst: Record<string, number>;

  beforeAll(async () => {
    db = await leg.open();
    await migrate(db);
    store = await openEventStore({ db });
    first = await seedDemoData(db, store, NOW);
    countsAfterFirst = await countAll(db);
  });

  afterAll(async () => {
    await store?.close();
    await db?.close();
  });

  it('seeds at least 200 shown display products with variants, SKUs and url names', async () => {
    expect(first.seeded).toBe(true);
    const { rows } = await db.query<{ shown: number; hidden: number; with_options: number; urls: number }>(
      `select count(*) filter (where status = 1)::int as shown,
              count(*) filter (where status <> 1)::int as hidden,
              count(*) filter (where (select count(*) from products p where p.display_product_id = d.display_product_id) > 1)::int
                as with_options,
              count(distinct url_name)::int as urls
         from display_products d`,
    );
    const stats = rows[0]!;
    expect(stats.shown).toBeGreaterThanOrEqual(200);
    expect(stats.hidden).toBeGreaterThanOrEqual(2);
    expect(stats.with_options).toBeGreaterThanOrEqual(80);
    expect(stats.urls).toBe(stats.shown + stats.hidden);
    expect(first.summary.shownDisplayProducts).toBe(stats.shown);

    const serum = await db.query<{ price_cents: number; discount_price_cents: number; volumes: string[] }>(
      `select d.price_cents, d.discount_price_cents, array_agg(p.volume order by p.sort_order) as volumes
         from display_products d join products p using (display_product_id)
        where d.url_name = 'hydrating-serum' group by d.display_product_id`,
    );
    expect(serum.rows[0]).toEqual({
      price_cents: 29_800,
      discount_price_cents: 23_800,
      volumes: ['30ml', '50ml'],
    });

    const orphans = await db.query(
      `select 1 from display_products d where not exists (select 1 from products p where p.display_product_id = d.display_product_id)`,
    );
    expect(orphans.rows.length).toBe(0);
    const subscriptions = await db.query('select 1 from products where subscription_period = 6');
    expect(subscriptions.rows.length).toBeGreaterThanOrEqual(3);
  });

  it('spreads stock across sold out, 1–10, 11–300 and over 300', async () => {
    const { rows } = await db.query<{ band: string; n: number }>(
      `select case when inventory = 0 then 'sold-out' when inventory <= 10 then 'exact'
                   when inventory <= 300 then 'few-left' else 'in-stock' end as band, count(*)::int as n
         from products group by 1`,
    );
    const bands = Object.fromEntries(rows.map((row) => [row.band, row.n]));
    for (const band of ['sold-out', 'exact', 'few-left', 'in-stock'])
      expect(bands[band], band).toBeGreaterThan(0);
    const soldOutProduct = await db.query(
      `select d.display_product_id from display_products d join products p using (display_product_id)
        where d.status = 1 group by d.display_product_id having max(p.inventory) = 0`,
    );
    expect(soldOutProduct.rows.length).toBeGreaterThanOrEqual(2);
  });

  it('fills every menu category, hot products and latest offers', async () => {
    const { rows } = await db.query<{ category_id: number; n: number }>(
      `select c.category_id, count(d.display_product_id)::int as n
         from categories c
         left join display_product_categories dc using (category_id)
         left join display_products d on d.display_product_id = dc.display_product_id and d.status = 1
        group by c.category_id`,
    );
    const counts = new Map(rows.map((row) => [row.category_id, row.n]));
    for (const id of [...MENU_CATEGORY_IDS, 60000, 80000])
      expect(counts.get(id), `category ${id}`).toBeGreaterThan(0);
    expect(counts.get(60000)).toBeGreaterThanOrEqual(20);
    expect(counts.get(80000)).toBeGreaterThanOrEqual(20);
    expect(counts.get(1)).toBe(first.summary.shownDisplayProducts);

    const special = await db.query<{ url_naming: string; category_id: number }>(
      `select url_naming, category_id from categories where url_naming in ('offer', 'chinese') order by url_naming`,
    );
    expect(special.rows).toEqual([
      { url_naming: 'chinese', category_id: 70000 },
      { url_naming: 'offer', category_id: 80000 },
    ]);
    const articles = await db.query<{ category_id: number; n: number }>(
      `select c.category_id, count(a.article_id)::int as n from categories c
         left join articles a using (category_id) where c.kind = 'article' group by 1 order by 1`,
    );
    expect(articles.rows).toEqual([
      { category_id: 90001, n: 3 },
      { category_id: 90002, n: 3 },
      { category_id: 90003, n: 3 },
      { category_id: 90004, n: 0 },
    ]);
  });

  it('has the hidden hashtag 91, future countdowns and banners of the three kinds', async () => {
    const hidden = await db.query<{ hidden: boolean; n: number }>(
      `select h.hidden, count(*)::int as n from hashtags h join display_product_hashtags using (hashtag_id)
        where h.hashtag_id = 91 group by h.hidden`,
    );
    expect(hidden.rows[0]?.hidden).toBe(true);
    expect(hidden.rows[0]?.n).toBeGreaterThan(0);
    const countdowns = await db.query(
      `select 1 from display_products d join marketing_events e using (marketing_event_id) where e.end_date > $1`,
      [NOW],
    );
    expect(countdowns.rows.length).toBeGreaterThanOrEqual(5);
    const carousel = await db.query<{ image: string; mobile_image: string }>(
      `select image, mobile_image from banners where slot = 'A' and marketing_event_id is not null`,
    );
    expect(carousel.rows.length).toBeGreaterThanOrEqual(3);
    const navigation = await db.query<{ navigation_banner_id: number }>(
      'select navigation_banner_id from navigation_banners order by 1',
    );
    expect(navigation.rows.map((row) => row.navigation_banner_id)).toEqual([1, 2]);
    const video = await db.query<{ banner_video: string; poster_image: string }>(
      'select banner_video, poster_image from video_banners',
    );
    expect(video.rows).toEqual([{ banner_video: 'harbour-loop.webm', poster_image: 'video-poster.svg' }]);

    // Every image a row names is a stored file.
    const missing = await db.query<{ name: string }>(
      `with named(name) as (
         select unnest(images) from display_products union select unnest(functional_icons) from display_products
         union select unnest(images) from products union select banner_image from categories
         union select mobile_banner_image from categories union select image from banners
         union select mobile_image from banners union select banner_image from navigation_banners
         union select banner_video from video_banners union select mobile_banner_video from video_banners
         union select poster_image from video_banners union select mobile_poster_image from video_banners
         union select cover_image from articles)
       select name from named where name is not null and name not in (select name from files)`,
    );
    expect(missing.rows).toEqual([]);
  });

  it('lists the 24 locations with Hong Kong and Macau as the specification gives them', async () => {
    const { rows } = await db.query<{
      location_id: number;
      country_code: string;
      calling_code: string;
      number_of_digit: number;
    }>('select location_id, country_code, calling_code, number_of_digit from locations order by location_id');
    expect(rows).toHaveLength(24);
    expect(rows.find((row) => row.location_id === 6)).toEqual({
      location_id: 6,
      country_code: 'HK',
      calling_code: '852',
      number_of_digit: 8,
    });
    expect(rows.find((row) => row.location_id === 11)).toEqual({
      location_id: 11,
      country_code: 'MO',
      calling_code: '853',
      number_of_digit: 8,
    });
    const areas = await db.query<{ name_chi: string; districts: number; zones: number }>(
      `select p.name_chi, count(distinct d.district_id)::int as districts, count(z.zone_id)::int as zones
         from location_provinces p join location_districts d using (province_id) join location_zones z using (district_id)
        group by p.province_id, p.name_chi order by p.province_id`,
    );
    expect(areas.rows.map((row) => row.name_chi)).toEqual(['香港島', '九龍', '新界', '離島']);
    expect(areas.rows.reduce((sum, row) => sum + row.districts, 0)).toBe(18);
    const ageGroups = await db.query('select 1 from age_groups where status = 1');
    expect(ageGroups.rows.length).toBe(6);
    const lockers = await db.query<{ location_id: number; n: number }>(
      `select location_id, count(*)::int as n from sf_lockers
        where (sf_locker_id like 'H853%') = (location_id = 11) group by 1 order by 1`,
    );
    expect(lockers.rows.map((row) => row.location_id)).toEqual([6, 11]);
    const stations = await db.query<{ location_id: number }>(
      `select distinct location_id from sf_stations where (sf_station_code like 'H853%') = (location_id = 11) order by 1`,
    );
    expect(stations.rows.map((row) => row.location_id)).toEqual([6, 11]);
  });

  it('has the coupons with their discount types, and no active site-wide free delivery', async () => {
    const { rows } = await db.query<{
      coupon_code: string;
      discount_type: string;
      action_type: string;
      action_value: string;
      regular_price_only: boolean;
      min_spend_cents: number;
      guest_allowed: boolean;
      expired: boolean;
    }>(
      `select c.coupon_code, d.discount_type, d.action_type, d.action_value::text, d.regular_price_only,
              d.min_spend_cents, c.guest_allowed, d.valid_to < $1 as expired
         from coupons c join discounts d using (discount_id)`,
      [NOW],
    );
    const byCode = new Map(rows.map((row) => [row.coupon_code, row]));
    expect(byCode.get('NEW10')).toMatchObject({
      discount_type: 'DISCOUNT_COUPON',
      action_type: '*',
      action_value: '0.90',
      regular_price_only: true,
      guest_allowed: true,
      expired: false,
    });
    expect(byCode.get('CASH30')).toMatchObject({
      discount_type: 'CASH_COUPON',
      action_type: '-',
      action_value: '30.00',
      min_spend_cents: 20_000,
      guest_allowed: true,
    });
    expect(byCode.get('FREESHIP')).toMatchObject({ discount_type: 'FREE_DELIVERY', guest_allowed: false });
    expect(byCode.get('GIFT2026')).toMatchObject({ discount_type: 'GIFT_COUPON', guest_allowed: false });
    expect(byCode.get('OLD2024')).toMatchObject({ discount_type: 'CASH_COUPON', expired: true });

    const addOns = await db.query<{
      discount_type: string;
      min_spend_cents: number;
      price: number;
      triggers: number;
    }>(
      `select d.discount_type, d.min_spend_cents, i.add_on_price_cents as price,
              (select count(*)::int from discount_trigger_products t where t.discount_id = d.discount_id) as triggers
         from discounts d join discount_items i using (discount_id)
        where d.discount_type in ('GWP', 'PWP') order by d.discount_type, d.min_spend_cents, i.add_on_price_cents`,
    );
    const gwp = addOns.rows.filter((row) => row.discount_type === 'GWP');
    expect(gwp.map((row) => [row.min_spend_cents, row.price])).toEqual([
      [30_000, 0],
      [80_000, 0],
    ]);
    const pwp = addOns.rows.filter((row) => row.discount_type === 'PWP');
    expect(pwp.length).toBeGreaterThanOrEqual(2);
    for (const row of pwp) {
      expect(row.price).toBeGreaterThan(0);
      expect(row.triggers).toBeGreaterThan(0);
    }

    const siteWideFreeDelivery = await db.query(
      `select 1 from discounts where discount_type = 'FREE_DELIVERY' and not requires_coupon and status = 1
          and (valid_from is null or valid_from <= $1) and (valid_to is null or valid_to > $1)`,
      [NOW],
    );
    expect(siteWideFreeDelivery.rows.length).toBe(0);
  });

  it('creates the demo members and owner with the password Passw0rd!, and the VIP opening points', async () => {
    const { rows } = await db.query<{
      member_id: number | string;
      phone: string;
      member_level_id: number;
      password_hash: string;
    }>('select member_id, phone, member_level_id, password_hash from members order by phone');
    expect(rows.map((row) => [row.phone, row.member_level_id])).toEqual([
      ['91234567', 1],
      ['98765432', 2],
    ]);
    for (const row of rows) {
      expect(row.password_hash.startsWith('scrypt$')).toBe(true);
      expect(await verifyPassword(DEMO_PASSWORD, row.password_hash)).toBe(true);
      expect(await verifyPassword('wrong-password', row.password_hash)).toBe(false);
    }
    const owner = await db.query<{ password_hash: string; roles: string[] }>(
      `select password_hash, roles from staff where username = 'owner'`,
    );
    expect(owner.rows[0]?.roles).toEqual(['owner']);
    expect(await verifyPassword(DEMO_PASSWORD, owner.rows[0]!.password_hash)).toBe(true);

    const vip = rows.find((row) => row.member_level_id === 2)!;
    const vipId = Number(vip.member_id);
    expect(first.summary.members.vip.memberId).toBe(vipId);
    const events = await store.readStream(`points-${vipId}`);
    expect(events).toHaveLength(2);
    expect(events[0]).toMatchObject({
      type: 'VipUpgraded',
      streamRevision: 0n,
      data: { memberId: vipId, reason: 'GRANTED', paidSpend: 0, orderId: null },
    });
    expect(events[1]).toMatchObject({
      type: 'PointsEarned',
      schemaVersion: 1,
      streamRevision: 1n,
      data: {
        memberId: vipId,
        points: VIP_OPENING_POINTS,
        orderId: null,
        orderNo: null,
        reason: 'opening balance',
      },
      metadata: { actor: { kind: 'system', id: 'demo-seed' }, occurredAt: NOW.toISOString() },
    });
  });

  it('stores valid, small SVG images, the JPEG packshots and the looping video with content hashes as etags', async () => {
    const { rows } = await db.query<{ name: string; content_type: string; bytes: Uint8Array; etag: string }>(
      'select name, content_type, bytes, etag from files order by name',
    );
    expect(rows.length).toBe(first.summary.files);
    const svgs = rows.filter((row) => row.content_type === 'image/svg+xml');
    expect(svgs.length).toBeGreaterThanOrEqual(400);
    for (const row of rows) {
      const bytes = Buffer.from(row.bytes);
      expect(row.etag, row.name).toBe(createHash('sha256').update(bytes).digest('hex'));
      if (row.content_type === 'image/svg+xml') {
        expect(row.name.endsWith('.svg'), row.name).toBe(true);
        expect(bytes.length, row.name).toBeLessThan(4096);
        expectWellFormedSvg(row.name, bytes.toString('utf8'));
      } else if (row.content_type === 'image/jpeg') {
        expect(row.name.endsWith('.jpg'), row.name).toBe(true);
        const { format, width, height } = await sharp(bytes).metadata();
        expect([format, width, height], row.name).toEqual(['jpeg', 1200, 1200]);
      } else {
        expect(row.content_type).toBe('video/webm');
        expect(bytes.subarray(0, 4).toString('hex'), row.name).toBe('1a45dfa3');
        expect(bytes.length, row.name).toBeLessThan(150 * 1024);
      }
    }
  });

  it('does nothing on a second call, and leaves identity sequences past the seeded ids', async () => {
    const again = await seedDemoData(db, store, new Date(NOW.getTime() + 60_000));
    expect(again.seeded).toBe(false);
    expect(again.summary).toEqual(first.summary);
    expect(await countAll(db)).toEqual(countsAfterFirst);

    const next = await db.query<{ id: number; max: number }>(
      `select nextval(pg_get_serial_sequence('display_products', 'display_product_id'))::int as id,
              (select max(display_product_id) from display_products)::int as max`,
    );
    expect(next.rows[0]!.id).toBeGreaterThan(next.rows[0]!.max);
  });
});

describe.each(testDatabases())('concurrent seeding on $name', (leg) => {
  it('seeds once when two replicas start together', async () => {
    const db = await leg.open();
    const store = await openEventStore({ db });
    try {
      await migrate(db);
      const results = await Promise.all([seedDemoData(db, store, NOW), seedDemoData(db, store, NOW)]);
      expect(results.map((result) => result.seeded).sort()).toEqual([false, true]);
      const { rows } = await db.query<{ n: number }>(
        `select count(*)::int as n from events where type = 'PointsEarned'`,
      );
      expect(rows[0]!.n).toBe(1);
    } finally {
      await store.close();
      await db.close();
    }
  });
});
