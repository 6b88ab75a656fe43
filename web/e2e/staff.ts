import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** The back office's staff in the specs: the demo owner, the log-in page, and a staff token for API calls. */

export interface StaffAccount {
  username: string;
  password: string;
}

export const OWNER: StaffAccount = { username: 'owner', password: 'Passw0rd!' };

/**
 * Fills and sends the back office's log-in form, from /admin/login or with `next` where it should go after.
 * The spec then waits for what it expects (the page, or the refusal).
 */
export async function logInAsStaff(page: Page, account: StaffAccount, next?: string): Promise<void> {
  await page.goto(next === undefined ? '/admin/login' : `/admin/login?next=${next}`);
  await page.getByLabel('用戶名稱').fill(account.username);
  await page.getByLabel('密碼', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: '登入', exact: true }).click();
}

/** POST admin/login: the authorization header of a staff member's calls. */
export async function staffToken(request: APIRequestContext, account: StaffAccount): Promise<string> {
  const answer = await request.post('/api/admin/login', { data: account });
  expect(answer.ok()).toBe(true);
  return `Bearer ${(await answer.json()).token}`;
}
