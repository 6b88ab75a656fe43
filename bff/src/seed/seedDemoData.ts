import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { BANNER_SLOTS } from '@shop/domain/admin/content';
import type { NewEvent } from '@shop/domain/events';
import type { Db, Queryable } from '@shop/projections/ports/db';
import type { EventStore } from '@shop/projections/ports/eventStore';
import { hashPassword } from '../auth/passwords.ts';
import { bffPath } from '../bffDir.ts';
import { sanitizeHtml } from '../content/sanitizeHtml.ts';
import { buildCatalogue, type SeedFile, stockBand } from './demo/catalogue.ts';
import { CATEGORIES, FUNCTIONAL_ICONS, HASHTAGS, SHOP_NAME_CHI } from './demo/categories.ts';
import { ARTICLES, PAGE_CONTENTS } from './demo/content.ts';
import { buildDiscounts } from './demo/discounts.ts';
import {
  AGE_GROUPS,
  HONG_KONG_AREAS,
  HONG_KONG_LOCATION_ID,
  LOCATIONS,
  SF_LOCKERS,
  SF_STATIONS,
} from './demo/locations.ts';
import { buildMarketing } from './demo/marketing.ts';
import { SHOP_MESSAGES } from './demo/messages.ts';
import { DEMO_PASSWORD, MEMBERS, STAFF, STAFF_ROLES, VIP_OPENING_POINTS } from './demo/people.ts';
import { insertRows } from './insertRows.ts';
import { rasterImages } from './rasterImages.ts';
import { bannerSvg, iconSvg } from './svg.ts';

export interface SeedSummary {
  seededAt: string;
  displayProducts: number;
  shownDisplayProducts: number;
  products: number;
  /** Display products per category id (menu, hot, offers, herbal, all). */
  productsPerCategory: Record<string, number>;
  /** Variants (products) per stock band of the product page. */
  stockBands: { soldOut: number; exact: number; fewLeft: number; inStock: number };
  categories: number;
  hashtags: number;
  marketingEvents: number;
  articles: number;
  pageContents: number;
  locations: number;
  sfLockers: number;
  sfStations: number;
  discounts: number;
  coupons: string[];
  members: { ordinary: { memberId: number; phone: string }; vip: { memberId: number; phone: string } };
  staff: string[];
  files: number;
  fileBytes: number;
  /** Streams the seed appended to (the VIP's opening points balance). */
  eventStreams: string[];
}

export interface SeedResult {
  /** False when the demo data was already there: nothing was written. */
  seeded: boolean;
  summary: SeedSummary;
}

const SEED_LOCK = 727_276;

async function readSummary(db: Queryable): Promise<SeedSummary | null> {
  const { rows } = await db.query<{ summary: SeedSummary | string }>('select summary from demo_seed');
  const summary = rows[0]?.summary;
  if (summary === undefined) return null;
  return typeof summary === 'string' ? (JSON.parse(summary) as SeedSummary) : summary;
}

function toBytes(body: string | Uint8Array): Uint8Array {
  return typeof body === 'string' ? new TextEncoder().encode(body) : body;
}

async function videoAssets(): Promise<SeedFile[]> {
  const names = ['harbour-loop.webm', 'harbour-loop-mobile.webm'];
  return Promise.all(
    names.map(async (name) => ({
      name,
      contentType: 'video/webm',
      body: new Uint8Array(await readFile(bffPath(`src/seed/assets/${name}`))),
    })),
  );
}

function siteImages(): SeedFile[] {
  const files: SeedFile[] = [];
  const svg = (name: string, body: string) => files.push({ name, contentType: 'image/svg+xml', body });
  for (const category of CATEGORIES) {
    const text = {
      hue: category.hue,
      title: category.nameChi,
      subtitle: category.subtitle,
      kicker: SHOP_NAME_CHI,
    };
    svg(`category-${category.categoryId}.svg`, bannerSvg({ width: 1920, height: 400, ...text }));
    svg(`category-${category.categoryId}-mobile.svg`, bannerSvg({ width: 750, height: 400, ...text }));
  }
  for (const article of ARTICLES) {
    svg(
      `article-${article.articleId}.svg`,
      bannerSvg({
        width: 1200,
        height: 630,
        hue: article.hue,
        title: article.title,
        subtitle: article.subtitle,
        kicker: SHOP_NAME_CHI,
      }),
    );
  }
  return files;
}

