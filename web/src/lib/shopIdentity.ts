/**
 * The shop's name and colours. Pure data so that both the app (through `config.ts`) and the build
 * (`vite.config.ts`, for the manifest and index.html) read the same values. Override per deployment with
 * VITE_SHOP_NAME, VITE_SHOP_NAME_EN and VITE_SHOP_SHORT_NAME.
 */
export interface ShopIdentity {
  /** Chinese name: the header, page titles ("page | name") and the manifest. */
  name: string;
  /** English name, used when the English catalogue is active. */
  nameEn: string;
  /** Home-screen label: at most about 12 characters fit under an icon. */
  shortName: string;
  /** The one brand colour (white text on it passes 4.5:1). */
  brandColour: string;
  backgroundColour: string;
}

export const defaultShopIdentity: ShopIdentity = {
  name: '悅港生活',
  nameEn: 'Joy Harbour Living',
  shortName: '悅港',
  brandColour: '#0b6660',
  backgroundColour: '#ffffff',
};

type Env = Readonly<Record<string, string | boolean | undefined>>;

function text(env: Env, key: string): string | undefined {
  const value = env[key];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

export function resolveShopIdentity(env: Env = {}): ShopIdentity {
  return {
    ...defaultShopIdentity,
    name: text(env, 'VITE_SHOP_NAME') ?? defaultShopIdentity.name,
    nameEn: text(env, 'VITE_SHOP_NAME_EN') ?? defaultShopIdentity.nameEn,
    shortName: text(env, 'VITE_SHOP_SHORT_NAME') ?? defaultShopIdentity.shortName,
  };
}
