import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import {
  DEMO_VIP,
  declineAtGateway,
  logIn,
  ORDERED_URL_NAME,
  placeGuestOrder,
  placeMemberOrder,
  productIdOf,
  rememberGuestOrder,
  tokenOf,
} from './orderApi.ts';

/**
 * The shopper is told the truth (phone size, against the real bff): a page says paid only when the server
 * says so, a sold-out product says so before the shopper types, and the phone shows what the larger screen
 * shows (the order list's date, the points records' order number, the floor and flat words everywhere).
 */

test.use({ viewport: { width: 390, height: 844 } });

const guestPhone = () => `5${String(Date.now() % 10_000_000).padStart(7, '0')}`;

/** A new member through the API (the sign-up screen has its own test), logged in on the page. */
async function signUpAndLogIn(page: Page, request: APIRequestContext, phone: string): Promise<void> {
  expect((await request.post('/api/login/phone', { data: { locationId: 6, phone } })).ok()).toBe(true);
  let code = '';
  await expect
    .poll(async () => {
      const answer = await request.get(`/api/dev/sms?phone=852${phone}`);
      code = ((await answer.json()) as Array<{ code: string | null }>)[0]?.code ?? '';
      return code;
    })
    .not.toBe('');
  const added = await request.post('/api/member/add', {
    data: {
      locationId: 6,
      phone,
      verificationCode: code,
      firstname: '小明',
      lastname: '黃',
      email: `e2e-${phone}@example.com`,
      gender: 'male',
      password: NEW_MEMBER_PASSWORD,
      acceptPolicy: true,
    },
  });
  expect(await added.json()).toEqual({ status: 5 });
  await logIn(page, { phone, password: NEW_MEMBER_PASSWORD });
}

const NEW_MEMBER_PASSWORD = 'Start1234';
const newMemberPhone = () => `6${String(Date.now() % 10_000_000).padStart(7, '0')}`;