function iconImages(): SeedFile[] {
  return Object.entries(FUNCTIONAL_ICONS).map(([key, icon]) => ({
    name: `icon-${key}.svg`,
    contentType: 'image/svg+xml',
    body: iconSvg({ hue: icon.hue, label: icon.label, title: icon.title }),
  }));
}

/**
 * Loads the demo shop (悅港生活 / Joy Harbour Living) into an empty, migrated database: catalogue, banners,
 * content, locations, discounts, demo members and staff, images, and the VIP's opening points balance as
 * an event. Runs once: the `demo_seed` row is written in the same transaction as the data, and a later
 * call (from this or another bff replica) finds it and returns the stored summary without writing.
 */
export async function seedDemoData(db: Db, eventStore: EventStore, now: Date): Promise<SeedResult> {
  const existing = await readSummary(db);
  if (existing) return { seeded: false, summary: existing };

  // Pure data and the slow password hashes are prepared before the transaction, to keep it short.
  const marketing = buildMarketing(now);
  const catalogue = buildCatalogue(now, marketing.eventBySlug);
  const discounts = buildDiscounts(now, catalogue);
  const files = [
    ...catalogue.files,
    ...(await rasterImages(catalogue.rasterDrawings)),
    ...marketing.files,
    ...siteImages(),
    ...iconImages(),
    ...(await videoAssets()),
  ];
  const memberHashes = await Promise.all(MEMBERS.map(() => hashPassword(DEMO_PASSWORD)));
  const staffHashes = await Promise.all(STAFF.map(() => hashPassword(DEMO_PASSWORD)));

  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [SEED_LOCK]);
    const raced = await readSummary(tx);
    if (raced) return { seeded: false, summary: raced };

    // Categories, hashtags, marketing events.
    await insertRows(
      tx,
      'categories',
      [
        'category_id',
        'name_chi',
        'name_eng',
        'url_naming',
        'banner_image',
        'mobile_banner_image',
        'metatitle',
        'metadesc',
        'kind',
        'sort_order',
      ],
      CATEGORIES.map((c, i) => [
        c.categoryId,
        c.nameChi,
        c.nameEng,
        c.urlNaming,
        `category-${c.categoryId}.svg`,
        `category-${c.categoryId}-mobile.svg`,
        `${c.nameChi} | ${SHOP_NAME_CHI}`,
        c.metadesc,
        c.kind,
        i,
      ]),
    );
    await insertRows(
      tx,
      'hashtags',
      ['hashtag_id', 'hashtag_name', 'hidden'],
      HASHTAGS.map((h) => [h.hashtagId, h.name, h.hidden]),
    );
    await insertRows(
      tx,
      'marketing_events',
      [
        'marketing_event_id',
        'title',
        'title_eng',
        'banner_link_to',
        'article_ids',
        'is_mega_sale',
        'start_date',
        'end_date',
        'priority',
      ],
      marketing.events.map((e) => [
        e.marketingEventId,
        e.title,
        e.titleEng,
        e.bannerLinkTo,
        e.articleIds,
        e.isMegaSale,
        e.startDate,
        e.endDate,
        e.priority,
      ]),
    );

    // Catalogue.
    await insertRows(
      tx,
      'display_products',
      [
        'display_product_id',
        'name_chi',
        'name_eng',
        'name_html_chi',
        'url_naming',
        'price_cents',
        'discount_price_cents',
        'short_description',
        'images',
        'functional_icons',
        'metatitle',
        'metadesc',
        'status',
        'recommended',
        'marketing_event_id',
        'sort_order',
        'created_at',
      ],
      catalogue.displayProducts.map((d) => [
        d.displayProductId,
        d.nameChi,
        d.nameEng,
        sanitizeHtml(d.nameHtmlChi),
        d.urlNaming,
        d.priceCents,
        d.discountPriceCents,
        d.shortDescription,
        d.images,
        d.functionalIcons,
        d.metatitle,
        d.metadesc,
        d.status,
        d.recommended,
        d.marketingEventId,
        d.sortOrder,
        d.createdAt,
      ]),
    );
    await insertRows(
      tx,
      'display_product_categories',
      ['display_product_id', 'category_id', 'sort_order'],
      catalogue.productCategories,
    );
    await insertRows(
      tx,
      'display_product_hashtags',
      ['display_product_id', 'hashtag_id'],
      catalogue.productHashtags,
    );
    await insertRows(
      tx,
      'products',
      [
        'product_id',
        'display_product_id',
        'name_chi',
        'name_eng',
        'price_cents',
        'discount_price_cents',
        'volume',
        'sku',
        'inventory',
        'product_step',
        'subscription_period',
        'images',
        'is_group',
        'sort_order',
      ],
      catalogue.products.map((p) => [
        p.productId,
        p.displayProductId,
        p.nameChi,
        p.nameEng,
        p.priceCents,
        p.discountPriceCents,
        p.volume,
        p.sku,
        p.inventory,
        p.productStep,
        p.subscriptionPeriod,
        p.images,
        p.isGroup,
        p.sortOrder,
      ]),
    );
    await insertRows(
      tx,
      'product_bundle_items',
      ['product_id', 'item_product_id', 'quantity'],
      catalogue.bundleItems,
    );
    await insertRows(tx, 'product_points', ['product_id', 'point', 'money_cents'], catalogue.productPoints);

    // Banners and content. An event's banner shows while the event runs; slot A (the carousel) by priority.
    await insertRows(
      tx,
      'banners',
      ['slot', 'marketing_event_id', 'title', 'image', 'mobile_image', 'link_to', 'sort_order'],
      marketing.events
        .filter((e) => e.bannerPosition !== null && e.bannerContent !== null)
        .map((e) => [
          BANNER_SLOTS[(e.bannerPosition ?? 1) - 1],
          e.marketingEventId,
          e.title,
          e.bannerContent,
          e.mobileBannerContent,
          e.bannerLinkTo ?? '',
          -e.priority,
        ]),
    );
    await insertRows(
      tx,
      'shop_messages',
      ['kind', 'title_chi', 'title_eng', 'text_chi', 'text_eng', 'starts_at', 'ends_at'],
      SHOP_MESSAGES.map((m) => [m.kind, m.titleChi, m.titleEng, m.textChi, m.textEng, m.startsAt, m.endsAt]),
    );
    await insertRows(
      tx,
      'navigation_banners',
      ['navigation_banner_id', 'title', 'banner_image', 'banner_link_to'],
      marketing.navigationBanners.map((b) => [b.navigationBannerId, b.title, b.bannerImage, b.bannerLinkTo]),
    );
    await insertRows(
      tx,
      'video_banners',
      [
        'video_banner_id',
        'banner_video',
        'mobile_banner_video',
        'poster_image',
        'mobile_poster_image',
        'banner_link_to',
      ],
      marketing.videoBanners.map((v) => [
        v.videoBannerId,
        v.bannerVideo,
        v.mobileBannerVideo,
        v.posterImage,
        v.mobilePosterImage,
        v.bannerLinkTo,
      ]),
    );
    const day = 86_400_000;
    await insertRows(
      tx,
      'articles',
      [
        'article_id',
        'category_id',
        'title',
        'content_html',
        'cover_image',
        'display_product_ids',
        'published_at',
      ],
      ARTICLES.map((a) => [
        a.articleId,
        a.categoryId,
        a.title,
        sanitizeHtml(a.html),
        `article-${a.articleId}.svg`,
        a.productSlugs.map((slug) => catalogue.displayIdBySlug.get(slug)!),
        new Date(now.getTime() - a.daysAgo * day),
      ]),
    );
    await insertRows(
      tx,
      'page_contents',
      ['page_content_id', 'title_chi', 'title_eng', 'content_html', 'updated_at'],
      PAGE_CONTENTS.map((p) => [p.pageContentId, p.titleChi, p.titleEng, sanitizeHtml(p.html), now]),
    );

    // Locations, areas, age groups, SF points.
    await insertRows(
      tx,
      'locations',
      [
        'location_id',
        'country_name_chi',
        'country_name_eng',
        'country_code',
        'calling_code',
        'number_of_digit',
        'sort_order',
      ],
      LOCATIONS.map(([id, chi, eng, code, calling, digits]) => [id, chi, eng, code, calling, digits, id]),
    );
    const provinces: unknown[][] = [];
    const districts: unknown[][] = [];
    const zones: unknown[][] = [];
    for (const [p, [provinceChi, provinceEng, provinceDistricts]] of HONG_KONG_AREAS.entries()) {
      const provinceId = p + 1;
      provinces.push([provinceId, HONG_KONG_LOCATION_ID, provinceChi, provinceEng, p]);
      for (const [d, [districtChi, districtEng, districtZones]] of provinceDistricts.entries()) {
        const districtId = provinceId * 100 + d + 1;
        districts.push([districtId, provinceId, districtChi, districtEng, d]);
        for (const [z, [zoneChi, zoneEng]] of districtZones.entries()) {
          zones.push([districtId * 100 + z + 1, districtId, zoneChi, zoneEng, z]);
        }
      }
    }
    await insertRows(
      tx,
      'location_provinces',
      ['province_id', 'location_id', 'name_chi', 'name_eng', 'sort_order'],
      provinces,
    );
    await insertRows(
      tx,
      'location_districts',
      ['district_id', 'province_id', 'name_chi', 'name_eng', 'sort_order'],
      districts,
    );
    await insertRows(
      tx,
      'location_zones',
      ['zone_id', 'district_id', 'name_chi', 'name_eng', 'sort_order'],
      zones,
    );
    await insertRows(
      tx,
      'age_groups',
      ['age_group_id', 'age_group_name_chi', 'age_group_name_eng', 'status', 'sort_order'],
      AGE_GROUPS.map(([id, chi, eng]) => [id, chi, eng, 1, id]),
    );
    await insertRows(
      tx,
      'sf_lockers',
      ['sf_locker_id', 'area', 'district', 'address'],
      SF_LOCKERS.map((row) => [...row]),
    );
    await insertRows(
      tx,
      'sf_stations',
      ['sf_station_code', 'sf_station_name', 'area', 'district', 'address', 'opening_hours'],
      SF_STATIONS.map((row) => [...row]),
    );

    // Members and staff.
    const memberIds: Record<string, number> = {};
    for (const [i, member] of MEMBERS.entries()) {
      const expires =
        member.membershipMonths === null
          ? null
          : new Date(now.getTime() + member.membershipMonths * 30 * day);
      const { rows } = await tx.query<{ member_id: number | string }>(
        `insert into members (firstname, lastname, email, location_id, phone, gender, birthday_month, age_group_id,
           member_level_id, password_hash, accept_promotion, membership_expire_date, created_at, updated_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $13)
         returning member_id`,
        [
          member.firstname,
          member.lastname,
          member.email,
          member.locationId,
          member.phone,
          member.gender,
          member.birthdayMonth,
          member.ageGroupId,
          member.memberLevelId,
          memberHashes[i],
          member.acceptPromotion,
          expires,
          now,
        ],
      );
      memberIds[member.key] = Number(rows[0]!.member_id);
    }
    await insertRows(
      tx,
      'staff',
      ['username', 'display_name', 'password_hash', 'roles', 'created_at'],
      STAFF.map((s, i) => [s.username, s.displayName, staffHashes[i], [...s.roles], now]),
    );
    await insertRows(
      tx,
      'staff_roles',
      ['role', 'label', 'permissions', 'created_at'],
      STAFF_ROLES.map((r) => [r.role, r.label, JSON.stringify(r.permissions), now]),
    );

    // Discounts and coupons.
    await insertRows(
      tx,
      'discounts',
      [
        'discount_id',
        'title_chi',
        'title_eng',
        'discount_type',
        'action_type',
        'action_value',
        'regular_price_only',
        'first_purchase_only',
        'min_spend_cents',
        'valid_from',
        'valid_to',
        'display_product_ids',
        'requires_coupon',
        'status',
        'created_at',
      ],
      discounts.discounts.map((d) => [
        d.discountId,
        d.titleChi,
        d.titleEng,
        d.discountType,
        d.actionType,
        d.actionValue,
        d.regularPriceOnly,
        d.firstPurchaseOnly,
        d.minSpendCents,
        d.validFrom,
        d.validTo,
        d.displayProductIds,
        d.requiresCoupon,
        d.status,
        now,
      ]),
    );
    await insertRows(
      tx,
      'discount_items',
      ['discount_id', 'product_id', 'add_on_price_cents', 'quantity', 'sort_order'],
      discounts.items,
    );
    await insertRows(tx, 'discount_trigger_products', ['discount_id', 'product_id'], discounts.triggers);
    await insertRows(
      tx,
      'coupons',
      ['coupon_id', 'coupon_code', 'discount_id'],
      discounts.coupons.map((c) => [c.couponId, c.couponCode, c.discountId]),
    );
    const couponIdByCode = new Map(discounts.coupons.map((c) => [c.couponCode, c.couponId]));
    await insertRows(
      tx,
      'member_coupons',
      ['member_id', 'coupon_id', 'assigned_at'],
      (['ordinary', 'vip'] as const).flatMap((key) =>
        discounts.memberCoupons[key].map((code) => [memberIds[key], couponIdByCode.get(code), now]),
      ),
    );

    // Files.
    let fileBytes = 0;
    await insertRows(
      tx,
      'files',
      ['name', 'content_type', 'bytes', 'etag', 'created_at'],
      files.map((file) => {
        const bytes = toBytes(file.body);
        fileBytes += bytes.byteLength;
        return [file.name, file.contentType, bytes, createHash('sha256').update(bytes).digest('hex'), now];
      }),
      100,
    );

    // Identity sequences continue after the seeded ids.
    for (const [table, column] of [
      ['marketing_events', 'marketing_event_id'],
      ['display_products', 'display_product_id'],
      ['products', 'product_id'],
      ['product_points', 'product_point_id'],
      ['video_banners', 'video_banner_id'],
      ['articles', 'article_id'],
      ['discounts', 'discount_id'],
      ['coupons', 'coupon_id'],
    ] as const) {
      await tx.query(
        `select setval(pg_get_serial_sequence('${table}', '${column}'), (select max(${column}) from ${table}))`,
      );
    }

    // The VIP's status and opening points balance are events; they commit with the rows (Postgres store) or, on
    // KurrentDB, are appended last so that a failure before it leaves nothing behind.
    const vipId = memberIds.vip!;
    const streamId = `points-${vipId}`;
    const seedId = `demo-seed:${now.toISOString()}`;
    const metadata = {
      correlationId: seedId,
      causationId: seedId,
      actor: { kind: 'system', id: 'demo-seed' },
      occurredAt: now.toISOString(),
    } as const;
    // The ledger's own record that this member is VIP (the points decider lets only a VIP ledger spend).
    const grantedVip: NewEvent = {
      type: 'VipUpgraded',
      schemaVersion: 1,
      data: { memberId: vipId, reason: 'GRANTED', paidSpend: 0, orderId: null },
      metadata,
    };
    const opening: NewEvent = {
      type: 'PointsEarned',
      schemaVersion: 1,
      data: {
        memberId: vipId,
        points: VIP_OPENING_POINTS,
        orderId: null,
        orderNo: null,
        reason: 'opening balance',
      },
      metadata,
    };

    const summary = summarise(
      now,
      catalogue,
      discounts,
      marketing.events.length,
      memberIds,
      files.length,
      fileBytes,
      [streamId],
    );
    await tx.query('insert into demo_seed (id, seeded_at, summary) values (true, $1, $2::jsonb)', [
      now,
      JSON.stringify(summary),
    ]);
    await eventStore.append(streamId, [grantedVip, opening], { expectedRevision: 'no_stream', tx });
    return { seeded: true, summary };
  });
}

