import { hashString, intBetween, seededRandom } from '../prng.ts';
import { detailCardSvg, escapeXml, type PackShape, packshotSvg, unletteredPackshotSvg } from '../svg.ts';
import {
  ALL_PRODUCTS_CATEGORY_ID,
  HERBAL_CATEGORY_ID,
  HIDDEN_HASHTAG_ID,
  HOT_CATEGORY_ID,
  OFFER_CATEGORY_ID,
  SHOP_NAME_CHI,
} from './categories.ts';
import { EXTRA_LINES, HERBAL_SLUGS, type Reading, SHELVES } from './shelves.ts';

/** Rows of the catalogue tables, built from the shelves without any randomness that is not seeded. */

export const FIRST_DISPLAY_PRODUCT_ID = 1001;
export const FIRST_PRODUCT_ID = 30001;

export interface DisplayProductRow {
  displayProductId: number;
  slug: string;
  reading: Reading | 'extra';
  nameChi: string;
  nameEng: string;
  nameHtmlChi: string;
  urlNaming: string;
  priceCents: number;
  discountPriceCents: number | null;
  shortDescription: string;
  images: string[];
  functionalIcons: string[];
  metatitle: string;
  metadesc: string;
  status: number;
  recommended: number[];
  marketingEventId: number | null;
  sortOrder: number;
  createdAt: Date;
}

export interface ProductRow {
  productId: number;
  displayProductId: number;
  nameChi: string;
  nameEng: string;
  priceCents: number;
  discountPriceCents: number | null;
  volume: string;
  sku: string;
  inventory: number;
  productStep: number;
  subscriptionPeriod: number | null;
  images: string[];
  isGroup: boolean;
  sortOrder: number;
}

export interface SeedFile {
  name: string;
  contentType: string;
  body: string | Uint8Array;
}

/**
 * Story books whose packshot is a 1200×1200 JPEG instead of an SVG, so the demo has raster images that get
 * narrower renditions (`?w=`) and a srcset. None is on a page the Lighthouse bench audits (`/`,
 * `/category/10100`, `/product/hydrating-serum`), whose figures stay comparable; each has one option.
 */
export const RASTER_PACKSHOT_SLUGS: ReadonlySet<string> = new Set([
  'starlight-town',
  'grandpas-pineapple-bun',
  'little-red-shoes',
]);

/** A raster packshot to render when seeding: its name and the SVG drawing it is made from. */
export interface RasterDrawing {
  name: string;
  svg: string;
}

export interface Catalogue {
  displayProducts: DisplayProductRow[];
  products: ProductRow[];
  /** [displayProductId, categoryId, sortOrder] */
  productCategories: [number, number, number][];
  /** [displayProductId, hashtagId] */
  productHashtags: [number, number][];
  /** [productId, itemProductId, quantity] */
  bundleItems: [number, number, number][];
  /** [productId, point, moneyCents] */
  productPoints: [number, number, number][];
  files: SeedFile[];
  /** JPEG packshots, drawn here and rendered by the seed (rasterImages.ts). */
  rasterDrawings: RasterDrawing[];
  /** Lookups for the other seed modules. */
  displayIdBySlug: Map<string, number>;
  /** Products (variants) of each display product, in option order. */
  productIdsBySlug: Map<string, number[]>;
}

/** Rounds a dollar amount to the nearest price ending in 8 (the usual HK shelf price). */
export function roundToEight(dollars: number): number {
  return Math.max(8, Math.round((dollars - 8) / 10) * 10 + 8);
}

/** The discounted shelf price: 298 at 0.8 gives 238, 128 at 0.9 gives 118. Always below the price. */
export function discountedDollars(price: number, factor: number): number {
  const target = Math.floor((price * factor) / 10) * 10 + 8;
  return target < price ? target : Math.max(1, Math.floor(price * factor));
}

