import { bannerSvg } from '../svg.ts';
import type { SeedFile } from './catalogue.ts';
import { SHOP_NAME_CHI, SHOP_NAME_ENG } from './categories.ts';

/** Marketing events (carousel and single banners, countdowns), navigation banners and the video banner. */

export interface MarketingEventRow {
  marketingEventId: number;
  title: string;
  titleEng: string;
  bannerPosition: 1 | 2 | 3 | null;
  bannerContent: string | null;
  mobileBannerContent: string | null;
  bannerLinkTo: string | null;
  articleIds: number[];
  isMegaSale: boolean;
  startDate: Date | null;
  endDate: Date | null;
  priority: number;
  /** Display products that show this event's countdown. */
  productSlugs: readonly string[];
}

interface EventSpec {
  id: number;
  title: string;
  titleEng: string;
  subtitle: string;
  cta: string;
  hue: number;
  position: 1 | 2 | 3 | null;
  linkTo: string | null;
  articleIds: number[];
  isMegaSale: boolean;
  /** Hours from the seed time to the end; null for no end. */
  endsInHours: number | null;
  priority: number;
  productSlugs: readonly string[];
}

const EVENTS: readonly EventSpec[] = [
  {
    id: 1,
    title: '夏日護膚節',
    titleEng: 'Summer Skincare Festival',
    subtitle: '精選精華及防曬低至八折',
    cta: '立即選購',
    hue: 340,
    position: 1,
    linkTo: '/category/80000',
    articleIds: [],
    isMegaSale: true,
    endsInHours: 5 * 24 + 6,
    priority: 100,
    productSlugs: [
      'hydrating-serum',
      'vitamin-c-serum',
      'light-sun-fluid',
      'aqua-moisture-cream',
      'hydrating-sheet-mask',
    ],
  },
  {
    id: 2,
    title: '開學書展',
    titleEng: 'Back-to-School Book Fair',
    subtitle: '課本、練習及字典九折',
    cta: '預備開學',
    hue: 210,
    position: 1,
    linkTo: '/category/10500',
    articleIds: [4],
    isMegaSale: false,
    endsInHours: 12 * 24,
    priority: 90,
    productSlugs: [
      'new-discovery-chinese-p1',
      'active-maths-p1',
      'joyful-english-reading-p1',
      'student-chinese-dictionary',
    ],
  },
  {
    id: 3,
    title: '青絲煥新週',
    titleEng: 'Hair Renewal Week',
    subtitle: '頭皮精華及烏髮系列限時優惠',
    cta: '了解更多',
    hue: 290,
    position: 1,
    linkTo: '/article/7',
    articleIds: [7],
    isMegaSale: false,
    endsInHours: 2 * 24 + 3,
    priority: 80,
    productSlugs: ['anti-grey-essence', 'nourishing-scalp-essence', 'mens-scalp-tonic'],
  },
  {
    id: 4,
    title: 'VIP 生日月雙倍積分',
    titleEng: 'VIP Birthday Month Double Points',
    subtitle: '消費滿HK$1000即成VIP會員',
    cta: '會員專區',
    hue: 45,
    position: 2,
    linkTo: '/club',
    articleIds: [],
    isMegaSale: false,
    endsInHours: 20 * 24,
    priority: 50,
    productSlugs: [],
  },
  {
    id: 5,
    title: '漢方草本系列',
    titleEng: 'Chinese Herbal Series',
    subtitle: '何首烏、人參、燕窩，傳統智慧',
    cta: '探索系列',
    hue: 100,
    position: 3,
    linkTo: '/chinese',
    articleIds: [],
    isMegaSale: false,
    endsInHours: null,
    priority: 40,
    productSlugs: [],
  },
  {
    id: 6,
    title: '限時閃購',
    titleEng: 'Flash Sale',
    subtitle: '今日限定',
    cta: '搶購',
    hue: 0,
    position: null,
    linkTo: null,
    articleIds: [],
    isMegaSale: false,
    endsInHours: 18,
    priority: 30,
    productSlugs: ['deep-sea-fish-oil', 'argan-hair-oil', '100-bedtime-stories'],
  },
  {
    id: 7,
    title: '春季清貨（已結束）',
    titleEng: 'Spring Clearance (ended)',
    subtitle: '',
    cta: '',
    hue: 0,
    position: null,
    linkTo: null,
    articleIds: [],
    isMegaSale: false,
    endsInHours: -72,
    priority: 0,
    productSlugs: ['rose-essence-toner', 'curl-defining-cream'],
  },
];

