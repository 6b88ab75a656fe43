import { z } from 'zod';

/**
 * The catalogue API's answers (GET /api/displayProduct/..., /category/..., banners, /product/...,
 * /article/..., /pageContent/...), with the specification's field names. Price fields are HKD dollars as
 * JSON numbers (298, 149.5); a discount price is null when there is no discount. Dates are ISO-8601 UTC
 * strings. The bff answers through these schemas and the web can parse with them.
 */

const dollars = z.number().nonnegative();
const isoDate = z.string();

export const marketingEventRefSchema = z.object({
  marketingEventId: z.number().int(),
  title: z.string(),
  /** Null where staff wrote no English title (the Chinese one shows in English too). */
  titleEng: z.string().nullable(),
  /** The countdown's end; null for an event without an end. */
  endDate: isoDate.nullable(),
  isMegaSale: z.boolean(),
});

export const productPointSchema = z.object({
  productPointId: z.number().int(),
  /** Points to spend. */
  point: z.number().int(),
  /** Cash paid on top of the points, HKD dollars. */
  money: dollars,
});

export const bundleItemSchema = z.object({
  productId: z.number().int(),
  productNameChi: z.string(),
  productNameEng: z.string(),
  productVolume: z.string(),
  sku: z.string(),
  productImage: z.array(z.string()),
  quantity: z.number().int(),
});

/** A variant as listed on a product card: enough to price it, show stock and add it to a cart. */
export const productCardVariantSchema = z.object({
  productId: z.number().int(),
  productNameChi: z.string(),
  productNameEng: z.string(),
  productVolume: z.string(),
  productPrice: dollars,
  productDiscountPrice: dollars.nullable(),
  productInventory: z.number().int(),
  sku: z.string(),
  subscriptionPeriod: z.number().int().nullable(),
  productImage: z.array(z.string()),
});

/** A variant (product) in full: GET /product/{id} adds its display product's fields. */
export const productSchema = productCardVariantSchema.extend({
  displayProductId: z.number().int(),
  productStep: z.number().int(),
  points: z.array(productPointSchema),
  isGroupProduct: z.boolean(),
  /** The products a group (set) product is made of; empty for other products. */
  products: z.array(bundleItemSchema),
});

export const productDetailSchema = productSchema.extend({
  displayProductNameChi: z.string(),
  displayProductNameEng: z.string(),
  displayProductUrlNaming: z.string(),
  urlName: z.string(),
  recommended: z.string(),
  /** The display product's status: 1 shown in the shop; other values (gifts, discontinued) are not for sale on their own. */
  status: z.number().int(),
});

/** A display product as a card in lists (category listings, all products, search, article products). */
export const displayProductCardSchema = z.object({
  displayProductId: z.number().int(),
  displayProductNameChi: z.string(),
  displayProductNameEng: z.string(),
  displayProductUrlNaming: z.string(),
  /** The path segment of /product/{urlName}: the first url name, else the id. */
  urlName: z.string(),
  displayProductPrice: dollars,
  displayProductDiscountPrice: dollars.nullable(),
  /** Image file names joined by ':::'; the first is the card image. */
  displayProductImage: z.string(),
  status: z.number().int(),
  /** Lowest and highest price a shopper pays over the variants (discount price where there is one). */
  minPrice: dollars,
  maxPrice: dollars,
  /** Stock of all variants together; 0 shows the sold-out layer. */
  totalInventory: z.number().int(),
  marketingEvents: z.array(marketingEventRefSchema),
  products: z.array(productCardVariantSchema),
});

export const hashtagSchema = z.object({ hashtagId: z.number().int(), hashtagName: z.string() });

export const categoryRefSchema = z.object({
  categoryId: z.number().int(),
  categoryName: z.string(),
  /** The English name ('' when the category has none): the breadcrumb's in English. */
  categoryNameEng: z.string(),
  categoryUrlNaming: z.string().nullable(),
});

/** GET /displayProduct/{id or url name}. */
export const displayProductSchema = displayProductCardSchema.extend({
  /** Sanitised HTML of the name (line breaks, brand styling). */
  displayProductNameHtmlChi: z.string(),
  displayProductShortDescription: z.string(),
  /** Icon file names joined by ':::'. */
  functionalIcon: z.string(),
  hashtags: z.array(hashtagSchema),
  metatitle: z.string(),
  metadesc: z.string(),
  categories: z.array(categoryRefSchema),
  /** Display product ids joined by ',' (only products currently shown). */
  recommended: z.string(),
  products: z.array(productSchema),
});