/** One unit of the fish oil's single box in the cart, from its product page. */
async function addFishOilToCart(page: Page) {
  await page.goto(`/product/${ORDERED_URL_NAME}`);
  const options = page.getByRole('group', { name: '規格' });
  await options.locator('label').filter({ hasText: '單盒裝' }).click();
  await page.getByTestId('add-to-cart').click();
  await page.getByTestId('cart-added-dialog').getByRole('button', { name: '繼續購物' }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
}

/** The cell is on the screen: shown, with its box inside the phone's width. */
async function expectOnScreen(cell: Locator) {
  await expect(cell).toBeVisible();
  const box = await cell.boundingBox();
  expect(box?.width ?? 0).toBeGreaterThan(0);
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
}

test.describe('a page says paid only when the server does', () => {
  test('the payment return in a fresh browser: an unpaid order and one that does not exist are never called paid', async ({
    page,
    request,
  }) => {
    const phone = guestPhone();
    const order = await test.step('a guest order nobody paid', () => placeGuestOrder(request, phone));
    const returns = [
      ['the unpaid order', `/globalpay/s?Ref=DEV-${order.orderId}_${order.orderNo}`],
      ['an order that does not exist', '/paydollar/s?Ref=DEV-987654321_JH26112898765432'],
    ] as const;
    for (const [what, path] of returns) {
      await test.step(`${what}: cannot be shown here, look it up or log in`, async () => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: '未能在此顯示訂單' })).toBeVisible();
        await expect(page.getByText('所以未能告訴你它是否已付款')).toBeVisible();
        const main = page.getByRole('main');
        await expect(main.getByRole('link', { name: '查詢訂單' })).toBeVisible();
        await expect(main.getByRole('link', { name: '會員登入' })).toBeVisible();
        await expect(page.getByText('訂單已付款')).toHaveCount(0);
        await expect(page.getByText('付款已完成')).toHaveCount(0);
        expect(await page.evaluate(() => sessionStorage.getItem('guest_order_id'))).toBeNull();
      });
    }
  });

  test('the success page of a declined order: not confirmed, the bank’s reason and where to pay, the cart kept', async ({
    page,
    request,
  }) => {
    const phone = guestPhone();
    const order = await test.step('a guest order whose card the bank declined', async () => {
      const placed = await placeGuestOrder(request, phone);
      await declineAtGateway(request, placed, { phone });
      return placed;
    });

    await test.step('the guest has a product in the cart', () => addFishOilToCart(page));

    await test.step('the success page says the order is not paid, why, and what to do', async () => {
      await rememberGuestOrder(page, order, phone);
      await page.goto('/guest_order_success');
      await expect(page.getByRole('heading', { level: 1, name: '付款未完成' })).toBeVisible();
      await expect(page.getByTestId('order-fail-reason')).toHaveText('交易被拒絕，請聯絡你的銀行。');
      await expect(page.getByText(`訂單編號：${order.orderNo}`)).toBeVisible();
      await expect(page.getByTestId('success-next')).toHaveText(
        '此訂單尚未付款，並未扣款。你可按「查看訂單」再次付款；付款期限內未付款的訂單會自動取消。',
      );
      await expect(page.getByText('訂單交易已確認')).toHaveCount(0);
    });

    await test.step('the cart still holds the product', async () => {
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: '付款未完成' })).toBeVisible();
      await expect(page.getByTestId('cart-count')).toHaveText('1');
    });

    await test.step('查看訂單 opens the enquiry, where the order is unpaid', async () => {
      await page.getByRole('link', { name: '查看訂單' }).click();
      await expect(page.getByTestId('order-no')).toHaveText(order.orderNo);
      await expect(page.getByTestId('order-status')).toHaveText('未付款');
    });
  });
  test('a member’s success page of a declined order: not confirmed, the reason, the order page to pay, the cart kept', async ({
    page,
    request,
  }) => {
    const phone = newMemberPhone();
    await test.step('a new member, logged in, with a product in the cart', async () => {
      await signUpAndLogIn(page, request, phone);
      await addFishOilToCart(page);
    });
    const order = await test.step('their order, whose card the bank declined', async () => {
      const authorization = await tokenOf(request, { phone, password: NEW_MEMBER_PASSWORD });
      const placed = await placeMemberOrder(request, authorization);
      await declineAtGateway(request, placed, { authorization });
      return placed;
    });
    await test.step('/order_success says not paid, why, and what to do; never 已確認', async () => {
      await page.goto(`/order_success/${order.orderId}`);
      await expect(page.getByRole('heading', { level: 1, name: '付款未完成' })).toBeVisible();
      await expect(page.getByTestId('order-fail-reason')).toHaveText('交易被拒絕，請聯絡你的銀行。');
      await expect(page.getByTestId('success-next')).toContainText('你可按「查看訂單」再次付款');
      await expect(page.getByText('訂單交易已確認')).toHaveCount(0);
    });
    await test.step('the cart still holds the product', async () => {
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: '付款未完成' })).toBeVisible();
      await expect(page.getByTestId('cart-count')).toHaveText('1');
    });
    await test.step('查看訂單 opens the order page, unpaid', async () => {
      await page.getByRole('link', { name: '查看訂單' }).click();
      await expect(page).toHaveURL(`/order/${order.orderId}`);
      await expect(page.getByTestId('order-status')).toHaveText('未付款');
    });
  });
});

test.describe('checkout says what it knows before the shopper types', () => {
  test('express checkout of a sold-out product: the sold-out notice, no form, no total, no confirm', async ({
    page,
    request,
  }) => {
    const soldOut = await productIdOf(request, 'tea-tree-blemish-serum');
    await test.step('open express checkout of the sold-out serum', async () => {
      await page.goto(`/expressCheckout?productId=${soldOut}&quantity=1&deliveryTimes=1`);
      await expect(page.getByRole('heading', { level: 1, name: '快速結帳' })).toBeVisible();
    });
    await test.step('it says sold out at once, with nothing to fill in', async () => {
      const notice = page.getByTestId('checkout-sold-out');
      await expect(notice.getByRole('heading', { level: 2, name: '產品已售罄' })).toBeVisible();
      await expect(notice).toContainText('此產品現時存貨不足，暫時未能購買，毋須填寫送貨資料。');
      await expect(notice.getByRole('listitem')).toHaveText(/^茶樹祛痘精華.*：售罄$/);
      await expect(notice.getByRole('link', { name: '繼續購物' })).toBeVisible();
      await expect(page.getByLabel('收件人姓名')).toHaveCount(0);
      await expect(page.getByTestId('checkout-total')).toHaveCount(0);
      await expect(page.getByRole('button', { name: '確認訂單', exact: true })).toHaveCount(0);
      await expect(page.getByRole('button', { name: '下一步' })).toHaveCount(0);
    });
  });
});