/** Stock pinned for the README's "try the stock display" list: one number per option. */
export const PINNED_STOCK: Readonly<Record<string, readonly number[]>> = {
  'hydrating-serum': [6, 420],
  'vitamin-c-serum': [1, 35],
  'tea-tree-blemish-serum': [0, 0],
  'aqua-moisture-cream': [11, 301],
  'deep-sea-fish-oil': [1200, 12],
  'new-discovery-chinese-p1': [250, 0],
  'secret-of-the-star-ferry': [0, 0],
  'anti-grey-essence': [3],
  'argan-hair-oil': [9, 280],
  'herbal-hair-colour-cream': [300, 0],
  'female-nourishing-set': [10],
};

/** Display products redeemable with points by VIP members (their first option). */
export const POINTS_SLUGS: readonly string[] = [
  'honey-lip-balm',
  'hand-cream',
  'alcohol-hand-rub',
  'bamboo-charcoal-toothpaste',
  'vitamin-c-1000',
  'red-date-longan-tea',
  'little-dolphin-goes-home',
  'primary-maths-formula-handbook',
  'grid-exercise-books',
  'dry-shampoo-spray',
  'root-touch-up-pen',
  'one-day-colour-spray',
  'mini-discovery-set',
];

const SET_CONTENTS: Readonly<Record<string, readonly string[]>> = {
  'female-nourishing-set': ['nourishing-scalp-essence', 'silk-protein-conditioner', 'leave-in-conditioner'],
  'anti-grey-set': ['anti-grey-essence', 'he-shou-wu-shampoo'],
  'mens-strengthening-set': ['mens-scalp-tonic', 'mens-oil-control-shampoo'],
  'colour-care-set': ['colour-care-shampoo', 'colour-care-conditioner', 'colour-gloss-treatment'],
  'chinese-herbal-hair-set': [
    'ginger-anti-hair-fall-shampoo',
    'he-shou-wu-shampoo',
    'black-bean-colour-cream',
  ],
  'argan-oil-duo': ['argan-hair-oil'],
};

/** Band of a stock level as the product page shows it (specification 000 §4). */
export function stockBand(inventory: number): 'sold-out' | 'exact' | 'few-left' | 'in-stock' {
  if (inventory <= 0) return 'sold-out';
  if (inventory <= 10) return 'exact';
  if (inventory <= 300) return 'few-left';
  return 'in-stock';
}

function generatedStock(sku: string): number {
  const random = seededRandom(`stock:${sku}`);
  const band = random();
  if (band < 0.06) return 0;
  if (band < 0.2) return intBetween(random, 1, 10);
  if (band < 0.62) return intBetween(random, 11, 300);
  return intBetween(random, 301, 1500);
}

function hueOf(slug: string, base: number): number {
  return (base + (hashString(slug) % 50) - 25 + 360) % 360;
}

