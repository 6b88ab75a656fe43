import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { expect, expectNoticeShown, recordNotices, test } from './fixtures.ts';

/**
 * Member accounts end to end against the real bff and its demo data: sign-up with the code from the
 * development SMS outbox, login and logout, the member area (info, addresses, orders, rewards), password
 * reset, the login redirect of member pages, and VIP versus ordinary members.
 */

const DEMO_MEMBER = { phone: '91234567', password: 'Passw0rd!', name: '陳嘉欣' };
const DEMO_VIP = { phone: '98765432', password: 'Passw0rd!', name: '李志明' };

// Unique phones per test and project: the database lives for the whole run.
const runSeed = Math.floor(Date.now() / 1000) % 100_000;
let counter = 0;
function uniquePhone(testInfo: TestInfo): string {
  counter += 1;
  const project = testInfo.project.name === 'phone' ? 1 : 2;
  return `6${project}${String((runSeed * 10 + counter) % 1_000_000).padStart(6, '0')}`;
}

/** The newest code texted to a Hong Kong number (GET /api/dev/sms, newest first). */
async function latestCode(request: APIRequestContext, phone: string, after = ''): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const answer = await request.get(`/api/dev/sms?phone=852${phone}`);
      const messages = (await answer.json()) as Array<{ code: string | null }>;
      code = messages[0]?.code ?? '';
      return code !== '' && code !== after;
    })
    .toBe(true);
  return code;
}

interface Member {
  phone: string;
  password: string;
  firstname: string;
  lastname: string;
}

/** A fresh member through the API (the sign-up screen has its own test). */
async function signUpByApi(request: APIRequestContext, testInfo: TestInfo): Promise<Member> {
  const phone = uniquePhone(testInfo);
  const member = { phone, password: 'Start1234', firstname: '小明', lastname: '黃' };
  expect((await request.post('/api/login/phone', { data: { locationId: 6, phone } })).ok()).toBe(true);
  const code = await latestCode(request, phone);
  const answer = await request.post('/api/member/add', {
    data: {
      locationId: 6,
      phone,
      verificationCode: code,
      firstname: member.firstname,
      lastname: member.lastname,
      email: `e2e-${phone}@example.com`,
      gender: 'male',
      password: member.password,
      acceptPolicy: true,
    },
  });
  expect(await answer.json()).toEqual({ status: 5 });
  return member;
}

async function logIn(page: Page, phone: string, password: string) {
  const form = page.locator('form.account-form');
  await form.getByLabel('手提電話號碼').fill(phone);
  await form.getByLabel('密碼', { exact: true }).fill(password);
  await form.getByRole('button', { name: '登入', exact: true }).click();
}

function accountButton(page: Page, name: string) {
  return page.getByRole('banner').getByRole('button', { name: `會員帳戶：${name}` });
}

