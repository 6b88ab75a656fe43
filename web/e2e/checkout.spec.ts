import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/**
 * Checkout end to end against the real bff and its demo data (seed 001 §2, §4, §5). What the shopper sees
 * is asserted, never only the URL. The journeys that place an order need the bff's order and payment routes
 * (POST /api/order/guest/add, /api/payment/form) and the SF locker list (GET /api/shipping/sfLocker): they
 * are in the "placing orders" block.
 */

const HYDRATING = { urlName: 'hydrating-serum', option: '玻尿酸深層保濕精華 30ml', productId: 30001 };

async function addHydratingToCart(page: Page) {
  await addToCart(page, HYDRATING.urlName);
}

/**
 * Adds a product page's first option. Orders hold their stock for the payment window and every spec runs
 * on two screen sizes against one shop, so the specs that place orders buy products no other spec counts.
 */
async function addToCart(page: Page, urlName: string) {
  await page.goto(`/product/${urlName}`);
  await expect(page.getByTestId('product-page')).toBeVisible();
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

const step = (page: Page, name: 'shipping' | 'confirmation' | 'payment') =>
  page.getByTestId(`checkout-step-${name}`);

/** A guest's home delivery to 中環, typed as a shopper would. */
async function fillGuestHomeDelivery(page: Page, phone = '98765432') {
  await page.getByLabel('收件人姓名').fill('李小明');
  await page.getByLabel('地區', { exact: true }).selectOption('香港島');
  await page.getByLabel('區域', { exact: true }).selectOption('中西區');
  await page.getByLabel('分區', { exact: true }).selectOption('中環');
  await page.getByLabel('街道及大廈').fill('皇后大道中 1 號');
  await page.getByLabel('樓層').fill('12樓');
  await page.getByLabel('聯絡電話', { exact: true }).fill(phone);
  await page.getByLabel('電郵地址').fill('siuming@example.com');
}

test.describe('checkout before an order is placed', () => {
  test('a guest: the step flags, the §5 messages, then confirmation with the summary and back', async ({
    page,
  }) => {
    await addHydratingToCart(page);
    await openCheckout(page);

    // Seed 001 §4: on shipping, both later steps are disabled.
    await expect(step(page, 'shipping')).toHaveAttribute('aria-current', 'step');
    await expect(step(page, 'confirmation')).toBeDisabled();
    await expect(step(page, 'payment')).toBeDisabled();
    await expect(page.getByRole('radio', { name: '送貨上門' })).toBeChecked();
    await expect(page.getByLabel('國家或地區')).toHaveValue('6');

    await page.getByRole('button', { name: '下一步' }).click();
    const problems = page.getByTestId('checkout-problems');
    await expect(problems).toHaveText('請填寫：收件人姓名、地區、區域、分區、地址、聯絡電話、電郵地址');
    await expect(step(page, 'payment')).toBeDisabled();

    // A guest's phone keeps digits only; seven digits are one too few for Hong Kong.
    await fillGuestHomeDelivery(page, '9876-543');
    await expect(page.getByLabel('聯絡電話', { exact: true })).toHaveValue('9876543');
    await page.getByRole('button', { name: '下一步' }).click();
    await expect(problems).toHaveText('聯絡電話須為8位數字');

    await page.getByLabel('聯絡電話', { exact: true }).fill('98765432');
    await page.getByRole('button', { name: '下一步' }).click();

    await expect(step(page, 'confirmation')).toHaveAttribute('aria-current', 'step');
    await expect(step(page, 'payment')).toBeDisabled();
    await expect(page.getByRole('heading', { name: '確認訂單', level: 2 })).toBeVisible();
    // The one address formatter of the order pages: region, street, then floor and flat.
    await expect(page.getByTestId('checkout-delivery').locator('.checkout-address-line')).toHaveText([
      '香港島中西區中環',
      '皇后大道中 1 號',
      '12樓',
    ]);
    const summary = page.getByTestId('checkout-summary');
    await expect(summary).toContainText(HYDRATING.option);
    await expect(page.getByTestId('checkout-shipping-fee')).toHaveText('HK$30.00');
    await expect(page.getByTestId('checkout-total')).toHaveText('HK$268.00');
    await expect(page.getByRole('button', { name: '確認訂單', exact: true })).toBeEnabled();
    const tracked = await page.evaluate(() =>
      ((window as unknown as { dataLayer?: Array<{ event?: string }> }).dataLayer ?? []).map(
        (entry) => entry.event,
      ),
    );
    expect(tracked).toContain('add_shipping_info');

    await page.getByRole('button', { name: '上一步' }).click();
    await expect(step(page, 'shipping')).toHaveAttribute('aria-current', 'step');
    await expect(page.getByLabel('收件人姓名')).toHaveValue('李小明');
    await expect(page.getByLabel('分區', { exact: true })).toHaveValue('中環');
  });

  test('a locker or station without its point says which is missing', async ({ page }) => {
    await addHydratingToCart(page);
    await openCheckout(page);
    await page.getByRole('radio', { name: '順豐智能櫃自取' }).check();
    await page.getByLabel('收件人姓名').fill('李小明');
    await page.getByLabel('聯絡電話', { exact: true }).fill('98765432');
    await page.getByLabel('電郵地址').fill('siuming@example.com');
    await page.getByRole('button', { name: '下一步' }).click();
    await expect(page.getByTestId('checkout-problems')).toHaveText('請選擇智能櫃');

    await page.getByRole('radio', { name: '順豐站自取' }).check();
    await page.getByRole('button', { name: '下一步' }).click();
    await expect(page.getByTestId('checkout-problems')).toHaveText('請選擇順豐站');
    await expect(step(page, 'confirmation')).toBeDisabled();
  });

  test('another country re-quotes the fee (HK$250 outside Hong Kong and Macau)', async ({ page }) => {
    await addHydratingToCart(page);
    await openCheckout(page);
    await expect(page.getByTestId('checkout-shipping-fee')).toHaveText('HK$30.00');
    await page.getByLabel('國家或地區').selectOption({ label: '澳洲' });
    await expect(page.getByTestId('checkout-shipping-fee')).toHaveText('HK$250.00');
    await expect(page.getByTestId('checkout-total')).toHaveText('HK$488.00');
    // Outside Hong Kong the areas are typed, not picked.
    await expect(page.getByLabel('地區', { exact: true })).toHaveJSProperty('tagName', 'INPUT');
  });

  test('buy-now opens the express checkout with that product and quantity', async ({ page }) => {
    await page.goto(`/product/${HYDRATING.urlName}`);
    await expect(page.getByTestId('product-page')).toBeVisible();
    await page.getByTestId('quantity-increase').click();
    await page.getByTestId('buy-now').click();
    await expect(page).toHaveURL(
      `/expressCheckout?productId=${HYDRATING.productId}&quantity=2&deliveryTimes=1`,
    );
    await expect(page.getByRole('heading', { level: 1, name: '快速結帳' })).toBeVisible();
    const summary = page.getByTestId('checkout-summary');
    await expect(summary).toContainText('數量：2');
    // 2 × HK$238.00 = HK$476.00, under HK$500: HK$30.00 delivery.
    await expect(page.getByTestId('checkout-total')).toHaveText('HK$506.00');
  });

  test('a VIP member pays part with points (200 points = HK$1), priced by the server', async ({ page }) => {
    await page.goto('/login');
    const form = page.locator('form.account-form');
    await form.getByLabel('手提電話號碼').fill('98765432');
    await form.getByLabel('密碼', { exact: true }).fill('Passw0rd!');
    await form.getByRole('button', { name: '登入', exact: true }).click();
    await expect(page).toHaveURL('/');

    await page.goto(`/expressCheckout?productId=${HYDRATING.productId}&quantity=1&deliveryTimes=1`);
    await expect(page.getByRole('heading', { level: 1, name: '快速結帳' })).toBeVisible();
    await expect(page.getByTestId('checkout-total')).toHaveText('HK$268.00');
    // The member's email and name are the billing defaults.
    await expect(page.getByLabel('電郵地址')).toHaveValue('chiming.lee@example.com');
    await expect(page.getByLabel('姓氏')).toHaveValue('李');

    await page.getByLabel('使用積分（200積分 = HK$1）').fill('400');
    await page.getByRole('button', { name: '使用積分' }).click();
    const summary = page.getByTestId('checkout-summary');
    await expect(summary).toContainText('積分抵扣（400積分）');
    await expect(summary).toContainText('−HK$2.00');
    await expect(page.getByTestId('checkout-total')).toHaveText('HK$266.00');
  });

  test('offline, checkout says it needs a connection and keeps what was typed', async ({ page, context }) => {
    await addHydratingToCart(page);
    await openCheckout(page);
    await fillGuestHomeDelivery(page);
    await page.getByRole('button', { name: '下一步' }).click();
    await expect(step(page, 'confirmation')).toHaveAttribute('aria-current', 'step');

    await context.setOffline(true);
    await expect(page.getByTestId('checkout-offline')).toHaveText(
      '結帳需要網絡連線。你已輸入的資料會保留，恢復連線後即可繼續。',
    );
    await page.getByRole('button', { name: '確認訂單', exact: true }).click();
    await expect(step(page, 'confirmation')).toHaveAttribute('aria-current', 'step');
    await expect(page.getByTestId('checkout-stock-dialog')).toBeHidden();
    await page.getByRole('button', { name: '上一步' }).click();
    await expect(page.getByLabel('收件人姓名')).toHaveValue('李小明');
    await expect(page.getByLabel('電郵地址')).toHaveValue('siuming@example.com');

    await context.setOffline(false);
    await expect(page.getByTestId('checkout-offline')).toBeHidden();
    await expect(page.getByLabel('街道及大廈')).toHaveValue('皇后大道中 1 號');
  });

  test('a login in another tab after the page loaded sends the shopper to the cart', async ({
    page,
    context,
  }) => {
    await addHydratingToCart(page);
    await openCheckout(page);
    const other = await context.newPage();
    await other.goto('/login');
    const form = other.locator('form.account-form');
    await form.getByLabel('手提電話號碼').fill('91234567');
    await form.getByLabel('密碼', { exact: true }).fill('Passw0rd!');
    await form.getByRole('button', { name: '登入', exact: true }).click();
    await expect(other).toHaveURL('/');
    await expect(page).toHaveURL('/shopping_cart');
    await expect(page.getByRole('heading', { level: 1, name: '購物車' })).toBeVisible();
  });
});

test.describe('placing orders (needs the bff order, payment and SF locker routes)', () => {
  test('a guest confirms: the order is placed, remembered for the return, and the card form is posted', async ({
    page,
  }) => {
    await addToCart(page, 'deep-sea-fish-oil');
    await openCheckout(page);
    await fillGuestHomeDelivery(page);
    await page.getByRole('button', { name: '下一步' }).click();
    await page.getByRole('button', { name: '確認訂單', exact: true }).click();
    // The browser leaves for the card gateway (the sandbox outside production) with the order's reference.
    await page.waitForURL((url) => !url.pathname.startsWith('/checkout'));
    const remembered = await page.evaluate(() => ({
      phone: sessionStorage.getItem('guest_order_phone'),
      orderNo: sessionStorage.getItem('guest_order_no'),
      orderId: Number(sessionStorage.getItem('guest_order_id')),
    }));
    expect(remembered.phone).toBe('98765432');
    expect(remembered.orderNo).not.toBe('');
    expect(remembered.orderId).toBeGreaterThan(0);
  });

  test('the out-of-stock pop-up when another buyer took the last units', async ({
    page,
    request,
  }, testInfo) => {
    // Each screen size sells out its own product (9 and 3 in stock), which no other spec counts.
    const urlName = testInfo.project.name === 'phone' ? 'argan-hair-oil' : 'anti-grey-essence';
    const shown = (await (await request.get(`/api/displayProduct/${urlName}`)).json()) as {
      products: Array<{ productId: number; productNameChi: string }>;
    };
    const product = shown.products[0];
    if (!product) throw new Error(`${urlName} has no option`);
    await addToCart(page, urlName);
    await openCheckout(page);
    await fillGuestHomeDelivery(page);
    await page.getByRole('button', { name: '下一步' }).click();

    // Another buyer takes every unit left.
    const priced = await request.post('/api/order/guest/pre', {
      data: { productListJson: [{ productId: product.productId, quantity: 1, deliveryTimes: 1 }] },
    });
    const left = (
      (await priced.json()) as { orderProducts: Array<{ product: { productInventory: number } }> }
    ).orderProducts[0]?.product.productInventory;
    expect(left).toBeGreaterThan(0);
    const other = await request.post('/api/order/guest/add', {
      headers: { 'idempotency-key': `other-buyer-${Date.now()}` },
      data: {
        productListJson: [{ productId: product.productId, quantity: left, deliveryTimes: 1 }],
        orderAddressRecipient: '陳大文',
        orderAddressProvince: '九龍',
        orderAddressCity: '油尖旺區',
        orderAddressZone: '旺角',
        orderAddress1: '彌敦道 600 號',
        phone: '61234567',
        email: 'other@example.com',
      },
    });
    expect(other.ok()).toBe(true);

    await page.getByRole('button', { name: '確認訂單', exact: true }).click();
    const popup = page.getByTestId('checkout-stock-dialog');
    await expect(popup.getByRole('heading', { name: '缺貨通知' })).toBeVisible();
    await expect(popup).toContainText('部分產品缺貨，請更新購物車。');
    await expect(popup.getByRole('listitem')).toHaveText(`${product.productNameChi}：售罄`);
    // Focus stays in the pop-up, which must be answered.
    await page.keyboard.press('Escape');
    await expect(popup).toBeVisible();
    await expect(popup.getByRole('link', { name: '返回購物車' })).toBeFocused();
    await popup.getByRole('link', { name: '返回購物車' }).click();
    await expect(page).toHaveURL('/shopping_cart');
  });

  test('NEW10 a second time from one phone: the pop-up says it is for a first purchase only', async ({
    page,
    request,
  }, testInfo) => {
    // A regular-priced product (NEW10 takes 10 % off those only) that no other spec buys; a phone per lane.
    const urlName = 'birds-nest-drink';
    const phone = testInfo.project.name === 'phone' ? '97001001' : '97001002';
    const shown = (await (await request.get(`/api/displayProduct/${urlName}`)).json()) as {
      products: Array<{ productId: number }>;
    };
    const productId = shown.products[0]?.productId;
    if (productId === undefined) throw new Error(`${urlName} has no option`);
    const lines = [{ productId, quantity: 1, deliveryTimes: 1 }];
    const pre = await request.post('/api/order/guest/pre', {
      data: { productListJson: lines, promotionCode: 'NEW10' },
    });
    expect(((await pre.json()) as { coupon: { status: string } }).coupon.status).toBe('applied');

    // The phone's first order takes NEW10 (another tab, say), and is not paid yet.
    const first = await request.post('/api/order/guest/add', {
      headers: { 'idempotency-key': `new10-first-${phone}-${Date.now()}` },
      data: {
        productListJson: lines,
        couponCode: 'NEW10',
        orderAddressRecipient: '李小明',
        orderAddressProvince: '香港島',
        orderAddressCity: '中西區',
        orderAddressZone: '中環',
        orderAddress1: '皇后大道中 1 號',
        phone,
        email: 'siuming@example.com',
      },
    });
    expect(first.ok(), await first.text()).toBe(true);

    await addToCart(page, urlName);
    await page.goto('/shopping_cart');
    const box = page.getByTestId('coupon-box');
    await box.getByLabel('輸入優惠碼').fill('NEW10');
    await box.getByRole('button', { name: '使用' }).click();
    await expect(box.getByTestId('coupon-applied')).toContainText('已使用優惠碼 NEW10');
    await openCheckout(page);
    await fillGuestHomeDelivery(page, phone);
    await page.getByRole('button', { name: '下一步' }).click();
    await page.getByRole('button', { name: '確認訂單', exact: true }).click();

    const popup = page.getByTestId('checkout-stock-dialog');
    await expect(popup).toContainText(
      '此優惠碼只適用於首次購物，而你已有另一張訂單。請返回購物車移除優惠碼後再試。',
    );
    await expect(popup.getByRole('listitem')).toHaveCount(0);
    await expect(step(page, 'confirmation')).toHaveAttribute('aria-current', 'step');
  });

  test('an SF locker in Macau is quoted and shipped as Macau', async ({ page }) => {
    await addHydratingToCart(page);
    await openCheckout(page);
    await page.getByRole('radio', { name: '順豐智能櫃自取' }).check();
    await page.getByTestId('checkout-pickup-point').selectOption('H853MO001');
    await expect(page.getByTestId('checkout-shipping-fee')).toHaveText('HK$30.00');
    await page.getByLabel('收件人姓名').fill('李小明');
    await page.getByLabel('聯絡電話', { exact: true }).fill('66123456');
    await page.getByLabel('電郵地址').fill('siuming@example.com');
    await page.getByRole('button', { name: '下一步' }).click();
    await expect(page.getByTestId('checkout-delivery')).toContainText('澳門新馬路示範大廈地下智能櫃');
  });
});
