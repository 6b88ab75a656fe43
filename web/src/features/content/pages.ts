import type { MessageKey } from '../../lib/intl.tsx';

/**
 * The content pages of spec 001 §2 and the page contents they show (GET /api/pageContent/{id}). Ids 1–8
 * are the specification's; 10–22 are this project's mapping (bff/src/seed/README.md).
 */
export interface ContentPageDefinition {
  path: string;
  pageContentId: number;
  /** Ids for the page's sections, in order, and the links to them above the text. */
  anchors?: { tag: 'h2' | 'section'; links: ReadonlyArray<{ id: string; label: MessageKey }> };
  /** A second page content shown below with its own anchor (the contact details of /online_shop_info). */
  appendix?: { pageContentId: number; id: string };
}

export const PAGE_CONTENT = {
  brandStory: 3,
  contactUs: 4,
  privacy: 5,
  terms: 8,
  onlineShopInfo: 10,
  club: 12,
  tips: 13,
  ingredients: 16,
  hairCase: 17,
  faq: 18,
} as const;

export const contentPages: readonly ContentPageDefinition[] = [
  { path: 'termsandconditions', pageContentId: PAGE_CONTENT.terms },
  { path: 'privacy_statement', pageContentId: PAGE_CONTENT.privacy },
  { path: 'brand_story', pageContentId: PAGE_CONTENT.brandStory },
  {
    path: 'online_shop_info',
    pageContentId: PAGE_CONTENT.onlineShopInfo,
    // The footer links to #shipping, #payment, #returns and #contact.
    anchors: {
      tag: 'h2',
      links: [
        { id: 'shipping', label: 'footer.shopInfo.shipping' },
        { id: 'payment', label: 'footer.shopInfo.payment' },
        { id: 'returns', label: 'footer.shopInfo.returns' },
        { id: 'points', label: 'content.shopInfo.points' },
      ],
    },
    appendix: { pageContentId: PAGE_CONTENT.contactUs, id: 'contact' },
  },
  { path: 'tips', pageContentId: PAGE_CONTENT.tips },
  { path: 'ingredients', pageContentId: PAGE_CONTENT.ingredients },
  {
    path: 'hair_case',
    pageContentId: PAGE_CONTENT.hairCase,
    anchors: {
      tag: 'section',
      links: [
        { id: 'female', label: 'content.hairCase.female' },
        { id: 'anti_grey', label: 'content.hairCase.antiGrey' },
        { id: 'men', label: 'content.hairCase.men' },
      ],
    },
  },
  {
    path: 'faq',
    pageContentId: PAGE_CONTENT.faq,
    anchors: {
      tag: 'section',
      links: [
        { id: 'female', label: 'content.faq.female' },
        { id: 'colorant', label: 'content.faq.colorant' },
        { id: 'men', label: 'content.faq.men' },
        { id: 'anti_grey', label: 'content.faq.antiGrey' },
      ],
    },
  },
];

export function contentPageByPath(path: string): ContentPageDefinition | undefined {
  return contentPages.find((page) => page.path === path);
}
