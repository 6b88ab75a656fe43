import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

const shop = '悅港生活';

async function scrollToEnd(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
}

test.describe('category pages', () => {
  test('banner, breadcrumb, title and description, infinite scroll and the sold-out layer', async ({
    page,
  }) => {
    await page.goto('/category/10100');
    await expect(page).toHaveTitle(`護膚精華 | ${shop}`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /護膚精華/);
    await expect(page.getByRole('heading', { level: 1, name: '護膚精華' })).toBeVisible();
    const breadcrumb = page.getByRole('navigation', { name: '導覽路徑' });
    await expect(breadcrumb.getByRole('link', { name: '首頁' })).toHaveAttribute('href', '/');
    await expect(breadcrumb.getByText('護膚精華')).toHaveAttribute('aria-current', 'page');

    const banner = page.getByTestId('category-banner');
    await expect(banner).toBeVisible();
    const bannerSource = await banner.evaluate((img: HTMLImageElement) => img.currentSrc);
    expect(bannerSource).toMatch(
      page.viewportSize()!.width < 640 ? /category-10100-mobile\.svg$/ : /category-10100\.svg$/,
    );

    const cards = page.getByTestId('product-grid').getByTestId('product-card');
    await expect(cards).toHaveCount(12);
    // The first product image of the page is not lazy; the others are.
    await expect(cards.nth(0).locator('img')).toHaveAttribute('loading', 'eager');
    await expect(cards.nth(1).locator('img')).toHaveAttribute('loading', 'lazy');
    await expect(cards.nth(0).locator('img')).toHaveAttribute('sizes', /50vw/);

    await scrollToEnd(page);
    await expect(cards).toHaveCount(19);
    await expect(page.getByText('已顯示全部19件產品')).toBeVisible();

    const soldOut = cards.filter({ hasText: '茶樹祛痘精華' });
    await expect(soldOut.getByTestId('sold-out-layer')).toHaveText('售罄');
    await expect(soldOut.getByRole('button', { name: /加入購物車/ })).toHaveCount(0);
    await expect(soldOut.getByRole('link', { name: /規格|加入購物車/ })).toHaveCount(0);
    const inStock = cards.filter({ hasText: '玻尿酸深層保濕精華' });
    await expect(inStock.getByTestId('sold-out-layer')).toHaveCount(0);
    // A product with a choice of options: its cart button opens the product page.
    await inStock.getByRole('link', { name: '選擇玻尿酸深層保濕精華的規格' }).click();
    await expect(page).toHaveURL('/product/hydrating-serum');
  });

  test('all products use the banner of category 1 and keep loading pages', async ({ page }) => {
    await page.goto('/category/all');
    await expect(page.getByRole('heading', { level: 1, name: '全部產品' })).toBeVisible();
    await expect(page.getByTestId('category-banner')).toHaveAttribute('src', /category-1\.svg$/);
    await expect(page.getByText('共216件產品')).toBeVisible();
    const cards = page.getByTestId('product-card');
    await expect(cards).toHaveCount(12);
    await scrollToEnd(page);
    await expect(cards).toHaveCount(24);
    await scrollToEnd(page);
    await expect(cards).toHaveCount(36);
  });

  test('offers and Chinese herbal listings by url naming', async ({ page }) => {
    await page.goto('/offer');
    await expect(page.getByRole('heading', { level: 1, name: '最新優惠' })).toBeVisible();
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    await page.goto('/chinese');
    await expect(page.getByRole('heading', { level: 1, name: '漢方草本系列' })).toBeVisible();
    await expect(page.getByText('共16件產品')).toBeVisible();
  });

  test('article categories list articles, or say there are none', async ({ page }) => {
    await page.goto('/category/90001');
    await expect(page.getByRole('heading', { level: 1, name: '護膚小貼士' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: '換季肌膚保濕三部曲' })).toBeVisible();
    await expect(page.getByTestId('product-card')).toHaveCount(0);
    await page.goto('/category/90004');
    await expect(page.getByRole('heading', { level: 1, name: '品牌活動' })).toBeVisible();
    await expect(page.getByTestId('no-articles')).toHaveText('此分類暫時沒有文章。');
  });

  test('an unknown category is not found', async ({ page }) => {
    await page.goto('/category/12345');
    await expect(page.getByRole('heading', { level: 1, name: '抱歉，此頁面不存在' })).toBeVisible();
  });
});

