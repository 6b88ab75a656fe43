import type { Article, DisplayProduct } from '@shop/domain/catalogue/apiSchemas';
import { articlePath, categoryPath, pageContentPath, productPath } from '@shop/domain/catalogue/pagePaths';
import { SHARE_IMAGE_WIDTH } from '@shop/domain/catalogue/renditions';
import { fileUrl, isVectorImage } from '../components/product/images.ts';
import type { CategoryData } from '../features/catalogue/loaders.ts';
import { homeCategoryOf } from '../features/catalogue/meta.ts';
import { galleryImages } from '../features/catalogue/product/productView.ts';
import type { ContentData } from '../features/content/loaders.ts';
import type { Locale } from '../lib/config.ts';
import { localePath } from '../lib/locale.ts';
import { localName } from '../lib/localName.ts';
import {
  breadcrumbJsonLd,
  type Crumb,
  type JsonLd,
  jsonLdScript,
  organizationJsonLd,
  priceText,
  productJsonLd,
  webSiteJsonLd,
} from './structuredData.ts';

/**
 * What a server-rendered page says about itself in its <head>, for link previews (WhatsApp, Facebook,
 * Telegram read Open Graph; X reads Twitter cards) and search engines: the canonical URL, the page in the
 * other language (hreflang), Open Graph and Twitter card tags, and schema.org JSON-LD. Every URL is absolute,
 * on the shop's public origin. Every value from the database is escaped (attributes) or script-safe (JSON).
 */

export interface HeadContext {
  /** The shop's public origin, e.g. https://shop.example (the bff's PUBLIC_URL or the request's). */
  origin: string;
  locale: Locale;
  shopName: string;
  /** The page's description, as the page set it (or the shop's). */
  description: string;
  /** Home, as the breadcrumb names it. */
  homeLabel: string;
}

/** What kind of page a route renders, from its path in app/router.tsx. */
type PageKind = 'home' | 'category' | 'product' | 'article' | 'content';

export function pageKindOf(routePath: string | undefined): PageKind {
  if (routePath === undefined) return 'home';
  if (routePath.startsWith('product/')) return 'product';
  if (routePath.startsWith('article/')) return 'article';
  if (routePath.startsWith('category/') || routePath === 'offer' || routePath === 'chinese')
    return 'category';
  return 'content';
}

interface PageFacts {
  /** The page's own path (the same page under another address names this one). */
  path: string;
  /** The page's name for a preview, without the shop's. */
  name: string;
  type: 'website' | 'product' | 'article';
  /** A picture path on the shop's origin, or null for the shop's share picture. */
  image: string | null;
  /** HKD dollars, product pages only. */
  price?: number;
  inStock?: boolean;
  publishedAt?: string;
  jsonLd: JsonLd[];
}

/**
 * The picture of a page that has none of its own: the shop's mark, 1200 × 630 (previews want at least 600 px
 * wide), drawn by web/scripts/renderIcons.ts.
 */
const SHARE_PICTURE = '/icons/share-1200x630.png';
/** The shop's square mark, as schema.org's Organization logo. */
const SHOP_LOGO = '/icons/icon-512.png';

/** A picture as a preview shows it: the JPEG copy SHARE_IMAGE_WIDTH wide (GET /api/file/{name}?w=&format=jpeg). */
export function shareImagePath(fileName: string): string {
  return `${fileUrl(fileName)}?w=${SHARE_IMAGE_WIDTH}&format=jpeg`;
}

/** Names in the page's language: the English one when there is one (lib/localName.ts, as the page shows). */
const named = (locale: Locale, chinese: string, english: string | null | undefined): string =>
  localName(locale, chinese, english ?? '');

/** The first raster picture, else the first drawing (both have a JPEG copy), else none. */
function firstPicture(names: readonly string[]): string | null {
  return names.find((name) => !isVectorImage(name)) ?? names[0] ?? null;
}

function productFacts(product: DisplayProduct, context: HeadContext, absolute: Absolute): PageFacts {
  const path = productPath(product.urlName);
  const name = named(context.locale, product.displayProductNameChi, product.displayProductNameEng);
  const pictures = galleryImages(product);
  const picture = firstPicture(pictures);
  const inStock = product.totalInventory > 0;
  const home = homeCategoryOf(product);
  const trail: Crumb[] = [
    { name: context.homeLabel, url: absolute('/') },
    ...(home
      ? [
          {
            name: named(context.locale, home.categoryName, home.categoryNameEng),
            url: absolute(categoryPath(home)),
          },
        ]
      : []),
    { name, url: absolute(path) },
  ];
  const url = absolute(path);
  return {
    path,
    name,
    type: 'product',
    image: picture ? shareImagePath(picture) : null,
    price: product.minPrice,
    inStock,
    jsonLd: [
      productJsonLd({
        name,
        description: context.description,
        url,
        images: pictures.map((file) => absolute(shareImagePath(file))),
        sku: product.products[0]?.sku ?? String(product.displayProductId),
        offers: product.products.map((variant) => ({
          sku: variant.sku,
          price: variant.productDiscountPrice ?? variant.productPrice,
          inStock: variant.productInventory > 0,
        })),
      }),
      breadcrumbJsonLd(trail),
    ],
  };
}

