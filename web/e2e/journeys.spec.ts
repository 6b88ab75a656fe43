import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { logIn } from './orderApi.ts';

/**
 * The buying journeys end to end (issue 11, "Proof"): checkout, the sandbox card gateway of docs/payments.md,
 * the payment return and the order pages, against the real bff. Every step asserts what the shopper sees.
 *
 * Orders hold their stock for the payment window and every spec runs on two screen sizes against one shop,
 * so these journeys buy only the deep-sea fish oil, whose stock no other spec counts: its single box (1,200)
 * and its half-year subscription (12; two a run). Not the aqua moisture cream's 100ml: its 301 units sit on
 * the "in stock" / "few left" boundary the product spec asserts, so one sale would change what it shows.
 */

const FISH_OIL = 'deep-sea-fish-oil';
const SINGLE_BOX = '單盒裝';
const SUBSCRIPTION = '半年訂購（每次3盒，送貨2次）';
const SINGLE_BOX_PRODUCT_ID = 30062;

const CARD_PAYS = '4111 1111 1111 1111';
const CARD_DECLINED_204 = '4000 0000 0000 0204';

const DEMO_VIP = { phone: '98765432', password: 'Passw0rd!' };

/** A phone no other test used: each journey is its own guest. */
let guestCount = 0;
const guestPhone = () => `6${String((Date.now() + guestCount++) % 10_000_000).padStart(7, '0')}`;

/** Chooses a product page's option by its label and adds it to the cart, as a shopper does. */
async function addOptionToCart(page: Page, urlName: string, option: string) {
  await page.goto(`/product/${urlName}`);
  await expect(page.getByTestId('product-page')).toBeVisible();
  const options = page.getByRole('group', { name: '規格' });
  await options.locator('label').filter({ hasText: option }).click();
  await expect(options.getByRole('radio', { name: option })).toBeChecked();
  await page.getByTestId('add-to-cart').click();
  const dialog = page.getByTestId('cart-added-dialog');
  await expect(dialog.getByRole('heading', { name: '已加入購物車' })).toBeVisible();
  await dialog.getByRole('button', { name: '繼續購物' }).click();
  await expect(dialog).toBeHidden();
}

async function openCheckout(page: Page) {
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { level: 1, name: '結帳' })).toBeVisible();
  await expect(page.getByTestId('checkout-summary')).toBeVisible();
}

async function fillHomeDelivery(page: Page, phone: string) {
  await page.getByLabel('收件人姓名').fill('李小明');
  await page.getByLabel('地區', { exact: true }).selectOption('香港島');
  await page.getByLabel('區域', { exact: true }).selectOption('中西區');
  await page.getByLabel('分區', { exact: true }).selectOption('中環');
  await page.getByLabel('街道及大廈').fill('皇后大道中 1 號');
  await page.getByLabel('樓層').fill('12樓');
  await page.getByLabel('聯絡電話', { exact: true }).fill(phone);
  await page.getByLabel('電郵地址').fill('journeys@example.com');
}

/** 下一步 to the confirmation step; answers the total the shopper is shown before confirming. */
async function goToConfirmation(page: Page): Promise<string> {
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page.getByRole('heading', { name: '確認訂單', level: 2 })).toBeVisible();
  const total = (await page.getByTestId('checkout-total').textContent()) ?? '';
  expect(total).toMatch(/^HK\$[\d,]+\.\d\d$/);
  return total;
}

/**
 * 確認訂單: the order is placed and its form posted to the sandbox gateway's card page, which shows the
 * amount the checkout showed. Answers the order number, from the reference the gateway was given.
 */
