import type { APIRequestContext, Locator, Page, TestInfo } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { logIn } from './orderApi.ts';

/**
 * The cart's points redemption and delivery times end to end against the real bff and its demo data: the
 * demo VIP (8,600 points) redeems a product from the cart page and sees the points and the cash, a
 * redemption beyond the points is refused in words; an ordinary member, who sees no redemption, splits a
 * line into deliveries while a half-year subscription keeps its two. The VIP's cart is emptied through the
 * API first and last; the ordinary member is signed up fresh for each screen size.
 */

const DEMO_VIP = { phone: '98765432', password: 'Passw0rd!' };
const VIP_POINTS = 8_600;
const TOUCH = 44;

interface Member {
  phone: string;
  password: string;
}

interface PointProduct {
  productId: number;
  productNameChi: string;
  productInventory: number;
  status: number;
  points: { productPointId: number; point: number; money: number }[];
}

interface ServerCart {
  productList: { product_id: number; kind: string; quantity: number; delivery_times: number }[];
}

// Phones no other spec uses: 56… on the phone, 57… on the desktop (cart.spec.ts uses 53/54…).
const runSeed = Math.floor(Date.now() / 1000) % 100_000;
function uniquePhone(testInfo: TestInfo): string {
  const project = testInfo.project.name === 'phone' ? 6 : 7;
  return `5${project}${String((runSeed * 10 + testInfo.retry) % 1_000_000).padStart(6, '0')}`;
}

async function latestCode(request: APIRequestContext, phone: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const answer = await request.get(`/api/dev/sms?phone=852${phone}`);
      const messages = (await answer.json()) as Array<{ code: string | null }>;
      code = messages[0]?.code ?? '';
      return code !== '';
    })
    .toBe(true);
  return code;
}

async function signUpByApi(request: APIRequestContext, testInfo: TestInfo): Promise<Member> {
  const phone = uniquePhone(testInfo);
  const member = { phone, password: 'Start1234' };
  expect((await request.post('/api/login/phone', { data: { locationId: 6, phone } })).ok()).toBe(true);
  const answer = await request.post('/api/member/add', {
    data: {
      locationId: 6,
      phone,
      verificationCode: await latestCode(request, phone),
      firstname: '送貨',
      lastname: '測',
      email: `delivery-${phone}@example.com`,
      gender: 'female',
      password: member.password,
      acceptPolicy: true,
    },
  });
  expect(await answer.json()).toEqual({ status: 5 });
  return member;
}

async function tokenOf(request: APIRequestContext, member: Member): Promise<string> {
  const answer = await request.post('/api/login', {
    data: { username: `852${member.phone}`, password: member.password },
  });
  expect(answer.ok()).toBe(true);
  return answer.headers().authorization ?? '';
}

async function serverCart(request: APIRequestContext, authorization: string): Promise<ServerCart> {
  const answer = await request.get('/api/shoppingCart', { headers: { authorization } });
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as ServerCart;
}

async function emptyServerCart(request: APIRequestContext, authorization: string) {
  const answer = await request.post('/api/shoppingCart/clean', { headers: { authorization }, data: {} });
  expect(answer.ok()).toBe(true);
}

async function addByApi(request: APIRequestContext, authorization: string, productId: number) {
  const answer = await request.post('/api/shoppingCart/cartProduct/add', {
    headers: { authorization },
    data: { productId, quantity: 2 },
  });
  expect(answer.ok()).toBe(true);
}

async function productIdOf(request: APIRequestContext, urlName: string, index: number): Promise<number> {
  const product = (await (await request.get(`/api/displayProduct/${urlName}`)).json()) as {
    products: { productId: number; subscriptionPeriod: number | null }[];
  };
  const id = product.products[index]?.productId;
  expect(id).toBeDefined();
  return id as number;
}

async function openCart(page: Page) {
  await page.goto('/shopping_cart');
  await expect(page.getByRole('heading', { level: 1, name: '購物車' })).toBeVisible();
}

async function expectTouchSized(control: Locator) {
  const box = await control.boundingBox();
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(TOUCH);
}