export function pageOf<Item extends z.ZodType>(item: Item) {
  return z.object({
    list: z.array(item),
    /** This page's number, 1-based. */
    pageno: z.number().int(),
    /** Number of pages (0 when there is nothing to list). */
    pagenum: z.number().int(),
    /** Number of items over all pages. */
    total: z.number().int(),
  });
}

export const displayProductPageSchema = pageOf(displayProductCardSchema);

/**
 * A page of search results. A search ranks a bounded number of matches (bff/src/catalogue/search.ts), so that
 * it costs one page whatever the number of matches: `total` is the exact number of matches when
 * `moreThanTotal` is false; when it is true (a query of words most products share), more products match than
 * `total` and the pages reach those `total` only (a narrower query finds the rest).
 */
export const searchPageSchema = displayProductPageSchema.extend({
  moreThanTotal: z.boolean(),
});

export const categorySchema = z.object({
  categoryId: z.number().int(),
  categoryName: z.string(),
  categoryNameEng: z.string(),
  categoryUrlNaming: z.string().nullable(),
  bannerImage: z.string().nullable(),
  mobileBannerImage: z.string().nullable(),
  metatitle: z.string(),
  metadesc: z.string(),
});

export const navigationBannerSchema = z.object({
  navigationBannerId: z.number().int(),
  title: z.string(),
  bannerImage: z.string(),
  bannerLinkTo: z.string(),
});

export const marketingEventBannerSchema = z.object({
  /** The banner (back office, banners section): the carousel holds several. */
  bannerId: z.number().int(),
  /** Spelt as in the specification; null for a banner that belongs to no marketing event. */
  markingEventId: z.number().int().nullable(),
  title: z.string(),
  /** 1 carousel (banner A), 2 and 3 single banners (B and C). */
  bannerPosition: z.number().int(),
  bannerContent: z.string().nullable(),
  mobileBannerContent: z.string().nullable(),
  bannerLinkTo: z.string().nullable(),
  articleIds: z.array(z.number().int()),
  isMegaSale: z.boolean(),
  endDate: isoDate.nullable(),
  /** Lower first within a position (the answer is in that order). */
  sortOrder: z.number().int(),
});

export const videoBannerSchema = z.object({
  videoBannerId: z.number().int(),
  bannerVideo: z.string(),
  mobileBannerVideo: z.string().nullable(),
  posterImage: z.string().nullable(),
  mobilePosterImage: z.string().nullable(),
  bannerLinkTo: z.string(),
});

export const articleSummarySchema = z.object({
  articleId: z.number().int(),
  categoryId: z.number().int(),
  articleTitle: z.string(),
  articleCoverImage: z.string().nullable(),
  /** The start of the article's text, without markup (at most 120 characters). */
  articleSummary: z.string(),
  publishedAt: isoDate,
});

export const articleSchema = articleSummarySchema.extend({
  /** Sanitised HTML. */
  articleContent: z.string(),
  displayProducts: z.array(displayProductCardSchema),
});

export const pageContentSchema = z.object({
  pageContentId: z.number().int(),
  title: z.string(),
  titleEng: z.string(),
  /** Sanitised HTML. */
  content: z.string(),
});

/** A shop message running now (GET /api/shopMessage/all): the home pop-up or a notice above the home page. */
export const shopMessageSchema = z.object({
  messageId: z.number().int(),
  kind: z.enum(['popup', 'notice']),
  title: z.string(),
  titleEng: z.string(),
  text: z.string(),
  textEng: z.string(),
  linkTo: z.string(),
  endsAt: isoDate.nullable(),
});
export type ShopMessage = z.infer<typeof shopMessageSchema>;

export type DisplayProductCard = z.infer<typeof displayProductCardSchema>;
export type DisplayProduct = z.infer<typeof displayProductSchema>;
export type Product = z.infer<typeof productSchema>;
export type ProductDetail = z.infer<typeof productDetailSchema>;
export type ProductPoint = z.infer<typeof productPointSchema>;
export type ProductCardVariant = z.infer<typeof productCardVariantSchema>;
export type DisplayProductPage = z.infer<typeof displayProductPageSchema>;
export type SearchPage = z.infer<typeof searchPageSchema>;
export type Category = z.infer<typeof categorySchema>;
export type NavigationBanner = z.infer<typeof navigationBannerSchema>;
export type MarketingEventBanner = z.infer<typeof marketingEventBannerSchema>;
export type VideoBanner = z.infer<typeof videoBannerSchema>;
export type ArticleSummary = z.infer<typeof articleSummarySchema>;
export type Article = z.infer<typeof articleSchema>;
export type PageContent = z.infer<typeof pageContentSchema>;