function categoryFacts(data: CategoryData, context: HeadContext, absolute: Absolute): PageFacts {
  const { category } = data;
  const name = named(context.locale, category.categoryName, category.categoryNameEng);
  const path = categoryPath(category);
  const banner = category.bannerImage ?? category.mobileBannerImage;
  return {
    path,
    name,
    type: 'website',
    image: banner ? shareImagePath(banner) : null,
    jsonLd: [
      breadcrumbJsonLd([
        { name: context.homeLabel, url: absolute('/') },
        { name, url: absolute(path) },
      ]),
    ],
  };
}

function articleFacts(article: Article): PageFacts {
  return {
    path: articlePath(article.articleId),
    name: article.articleTitle,
    type: 'article',
    image: article.articleCoverImage ? shareImagePath(article.articleCoverImage) : null,
    publishedAt: article.publishedAt,
    jsonLd: [],
  };
}

function homeFacts(context: HeadContext, absolute: Absolute): PageFacts {
  const url = absolute('/');
  return {
    path: '/',
    name: context.shopName,
    type: 'website',
    image: null,
    jsonLd: [
      organizationJsonLd({ name: context.shopName, url, logo: absolute(SHOP_LOGO) }),
      webSiteJsonLd({ name: context.shopName, url, language: context.locale }),
    ],
  };
}

function contentFacts(data: ContentData, context: HeadContext): PageFacts {
  return {
    path: pageContentPath(data.page.pageContentId),
    name: named(context.locale, data.page.title, data.page.titleEng),
    type: 'website',
    image: null,
    jsonLd: [],
  };
}

type Absolute = (path: string) => string;

/** The facts of a page of `kind` from its loader's data. */
function factsOf(kind: PageKind, loaderData: unknown, context: HeadContext, absolute: Absolute): PageFacts {
  switch (kind) {
    case 'product':
      return productFacts(loaderData as DisplayProduct, context, absolute);
    case 'category':
      return categoryFacts(loaderData as CategoryData, context, absolute);
    case 'article':
      return articleFacts(loaderData as Article);
    case 'content':
      return contentFacts(loaderData as ContentData, context);
    case 'home':
      return homeFacts(context, absolute);
  }
}

/** `&` `<` `>` `"` `'` as entities: a value from the database cannot leave its attribute. */
export function escapeAttribute(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

const OG_LOCALES: Record<Locale, string> = { 'zh-HK': 'zh_HK', en: 'en_US' };
const LOCALES: readonly Locale[] = ['zh-HK', 'en'];

/** The <head> tags of a page of `kind` (its route's path) with its loader's data. */
export function pageHeadTags(
  routePath: string | undefined,
  loaderData: unknown,
  context: HeadContext,
): string {
  const absolute: Absolute = (path) => new URL(path, context.origin).href;
  const facts = factsOf(pageKindOf(routePath), loaderData, context, absolute);
  const canonical = absolute(localePath(facts.path, context.locale));
  const image = absolute(facts.image ?? SHARE_PICTURE);
  const meta = (attribute: 'property' | 'name', key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeAttribute(value)}">`;
  const tags = [
    `<link rel="canonical" href="${escapeAttribute(canonical)}">`,
    ...LOCALES.map(
      (locale) =>
        `<link rel="alternate" hreflang="${locale}" href="${escapeAttribute(absolute(localePath(facts.path, locale)))}">`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${escapeAttribute(absolute(facts.path))}">`,
    meta('property', 'og:type', facts.type),
    meta('property', 'og:site_name', context.shopName),
    meta('property', 'og:title', facts.name),
    meta('property', 'og:description', context.description),
    meta('property', 'og:url', canonical),
    meta('property', 'og:image', image),
    meta('property', 'og:image:alt', facts.name),
    meta('property', 'og:locale', OG_LOCALES[context.locale]),
    ...LOCALES.filter((locale) => locale !== context.locale).map((locale) =>
      meta('property', 'og:locale:alternate', OG_LOCALES[locale]),
    ),
    ...(facts.price === undefined
      ? []
      : [
          meta('property', 'product:price:amount', priceText(facts.price)),
          meta('property', 'product:price:currency', 'HKD'),
          meta('property', 'product:availability', facts.inStock ? 'instock' : 'out of stock'),
        ]),
    ...(facts.publishedAt ? [meta('property', 'article:published_time', facts.publishedAt)] : []),
    meta('name', 'twitter:card', facts.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', facts.name),
    meta('name', 'twitter:description', context.description),
    meta('name', 'twitter:image', image),
    ...facts.jsonLd.map(jsonLdScript),
  ];
  return tags.join('');
}
