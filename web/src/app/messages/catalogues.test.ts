import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isShellKey } from '../../i18n/shellKeys.ts';
import {
  compileMessages,
  formatMessage,
  type Locale,
  type Messages,
  messageArgumentNames,
} from '../../lib/intl.tsx';
import { en } from './en.ts';
import { loadAllMessages, loadMessages } from './index.ts';
import { type MessageKey, zhHK } from './zh-HK.ts';

/**
 * Shell modules that load after the first view or on demand (lib/deferred.tsx) and bring the complete
 * catalogue: the payment marks (the footer's), then every `deferred(…)` and `onDemand(…)` part.
 */
const AFTER_FIRST_VIEW_MODULES = [
  'components/icons/PaymentMarks.tsx',
  'components/layout/Footer.tsx',
  'components/layout/BackToTop.tsx',
  'features/pwa/components/UpdatePrompt.tsx',
  'features/pwa/install/InstallInvitation.tsx',
  'features/account/menu/SessionNotice.tsx',
  'features/cart/CartShell.tsx',
  'features/favourites/FavouriteAddedDialog.tsx',
  'components/layout/SearchDialog.tsx',
  'features/account/menu/MemberMenu.tsx',
  'features/favourites/FavouritesPanel.tsx',
  'features/catalogue/home/HomeMessages.tsx',
  'features/catalogue/home/ProductTabs.tsx',
  'features/catalogue/home/VideoBanners.tsx',
  'components/layout/LanguageSwitch.tsx',
];

/** Loaded with the complete messages by their own loader (MainMenu.tsx `loadPanels`). */
const MENU_PANELS = 'components/layout/MenuPanels.tsx';

/**
 * Shared components that only later parts use: pages outside the first view (their route brings the
 * complete catalogue), the home page's product tabs and its shop messages (pop-up and notices).
 */
const LATER_SHARED_MODULES = [
  'features/catalogue/home/ShopPopUp.tsx',
  'features/catalogue/home/MessageLink.tsx',
  'components/product/InfiniteProductGrid.tsx',
  'components/product/ProductCard.tsx',
  'components/product/ProductCarousel.tsx',
  'components/product/Price.tsx',
  'components/product/SectionError.tsx',
];

const catalogues: ReadonlyArray<[Locale, Messages]> = [
  ['zh-HK', zhHK],
  ['en', en],
];

/** Finds what differs between two key sets: the failure message names the keys. */
function keyDiff(reference: object, other: object) {
  const a = new Set(Object.keys(reference));
  const b = new Set(Object.keys(other));
  return {
    missing: [...a].filter((key) => !b.has(key)).sort(),
    extra: [...b].filter((key) => !a.has(key)).sort(),
  };
}

