import { resolveShopIdentity, type ShopIdentity } from './shopIdentity.ts';

export type Locale = 'zh-HK' | 'en';

export interface SocialLink {
  id: 'facebook' | 'instagram' | 'youtube' | 'whatsapp';
  href: string;
}

export interface AppConfig {
  shop: ShopIdentity;
  /** The specification keeps the Chinese catalogue active; English exists and is complete. */
  defaultLocale: Locale;
  /** Where the API lives: the bff serves it on the same origin. */
  apiBase: string;
  social: readonly SocialLink[];
}

export const config: AppConfig = {
  shop: resolveShopIdentity(import.meta.env),
  defaultLocale: 'zh-HK',
  apiBase: '/api',
  social: [
    { id: 'facebook', href: 'https://www.facebook.com/' },
    { id: 'instagram', href: 'https://www.instagram.com/' },
    { id: 'youtube', href: 'https://www.youtube.com/' },
    { id: 'whatsapp', href: 'https://wa.me/' },
  ],
};

/** The shop name in the active language. */
export function shopName(locale: Locale, shop: ShopIdentity = config.shop): string {
  return locale === 'en' ? shop.nameEn : shop.name;
}
