import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/**
 * Orders placed and paid through the shop's own API, for the specs that need an order to look at (orders,
 * admin-orders, admin-history): the demo members, placement as a guest or a member, and the sandbox gateway's
 * payment.
 */

export const DEMO_MEMBER = { phone: '91234567', password: 'Passw0rd!' };
export const DEMO_VIP = { phone: '98765432', password: 'Passw0rd!' };
/**
 * Orders hold their stock for the payment window, and every spec runs on two screen sizes against one
 * shop: orders are placed of a product no other spec counts (1,200 in stock), never of the hydrating serum
 * whose pinned stock of 6 the storefront and cart specs show.
 */
export const ORDERED_URL_NAME = 'deep-sea-fish-oil';

export async function logIn(page: Page, member: { phone: string; password: string }) {
  await page.goto('/login');
  const form = page.locator('form.account-form');
  await form.getByLabel('手提電話號碼').fill(member.phone);
  await form.getByLabel('密碼', { exact: true }).fill(member.password);
  await form.getByRole('button', { name: '登入', exact: true }).click();
  await expect(page).toHaveURL('/');
}

export async function tokenOf(request: APIRequestContext, member: { phone: string; password: string }) {
  const answer = await request.post('/api/login', {
    data: { username: `852${member.phone}`, password: member.password },
  });
  expect(answer.ok()).toBe(true);
  return answer.headers().authorization ?? '';
}

export async function productIdOf(request: APIRequestContext, urlName: string): Promise<number> {
  const product = (await (await request.get(`/api/displayProduct/${urlName}`)).json()) as {
    products: { productId: number }[];
  };
  const id = product.products[0]?.productId;
  expect(id).toBeDefined();
  return id as number;
}

export const homeAddress = {
  countryId: 6,
  shippingMethod: 'HOME_DELIVERY',
  orderAddressRecipient: '陳大文',
  orderAddressProvince: '九龍',
  orderAddressCity: '油尖旺區',
  orderAddressZone: '旺角',
  orderAddress1: '彌敦道 688 號',
  orderAddress2: '旺角中心',
  orderAddress3: '12',
  orderAddress4: 'B',
  phoneCountryId: 6,
  email: 'e2e-orders@example.com',
};

export interface Placed {
  orderId: number;
  orderNo: string;
}

/** POST order/guest/add: a guest's order of one product (needs the bff's placement route). */
export async function placeGuestOrder(request: APIRequestContext, phone: string): Promise<Placed> {
  const productId = await productIdOf(request, ORDERED_URL_NAME);
  const answer = await request.post('/api/order/guest/add', {
    data: {
      ...homeAddress,
      phone,
      productListJson: [{ productId, quantity: 1, deliveryTimes: 1 }],
      couponCode: '',
    },
  });
  expect(answer.ok()).toBe(true);
  const placed = (await answer.json()) as Placed;
  expect(placed.orderId).toBeGreaterThan(0);
  return placed;
}

/** POST order/add (express): a member's order of one product (needs the bff's placement route). */
export async function placeMemberOrder(request: APIRequestContext, authorization: string): Promise<Placed> {
  const productId = await productIdOf(request, ORDERED_URL_NAME);
  const answer = await request.post('/api/order/add', {
    headers: { authorization },
    data: {
      ...homeAddress,
      phone: DEMO_VIP.phone,
      productId,
      quantity: 1,
      deliveryTimes: 1,
      couponCode: '',
    },
  });
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as Placed;
}

/**
 * Pays a member's order as the browser would: the payment form (POST payment/form), then the sandbox
 * gateway's card page with a card that pays; the gateway's signed notify marks the order paid before the
 * redirect answers (docs/payments.md).
 */
export async function payOrder(
  request: APIRequestContext,
  authorization: string,
  orderId: number,
): Promise<void> {
  const answer = await request.post('/api/payment/form', {
    headers: { authorization },
    data: {
      orderId,
      billingFirstName: 'Mei',
      billingLastName: 'Chan',
      billingEmail: 'e2e-orders@example.com',
    },
  });
  expect(answer.ok()).toBe(true);
  const { fields } = (await answer.json()) as { fields: Record<string, string> };
  const paid = await request.post('/api/payment/sandbox/globalpay/pay', {
    form: { ...fields, cardNumber: '4111 1111 1111 1111', outcome: 'pay' },
    maxRedirects: 0,
  });
  expect(paid.status()).toBe(303);
  expect(paid.headers().location).toMatch(/^\/globalpay\/s\?Ref=/);
}

/**
 * Pays a guest's order as the browser would: the payment form (POST payment/form, the guest named by the
 * order's phone), then the sandbox gateway's card page the form points at, with a card that pays.
 */
export async function payGuestOrder(request: APIRequestContext, order: Placed, phone: string): Promise<void> {
  const form = await request.post('/api/payment/form', {
    data: { orderId: order.orderId, orderNo: order.orderNo, phone, channel: 'GLOBALPAY' },
  });
  expect(form.ok()).toBe(true);
  const { action, fields } = (await form.json()) as { action: string; fields: Record<string, string> };
  const paid = await request.post(`${new URL(action, 'http://shop.invalid').pathname}/pay`, {
    form: { ...fields, cardNumber: '4111111111111111', outcome: 'pay' },
    maxRedirects: 0,
  });
  expect(paid.status()).toBe(303);
}

/** What checkout leaves in the guest's tab (lib/guestOrderSession.ts), so the return page knows the order. */
export async function rememberGuestOrder(page: Page, order: Placed, phone: string) {
  await page.evaluate(
    ({ orderId, orderNo, phone }) => {
      sessionStorage.setItem('guest_order_phone', phone);
      sessionStorage.setItem('guest_order_no', orderNo);
      sessionStorage.setItem('guest_order_id', String(orderId));
    },
    { ...order, phone },
  );
}

/** The browser's try at the sandbox gateway with a card the bank declines (204, docs/payments.md). */
export async function declineAtGateway(
  request: APIRequestContext,
  order: Placed,
  who: { authorization: string } | { phone: string },
) {
  const form = await request.post('/api/payment/form', {
    ...('authorization' in who ? { headers: { authorization: who.authorization } } : {}),
    data: {
      orderId: order.orderId,
      ...('phone' in who ? { orderNo: order.orderNo, phone: who.phone } : {}),
      billingFirstName: 'Mei',
    },
  });
  expect(form.ok()).toBe(true);
  const { fields } = (await form.json()) as { fields: Record<string, string> };
  const declined = await request.post('/api/payment/sandbox/globalpay/pay', {
    form: { ...fields, cardNumber: '4000000000000204', outcome: 'pay' },
    maxRedirects: 0,
  });
  expect(declined.headers().location).toMatch(/^\/globalpay\/f\?Ref=.*&c=204$/);
}