async function confirmAndReachGateway(page: Page, total: string): Promise<string> {
  await page.getByRole('button', { name: '確認訂單', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Pay ${total}` })).toBeVisible();
  const reference = page.getByTestId('sandbox-reference');
  await expect(reference).toHaveText(/^DEV-\d+_JH\d+$/);
  return ((await reference.textContent()) ?? '').split('_')[1] ?? '';
}

async function payWithCard(page: Page, card: string) {
  await page.getByLabel('Card number').fill(card.replaceAll(' ', ''));
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
}

/** The VIP's balance as the member area shows it (the points panel beside every member page). */
async function shownBalance(page: Page): Promise<number> {
  await page.goto('/member/reward');
  const value = page.getByTestId('points-panel').locator('.points-value');
  await expect(value).toHaveText(/^[\d,]+$/);
  return Number(((await value.textContent()) ?? '').replaceAll(',', ''));
}

/** The enquiry form, typed as a guest does. */
async function enquire(page: Page, orderNo: string, phone: string) {
  await page.goto('/order_enquiry');
  await page.getByLabel('訂單編號').fill(orderNo);
  await page.getByLabel('電話號碼').fill(phone);
  await page.getByRole('button', { name: '查詢' }).click();
  await expect(page.getByTestId('order-no')).toHaveText(orderNo);
}

test.describe('buying journeys through the sandbox gateway', () => {
  test('a guest buys two products by home delivery, pays by card, sees it confirmed and finds it by enquiry', async ({
    page,
  }) => {
    const phone = guestPhone();
    await addOptionToCart(page, FISH_OIL, SINGLE_BOX);
    await addOptionToCart(page, FISH_OIL, SUBSCRIPTION);
    await openCheckout(page);
    const summary = page.getByTestId('checkout-summary');
    await expect(summary).toContainText(SINGLE_BOX);
    await expect(summary).toContainText(SUBSCRIPTION);
    await fillHomeDelivery(page, phone);
    const total = await goToConfirmation(page);
    const orderNo = await confirmAndReachGateway(page, total);

    await payWithCard(page, CARD_PAYS);
    // The return page reads the order (the notify paid it), forgets the tab's guest order and opens the
    // enquiry with it: the guest's confirmation.
    await expect(page).toHaveURL(/\/order_enquiry\?/);
    await expect(page.getByTestId('order-no')).toHaveText(orderNo);
    await expect(page.getByTestId('order-status')).toHaveText('已付款');
    await expect(page.getByTestId('order-total')).toHaveText(total);

    // Later, the guest finds it by number and phone.
    await enquire(page, orderNo, phone);
    await expect(page.getByTestId('order-status')).toHaveText('已付款');
    await expect(page.getByTestId('order-total')).toHaveText(total);
    await expect(page.getByText('香港島中西區中環', { exact: true })).toBeVisible();
    await expect(page.getByText('皇后大道中 1 號', { exact: true })).toBeVisible();
    const products = page.getByRole('region', { name: '產品' });
    await expect(products).toContainText(SINGLE_BOX);
    await expect(products).toContainText(SUBSCRIPTION);
  });

  test('the VIP pays part with points and the rest by card; the order and the member area show the points', async ({
    page,
  }) => {
    await logIn(page, DEMO_VIP);
    const before = await shownBalance(page);

    await page.goto(`/expressCheckout?productId=${SINGLE_BOX_PRODUCT_ID}&quantity=1&deliveryTimes=1`);
    await expect(page.getByRole('heading', { level: 1, name: '快速結帳' })).toBeVisible();
    // HK$218.00 of goods at the VIP price and HK$30.00 delivery. 216 points pay HK$1.08, so HK$216.92 of
    // goods is paid in money and earns 216 points (HK$1 = 1 point, outside the VIP's birthday month of
    // August): the balance other specs assert (8,600) is the same after this journey, while the order and
    // the points history show both movements.
    await expect(page.getByTestId('checkout-total')).toHaveText('HK$248.00');
    await page.getByLabel('使用積分（200積分 = HK$1）').fill('216');
    await page.getByRole('button', { name: '使用積分' }).click();
    await expect(page.getByTestId('checkout-summary')).toContainText('積分抵扣（216積分）');
    await expect(page.getByTestId('checkout-total')).toHaveText('HK$246.92');
    await fillHomeDelivery(page, DEMO_VIP.phone);
    const total = await goToConfirmation(page);
    expect(total).toBe('HK$246.92');
    const orderNo = await confirmAndReachGateway(page, total);

    await payWithCard(page, CARD_PAYS);
    // A member returns to the order's own page.
    await expect(page.getByRole('heading', { level: 1, name: `訂單${orderNo}` })).toBeVisible();
    await expect(page.getByTestId('order-status')).toHaveText('已付款');
    await expect(page.getByTestId('order-points')).toHaveText('216積分（−HK$1.08）');
    await expect(page.getByTestId('order-total')).toHaveText('HK$246.92');

    // The server counts the birthday month in Hong Kong time (in August the balance does change: see above).
    const hongKongMonth = Number(
      new Intl.DateTimeFormat('en', { timeZone: 'Asia/Hong_Kong', month: 'numeric' }).format(new Date()),
    );
    const earned = hongKongMonth === 8 ? 432 : 216;
    const after = await shownBalance(page);
    expect(after).toBe(before - 216 + earned);
    // The history, newest first: what the payment earned, then what the placement used.
    const records = page.getByTestId('point-records').getByRole('row').filter({ hasText: orderNo });
    await expect(records).toHaveCount(2);
    await expect(records.nth(0).locator('td.money')).toHaveText(['0', String(earned)]);
    await expect(records.nth(1).locator('td.money')).toHaveText(['216', '0']);
  });

  test('a declined card (204) shows the bank rejection; the order stays unpaid', async ({ page }) => {
    const phone = guestPhone();
    await addOptionToCart(page, FISH_OIL, SINGLE_BOX);
    await openCheckout(page);
    await fillHomeDelivery(page, phone);
    const total = await goToConfirmation(page);
    const orderNo = await confirmAndReachGateway(page, total);

    await payWithCard(page, CARD_DECLINED_204);
    // A guest's failed payment stays on the return page: payment failed, with the gateway's reason.
    await expect(page.getByRole('heading', { level: 1, name: '付款失敗' })).toBeVisible();
    await expect(page.getByTestId('order-fail-reason')).toHaveText('交易被拒絕，請聯絡你的銀行。');
    await expect(page.getByText(`訂單編號：${orderNo}`)).toBeVisible();

    await enquire(page, orderNo, phone);
    await expect(page.getByTestId('order-status')).toHaveText('未付款');
    await expect(page.getByTestId('order-declined-reason')).toHaveText('交易被拒絕，請聯絡你的銀行。');
  });

  test('a member whose card is declined returns to the order list, where the order is unpaid, and its page says why', async ({
    page,
  }) => {
    // The VIP, without points: a declined payment records nothing on the points stream, so the balance
    // other specs assert is untouched.
    await logIn(page, DEMO_VIP);
    await page.goto(`/expressCheckout?productId=${SINGLE_BOX_PRODUCT_ID}&quantity=1&deliveryTimes=1`);
    await expect(page.getByRole('heading', { level: 1, name: '快速結帳' })).toBeVisible();
    await fillHomeDelivery(page, DEMO_VIP.phone);
    const total = await goToConfirmation(page);
    const orderNo = await confirmAndReachGateway(page, total);

    await payWithCard(page, CARD_DECLINED_204);
    // Seed 001 §4: a member's failed payment goes to the member's order list.
    await expect(page.getByRole('heading', { level: 2, name: '訂單記錄' })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: orderNo });
    await expect(row).toContainText('未付款');
    await expect(row).toContainText(total);

    // The order's page: still unpaid, and a notice with the gateway's reason and what happens now.
    await row.getByRole('link', { name: `訂單${orderNo}詳情` }).click();
    await expect(page.getByRole('heading', { level: 1, name: `訂單${orderNo}` })).toBeVisible();
    await expect(page.getByTestId('order-status')).toHaveText('未付款');
    const declined = page.getByTestId('order-declined');
    await expect(declined.getByRole('heading', { level: 2, name: '信用卡付款被拒絕' })).toBeVisible();
    await expect(declined.getByTestId('order-declined-reason')).toHaveText('交易被拒絕，請聯絡你的銀行。');
    await expect(declined).toContainText('拒絕代碼：204');
    await expect(declined.getByTestId('order-declined-next')).toContainText('會在付款期限結束時自動取消');
  });

  test('a cancel at the gateway shows the cancel outcome; the order stays unpaid for a retry', async ({
    page,
  }) => {
    const phone = guestPhone();
    await addOptionToCart(page, FISH_OIL, SINGLE_BOX);
    await openCheckout(page);
    await fillHomeDelivery(page, phone);
    const total = await goToConfirmation(page);
    const orderNo = await confirmAndReachGateway(page, total);

    await page.getByRole('button', { name: 'Cancel payment' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '訂單已取消' })).toBeVisible();
    await expect(page.getByText('你已取消付款，並未扣款。')).toBeVisible();

    // This shop's decision (docs/orders.md): a cancelled card payment leaves the order unpaid, so the
    // shopper may pay it again within the payment window; its stock comes back when the window ends and
    // the sweeper cancels it, not at the gateway's cancel.
    await enquire(page, orderNo, phone);
    await expect(page.getByTestId('order-status')).toHaveText('未付款');
    await expect(page.getByTestId('order-total')).toHaveText(total);
  });

  test('an SF locker in Macau: placed and paid, the order shows the locker address and the Macau fee', async ({
    page,
  }) => {
    const phone = guestPhone();
    await addOptionToCart(page, FISH_OIL, SINGLE_BOX);
    await openCheckout(page);
    await page.getByRole('radio', { name: '順豐智能櫃自取' }).check();
    await page.getByTestId('checkout-pickup-point').selectOption('H853MO001');
    const fee = page.getByTestId('checkout-shipping-fee');
    await expect(fee).toHaveText('HK$30.00');
    await page.getByLabel('收件人姓名').fill('李小明');
    await page.getByLabel('聯絡電話', { exact: true }).fill(phone);
    await page.getByLabel('電郵地址').fill('journeys@example.com');
    const total = await goToConfirmation(page);
    await expect(page.getByTestId('checkout-delivery')).toContainText('澳門新馬路示範大廈地下智能櫃');
    const orderNo = await confirmAndReachGateway(page, total);

    await payWithCard(page, CARD_PAYS);
    await expect(page.getByTestId('order-no')).toHaveText(orderNo);
    await expect(page.getByTestId('order-status')).toHaveText('已付款');
    await expect(page.getByText('順豐智能櫃自取')).toBeVisible();
    await expect(page.getByText('澳門新馬路示範大廈地下智能櫃')).toBeVisible();
    await expect(page.getByTestId('order-shipping-fee')).toHaveText('HK$30.00');
    await expect(page.getByTestId('order-total')).toHaveText(total);
  });
});
