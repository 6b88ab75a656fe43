import { expect, test } from './fixtures.ts';
import { logInAsStaff, OWNER } from './staff.ts';

/**
 * The back office's discounts section (issue 12): the owner creates a coupon, the form refuses a rate outside
 * 0.01–0.99 with the schema's own message, and the list shows the coupon with its window in Hong Kong time.
 */

const hongKongTime = (iso: string) =>
  new Intl.DateTimeFormat('zh-HK', {
    timeZone: 'Asia/Hong_Kong',
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(iso));

test('the owner creates a coupon, an invalid rate shows its field error, and the list shows its window', async ({
  page,
}) => {
  const code = `E2E${Date.now() % 1_000_000}`;
  await logInAsStaff(page, OWNER);
  await page
    .getByRole('navigation', { name: '後台選單' })
    .getByRole('link', { name: '折扣及優惠券' })
    .click();
  await expect(page.getByRole('table', { name: '折扣及優惠券' })).toContainText('CASH30');

  await page.getByRole('link', { name: '新增優惠' }).click();
  await page.getByLabel('中文名稱').fill('聖誕八五折');
  await page.getByLabel('英文名稱').fill('Christmas 15% off');
  await page.getByLabel('優惠碼').fill(code.toLowerCase());
  await page.getByLabel('折扣率').fill('1');
  await page.getByLabel('開始時間（香港時間）').fill('2030-12-01T09:00');
  await page.getByLabel('結束時間（香港時間）').fill('2030-12-31T23:59');
  await page.getByRole('button', { name: '儲存' }).click();
  await expect(page.getByText('請修正標示的欄位。')).toBeVisible();
  await expect(page.locator('#f-rate-error')).toHaveText('折扣率為 0.01 至 0.99 的小數（0.9 即九折）。');

  await page.getByLabel('折扣率').fill('0.85');
  await page.getByRole('button', { name: '儲存' }).click();
  await page.getByLabel('搜尋優惠碼或名稱').fill(code);
  await page.getByRole('button', { name: '搜尋' }).click();
  const row = page.getByRole('row').filter({ hasText: code });
  await expect(row).toContainText('聖誕八五折');
  await expect(row).toContainText('0.85 倍（15% off）');
  await expect(row).toContainText('未開始');
  await expect(row).toContainText(
    `${hongKongTime('2030-12-01T09:00+08:00')} 至 ${hongKongTime('2030-12-31T23:59+08:00')}`,
  );
});