export function buildMarketing(now: Date): {
  events: MarketingEventRow[];
  eventBySlug: Map<string, number>;
  navigationBanners: {
    navigationBannerId: number;
    title: string;
    bannerImage: string;
    bannerLinkTo: string;
  }[];
  videoBanners: {
    videoBannerId: number;
    bannerVideo: string;
    mobileBannerVideo: string;
    posterImage: string;
    mobilePosterImage: string;
    bannerLinkTo: string;
  }[];
  files: SeedFile[];
} {
  const files: SeedFile[] = [];
  const svg = (name: string, body: string) => files.push({ name, contentType: 'image/svg+xml', body });
  const hour = 3_600_000;
  const events: MarketingEventRow[] = [];
  const eventBySlug = new Map<string, number>();
  for (const spec of EVENTS) {
    let bannerContent: string | null = null;
    let mobileBannerContent: string | null = null;
    if (spec.position !== null) {
      bannerContent = `banner-event-${spec.id}.svg`;
      mobileBannerContent = `banner-event-${spec.id}-mobile.svg`;
      const text = {
        hue: spec.hue,
        title: spec.title,
        subtitle: spec.subtitle,
        cta: spec.cta,
        kicker: SHOP_NAME_CHI,
      };
      svg(bannerContent, bannerSvg({ width: 1920, height: 600, ...text }));
      svg(mobileBannerContent, bannerSvg({ width: 750, height: 750, ...text }));
    }
    events.push({
      marketingEventId: spec.id,
      title: spec.title,
      titleEng: spec.titleEng,
      bannerPosition: spec.position,
      bannerContent,
      mobileBannerContent,
      bannerLinkTo: spec.linkTo,
      articleIds: spec.articleIds,
      isMegaSale: spec.isMegaSale,
      startDate: new Date(
        now.getTime() -
          7 * 24 * hour -
          (spec.endsInHours !== null && spec.endsInHours < 0 ? 30 * 24 * hour : 0),
      ),
      endDate: spec.endsInHours === null ? null : new Date(now.getTime() + spec.endsInHours * hour),
      priority: spec.priority,
      productSlugs: spec.productSlugs,
    });
    for (const slug of spec.productSlugs) eventBySlug.set(slug, spec.id);
  }

  svg(
    'nav-banner-products.svg',
    bannerSvg({
      width: 800,
      height: 450,
      hue: 196,
      title: '全線產品',
      subtitle: '護膚 · 書本 · 護髮',
      cta: '瀏覽全部',
      kicker: SHOP_NAME_CHI,
    }),
  );
  svg(
    'nav-banner-student.svg',
    bannerSvg({
      width: 800,
      height: 450,
      hue: 220,
      title: '學生專區',
      subtitle: '課本、練習及參考書',
      cta: '進入專區',
      kicker: SHOP_NAME_CHI,
    }),
  );
  const poster = {
    hue: 200,
    title: '悅港生活',
    subtitle: `${SHOP_NAME_ENG} · 生活好物一站買齊`,
    cta: '逛逛新品',
  };
  svg('video-poster.svg', bannerSvg({ width: 1920, height: 600, ...poster }));
  svg('video-poster-mobile.svg', bannerSvg({ width: 750, height: 750, ...poster }));

  return {
    events,
    eventBySlug,
    navigationBanners: [
      {
        navigationBannerId: 1,
        title: '全線產品',
        bannerImage: 'nav-banner-products.svg',
        bannerLinkTo: '/category/all',
      },
      {
        navigationBannerId: 2,
        title: '學生專區',
        bannerImage: 'nav-banner-student.svg',
        bannerLinkTo: '/category/10500',
      },
    ],
    videoBanners: [
      {
        videoBannerId: 1,
        bannerVideo: 'harbour-loop.webm',
        mobileBannerVideo: 'harbour-loop-mobile.webm',
        posterImage: 'video-poster.svg',
        mobilePosterImage: 'video-poster-mobile.svg',
        bannerLinkTo: '/category/60000',
      },
    ],
    files,
  };
}