test.describe('cart points and delivery times', () => {
  test('the VIP redeems a product from the cart and sees the points and cash; beyond the points is refused', async ({
    page,
    request,
  }) => {
    const token = await tokenOf(request, DEMO_VIP);
    await emptyServerCart(request, token);
    const redeemable = (
      (await (await request.get('/api/product/all/withPoint')).json()) as PointProduct[]
    ).filter((product) => product.status === 1 && product.productInventory > 0);
    // A points-and-cash option the VIP can afford, and another product's option the rest cannot cover.
    const affordable = redeemable
      .flatMap((product) => product.points.map((option) => ({ product, option })))
      .find(({ option }) => option.money > 0 && option.point <= VIP_POINTS);
    expect(affordable).toBeDefined();
    const { product, option } = affordable as NonNullable<typeof affordable>;
    const tooDear = redeemable
      .filter((candidate) => candidate.productId !== product.productId)
      .flatMap((candidate) => candidate.points.map((choice) => ({ product: candidate, option: choice })))
      .find(({ option: choice }) => choice.point + option.point > VIP_POINTS);
    expect(tooDear).toBeDefined();

    await logIn(page, DEMO_VIP);
    await openCart(page);
    const panel = page.getByTestId('cart-redeem');
    await expect(panel.getByRole('heading', { name: '積分換購' })).toBeVisible();
    const toggle = panel.getByRole('button', { name: '查看可換購產品' });
    await expectTouchSized(toggle);
    await toggle.click();

    const cash = `HK$${option.money.toFixed(2)}`;
    const redeem = panel.getByRole('button', {
      name: `用${option.point}積分另加${cash}換購${product.productNameChi}`,
    });
    await expectTouchSized(redeem);
    await redeem.click();
    await expect(panel.getByTestId('redeem-message')).toHaveText(`已加入購物車：${product.productNameChi}`);

    const line = page.locator('[data-testid="cart-line"][data-kind="points"]');
    await expect(line).toContainText(product.productNameChi);
    await expect(line).toContainText('積分換購');
    await expect(line).toContainText(`每件${option.point}積分另加 ${cash}`);
    await expect(line.getByTestId('line-points-total')).toHaveText(`共${option.point}積分`);
    await expect(page.getByTestId('summary-points')).toHaveText(cash);
    await expect(page.getByTestId('cart-summary')).toContainText(`積分換購（${option.point}積分）`);
    // Points lines ship once: no delivery times to choose.
    await expect(line.getByTestId('line-delivery-times')).toHaveCount(0);

    // Another redemption the remaining points cannot cover: the server refuses, the panel says why.
    const dear = tooDear as NonNullable<typeof tooDear>;
    const dearName = dear.product.productNameChi;
    const dearPrice =
      dear.option.money > 0
        ? `${dear.option.point}積分另加HK$${dear.option.money.toFixed(2)}`
        : `${dear.option.point}積分`;
    await panel.getByRole('button', { name: `用${dearPrice}換購${dearName}` }).click();
    await expect(panel.getByTestId('redeem-message')).toHaveText(
      `${dearName}：積分不足，需要${dear.option.point + option.point}積分，你現有${VIP_POINTS}積分。`,
    );
    await expect(page.locator('[data-testid="cart-line"][data-kind="points"]')).toHaveCount(1);
    await expect
      .poll(async () => (await serverCart(request, token)).productList.map((entry) => entry.product_id))
      .toEqual([product.productId]);

    await line.getByTestId('line-remove').click();
    await expect(page.getByTestId('cart-empty')).toBeVisible();
    await expect.poll(async () => (await serverCart(request, token)).productList).toEqual([]);
  });

  test('a member splits a line into deliveries; a half-year subscription keeps its two; no redemption', async ({
    page,
    request,
  }, testInfo) => {
    const member = await signUpByApi(request, testInfo);
    const token = await tokenOf(request, member);
    const ordinary = await productIdOf(request, 'hydrating-serum', 1);
    const subscription = await productIdOf(request, 'deep-sea-fish-oil', 1);
    await addByApi(request, token, ordinary);
    await addByApi(request, token, subscription);

    await logIn(page, member);
    await openCart(page);
    const ordinaryLine = page.locator(`[data-testid="cart-line"][data-product-id="${ordinary}"]`);
    const subscriptionLine = page.locator(`[data-testid="cart-line"][data-product-id="${subscription}"]`);
    await expect(ordinaryLine).toBeVisible();
    await expect(page.getByTestId('cart-redeem')).toHaveCount(0);

    await expect(subscriptionLine).toContainText('半年訂購：分兩次送貨');
    await expect(subscriptionLine.getByTestId('line-delivery-times')).toHaveCount(0);

    const select = ordinaryLine.getByRole('combobox', { name: /的送貨次數$/ });
    await expect(select).toHaveValue('1');
    await expectTouchSized(select);
    await select.selectOption('3');
    await expect(page.getByTestId('cart-pending-count')).toBeHidden();
    await expect
      .poll(async () =>
        (await serverCart(request, token)).productList.map((entry) => [
          entry.product_id,
          entry.delivery_times,
        ]),
      )
      .toEqual([
        [ordinary, 3],
        [subscription, 1],
      ]);

    await page.reload();
    await expect(ordinaryLine.getByTestId('line-delivery-times')).toHaveValue('3');
    await expect(ordinaryLine.getByTestId('line-delivery-times').locator('option:checked')).toHaveText(
      '分3次送貨',
    );
  });
});