function summarise(
  now: Date,
  catalogue: ReturnType<typeof buildCatalogue>,
  discounts: ReturnType<typeof buildDiscounts>,
  marketingEvents: number,
  memberIds: Record<string, number>,
  fileCount: number,
  fileBytes: number,
  eventStreams: string[],
): SeedSummary {
  const productsPerCategory: Record<string, number> = {};
  for (const [, categoryId] of catalogue.productCategories) {
    productsPerCategory[categoryId] = (productsPerCategory[categoryId] ?? 0) + 1;
  }
  const stockBands = { soldOut: 0, exact: 0, fewLeft: 0, inStock: 0 };
  for (const product of catalogue.products) {
    const band = stockBand(product.inventory);
    if (band === 'sold-out') stockBands.soldOut += 1;
    else if (band === 'exact') stockBands.exact += 1;
    else if (band === 'few-left') stockBands.fewLeft += 1;
    else stockBands.inStock += 1;
  }
  const ordinary = MEMBERS.find((m) => m.key === 'ordinary')!;
  const vip = MEMBERS.find((m) => m.key === 'vip')!;
  return {
    seededAt: now.toISOString(),
    displayProducts: catalogue.displayProducts.length,
    shownDisplayProducts: catalogue.displayProducts.filter((d) => d.status === 1).length,
    products: catalogue.products.length,
    productsPerCategory,
    stockBands,
    categories: CATEGORIES.length,
    hashtags: HASHTAGS.length,
    marketingEvents,
    articles: ARTICLES.length,
    pageContents: PAGE_CONTENTS.length,
    locations: LOCATIONS.length,
    sfLockers: SF_LOCKERS.length,
    sfStations: SF_STATIONS.length,
    discounts: discounts.discounts.length,
    coupons: discounts.coupons.map((c) => c.couponCode),
    members: {
      ordinary: { memberId: memberIds.ordinary!, phone: ordinary.phone },
      vip: { memberId: memberIds.vip!, phone: vip.phone },
    },
    staff: STAFF.map((s) => s.username),
    files: fileCount,
    fileBytes,
    eventStreams,
  };
}
