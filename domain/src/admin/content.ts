import { z } from 'zod';
import { normaliseShopLink } from '../links/shopLink.ts';
import type {
  adminArticleSchema,
  adminBannerSchema,
  adminMarketingEventSchema,
  adminMessageSchema,
  adminPageContentSchema,
} from './apiSchemas.ts';

/**
 * The forms of the back office's content sections: articles, messages, marketing events, page content and
 * banners. The web forms validate with these schemas and the server parses with them, so both refuse alike.
 * Form values arrive as strings: numbers are coerced, an empty optional field means "none".
 */

/** A picture's name in the files table (what an upload answers), as GET /api/file/{name} accepts it. */
export const fileNameField = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,254}$/, 'Upload a picture first.');

const emptyToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

export const optionalFileName = z.preprocess(emptyToNull, fileNameField.nullable()).default(null);

/**
 * A link on the storefront: a path of the shop ("/category/80000") or an https address of another site; ''
 * for none. Read as the browser will follow it (links/shopLink.ts) and stored in that form.
 */
export const linkField = z
  .string()
  .trim()
  .max(500)
  .transform((value, context) => {
    const link = normaliseShopLink(value);
    if (link === null) {
      context.addIssue({
        code: 'custom',
        message: 'Use a path such as /category/80000 or an https:// address.',
      });
      return z.NEVER;
    }
    return link;
  })
  .default('');

const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/;

/**
 * A moment. A form's `datetime-local` value ("2026-12-20T10:00") is Hong Kong time (the shop's clock, UTC+8,
 * no daylight saving); an ISO time with its offset is taken as written.
 */
export const dateTimeField = z
  .string()
  .trim()
  .transform((value, context) => {
    const time = Date.parse(LOCAL_DATE_TIME.test(value) ? `${value}+08:00` : value);
    if (!/^\d{4}-/.test(value) || Number.isNaN(time)) {
      context.addIssue({ code: 'custom', message: 'Enter a date and time.' });
      return z.NEVER;
    }
    return new Date(time);
  });

export const optionalDateTime = z.preprocess(emptyToNull, dateTimeField.nullable()).default(null);

/** HTML written by staff: sanitised by the server when stored; this bounds its size only. */
export const htmlField = z.string().max(200_000, 'At most 200,000 characters.');

const title = z.string().trim().min(1, 'Required.').max(200);
const sortOrder = z.coerce.number().int().min(-1_000_000).max(1_000_000).default(0);
const flag = z.preprocess(
  (value) => (value === 'true' ? true : value === 'false' ? false : value),
  z.boolean(),
);

/** Starts before it ends, when both are given. */
function windowInOrder(value: { startsAt?: Date | null; endsAt?: Date | null }): boolean {
  return !value.startsAt || !value.endsAt || value.endsAt.getTime() > value.startsAt.getTime();
}
const windowIssue = { message: 'The end must be after the start.', path: ['endsAt'] };

/** Article categories are the category ids above 90000 up to 99999 (spec 000 §2). */
export const ARTICLE_CATEGORY_MIN = 90001;
export const ARTICLE_CATEGORY_MAX = 99999;

export const articleFormSchema = z.object({
  title,
  categoryId: z.coerce
    .number()
    .int()
    .min(ARTICLE_CATEGORY_MIN, 'Choose an article category (90001–99999).')
    .max(ARTICLE_CATEGORY_MAX, 'Choose an article category (90001–99999).'),
  contentHtml: htmlField,
  coverImage: optionalFileName,
  publishedAt: dateTimeField,
  published: flag,
  displayProductIds: z.array(z.coerce.number().int().min(1).max(2_147_483_647)).max(50).default([]),
});
export type ArticleForm = z.infer<typeof articleFormSchema>;

