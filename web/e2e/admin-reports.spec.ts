import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures.ts';
import { logInAsStaff, OWNER } from './staff.ts';

/** The reports section (issue 12): a range of Hong Kong days, charts with their tables, CSV export. */

test('the owner reads the reports of a range, weekly, and downloads the sales as CSV', async ({ page }) => {
  await logInAsStaff(page, OWNER, '/admin/reports');
  await expect(page.getByRole('heading', { name: '報告', level: 1 })).toBeVisible();

  await page.getByLabel('由').fill('2026-11-02');
  await page.getByLabel('至').fill('2026-11-15');
  await page.getByLabel('按').selectOption('week');
  await page.getByRole('button', { name: '顯示' }).click();
  const sales = page.getByRole('table', { name: '銷售額（已付款訂單，香港時間）' });
  // Two weeks, each starting on its Monday (2 and 9 November 2026).
  await expect(sales.getByRole('row')).toHaveCount(3);
  await expect(sales.getByRole('row').nth(1)).toContainText('2026-11-02');
  await expect(sales.getByRole('row').nth(2)).toContainText('2026-11-09');

  const levels = page.getByRole('table', { name: '會員等級人數' });
  await expect(levels.getByRole('row').filter({ hasText: 'VIP會員' })).toHaveCount(1);
  await expect(levels.getByRole('row').filter({ hasText: '普通會員' })).toHaveCount(1);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: '下載 CSV' }).first().click();
  const file = await (await download).path();
  const csv = await readFile(file, 'utf8');
  expect(csv.split('\r\n').slice(0, 3)).toEqual([
    '\uFEFF"period","orders","sales_hkd"',
    expect.stringMatching(/^"2026-11-02","\d+","\d+\.\d{2}"$/),
    expect.stringMatching(/^"2026-11-09","\d+","\d+\.\d{2}"$/),
  ]);

  // A range the server refuses is said, not shown as empty tables.
  await page.goto('/admin/reports?from=2026-11-15&to=2026-11-01');
  await expect(page.getByRole('alert')).toContainText('The range ends before it starts.');
});
