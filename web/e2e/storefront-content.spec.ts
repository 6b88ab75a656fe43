import { expect, test } from './fixtures.ts';

const shop = '悅港生活';

test.describe('content pages', () => {
  const pages: Array<[string, string]> = [
    ['/termsandconditions', '條款及細則'],
    ['/privacy_statement', '私隱政策'],
    ['/brand_story', '品牌故事'],
    ['/tips', '護理小貼士'],
    ['/ingredients', '成分介紹'],
    ['/page_content/6', '購物流程'],
  ];
  for (const [path, heading] of pages) {
    test(`${path} renders its HTML with the title "${heading} | ${shop}"`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page).toHaveTitle(`${heading} | ${shop}`);
      expect(await page.getByTestId('content-page').locator('.rich-text > *').count()).toBeGreaterThan(1);
    });
  }

  test('/online_shop_info has the footer’s anchors, contact details included', async ({ page }) => {
    await page.goto('/online_shop_info#payment');
    await expect(page.getByRole('heading', { level: 1, name: '網店資訊' })).toBeVisible();
    for (const id of ['shipping', 'payment', 'returns', 'contact']) {
      await expect(page.locator(`#${id}`)).toHaveCount(1);
    }
    await expect(page.locator('#payment')).toHaveText('付款方式');
    await expect(page.locator('#payment')).toBeInViewport();
    await expect(page.locator('#contact').getByRole('heading', { level: 2, name: '聯絡我們' })).toBeVisible();
    await page.getByRole('contentinfo').getByRole('link', { name: '聯絡我們', exact: true }).click();
    await expect(page).toHaveURL('/online_shop_info#contact');
    await expect(page.locator('#contact')).toBeInViewport();
  });

  test('/hair_case has three sections and /faq four series, each linked', async ({ page }) => {
    await page.goto('/hair_case');
    const hairNav = page.getByRole('navigation', { name: '本頁內容' });
    await expect(hairNav.getByRole('link')).toHaveText(['女士滋養精華', '烏髮系列', '男士系列']);
    for (const id of ['female', 'anti_grey', 'men'])
      await expect(page.locator(`section#${id}`)).toHaveCount(1);
    await hairNav.getByRole('link', { name: '男士系列' }).click();
    await expect(page).toHaveURL('/hair_case#men');

    await page.goto('/faq');
    const faqNav = page.getByRole('navigation', { name: '本頁內容' });
    await expect(faqNav.getByRole('link')).toHaveText(['女士系列', '染髮系列', '男士系列', '烏髮系列']);
    for (const id of ['female', 'colorant', 'men', 'anti_grey']) {
      await expect(page.locator(`section#${id}`)).toHaveCount(1);
    }
  });

  test('/club’s register button does what the header’s user icon does for a visitor', async ({ page }) => {
    await test.step('a visitor sees the club and its register button', async () => {
      await page.goto('/club');
      await expect(page.getByRole('heading', { level: 1, name: '會員俱樂部' })).toBeVisible();
      await expect(page.getByTestId('club-register')).toBeVisible();
    });
    await test.step('the button triggers the user icon: the log-in page, with its way to sign up', async () => {
      await page.getByTestId('club-register').click();
      await expect(page).toHaveURL('/login');
      await expect(page.getByRole('heading', { level: 1, name: '會員登入' })).toBeVisible();
      await expect(page.getByRole('link', { name: '建立帳戶' })).toBeVisible();
    });
  });

  test('/crmoffer shows the HK$30 extra-off code and the sets it applies to', async ({ page }) => {
    await page.goto('/crmoffer');
    await expect(page.getByRole('heading', { level: 1, name: '護髮套裝額外減HK$30.00' })).toBeVisible();
    await expect(page.getByTestId('crm-coupon')).toContainText('CRM30');
    await expect(page.getByTestId('product-card').first()).toBeVisible();
  });

  test('an unknown page content is not found', async ({ page }) => {
    await page.goto('/page_content/999');
    await expect(page.getByRole('heading', { level: 1, name: '抱歉，此頁面不存在' })).toBeVisible();
  });
});
