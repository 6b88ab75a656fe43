import type { APIRequestContext, BrowserContext, Page, TestInfo } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { logIn } from './orderApi.ts';

/**
 * Cart, coupons, add-ons and favourites end to end against the real bff and its demo data: a guest cart
 * kept offline and merged at login, a member change made offline and replayed once, each coupon path, the
 * add-on modal, the out-of-stock pop-up and favourites. Members that would collide between the phone and
 * desktop projects are signed up fresh; the shared demo member's cart is emptied through the API first.
 */

const DEMO_MEMBER = { phone: '91234567', password: 'Passw0rd!' };
const DEMO_VIP = { phone: '98765432', password: 'Passw0rd!' };
const HYDRATING = {
  urlName: 'hydrating-serum',
  name: '玻尿酸深層保濕精華',
  option: '玻尿酸深層保濕精華 30ml',
  productId30ml: 30001,
};

// Unique phones per test and project: the database lives for the whole run (account.spec.ts uses 6…).
const runSeed = Math.floor(Date.now() / 1000) % 100_000;
let counter = 0;
function uniquePhone(testInfo: TestInfo): string {
  counter += 1;
  const project = testInfo.project.name === 'phone' ? 3 : 4;
  return `5${project}${String((runSeed * 10 + counter) % 1_000_000).padStart(6, '0')}`;
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

interface Member {
  phone: string;
  password: string;
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
      firstname: '購物',
      lastname: '測',
      email: `cart-${phone}@example.com`,
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
  const header = answer.headers().authorization ?? '';
  expect(header).toMatch(/^Bearer /);
  return header;
}

interface ServerCart {
  productList: { product_id: number; quantity: number; kind: string }[];
  coupon: { couponCode: string } | null;
}

async function serverCart(request: APIRequestContext, authorization: string): Promise<ServerCart> {
  const answer = await request.get('/api/shoppingCart', { headers: { authorization } });
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as ServerCart;
}

async function emptyServerCart(request: APIRequestContext, authorization: string) {
  expect((await request.post('/api/shoppingCart/clean', { headers: { authorization }, data: {} })).ok()).toBe(
    true,
  );
  await request.post('/api/shoppingCart/coupon/delete', { headers: { authorization }, data: {} });
  expect((await serverCart(request, authorization)).productList).toEqual([]);
}

async function waitForServiceWorker(page: Page) {
  await page.goto('/');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
}

async function openProduct(page: Page, urlName: string) {
  await page.goto(`/product/${urlName}`);
  await expect(page.getByTestId('product-page')).toBeVisible();
}

/** Adds the product page's chosen option and closes the confirmation. */
async function addFromProductPage(page: Page) {
  await page.getByTestId('add-to-cart').click();
  const dialog = page.getByTestId('cart-added-dialog');
  await expect(dialog.getByRole('heading', { name: '已加入購物車' })).toBeVisible();
  await dialog.getByRole('button', { name: '繼續購物' }).click();
  await expect(dialog).toBeHidden();
}

const cartLine = (page: Page, productId: number) =>
  page.locator(`[data-testid="cart-line"][data-product-id="${productId}"]`);

async function openCart(page: Page) {
  await page.goto('/shopping_cart');
  await expect(page.getByRole('heading', { level: 1, name: '購物車' })).toBeVisible();
}

/** Writes guest cart lines straight into IndexedDB (as if stock had changed since they were added). */
async function putGuestLines(page: Page, lines: Record<string, unknown>[]) {
  await page.evaluate(
    (rows) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('shop');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction('guestCartLines', 'readwrite');
          const store = tx.objectStore('guestCartLines');
          for (const row of rows) store.put(row);
          tx.oncomplete = () => {
            db.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    lines,
  );
}

async function productIdOf(request: APIRequestContext, urlName: string, index = 0): Promise<number> {
  const product = (await (await request.get(`/api/displayProduct/${urlName}`)).json()) as {
    products: { productId: number }[];
  };
  const id = product.products[index]?.productId;
  expect(id).toBeDefined();
  return id as number;
}

test.describe('cart', () => {
  test('a guest adds offline, keeps the line through an offline reload, and finds it merged after logging in', async ({
    page,
    context,
    request,
  }) => {
    const demo = await tokenOf(request, DEMO_MEMBER);
    await emptyServerCart(request, demo);

    await waitForServiceWorker(page);
    await openProduct(page, HYDRATING.urlName);
    await expect(page.getByTestId('cart-count')).toHaveText('0');

    await context.setOffline(true);
    const add = page.getByTestId('add-to-cart');
    await add.click();
    const dialog = page.getByTestId('cart-added-dialog');
    await expect(dialog.getByRole('heading', { name: '已加入購物車' })).toBeVisible();
    await expect(dialog).toContainText(`${HYDRATING.option} × 1`);
    // The confirmation closes itself after 3 seconds and gives focus back to the button.
    await expect(dialog).toBeHidden({ timeout: 6_000 });
    await expect(add).toBeFocused();
    await expect(page.getByTestId('cart-count')).toHaveText('1');

    const reloaded = await page.reload();
    expect(reloaded?.fromServiceWorker()).toBe(true);
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    await page.getByRole('link', { name: /^購物車，/ }).click();
    await expect(page).toHaveURL('/shopping_cart');
    const line = cartLine(page, HYDRATING.productId30ml);
    await expect(line).toContainText(HYDRATING.name);
    await expect(line.getByTestId('line-quantity')).toHaveText('1');
    await expect(page.getByTestId('cart-sync')).toContainText('你已離線');
    await expect(page.getByTestId('summary-estimated')).toBeVisible();
    await expect(page.getByTestId('summary-goods')).toHaveText('HK$238.00');

    await context.setOffline(false);
    // Back online: priced by the server.
    await expect(page.getByTestId('summary-estimated')).toBeHidden();
    await expect(page.getByTestId('summary-total')).toHaveText('HK$268.00');

    await logIn(page, DEMO_MEMBER);
    await expect
      .poll(async () => (await serverCart(request, demo)).productList.map((l) => [l.product_id, l.quantity]))
      .toEqual([[HYDRATING.productId30ml, 1]]);
    await openCart(page);
    await expect(cartLine(page, HYDRATING.productId30ml).getByTestId('line-quantity')).toHaveText('1');
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    // The guest cart was cleared: logging out leaves nothing behind.
    await emptyServerCart(request, demo);
  });

  test('a member changes a quantity offline: pending until reconnect, then on the server exactly once', async ({
    page,
    context,
    request,
  }, testInfo) => {
    const member = await signUpByApi(request, testInfo);
    const token = await tokenOf(request, member);
    const added = await request.post('/api/shoppingCart/cartProduct/add', {
      headers: { authorization: token },
      data: { productId: 30002, quantity: 1 },
    });
    expect(added.ok()).toBe(true);

    await waitForServiceWorker(page);
    await logIn(page, member);
    await openCart(page);
    const line = cartLine(page, 30002);
    await expect(line.getByTestId('line-quantity')).toHaveText('1');
    await expect(page.getByTestId('checkout')).toBeEnabled();

    await context.setOffline(true);
    await line.getByTestId('line-plus').click();
    await expect(line.getByTestId('line-quantity')).toHaveText('2');
    await expect(line.getByTestId('pending-badge')).toHaveText('待同步');
    await expect(page.getByTestId('cart-pending-count')).toHaveText('1項更改正等待同步');
    await expect(page.getByTestId('checkout')).toBeDisabled();
    await expect(page.getByTestId('checkout-block')).toContainText('等待同步');
    expect((await serverCart(request, token)).productList).toEqual([
      expect.objectContaining({ product_id: 30002, quantity: 1 }),
    ]);

    await context.setOffline(false);
    await expect(line.getByTestId('pending-badge')).toBeHidden();
    await expect(line.getByTestId('line-quantity')).toHaveText('2');
    await expect(page.getByTestId('checkout')).toBeEnabled();
    await expect
      .poll(async () => (await serverCart(request, token)).productList.map((l) => l.quantity))
      .toEqual([2]);
    // Another start and another reconnect send nothing again.
    await page.reload();
    await context.setOffline(true);
    await context.setOffline(false);
    await expect(cartLine(page, 30002).getByTestId('line-quantity')).toHaveText('2');
    expect((await serverCart(request, token)).productList.map((l) => l.quantity)).toEqual([2]);
  });

  test('guest coupons: empty prompt, invalid alert, members-only refusal, NEW10 notice and no suitable product, CASH30 applied and cancelled', async ({
    page,
  }) => {
    await openProduct(page, HYDRATING.urlName);
    await addFromProductPage(page);
    await openCart(page);
    const box = page.getByTestId('coupon-box');
    const input = box.getByLabel('輸入優惠碼');
    const alert = box.getByTestId('coupon-alert');

    await input.fill('   ');
    await box.getByRole('button', { name: '使用' }).click();
    await expect(alert).toHaveText('請輸入優惠碼');

    await input.fill('NOPE99');
    await box.getByRole('button', { name: '使用' }).click();
    await expect(alert).toHaveText('無效的優惠碼');

    await input.fill('FREESHIP');
    await box.getByRole('button', { name: '使用' }).click();
    await expect(alert).toHaveText('此優惠碼只限會員使用，請先登入。');

    // NEW10 covers regular-priced goods only: the serum is on offer, so nothing in the cart suits it.
    await input.fill('  new10 ');
    await box.getByRole('button', { name: '使用' }).click();
    const applied = box.getByTestId('coupon-applied');
    await expect(applied).toContainText('已使用優惠碼 NEW10');
    await expect(applied).toContainText('新會員首購正價貨品九折');
    await expect(box.getByTestId('coupon-regular-only')).toHaveText(
      '此優惠碼只適用於正價貨品，不適用於優惠套裝。',
    );
    await expect(box.getByTestId('coupon-rejected')).toHaveText('購物車內沒有適用此優惠碼的產品。');
    await expect(alert).toBeEmpty();
    await box.getByRole('button', { name: '取消優惠碼NEW10' }).click();
    await expect(applied).toBeHidden();

    await input.fill('CASH30');
    await box.getByRole('button', { name: '使用' }).click();
    await expect(applied).toContainText('已使用優惠碼 CASH30');
    await expect(applied).toContainText('滿HK$200減HK$30');
    await expect(page.getByTestId('summary-coupon')).toHaveText('−HK$30.00');
    await expect(page.getByTestId('summary-total')).toHaveText('HK$238.00');
    await box.getByTestId('coupon-cancel').click();
    await expect(applied).toBeHidden();
    await expect(page.getByTestId('summary-coupon')).toBeHidden();
    await expect(page.getByTestId('summary-total')).toHaveText('HK$268.00');
  });

  test('a member applies CASH30 on the server; cancelling offline says it failed, online it works', async ({
    page,
    context,
    request,
  }, testInfo) => {
    const member = await signUpByApi(request, testInfo);
    const token = await tokenOf(request, member);
    await request.post('/api/shoppingCart/cartProduct/add', {
      headers: { authorization: token },
      data: { productId: 30002, quantity: 1 },
    });
    await logIn(page, member);
    await openCart(page);
    const box = page.getByTestId('coupon-box');
    await box.getByLabel('輸入優惠碼').fill('CASH30');
    await box.getByRole('button', { name: '使用' }).click();
    await expect(box.getByTestId('coupon-applied')).toContainText('CASH30');
    await expect.poll(async () => (await serverCart(request, token)).coupon?.couponCode).toBe('CASH30');

    await context.setOffline(true);
    await box.getByTestId('coupon-cancel').click();
    await expect(box.getByTestId('coupon-alert')).toHaveText('取消失敗');
    await context.setOffline(false);
    await box.getByTestId('coupon-cancel').click();
    await expect(box.getByTestId('coupon-applied')).toBeHidden();
    await expect.poll(async () => (await serverCart(request, token)).coupon).toBeNull();
  });

  test('the add-on modal: skip goes to checkout, confirm with none warns, confirm adds the add-on first', async ({
    page,
  }) => {
    await openProduct(page, HYDRATING.urlName);
    await addFromProductPage(page);
    await openCart(page);

    await page.getByTestId('checkout').click();
    const dialog = page.getByTestId('addon-dialog');
    await expect(dialog.getByRole('heading', { name: '加購優惠' })).toBeVisible();
    const item = dialog.getByTestId('addon-item').filter({ hasText: '化妝棉' });
    await expect(item).toContainText('加購價HK$15.00');
    await dialog.getByRole('button', { name: '略過' }).click();
    await expect(page).toHaveURL('/checkout');

    await openCart(page);
    await page.getByTestId('checkout').click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: '確定' }).click();
    await expect(dialog.getByTestId('addon-alert')).toContainText('產品將不會加入購物車');
    await expect(page).toHaveURL('/shopping_cart');

    await expect(item.getByTestId('addon-quantity')).toHaveText('0');
    await item.getByTestId('addon-plus').click();
    await expect(item.getByTestId('addon-quantity')).toHaveText('1');
    await expect(item.getByTestId('addon-plus')).toBeDisabled();
    await dialog.getByRole('button', { name: '確定' }).click();
    await expect(page).toHaveURL('/checkout');

    await openCart(page);
    const addOn = page.locator('[data-testid="cart-line"][data-kind="pwp"]');
    await expect(addOn).toContainText('化妝棉');
    await expect(addOn).toContainText('加購');
    await expect(addOn.getByTestId('line-plus')).toBeDisabled();
    await expect(addOn.getByTestId('line-minus')).toBeDisabled();
    await expect(page.getByTestId('summary-goods')).toHaveText('HK$253.00');
  });

  test('a line short of stock raises the out-of-stock pop-up and blocks checkout', async ({
    page,
    request,
  }) => {
    const soldOutId = await productIdOf(request, 'tea-tree-blemish-serum');
    await openProduct(page, HYDRATING.urlName);
    await addFromProductPage(page);
    // Since it was added, the stock went: 9 wanted of the 6 left, and a product that sold out meanwhile.
    await putGuestLines(
      page,
      await page.evaluate(
        ([soldOut]) =>
          new Promise<Record<string, unknown>[]>((resolve) => {
            const open = indexedDB.open('shop');
            open.onsuccess = () => {
              const db = open.result;
              const read = db.transaction('guestCartLines').objectStore('guestCartLines').getAll();
              read.onsuccess = () => {
                const [line] = read.result as Record<string, unknown>[];
                db.close();
                resolve([
                  { ...line, quantity: 9 },
                  {
                    ...line,
                    key: `regular:${soldOut}`,
                    product_id: soldOut,
                    product_name_chi: '茶樹祛痘精華',
                    product_volume: '',
                    product_inventory: 0,
                    added_at: Date.now(),
                  },
                ]);
              };
            };
          }),
        [soldOutId],
      ),
    );
    await openCart(page);
    const popup = page.getByTestId('stock-dialog');
    await expect(popup.getByRole('heading', { name: '部分產品庫存不足' })).toBeVisible();
    await expect(popup).toContainText(`${HYDRATING.option}：只剩6件`);
    await expect(popup.getByRole('listitem').filter({ hasText: '茶樹祛痘精華' })).toContainText('已售罄');
    await popup.getByRole('button', { name: '知道了' }).click();
    await expect(popup).toBeHidden();

    await expect(page.getByTestId('checkout')).toBeDisabled();
    await expect(page.getByTestId('checkout-block')).toHaveText('部分產品庫存不足，請先調整數量或移除。');
    const soldOutLine = cartLine(page, soldOutId);
    await expect(soldOutLine.getByTestId('line-sold-out')).toHaveText('售罄');
    await expect(soldOutLine.getByTestId('line-plus')).toHaveCount(0);
    const shortLine = cartLine(page, HYDRATING.productId30ml);
    await expect(shortLine.getByTestId('line-stock-problem')).toHaveText('庫存只剩6件，請減少數量');
    await expect(shortLine.getByTestId('line-plus')).toBeDisabled();

    await soldOutLine.getByTestId('line-remove').click();
    for (let quantity = 8; quantity >= 6; quantity -= 1) {
      await shortLine.getByTestId('line-minus').click();
      await expect(shortLine.getByTestId('line-quantity')).toHaveText(String(quantity));
    }
    await expect(page.getByTestId('checkout')).toBeEnabled();
  });

  test('favourites: the heart, the confirmation, the header pop-up and /category/favorite; a member’s reach the server', async ({
    page,
    request,
  }, testInfo) => {
    await page.goto('/category/favorite');
    await expect(page.getByTestId('favourites-empty')).toBeVisible();

    await openProduct(page, HYDRATING.urlName);
    const heart = page.getByTestId('favourite');
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    const confirmation = page.getByTestId('favourite-added-dialog');
    await expect(confirmation.getByRole('heading', { name: '已加入我的最愛' })).toBeVisible();
    await expect(confirmation).toBeHidden({ timeout: 6_000 });
    await expect(page.getByTestId('favourites-count')).toHaveText('1');
    const wishlist = await page.evaluate(
      () => (window as unknown as { dataLayer: { event?: string }[] }).dataLayer,
    );
    expect(wishlist).toContainEqual(expect.objectContaining({ event: 'add_to_wishlist' }));
    // After a reload the heart still knows (the favourites load after the page).
    await page.reload();
    await expect(page.getByTestId('favourite')).toHaveAttribute('aria-pressed', 'true');

    await page.getByTestId('favourites-button').click();
    const panel = page.getByTestId('favourites-panel');
    await expect(panel.getByRole('link', { name: HYDRATING.name })).toBeVisible();
    await panel.getByRole('link', { name: '查看全部' }).click();
    await expect(page).toHaveURL('/category/favorite');
    const item = page.getByTestId('favourite-item');
    await expect(item).toHaveCount(1);
    await expect(item).toContainText(HYDRATING.name);
    await item.getByRole('button', { name: `從我的最愛移除${HYDRATING.name}` }).click();
    await expect(page.getByTestId('favourites-empty')).toBeVisible();
    await expect(page.getByTestId('favourites-count')).toHaveCount(0);

    // A member's favourites are the server's.
    const member = await signUpByApi(request, testInfo);
    const token = await tokenOf(request, member);
    await logIn(page, member);
    await openProduct(page, HYDRATING.urlName);
    await page.getByTestId('favourite').click();
    await expect(page.getByTestId('favourite')).toHaveAttribute('aria-pressed', 'true');
    await expect
      .poll(async () =>
        (
          (await (
            await request.get('/api/member/favourite', { headers: { authorization: token } })
          ).json()) as {
            displayProductId: number;
          }[]
        ).map((entry) => entry.displayProductId),
      )
      .toEqual([1001]);
  });

  test('a VIP member sees points redemption lines; a redemption beyond the points is refused and shown', async ({
    page,
    request,
  }) => {
    const token = await tokenOf(request, DEMO_VIP);
    await emptyServerCart(request, token);
    const redeemable = (await (await request.get('/api/product/all/withPoint')).json()) as {
      productId: number;
      productNameChi: string;
      productInventory: number;
      points: { productPointId: number; point: number; money: number }[];
    }[];
    const choice = redeemable
      .filter((product) => product.productInventory > 1)
      .flatMap((product) => product.points.map((option) => ({ product, option })))
      .find(({ option }) => option.point <= 8600 && option.point * 2 > 8600 && option.money > 0);
    expect(choice).toBeDefined();
    const { product, option } = choice as NonNullable<typeof choice>;
    const added = await request.post('/api/shoppingCart/cartProduct/usingPoint/add', {
      headers: { authorization: token },
      data: { productId: product.productId, productPointId: option.productPointId, quantity: 1 },
    });
    expect(added.ok()).toBe(true);

    await logIn(page, DEMO_VIP);
    await openCart(page);
    const line = page.locator('[data-testid="cart-line"][data-kind="points"]');
    await expect(line).toContainText(product.productNameChi);
    await expect(line).toContainText('積分換購');
    await expect(line).toContainText(`每件${option.point}積分另加`);
    await expect(page.getByTestId('summary-points')).toHaveText(`HK$${option.money.toFixed(2)}`);
    await expect(page.getByTestId('cart-summary')).toContainText(`積分換購（${option.point}積分）`);
    await expect(page.getByTestId('cart-points')).toContainText('你現有8600積分');

    // A second one needs more points than the member holds: the server refuses, the cart says so.
    await line.getByTestId('line-plus').click();
    await expect(page.getByTestId('cart-conflict')).toContainText('積分不足');
    await expect(line.getByTestId('line-quantity')).toHaveText('1');
    await page.getByTestId('cart-conflict').getByRole('button', { name: '知道了' }).click();
    await expect(page.getByTestId('cart-conflicts')).toBeHidden();

    await line.getByTestId('line-remove').click();
    await expect(page.getByTestId('cart-empty')).toBeVisible();
    await expect.poll(async () => (await serverCart(request, token)).productList).toEqual([]);
  });

  test('two open tabs stay in step', async ({ page, context }: { page: Page; context: BrowserContext }) => {
    await openCart(page);
    await expect(page.getByTestId('cart-empty')).toBeVisible();
    await expect(page.getByTestId('explore-more')).toHaveAttribute('href', '/');
    await expect(page.getByTestId('cart-recommended').getByTestId('product-card').first()).toBeVisible();

    const other = await context.newPage();
    await openProduct(other, HYDRATING.urlName);
    await addFromProductPage(other);
    await expect(cartLine(page, HYDRATING.productId30ml)).toBeVisible();
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    await cartLine(page, HYDRATING.productId30ml).getByTestId('line-remove').click();
    await expect(other.getByTestId('cart-count')).toHaveText('0');
    await other.close();
  });
});