export const MESSAGE_KINDS = ['popup', 'notice'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

export const messageFormSchema = z
  .object({
    kind: z.enum(MESSAGE_KINDS),
    titleChi: z.string().trim().max(100).default(''),
    titleEng: z.string().trim().max(100).default(''),
    textChi: z.string().trim().min(1, 'Required.').max(1000),
    textEng: z.string().trim().min(1, 'Required.').max(1000),
    linkTo: linkField,
    startsAt: optionalDateTime,
    endsAt: optionalDateTime,
    active: flag,
  })
  .refine(windowInOrder, windowIssue);
export type MessageForm = z.infer<typeof messageFormSchema>;

export const marketingEventFormSchema = z
  .object({
    title,
    /** '' for none: the storefront then shows the Chinese title in English too. */
    titleEng: z.string().trim().max(200).default(''),
    startsAt: optionalDateTime,
    /** The countdown runs to this moment on the products of the event and its banners. */
    endsAt: optionalDateTime,
    linkTo: linkField,
    isMegaSale: flag.default(false),
    priority: sortOrder,
    active: flag,
    /** Display products that show this event's countdown. */
    displayProductIds: z.array(z.coerce.number().int().min(1).max(2_147_483_647)).max(500).default([]),
  })
  .refine(windowInOrder, windowIssue);
export type MarketingEventForm = z.infer<typeof marketingEventFormSchema>;

export const pageContentFormSchema = z.object({
  titleChi: z.string().trim().min(1, 'Required.').max(200),
  titleEng: z.string().trim().min(1, 'Required.').max(200),
  contentHtml: htmlField,
});
export type PageContentForm = z.infer<typeof pageContentFormSchema>;

/** A page content id: 1 to 8 and the others of spec 001 §2; a new page takes a free id in this range. */
export const pageContentIdField = z.coerce.number().int().min(1).max(99_999);
/** The ids the storefront's pages load (spec 001 §2): they can be edited, never deleted. */
export const STOREFRONT_PAGE_CONTENT_IDS: readonly number[] = [
  1, 2, 3, 4, 5, 6, 7, 8, 10, 11, 12, 13, 16, 17, 18, 19, 20, 21, 22,
];
export const pageContentCreateSchema = pageContentFormSchema.extend({ pageContentId: pageContentIdField });

/** A: the home carousel (many pictures); B and C: one picture each (seed 001 §5). */
export const BANNER_SLOTS = ['A', 'B', 'C'] as const;
export type BannerSlot = (typeof BANNER_SLOTS)[number];
/** Slots that hold one banner at most. */
export const SINGLE_BANNER_SLOTS: readonly BannerSlot[] = ['B', 'C'];

export const bannerFormSchema = z.object({
  slot: z.enum(BANNER_SLOTS),
  title,
  image: fileNameField,
  /** Optional: the storefront shows `image` on phones too when there is none. */
  mobileImage: optionalFileName,
  linkTo: linkField,
  sortOrder,
  active: flag,
  /** The banner shows only while this event runs, with its countdown. */
  marketingEventId: z.preprocess(emptyToNull, z.coerce.number().int().min(1).nullable()).default(null),
});
export type BannerForm = z.infer<typeof bannerFormSchema>;

/** The upload limit of a back-office picture (seed 001 §5, §9): banners, article covers, product images. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/**
 * The most pixels an uploaded picture may have: 40 megapixels (8000 × 5000, more than any phone camera or
 * banner needs). A picture's header states its size and costs nothing to write: a 100 KB PNG can claim
 * 60000 × 60000 pixels, ~10 GB once decoded into a rendition.
 */
export const MAX_UPLOAD_PIXELS = 40_000_000;
/** Picture types an upload may be; the server checks the bytes, not only the declared type. */
export const UPLOAD_IMAGE_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/avif',
] as const;

// What the back office's content API answers for one record (bff/src/admin/content/*Admin.ts), read by its pages;
// the fields are declared by their schemas (apiSchemas.ts).

export type AdminArticle = z.infer<typeof adminArticleSchema>;
export type AdminMessage = z.infer<typeof adminMessageSchema>;
export type AdminMarketingEvent = z.infer<typeof adminMarketingEventSchema>;
export type AdminBanner = z.infer<typeof adminBannerSchema>;
export type AdminPageContent = z.infer<typeof adminPageContentSchema>;