test.describe('search', () => {
  test('the header search runs on Enter and finds Chinese without spaces', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: '搜尋產品' }).click();
    await page.getByRole('dialog', { name: '搜尋產品' }).getByLabel('產品名稱或關鍵字').fill('保濕精華');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`/search?q=${encodeURIComponent('保濕精華')}`);
    await expect(page.getByRole('heading', { level: 1, name: '「保濕精華」的搜尋結果' })).toBeVisible();
    await expect(page.getByTestId('product-card').filter({ hasText: '玻尿酸深層保濕精華' })).toBeVisible();
    await expect(page.getByText(/找到\d+件產品/)).toBeVisible();
  });

  test('the results page searches again with its button; nonsense finds nothing', async ({ page }) => {
    await page.goto('/search?q=護髮');
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    const input = page.getByRole('main').getByLabel('產品名稱或關鍵字');
    await expect(input).toHaveValue('護髮');
    await input.fill('zzqqxxyy');
    await page.getByRole('main').getByRole('button', { name: '搜尋' }).click();
    await expect(page).toHaveURL('/search?q=zzqqxxyy');
    await expect(page.getByRole('heading', { name: '找不到產品' })).toBeVisible();
    await expect(page.getByTestId('product-card')).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('link', { name: '瀏覽所有產品' })).toHaveAttribute(
      'href',
      '/category/all',
    );
  });
});

test.describe('articles', () => {
  test('an article shows its HTML body and related products', async ({ page }) => {
    await page.goto('/article/1');
    await expect(page).toHaveTitle(`換季肌膚保濕三部曲 | ${shop}`);
    await expect(page.getByRole('heading', { level: 1, name: '換季肌膚保濕三部曲' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: '為甚麼換季特別乾？' })).toBeVisible();
    await expect(page.getByTestId('article-page').locator('.rich-text ol li')).toHaveCount(3);
    const related = page.getByRole('region', { name: '相關產品' });
    await expect(related.getByTestId('product-card')).toHaveCount(3);
  });

  test('an unknown article is not found', async ({ page }) => {
    await page.goto('/article/99999');
    await expect(page.getByRole('heading', { level: 1, name: '抱歉，此頁面不存在' })).toBeVisible();
  });
});

test.describe('main menu', () => {
  test('product info lists the categories with a banner; the student zone links three sites', async ({
    page,
    isMobile,
  }) => {
    await page.goto('/');
    const menu = page.getByRole('navigation', { name: '主選單' });
    if (isMobile) await page.getByRole('button', { name: '選單' }).click();
    const products = menu.getByRole('button', { name: '產品資訊' });
    if (isMobile) await products.click();
    else await products.hover();
    await expect(products).toHaveAttribute('aria-expanded', 'true');
    const categories = menu.getByRole('list', { name: '產品分類' });
    await expect(categories.getByRole('link', { name: '護膚精華' })).toHaveAttribute(
      'href',
      '/category/10100',
    );
    await expect(categories.getByRole('link', { name: '護髮套裝' })).toHaveAttribute(
      'href',
      '/category/11200',
    );
    await expect(categories.getByRole('link', { name: '所有產品' })).toHaveAttribute('href', '/category/all');
    await expect(menu.getByRole('link', { name: '全線產品' })).toHaveAttribute('href', '/category/all');

    const student = menu.getByRole('button', { name: '學生專區' });
    await student.click();
    await expect(student).toHaveAttribute('aria-expanded', 'true');
    const sites = menu.getByRole('list', { name: '學生網站' }).getByRole('link');
    await expect(sites).toHaveCount(3);
    for (const site of await sites.all()) {
      await expect(site).toHaveAttribute('href', /^https:\/\//);
      await expect(site).toHaveAttribute('target', '_blank');
      await expect(site).toHaveAttribute('rel', /noopener/);
    }
    await page.keyboard.press('Escape');
    await expect(student).toHaveAttribute('aria-expanded', 'false');
    await expect(menu.getByRole('link', { name: '最新優惠' })).toHaveAttribute('href', '/offer');

    // A category link goes to its page and closes the menu.
    if (!isMobile) await products.hover();
    else await products.click();
    await categories.getByRole('link', { name: '護膚精華' }).click();
    await expect(page).toHaveURL('/category/10100');
    // The phone's menu closes as a whole; on a desktop the panel folds away.
    if (isMobile) await expect(menu).toBeHidden();
    else await expect(products).toHaveAttribute('aria-expanded', 'false');
  });
});