async function logOut(page: Page, name: string) {
  await accountButton(page, name).click();
  await page.getByRole('banner').getByRole('button', { name: '登出' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('banner').getByRole('link', { name: '會員登入' })).toBeVisible();
}

test.describe('member accounts', () => {
  // Signed up first, so its code's 60-second resend wait is mostly over by the reset test (the last).
  let resetMember: Member & { signUpCode: string };
  test.beforeAll(async ({ request }, testInfo) => {
    const member = await signUpByApi(request, testInfo);
    resetMember = { ...member, signUpCode: await latestCode(request, member.phone) };
  });

  test('sign up with the texted code, land logged in, edit the profile, log out', async ({
    page,
    request,
  }, testInfo) => {
    const phone = uniquePhone(testInfo);
    await recordNotices(page);
    await page.goto('/login');
    await page.getByRole('link', { name: '建立帳戶' }).click();
    await expect(page).toHaveURL('/registration');
    await expect(page).toHaveTitle('會員註冊 | 悅港生活');

    const form = page.locator('form.account-form');
    // Every rule at once, joined in one message.
    await form.getByRole('button', { name: '註冊' }).click();
    const alert = form.getByRole('alert');
    await expect(alert).toHaveText(
      '請填寫手提電話號碼；請填寫驗證碼；請填寫姓氏；請填寫名字；請選擇性別；請填寫電郵；密碼最少需要8個字元；請閱讀並同意條款及私隱政策',
    );
    await expect(alert.locator('p')).toHaveCount(1);

    // Terms modal with the way back to the form.
    await form.getByRole('button', { name: '閱讀條款及細則' }).click();
    const terms = page.getByRole('dialog', { name: '條款及細則' });
    await expect(terms).toBeVisible();
    // Page content 8, the terms (not 5, the privacy statement).
    await expect(terms.getByRole('heading', { level: 1, name: '條款及細則' })).toBeVisible();
    await terms.getByRole('button', { name: '返回註冊' }).click();
    await expect(terms).toBeHidden();
    await expect(form.getByRole('button', { name: '閱讀條款及細則' })).toBeFocused();

    await form.getByLabel('手提電話號碼').fill(`${phone.slice(0, 4)} ${phone.slice(4)}`);
    await form.getByRole('button', { name: '發送驗證碼' }).click();
    const resend = form.getByRole('button', { name: /重新發送（\d+秒）/ });
    await expect(resend).toBeDisabled();
    await expect(form.getByRole('status').first()).toContainText(`+852 ${phone}`);
    const code = await latestCode(request, phone);

    await form.getByLabel('驗證碼').fill(code);
    await form.getByLabel('姓氏').fill('張');
    await form.getByLabel('名字').fill('美玲');
    await form.getByRole('radio', { name: '女' }).check();
    await form.getByLabel('電郵').fill(`e2e-${phone}@example.com`);
    await form.getByLabel('密碼（最少8個字元）').fill('Passw0rd!');
    const confirm = form.getByLabel('確認密碼');
    await confirm.fill('Passw0rd');
    await expect(confirm).toHaveAttribute('aria-invalid', 'true');
    await confirm.fill('Passw0rd!');
    await expect(confirm).not.toHaveAttribute('aria-invalid');
    await form.getByLabel('出生月份（可選填）').selectOption({ label: '5月' });
    await form.getByLabel('年齡組別（可選填）').selectOption({ index: 2 });
    await form.getByLabel('我已閱讀並同意條款及細則及私隱政策').check();
    await form.getByRole('button', { name: '註冊' }).click();

    await expect(page).toHaveURL('/');
    await expectNoticeShown(page, '註冊成功，已為你登入');
    await expect(accountButton(page, '張美玲')).toBeVisible();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('member_session') ?? 'null'));
    expect(stored).toMatchObject({
      member_first_name: '美玲',
      member_last_name: '張',
      member_level: 'ROLE_MEMBER',
    });
    expect(stored.exp).toBeGreaterThan(Date.now() / 1000);

    // Profile: phone read-only, birthday month shown but fixed; the header follows a name change.
    await accountButton(page, '張美玲').click();
    await page.getByRole('banner').getByRole('link', { name: '帳戶資料' }).click();
    await expect(page).toHaveURL('/member/info');
    const info = page.locator('form.member-form');
    await expect(info.getByLabel('手提電話號碼')).toHaveValue(`+852 ${phone}`);
    await expect(info.getByLabel('手提電話號碼')).toHaveAttribute('readonly', '');
    await expect(info.getByLabel('出生月份')).toHaveValue('5月');
    await expect(info.getByLabel('出生月份')).toHaveAttribute('readonly', '');
    await info.getByLabel('名字').fill('美美');
    await info.getByRole('button', { name: '儲存' }).click();
    await expect(info.getByRole('status')).toHaveText('成功更新');
    await expect(accountButton(page, '張美美')).toBeVisible();

    await logOut(page, '張美美');
    expect(await page.evaluate(() => localStorage.getItem('member_session'))).toBeNull();
    await expectNoticeShown(page, '你已登出');
  });

  test('the sign-up form opens the terms, the privacy statement and the member terms, each its own text', async ({
    page,
  }) => {
    await page.goto('/registration');
    const form = page.locator('form.account-form');
    const documents = [
      // Page content 8.
      { button: '閱讀條款及細則', title: '條款及細則', text: '使用本網站即表示閣下同意以下條款。' },
      // Page content 5.
      { button: '閱讀私隱政策', title: '私隱政策', text: '《個人資料（私隱）條例》' },
      // Page content 11 (spec 000's member-terms modal).
      { button: '閱讀會員條款', title: '會員條款', text: '每個手機號碼只可登記一個會員帳戶。' },
    ];
    for (const { button, title, text } of documents) {
      await form.getByRole('button', { name: button }).click();
      const dialog = page.getByRole('dialog', { name: title });
      const policyText = dialog.locator('.policy-text');
      await expect(policyText.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(policyText).toContainText(text);
      await dialog.getByRole('button', { name: '返回註冊' }).click();
      await expect(dialog).toBeHidden();
      await expect(form.getByRole('button', { name: button })).toBeFocused();
    }
  });

  test('the demo member logs in; a wrong password says login failed; the menu has the member links', async ({
    page,
  }) => {
    await recordNotices(page);
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: '會員登入' })).toBeVisible();
    for (const benefit of ['購物滿HK$500免運費', '首次購買正價貨品可享九折', '生日月份雙倍積分']) {
      await expect(page.getByText(benefit)).toBeVisible();
    }
    await logIn(page, DEMO_MEMBER.phone, 'wrong-password');
    await expect(page.getByRole('alert')).toContainText('登入失敗');
    await expect(page).toHaveURL('/login');

    await logIn(page, DEMO_MEMBER.phone, DEMO_MEMBER.password);
    await expect(page).toHaveURL('/');
    await expectNoticeShown(page, '登入成功');

    const button = accountButton(page, DEMO_MEMBER.name);
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = page.getByRole('navigation', { name: '會員選單' });
    for (const [name, href] of [
      ['帳戶資料', '/member/info'],
      ['送貨地址', '/member/address'],
      ['訂單記錄', '/member/order'],
      ['積分獎賞', '/member/reward'],
    ] as const) {
      await expect(menu.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();

    // Logged in, /login sends home.
    await page.goto('/login');
    await expect(page).toHaveURL('/');

    // Order records: a new member has none (GET order/member answers an empty page), with a way to shop.
    await page.goto('/member/order');
    await expect(page.getByText('你暫時未有訂單。')).toBeVisible();
  });

  test('addresses: the alert lists missing fields, three addresses hide the add button, delete asks first', async ({
    page,
    request,
  }, testInfo) => {
    const member = await signUpByApi(request, testInfo);
    await page.goto('/member/address');
    await expect(page).toHaveURL(/\/login\?next=%2Fmember%2Faddress$/);
    await logIn(page, member.phone, member.password);
    await expect(page).toHaveURL('/member/address');
    await expect(page.getByText('你尚未儲存送貨地址。')).toBeVisible();

    const add = page.getByRole('button', { name: '新增地址' });
    const recipients = ['陳大文', '李小華', '王美美'];
    for (const [index, recipient] of recipients.entries()) {
      await add.click();
      const dialog = page.getByRole('dialog', { name: '新增地址' });
      await expect(dialog.getByLabel('收件人')).toBeFocused();
      if (index === 0) {
        await dialog.getByRole('button', { name: '儲存' }).click();
        await expect(dialog.getByRole('alert')).toHaveText('請填寫收件人、地址、手提電話號碼、地區');
        // Reset in the new mode goes back to the empty form.
        await dialog.getByLabel('收件人').fill('暫時');
        await dialog.getByRole('button', { name: '重設' }).click();
        await expect(dialog.getByLabel('收件人')).toHaveValue('');
      }
      await dialog.getByLabel('收件人').fill(recipient);
      await dialog.getByLabel('手提電話號碼').fill(`9${index}12 3456`);
      await dialog.getByLabel('地區', { exact: true }).selectOption({ index: 1 });
      const district = dialog.getByLabel('區域');
      if (await district.isVisible()) await district.selectOption({ index: 1 });
      const zone = dialog.getByLabel('分區');
      if (await zone.isVisible()) await zone.selectOption({ index: 1 });
      await dialog.getByLabel('地址', { exact: true }).fill(`彌敦道${600 + index}號`);
      await dialog.getByRole('button', { name: '儲存' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.locator('.address-card')).toHaveCount(index + 1);
    }
    await expect(add).toHaveCount(0);
    await expect(page.getByText('最多可儲存3個送貨地址。')).toBeVisible();
    await expect(page.locator('.address-card').first()).toContainText('預設地址');

    // Edit mode: reset returns to the original values.
    await page.getByRole('button', { name: `編輯${recipients[1]}的地址` }).click();
    const edit = page.getByRole('dialog', { name: '編輯地址' });
    await edit.getByLabel('收件人').fill('改了');
    await edit.getByRole('button', { name: '重設' }).click();
    await expect(edit.getByLabel('收件人')).toHaveValue(recipients[1] ?? '');
    await edit.getByRole('button', { name: '取消' }).click();
    await expect(edit).toBeHidden();

    await page.getByRole('button', { name: `將${recipients[2]}的地址設為預設` }).click();
    await expect(page.locator('.address-card[data-default="true"]')).toContainText(recipients[2] ?? '');

    await page.getByRole('button', { name: `刪除${recipients[0]}的地址` }).click();
    const confirm = page.getByRole('dialog', { name: '刪除地址' });
    await expect(confirm).toContainText(`確定要刪除${recipients[0]}的地址嗎？`);
    await confirm.getByRole('button', { name: '確定刪除' }).click();
    await expect(page.getByText('已刪除地址。')).toBeVisible();
    await expect(page.locator('.address-card')).toHaveCount(2);
    await expect(add).toBeVisible();
  });

  test('a logged-out visit to /member/info goes to /login and comes back after login', async ({ page }) => {
    await page.goto('/member/info');
    await expect(page).toHaveURL('/login?next=%2Fmember%2Finfo');
    await expect(page.getByText('請先登入以使用會員專區')).toBeVisible();
    await logIn(page, DEMO_MEMBER.phone, DEMO_MEMBER.password);
    await expect(page).toHaveURL('/member/info');
    await expect(page.getByRole('heading', { level: 2, name: '帳戶資料' })).toBeVisible();
    await expect(page.locator('form.member-form').getByLabel('手提電話號碼')).toHaveValue(
      `+852 ${DEMO_MEMBER.phone}`,
    );
    // A reload keeps the session (localStorage) and the page.
    await page.reload();
    await expect(page).toHaveURL('/member/info');
    await expect(accountButton(page, DEMO_MEMBER.name)).toBeVisible();
  });

  test('the VIP sees the points panel and the redemption list; the ordinary member sees the HK$1000 hint', async ({
    page,
  }) => {
    await page.goto('/login?next=%2Fmember%2Freward');
    await logIn(page, DEMO_VIP.phone, DEMO_VIP.password);
    await expect(page).toHaveURL('/member/reward');
    const points = page.getByTestId('points-panel');
    await expect(points.getByRole('heading', { name: '我的積分' })).toBeVisible();
    await expect(points.locator('.points-value')).toHaveText('8,600');
    await expect(page.getByTestId('vip-hint')).toHaveCount(0);
    await expect(page.locator('.reward-item').first()).toBeVisible();
    await expect(page.locator('.reward-options').first()).toContainText('積分');
    // A size the name carries is not repeated after it (蜂蜜潤唇膏 50ml（50ml）).
    const lipBalm = page.locator('.reward-name', { hasText: '蜂蜜潤唇膏' }).first();
    await expect(lipBalm).toHaveText('蜂蜜潤唇膏 50ml');
    await expect(page.locator('.reward-name', { hasText: /(\S+)（\1）/ })).toHaveCount(0);
    await logOut(page, DEMO_VIP.name);

    await page.goto('/login?next=%2Fmember%2Freward');
    await logIn(page, DEMO_MEMBER.phone, DEMO_MEMBER.password);
    await expect(page).toHaveURL('/member/reward');
    await expect(page.getByTestId('vip-hint')).toContainText('累積消費滿HK$1,000');
    await expect(page.getByTestId('points-panel')).toHaveCount(0);
    await expect(page.getByTestId('reward-static')).toContainText('積分獎賞只適用於VIP會員');
  });

  test('forgot password: the code from the outbox resets it, and the new password logs in', async ({
    page,
    request,
  }) => {
    // Up to a minute of the resend countdown may be left from the sign-up's code.
    test.setTimeout(150_000);
    const member = resetMember;
    await page.goto('/login');
    const opener = page.getByRole('button', { name: '忘記密碼？' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: '忘記密碼' });
    await expect(dialog.getByLabel('手提電話號碼')).toBeFocused();
    // Focus stays inside: Shift+Tab from the first control lands on the last one.
    await dialog.getByRole('button', { name: '關閉' }).focus();
    await page.keyboard.press('Shift+Tab');
    await expect(dialog.getByRole('button', { name: '重設密碼' })).toBeFocused();

    await dialog.getByLabel('手提電話號碼').fill(member.phone);
    const send = dialog.getByRole('button', { name: '發送驗證碼' });
    await send.click();
    const status = dialog.getByRole('status');
    await expect(status).toContainText(/驗證碼已發送/);
    await expect(dialog.getByRole('button', { name: /重新發送（\d+秒）/ })).toBeDisabled();
    if ((await status.textContent())?.includes('秒後再索取')) {
      // The API said 429: the countdown runs out, the button comes back, and a new code goes out.
      await expect(send).toBeEnabled({ timeout: 65_000 });
      await send.click();
      await expect(status).toContainText(`+852 ${member.phone}`);
    }
    const code = await latestCode(request, member.phone, member.signUpCode);
    await dialog.getByLabel('驗證碼').fill(code);
    await dialog.getByLabel('新密碼（最少8個字元）').fill('short');
    await dialog.getByLabel('確認新密碼').fill('short');
    await dialog.getByRole('button', { name: '重設密碼' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('密碼最少需要8個字元');
    await dialog.getByLabel('新密碼（最少8個字元）').fill('Renewed123');
    await dialog.getByLabel('確認新密碼').fill('Renewed124');
    await expect(dialog.getByLabel('確認新密碼')).toHaveAttribute('aria-invalid', 'true');
    await dialog.getByLabel('確認新密碼').fill('Renewed123');
    await dialog.getByRole('button', { name: '重設密碼' }).click();
    await expect(dialog.getByRole('status')).toHaveText('密碼已重設，請以新密碼登入。');
    await dialog.getByRole('button', { name: '返回登入' }).click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    await logIn(page, member.phone, member.password);
    await expect(page.getByRole('alert')).toContainText('登入失敗');
    await logIn(page, member.phone, 'Renewed123');
    await expect(page).toHaveURL('/');
    await expect(accountButton(page, `${member.lastname}${member.firstname}`)).toBeVisible();
  });
});