describe('message catalogues', () => {
  it('have exactly the same keys', () => {
    expect(keyDiff(zhHK, en)).toEqual({ missing: [], extra: [] });
  });

  it('detects a missing and an extra key', () => {
    const { 'home.title': _dropped, ...rest } = en;
    expect(keyDiff(zhHK, { ...rest, 'home.titel': 'x' })).toEqual({
      missing: ['home.title'],
      extra: ['home.titel'],
    });
  });

  for (const [locale, messages] of catalogues) {
    it(`${locale} has no empty message`, () => {
      const empty = Object.entries(messages).filter(
        ([, text]) => typeof text !== 'string' || text.trim() === '',
      );
      expect(empty).toEqual([]);
    });

    it(`${locale} messages are valid ICU and use the same arguments as zh-HK`, () => {
      const mismatched = (Object.keys(zhHK) as MessageKey[]).filter(
        (key) =>
          messageArgumentNames(messages[key], locale).join() !==
          messageArgumentNames(zhHK[key], 'zh-HK').join(),
      );
      expect(mismatched).toEqual([]);
    });
  }

  it('formats plurals in both languages', () => {
    expect(formatMessage('zh-HK', zhHK, 'header.cart', { count: 0 })).toBe('購物車，沒有商品');
    expect(formatMessage('zh-HK', zhHK, 'header.cart', { count: 3 })).toBe('購物車，3件商品');
    expect(formatMessage('en', en, 'header.cart', { count: 1 })).toBe('Cart, 1 item');
    expect(formatMessage('en', en, 'header.cart', { count: 2 })).toBe('Cart, 2 items');
  });

  it('fills in the configured shop name', () => {
    expect(formatMessage('zh-HK', zhHK, 'home.heading')).toBe('歡迎光臨悅港生活');
    expect(formatMessage('en', en, 'home.heading')).toBe('Welcome to Joy Harbour Living');
  });

  it('formats the same text from the precompiled catalogues the build ships', () => {
    const known: Record<string, string | number> = { count: 2, year: 2026, name: 'Facebook' };
    // Every argument a message uses gets a value (2 unless named above).
    const sampleFor = (key: MessageKey) =>
      Object.fromEntries(messageArgumentNames(zhHK[key], 'zh-HK').map((arg) => [arg, known[arg] ?? 2]));
    for (const [locale, messages] of catalogues) {
      const compiled = compileMessages(messages, locale);
      for (const key of Object.keys(zhHK) as MessageKey[]) {
        const sample = sampleFor(key);
        expect(formatMessage(locale, compiled, key, sample)).toBe(
          formatMessage(locale, messages, key, sample),
        );
      }
    }
  });

  it("starts zh-HK with the first view's part, English complete; the complete catalogues on demand", async () => {
    const first = await loadMessages('zh-HK');
    const firstKeys = Object.keys(first);
    expect(firstKeys.length).toBeGreaterThan(30);
    expect(firstKeys.length).toBeLessThan(Object.keys(zhHK).length);
    expect(firstKeys.filter((key) => !isShellKey(key))).toEqual([]);
    expect(first).toEqual(Object.fromEntries(Object.entries(zhHK).filter(([key]) => isShellKey(key))));
    expect(await loadMessages('en')).toBe(en);
    expect(await loadAllMessages('zh-HK')).toBe(zhHK);
    expect(await loadAllMessages('en')).toBe(en);
  });

  it("keeps page messages out of the first view and the shell's in it", () => {
    expect(isShellKey('header.cart')).toBe(true);
    expect(isShellKey('favourites.menu.open')).toBe(true);
    expect(isShellKey('account.menu.info')).toBe(false);
    expect(isShellKey('cart.added.title')).toBe(false);
    expect(isShellKey('catalogue.banners.slide')).toBe(true);
    expect(isShellKey('account.login.title')).toBe(false);
    expect(isShellKey('cart.coupon.apply')).toBe(false);
    expect(isShellKey('catalogue.product.addToCart')).toBe(false);
  });

  it('loads the parts whose messages stay out of the first view after it', () => {
    const src = join(import.meta.dirname, '../..');
    const sources = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter(
      (name) => /\.tsx?$/.test(name) && !name.includes('.test.'),
    );
    // Every `deferred(async () => (await import('…')).X)` and `onDemand(…)` in the app, as a path under src/.
    const deferredImports = sources.flatMap((name) =>
      [
        ...readFileSync(join(src, name), 'utf8').matchAll(
          /(?:deferred|onDemand)\(\s*async \(\) => \(await import\('([^']+)'\)\)/g,
        ),
      ].map((match) => relative(src, join(src, dirname(name), match[1] ?? ''))),
    );
    const [onlyImportedByFooter, ...deferredParts] = AFTER_FIRST_VIEW_MODULES;
    expect(deferredImports.sort()).toEqual([...deferredParts].sort());
    // The payment marks come with the footer alone.
    const importers = sources.filter((name) =>
      readFileSync(join(src, name), 'utf8').includes("/PaymentMarks.tsx'"),
    );
    expect(onlyImportedByFooter).toBe('components/icons/PaymentMarks.tsx');
    expect(importers).toEqual(['components/layout/Footer.tsx']);
    expect(isShellKey('footer.copyright')).toBe(false);
    expect(isShellKey('update.reload')).toBe(false);
    expect(isShellKey('favourites.added.title')).toBe(false);
    expect(isShellKey('search.title')).toBe(false);
    expect(readFileSync(join(src, 'components/layout/MainMenu.tsx'), 'utf8')).toContain(
      "withAllMessagesLoaded(import('./MenuPanels.tsx'))",
    );
  });

  it("has every message the first view's modules name in its part", () => {
    // The shell, the home page and what they open without a route change (menus, dialogs, tabs).
    const firstView = [
      'app',
      'components',
      'features/pwa',
      'features/catalogue/home',
      'features/account/menu',
      'features/favourites/FavouritesMenu.tsx',
    ];
    const root = join(import.meta.dirname, '../..');
    const afterFirstView = new Set(
      [...AFTER_FIRST_VIEW_MODULES, ...LATER_SHARED_MODULES, MENU_PANELS].map((file) => join(root, file)),
    );
    const files = firstView
      .flatMap((entry) => {
        const path = join(root, entry);
        return statSync(path).isDirectory()
          ? readdirSync(path, { recursive: true, encoding: 'utf8' })
              .filter(
                (name) => /\.tsx?$/.test(name) && !/\.test\./.test(name) && !name.endsWith('messages.ts'),
              )
              .map((name) => join(path, name))
          : [path];
      })
      // The catalogues themselves name every key: they are the messages, not a module that shows them.
      .filter((file) => !afterFirstView.has(file) && !file.startsWith(import.meta.dirname));
    expect(files.length).toBeGreaterThan(20);
    const named = new Set(
      files.flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(/'([a-zA-Z]+\.[a-zA-Z.]+)'/g)].map((m) => m[1]),
      ),
    );
    const keys = [...named].filter((key): key is MessageKey => key !== undefined && key in zhHK);
    expect(keys.length).toBeGreaterThan(30);
    expect(keys.filter((key) => !isShellKey(key))).toEqual([]);
  });
});