test.describe('the phone shows what the larger screen shows', () => {
  test('the member order list shows the date column at 390 px', async ({ page, request }) => {
    const order = await test.step('the VIP has an order', async () =>
      placeMemberOrder(request, await tokenOf(request, DEMO_VIP)));
    await test.step('the list row shows number, date, total and link on the phone', async () => {
      await logIn(page, DEMO_VIP);
      await page.goto('/member/order');
      await expectOnScreen(page.getByRole('columnheader', { name: '日期' }));
      const row = page.getByRole('row').filter({ hasText: order.orderNo });
      const cells = row.getByRole('cell');
      await expectOnScreen(cells.nth(0));
      await expect(cells.nth(0)).toHaveText(order.orderNo);
      await expectOnScreen(cells.nth(1));
      await expect(cells.nth(1)).toHaveText(/^\d{4}年\d{1,2}月\d{1,2}日$/);
      await expectOnScreen(cells.nth(2));
      await expect(cells.nth(2)).toHaveText(/^HK\$[\d,]+\.\d{2}$/);
      await expectOnScreen(row.getByRole('link'));
    });
  });

  test('the VIP’s points records show the order number at 390 px', async ({ page }) => {
    // The records as the API answers them (the balance other specs assert stays untouched).
    const records = [
      {
        orderId: 4242,
        orderNo: 'JH26112800004242',
        date: '2026-11-28T02:00:00.000Z',
        usedPoint: 0,
        earnedPoint: 218,
      },
      {
        orderId: 4242,
        orderNo: 'JH26112800004242',
        date: '2026-11-28T01:00:00.000Z',
        usedPoint: 200,
        earnedPoint: 0,
      },
    ];
    await page.route('**/api/order/member/pointRecord', (route) => route.fulfill({ json: records }));
    await test.step('open the VIP’s rewards', async () => {
      await logIn(page, DEMO_VIP);
      await page.goto('/member/reward');
    });
    await test.step('each record shows its order number as a link, with the points', async () => {
      const table = page.getByTestId('point-records');
      await expectOnScreen(table.getByRole('columnheader', { name: '訂單' }));
      const rows = table.getByRole('row').filter({ hasText: 'JH26112800004242' });
      await expect(rows).toHaveCount(2);
      await expectOnScreen(rows.nth(0).getByRole('link', { name: 'JH26112800004242' }));
      await expect(rows.nth(0).locator('td.money')).toHaveText(['0', '218']);
      await expect(rows.nth(1).locator('td.money')).toHaveText(['200', '0']);
    });
  });

  test('a floor and flat typed bare read 12樓B室 in the address book, the saved-address picker and the confirmation step', async ({
    page,
    request,
  }) => {
    const phone = newMemberPhone();
    await test.step('a new member, logged in', () => signUpAndLogIn(page, request, phone));

    await test.step('the address book: an address with floor 12 and flat B', async () => {
      await page.goto('/member/address');
      await page.getByRole('button', { name: '新增地址' }).click();
      const dialog = page.getByRole('dialog', { name: '新增地址' });
      await dialog.getByLabel('收件人').fill('黃小明');
      await dialog.getByLabel('手提電話號碼').fill(phone);
      await dialog.getByLabel('地區', { exact: true }).selectOption('九龍');
      await dialog.getByLabel('區域').selectOption('油尖旺區');
      await dialog.getByLabel('分區').selectOption('旺角');
      await dialog.getByLabel('地址', { exact: true }).fill('彌敦道 688 號');
      await dialog.getByLabel('樓層（可選填）').fill('12');
      await dialog.getByLabel('單位（可選填）').fill('B');
      await dialog.getByRole('button', { name: '儲存' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByTestId('address-line')).toHaveText('九龍油尖旺區旺角 彌敦道 688 號 12樓B室');
    });

    await test.step('checkout: the picker and the confirmation step say 12樓B室', async () => {
      await page.goto(`/expressCheckout?productId=${await productIdOf(request, ORDERED_URL_NAME)}`);
      const picker = page.getByLabel('收貨地址');
      await expect(picker.locator('option:checked')).toHaveText(
        '黃小明：九龍油尖旺區旺角 彌敦道 688 號 12樓B室',
      );
      await page.getByRole('button', { name: '下一步' }).click();
      await expect(page.getByRole('heading', { name: '確認訂單', level: 2 })).toBeVisible();
      await expect(page.getByTestId('checkout-delivery').locator('.checkout-address-line')).toHaveText([
        '九龍油尖旺區旺角',
        '彌敦道 688 號',
        '12樓B室',
      ]);
    });
  });
});
