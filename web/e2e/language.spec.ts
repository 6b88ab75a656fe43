import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/**
 * The language switch (zh-HK / English): in the header's main menu and the member's menu, remembered on the
 * device, with the page's lang and title following. The server renders zh-HK; a shopper who chose English
 * gets English once the page has hydrated, without a hydration error.
 */

const PRODUCT = {
  path: '/product/hydrating-serum',
  nameChi: '玻尿酸深層保濕精華',
  nameEng: 'Hyaluronic Deep Hydrating Serum',
  categoryChi: '護膚精華',
  categoryEng: 'Serums & Essences',
};
const DEMO_MEMBER = { phone: '91234567', password: 'Passw0rd!', name: '陳嘉欣' };

/** Console errors (a hydration mismatch is logged as `[hydration] …`) and uncaught exceptions. */
function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

async function openMainMenu(page: Page, isMobile: boolean, name: string) {
  if (isMobile) await page.getByRole('banner').getByRole('button', { name }).click();
}

test.describe('language switch', () => {
  test('the header switches to English and back; the choice, lang and title stay after a reload', async ({
    page,
    isMobile,
  }) => {
    const problems = collectProblems(page);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-HK');
    await expect(page).toHaveTitle('首頁 | 悅港生活');

    await openMainMenu(page, isMobile, '選單');
    const menu = page.getByRole('navigation', { name: '主選單' });
    const english = menu.getByRole('button', { name: 'English' });
    await expect(english).toHaveAttribute('lang', 'en');
    await english.click();

    const header = page.getByRole('banner');
    await expect(header.getByRole('navigation', { name: 'Main menu' })).toBeAttached();
    await expect(header.getByText('Become a member for free delivery on orders over HK$500')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to Joy Harbour Living');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveTitle('Home | Joy Harbour Living');
    expect(await page.evaluate(() => localStorage.getItem('shop_locale'))).toBe('en');

    // Remembered on the device: a reload (the service worker's shell or the server's page) comes back in English.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to Joy Harbour Living');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveTitle('Home | Joy Harbour Living');

    // And back: the switch names the other language in itself.
    await openMainMenu(page, isMobile, 'Menu');
    const chinese = page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: '中文' });
    await expect(chinese).toHaveAttribute('lang', 'zh-HK');
    await chinese.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('歡迎光臨悅港生活');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-HK');
    await expect(page).toHaveTitle('首頁 | 悅港生活');
    expect(problems).toEqual([]);
  });

  test('a first visit by a shopper who chose English: the server renders zh-HK, the page turns English without a hydration error', async ({
    page,
  }) => {
    const problems = collectProblems(page);
    await page.addInitScript(() => localStorage.setItem('shop_locale', 'en'));
    const response = await page.goto(PRODUCT.path);
    // Served rendered in the shop's language (a fresh context has no service worker yet).
    const html = (await response?.text()) ?? '';
    expect(html).toContain('id="served-page"');
    expect(html).toContain(PRODUCT.nameChi);
    // The page's own words follow the language, and the English name leads.
    await expect(page.getByRole('banner').getByRole('link', { name: /^Cart, no items$/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add to cart' }).first()).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveTitle(`${PRODUCT.nameEng} | Joy Harbour Living`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(PRODUCT.nameEng);
    // The footer hydrates after the first view has settled, then follows the language too.
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Brand story' })).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('the member menu switches the language too, and the member area keeps every tab on a phone screen', async ({
    page,
  }) => {
    await page.goto('/login?next=%2Fmember%2Freward');
    const form = page.locator('form.account-form');
    await form.getByLabel('手提電話號碼').fill(DEMO_MEMBER.phone);
    await form.getByLabel('密碼', { exact: true }).fill(DEMO_MEMBER.password);
    await form.getByRole('button', { name: '登入', exact: true }).click();
    await expect(page).toHaveURL('/member/reward');

    const header = page.getByRole('banner');
    await header.getByRole('button', { name: `會員帳戶：${DEMO_MEMBER.name}` }).click();
    await header
      .getByRole('navigation', { name: '會員選單' })
      .getByRole('button', { name: 'English' })
      .click();
    await expect(header.getByRole('navigation', { name: 'Member menu' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    // The English tab names are the longest: every one whole on screen (they wrap, never scroll out of
    // sight), each a 44 px target.
    const tabs = page.getByRole('navigation', { name: 'Member area sections' }).getByRole('link');
    await expect(tabs).toHaveText([
      'Account details',
      'Delivery addresses',
      'Order history',
      'Points rewards',
      'Notifications',
    ]);
    const viewportWidth = page.viewportSize()?.width ?? 0;
    for (const tab of await tabs.all()) {
      const label = (await tab.textContent()) ?? '';
      const box = await tab.boundingBox();
      expect(box, label).not.toBeNull();
      if (!box) continue;
      expect(box.x, `${label} starts on screen`).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, `${label} ends on screen`).toBeLessThanOrEqual(viewportWidth);
      expect(box.height, label).toBeGreaterThanOrEqual(44);
      const list = await tab.evaluate((link) => {
        const row = link.closest('ul') as HTMLElement;
        return { scrolls: row.scrollWidth > row.clientWidth, text: link.scrollWidth > link.clientWidth };
      });
      expect(list, `${label}: the row does not scroll and the text fits`).toEqual({
        scrolls: false,
        text: false,
      });
    }
    // The menu is still open: back to Chinese from it.
    await header
      .getByRole('navigation', { name: 'Member menu' })
      .getByRole('button', { name: '中文' })
      .click();
    await expect(page.getByRole('navigation', { name: '會員專區分頁' }).getByRole('link')).toHaveText([
      '帳戶資料',
      '送貨地址',
      '訂單記錄',
      '積分獎賞',
      '通知',
    ]);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-HK');
  });
});

/**
 * The narrowest phones in use (360 px): in both languages the header keeps the shop's name clear of the
 * icons and the cart on screen, nothing scrolls sideways, and in English the English names lead.
 */
test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  const languages = [
    { lang: 'zh-HK', cart: /^購物車/, heading: PRODUCT.nameChi, category: PRODUCT.categoryChi },
    { lang: 'en', cart: /^Cart/, heading: PRODUCT.nameEng, category: PRODUCT.categoryEng },
  ] as const;
  for (const { lang, cart, heading, category } of languages) {
    test(`${lang}: the header fits with the cart on screen, and the product leads with its ${lang} name`, async ({
      page,
    }) => {
      const problems = collectProblems(page);
      await page.addInitScript((chosen) => localStorage.setItem('shop_locale', chosen), lang);
      await page.goto(PRODUCT.path);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(
        page.getByRole('navigation', { name: lang === 'en' ? 'Breadcrumb' : /導覽|路徑|麵包/ }),
      ).toContainText(category);

      const header = page.getByRole('banner');
      const cartLink = header.getByRole('link', { name: cart });
      await expect(cartLink).toBeVisible();
      await expect(cartLink).toBeInViewport({ ratio: 1 });
      const layout = await page.evaluate(() => {
        const bar = document.querySelector('.header-bar') as HTMLElement;
        const name = (document.querySelector('.logo-name') as HTMLElement).getBoundingClientRect();
        const tools = (document.querySelector('.header-tools') as HTMLElement).getBoundingClientRect();
        return {
          bar: { scrollWidth: bar.scrollWidth, clientWidth: bar.clientWidth },
          page: {
            scrollWidth: document.documentElement.scrollWidth,
            clientWidth: document.documentElement.clientWidth,
          },
          nameEnd: name.right,
          toolsStart: tools.left,
        };
      });
      expect(layout.bar.scrollWidth, 'the header bar does not overflow').toBeLessThanOrEqual(
        layout.bar.clientWidth,
      );
      expect(layout.page.scrollWidth, 'the page does not scroll sideways').toBeLessThanOrEqual(
        layout.page.clientWidth,
      );
      expect(layout.nameEnd, "the shop's name ends before the icons begin").toBeLessThanOrEqual(
        layout.toolsStart,
      );
      expect(problems).toEqual([]);
    });
  }
});