export function buildCatalogue(now: Date, eventBySlug: ReadonlyMap<string, number>): Catalogue {
  const displayProducts: DisplayProductRow[] = [];
  const products: ProductRow[] = [];
  const productCategories: [number, number, number][] = [];
  const productHashtags: [number, number][] = [];
  const bundleItems: [number, number, number][] = [];
  const productPoints: [number, number, number][] = [];
  const files: SeedFile[] = [];
  const rasterDrawings: RasterDrawing[] = [];
  const displayIdBySlug = new Map<string, number>();
  const productIdsBySlug = new Map<string, number[]>();

  let nextDisplayId = FIRST_DISPLAY_PRODUCT_ID;
  let nextProductId = FIRST_PRODUCT_ID;
  const hour = 3_600_000;
  const svg = (name: string, body: string) => files.push({ name, contentType: 'image/svg+xml', body });

  // Ids first, so recommendations can point forwards.
  for (const shelf of SHELVES) {
    for (const [slug] of shelf.lines) {
      displayIdBySlug.set(slug, nextDisplayId);
      nextDisplayId += 1;
    }
  }
  for (const extra of EXTRA_LINES) {
    displayIdBySlug.set(extra.slug, nextDisplayId);
    nextDisplayId += 1;
  }
  const idOf = (slug: string): number => {
    const id = displayIdBySlug.get(slug);
    if (id === undefined) throw new Error(`Unknown demo product ${slug}`);
    return id;
  };

  let globalIndex = 0;
  for (const [shelfIndex, shelf] of SHELVES.entries()) {
    const lineCount = shelf.lines.length;
    const sameReading = SHELVES.filter((other) => other.reading === shelf.reading && other !== shelf);
    for (const [i, line] of shelf.lines.entries()) {
      const g = globalIndex;
      globalIndex += 1;
      const [slug, nameChi, nameEng, price] = line;
      const displayProductId = idOf(slug);
      const hue = hueOf(slug, shelf.hueBase);
      const marketingEventId = eventBySlug.get(slug) ?? null;
      const discounted = [0, 3, 7].includes(g % 10) || marketingEventId !== null;
      const options = shelf.options(i, line);
      const isSet = shelf.categoryId === 11200;
      const raster = RASTER_PACKSHOT_SLUGS.has(slug);
      if (raster && options.length > 1) throw new Error(`Raster packshot ${slug} has options`);
      const packshot = raster ? `${slug}.jpg` : `${slug}.svg`;

      // Variants.
      const variantIds: number[] = [];
      const pinned = PINNED_STOCK[slug];
      const variantPrices: number[] = [];
      const variantDiscounts: (number | null)[] = [];
      for (const [n, option] of options.entries()) {
        const productId = nextProductId;
        nextProductId += 1;
        variantIds.push(productId);
        const dollars = option.factor && option.factor !== 1 ? roundToEight(price * option.factor) : price;
        const optionPrice = dollars + (option.add ?? 0);
        const optionDiscount = discounted ? discountedDollars(optionPrice, shelf.discountFactor) : null;
        variantPrices.push(optionPrice);
        variantDiscounts.push(optionDiscount);
        const sku = `${shelf.skuPrefix}-${displayProductId}-${String(n + 1).padStart(2, '0')}`;
        const multi = options.length > 1;
        const image = multi ? `${slug}-v${n + 1}.svg` : packshot;
        if (multi) {
          svg(
            image,
            packshotSvg({
              shape: shelf.shape,
              hue,
              brand: shelf.brandEng,
              nameChi,
              nameEng,
              badge: option.chi,
              ...(option.colour ? { badgeColour: option.colour } : {}),
            }),
          );
        }
        products.push({
          productId,
          displayProductId,
          nameChi: option.chi ? `${nameChi} ${option.chi}` : nameChi,
          nameEng: option.eng ? `${nameEng} ${option.eng}` : nameEng,
          priceCents: optionPrice * 100,
          discountPriceCents: optionDiscount === null ? null : optionDiscount * 100,
          volume: option.chi,
          sku,
          inventory: pinned?.[n] ?? generatedStock(sku),
          productStep: 1,
          subscriptionPeriod: option.subscriptionPeriod ?? null,
          images: [image],
          isGroup: isSet,
          sortOrder: n,
        });
      }
      productIdsBySlug.set(slug, variantIds);

      // Display product.
      const icons = [
        ...new Set([
          shelf.icons[i % shelf.icons.length]!,
          shelf.icons[(i + 1) % shelf.icons.length]!,
          ...(i % 2 === 0 ? [shelf.icons[(i + 3) % shelf.icons.length]!] : []),
        ]),
      ];
      const points = [0, 1, 2].map((k) => shelf.points[(i + k) % shelf.points.length]!);
      const shortDescription = `${nameChi}：${shelf.points[i % shelf.points.length]}，${shelf.points[(i + 2) % shelf.points.length]}。`;
      const neighbour = sameReading[(i + shelfIndex) % Math.max(1, sameReading.length)];
      const recommended = [
        idOf(shelf.lines[(i + 1) % lineCount]![0]),
        idOf(shelf.lines[(i + 2) % lineCount]![0]),
        idOf(shelf.lines[(i + 5) % lineCount]![0]),
        ...(neighbour ? [idOf(neighbour.lines[i % neighbour.lines.length]![0])] : []),
      ];
      const minPrice = Math.min(...variantPrices);
      const minIndex = variantPrices.indexOf(minPrice);
      if (raster) {
        rasterDrawings.push({
          name: packshot,
          svg: unletteredPackshotSvg({ shape: shelf.shape, hue, nameChi, nameEng }),
        });
      } else {
        svg(
          packshot,
          packshotSvg({
            shape: shelf.shape,
            hue,
            brand: shelf.brandEng,
            nameChi,
            nameEng,
            ...(options.length === 1 && options[0]?.chi ? { badge: options[0].chi } : {}),
          }),
        );
      }
      svg(
        `${slug}-detail.svg`,
        detailCardSvg({ hue, brand: `${shelf.brandChi} ${shelf.brandEng}`, nameChi, nameEng, points }),
      );
      displayProducts.push({
        displayProductId,
        slug,
        reading: shelf.reading,
        nameChi,
        nameEng,
        nameHtmlChi: `<span class="brand">${escapeXml(shelf.brandChi)}</span><br>${escapeXml(nameChi)}`,
        urlNaming: `${slug}|${nameChi}`,
        priceCents: minPrice * 100,
        discountPriceCents:
          (variantDiscounts[minIndex] ?? null) === null ? null : variantDiscounts[minIndex]! * 100,
        shortDescription,
        images: [packshot, `${slug}-detail.svg`],
        functionalIcons: icons.map((icon) => `icon-${icon}.svg`),
        metatitle: `${nameChi} | ${SHOP_NAME_CHI}`,
        metadesc: shortDescription,
        status: 1,
        recommended,
        marketingEventId,
        sortOrder: g,
        createdAt: new Date(now.getTime() - (g * 7 + 1) * hour),
      });

      // Categories.
      const hot = i === 0 || g % 8 === 3;
      productCategories.push([displayProductId, shelf.categoryId, i]);
      if (hot) productCategories.push([displayProductId, HOT_CATEGORY_ID, g]);
      if (discounted || g % 13 === 6) productCategories.push([displayProductId, OFFER_CATEGORY_ID, g]);
      if (HERBAL_SLUGS.has(slug)) productCategories.push([displayProductId, HERBAL_CATEGORY_ID, g]);

      // Hashtags.
      const tags = new Set<number>();
      if (i < 2) tags.add(1);
      if (hot) tags.add(2);
      if (shelf.reading === 'beauty' && i % 4 === 1) tags.add(3);
      if (g % 6 === 2) tags.add(4);
      if (shelf.categoryId === 10800 && /dse|pre-s1|interview/.test(slug)) tags.add(5);
      if (shelf.categoryId === 10600 && i % 3 === 0) tags.add(5);
      if (shelf.categoryId === 10700) tags.add(6);
      if (shelf.reading === 'hair' && icons.includes('silicone-free')) tags.add(7);
      if (shelf.reading !== 'books' && i % 5 === 3) tags.add(8);
      if (isSet && i % 3 === 0) tags.add(9);
      if (HERBAL_SLUGS.has(slug)) tags.add(10);
      if (POINTS_SLUGS.includes(slug)) tags.add(11);
      if (/gift|set/.test(slug) && (isSet || shelf.categoryId === 10700)) tags.add(12);
      if (g % 37 === 5) tags.add(HIDDEN_HASHTAG_ID);
      for (const tag of tags) productHashtags.push([displayProductId, tag]);

      // Points redemption.
      if (POINTS_SLUGS.includes(slug)) {
        const productId = variantIds[0]!;
        const full = Math.min(20_000, price * 200);
        productPoints.push([productId, full, 0]);
        productPoints.push([productId, Math.round(full / 2 / 100) * 100, Math.round((price * 100) / 2)]);
      }
    }
  }

  // Sets are made of other products.
  const setShelf = SHELVES.find((shelf) => shelf.categoryId === 11200)!;
  const serumShelf = SHELVES.find((shelf) => shelf.categoryId === 10900)!;
  for (const [i, [slug]] of setShelf.lines.entries()) {
    const setProductId = productIdsBySlug.get(slug)![0]!;
    const contents = SET_CONTENTS[slug] ?? [
      serumShelf.lines[(i * 2) % serumShelf.lines.length]![0],
      serumShelf.lines[(i * 2 + 3) % serumShelf.lines.length]![0],
    ];
    for (const item of contents) {
      const itemProductId = productIdsBySlug.get(item)![0]!;
      bundleItems.push([setProductId, itemProductId, slug === 'argan-oil-duo' ? 2 : 1]);
    }
  }

  // Add-ons, gifts and discontinued items.
  for (const [n, extra] of EXTRA_LINES.entries()) {
    const displayProductId = idOf(extra.slug);
    const productId = nextProductId;
    nextProductId += 1;
    productIdsBySlug.set(extra.slug, [productId]);
    const hue = hueOf(extra.slug, 200);
    const brand =
      extra.categoryId >= 10900 ? 'SILKEN HALL' : extra.categoryId >= 10500 ? 'HARBOUR BOOKS' : 'JOY HARBOUR';
    svg(
      `${extra.slug}.svg`,
      packshotSvg({
        shape: extra.shape as PackShape,
        hue,
        brand,
        nameChi: extra.nameChi,
        nameEng: extra.nameEng,
        ...(extra.volume ? { badge: extra.volume } : {}),
      }),
    );
    const description = `${extra.nameChi}。`;
    displayProducts.push({
      displayProductId,
      slug: extra.slug,
      reading: 'extra',
      nameChi: extra.nameChi,
      nameEng: extra.nameEng,
      nameHtmlChi: escapeXml(extra.nameChi),
      urlNaming: `${extra.slug}|${extra.nameChi}`,
      priceCents: extra.priceDollars * 100,
      discountPriceCents: null,
      shortDescription: description,
      images: [`${extra.slug}.svg`],
      functionalIcons: [],
      metatitle: `${extra.nameChi} | ${SHOP_NAME_CHI}`,
      metadesc: description,
      status: extra.status,
      recommended: [],
      marketingEventId: null,
      sortOrder: globalIndex + n,
      createdAt: new Date(now.getTime() - (globalIndex + n) * 7 * hour),
    });
    products.push({
      productId,
      displayProductId,
      nameChi: extra.nameChi,
      nameEng: extra.nameEng,
      priceCents: extra.priceDollars * 100,
      discountPriceCents: null,
      volume: extra.volume,
      sku: `JHX-${displayProductId}-01`,
      inventory: extra.inventory,
      productStep: 1,
      subscriptionPeriod: null,
      images: [`${extra.slug}.svg`],
      isGroup: false,
      sortOrder: 0,
    });
    productCategories.push([displayProductId, extra.categoryId, 100 + n]);
  }

  // Every shown product is in "all products" (category 1 holds the all-products banner; listing it as a
  // category too keeps /category/all an ordinary category query).
  for (const row of displayProducts) {
    if (row.status === 1)
      productCategories.push([row.displayProductId, ALL_PRODUCTS_CATEGORY_ID, row.sortOrder]);
  }

  return {
    displayProducts,
    products,
    productCategories,
    productHashtags,
    bundleItems,
    productPoints,
    files,
    rasterDrawings,
    displayIdBySlug,
    productIdsBySlug,
  };
}
