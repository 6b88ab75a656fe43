import { type GlobalPosition, START } from '@shop/domain/events';
import type { OrderBuyer, OrderEvent } from '@shop/domain/orders/orderEvents';
import { storeCheckpoint } from '@shop/projections/runner/checkpoints';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../db/testDatabases.ts';
import { orderIdOfNumber, orderNumberOf } from '../orders/orderNumbers.ts';
import { type FakePushService, startFakePushService } from '../testing/fakePushService.ts';
import { appendOrderEvents, newOrderIds, orderHistory } from '../testing/testOrders.ts';
import { startTestShop, type TestShop } from '../testing/testShop.ts';
import { demoShopper, expectError } from '../testing/testShoppers.ts';
import { PUSH_REACTOR_NAME } from './pushReactor.ts';
import { sendDuePushes } from './pushSender.ts';

const GUEST_PHONE = '61239876';
/** A fresh order id with a number in the shop's own shape (JH + yymmdd + id), as a guest types it. */
function realOrderIds(): { orderId: number; orderNo: string } {
  const { orderId } = newOrderIds();
  const orderNo = orderNumberOf(orderId, new Date('2026-11-21T02:00:00.000Z'));
  expect(orderIdOfNumber(orderNo)).toBe(orderId);
  return { orderId, orderNo };
}

const guest: OrderBuyer = { kind: 'guest', phone: GUEST_PHONE, phoneCountryId: 6 };

async function until(condition: () => boolean | Promise<boolean>, what: string, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.each(testDatabases())('Web Push on $name', (leg) => {
  let shop: TestShop;
  let service: FakePushService;

  beforeAll(async () => {
    service = await startFakePushService(() => shop.push?.keys.publicKey ?? '');
    shop = await startTestShop(leg, { config: { push: { vapid: null, serviceOrigins: [service.origin] } } });
    // These tests send with sendDuePushes themselves: the shop's own round every second would race them for
    // a claim (a row in flight when a test reads it) and send at moments the test does not choose.
    await shop.push?.sender.stop();
  }, 120_000);
  afterAll(async () => {
    await shop?.close();
    await service?.close();
  });

  const push = () => {
    if (!shop.push) throw new Error('push is off');
    return shop.push;
  };
  /**
   * The position of the latest append here. The reactor is waited for up to it, not up to the store's head:
   * the head stops below the oldest transaction still open (the event store's horizon), so it can lag behind
   * an append that has committed.
   */
  let appended: GlobalPosition = START;
  const append: typeof appendOrderEvents = async (...args) => {
    const result = await appendOrderEvents(...args);
    appended = result.position;
    return result;
  };
  /** Lets the reactor queue everything appended here and sends what is due (the shop's own round is stopped). */
  async function deliver(): Promise<void> {
    await push().reactor.waitFor(appended, { timeoutMs: 10_000 });
    await sendDuePushes({
      db: shop.db,
      clock: shop.clock,
      keys: push().keys,
      shopName: shop.config.shopName,
    });
  }
  const subscribe = (body: object, headers: Record<string, string> = {}) =>
    shop.app.inject({ method: 'POST', url: '/api/push/subscription', payload: body, headers });
  const count = async (sql: string, values: unknown[] = []) =>
    Number((await shop.db.query<{ n: string }>(`select count(*)::text as n from ${sql}`, values)).rows[0]?.n);

  async function placeGuestOrder(
    history: 'unpaid' | 'paid' = 'unpaid',
  ): Promise<{ orderId: number; orderNo: string; events: OrderEvent[] }> {
    const ids = realOrderIds();
    const all = orderHistory('inTransit', { ...ids, buyer: guest, placedAt: '2026-11-21T02:00:00.000Z' });
    const events = history === 'unpaid' ? all.slice(0, 1) : all.slice(0, 2);
    await append(shop.eventStore, ids.orderId, events);
    return { ...ids, events: all };
  }

  it('answers the VAPID public key the notifications are signed with', async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/api/push/publicKey' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ publicKey: push().keys.publicKey });
    expect(Buffer.from(push().keys.publicKey, 'base64url')).toHaveLength(65);
  });

  it('refuses endpoints that are not a push service, and stores nothing', async () => {
    const order = await placeGuestOrder();
    const { subscription } = service.browser('refused');
    for (const endpoint of [
      'http://169.254.169.254/latest/meta-data',
      'https://internal.example.com/push/1',
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://fcm.googleapis.com:8443/fcm/send/abc',
      'https://user:pw@fcm.googleapis.com/fcm/send/abc',
      'file:///etc/passwd',
    ]) {
      const response = await subscribe({
        subscription: { ...subscription, endpoint },
        orderNo: order.orderNo,
        phone: GUEST_PHONE,
      });
      expectError(response, 400, 'PUSH_ENDPOINT_REFUSED');
    }
    expect(await count('push_subscriptions where order_id = $1', [order.orderId])).toBe(0);
  });

  it("tells a guest once when their order is paid and when it ships, decrypted with the browser's keys", async () => {
    const order = await placeGuestOrder();
    const browser = service.browser('guest-phone');
    const wrongPhone = await subscribe({
      subscription: browser.subscription,
      orderNo: order.orderNo,
      phone: '99990000',
    });
    expect(wrongPhone.statusCode).toBe(404);
    const followed = await subscribe({
      subscription: browser.subscription,
      orderNo: order.orderNo,
      phone: GUEST_PHONE,
      lang: 'en',
    });
    expect(followed.statusCode).toBe(200);
    expect(followed.json()).toEqual({
      follows: { kind: 'order', orderId: order.orderId, orderNo: order.orderNo },
    });

    // PaymentConfirmed, OrderProcessingStarted, OrderShipped (tracking number SF1 in the fixtures).
    await append(shop.eventStore, order.orderId, order.events.slice(1), { after: 1 });
    await deliver();
    await until(() => service.received.filter((p) => p.browser === 'guest-phone').length >= 2, 'two pushes');
    const mine = service.received.filter((p) => p.browser === 'guest-phone');
    expect(mine.map((p) => p.payload)).toEqual([
      {
        title: shop.config.shopName,
        body: `Order ${order.orderNo} is paid. We are preparing it.`,
        icon: '/icons/icon-192.png',
        tag: `order-${order.orderNo}`,
        lang: 'en',
        url: `/order_enquiry?o=${order.orderNo}&p=${GUEST_PHONE}&g=1`,
      },
      expect.objectContaining({ body: `Order ${order.orderNo} has shipped. Tracking number SF1.` }),
    ]);
    expect(mine[0]?.vapid).toMatchObject({ aud: service.origin, sub: expect.stringMatching(/^mailto:/) });
    expect(service.problems).toEqual([]);

    // Exactly once: sending again posts nothing more.
    await deliver();
    expect(service.received.filter((p) => p.browser === 'guest-phone')).toHaveLength(2);
  });

  it('never sends again on a replay from the start, nor old news to a later follower', async () => {
    const order = await placeGuestOrder('paid');
    await deliver();
    const late = service.browser('late-follower');
    const response = await subscribe({
      subscription: late.subscription,
      orderNo: order.orderNo,
      phone: GUEST_PHONE,
    });
    expect(response.statusCode).toBe(200);
    const before = service.posts;
    const sentBefore = await count(`push_deliveries where status = 'sent'`);

    // Replay: the reactor's checkpoint back to the start, every event read again.
    await push().reactor.stop();
    await storeCheckpoint(shop.db, PUSH_REACTOR_NAME, START);
    const reactor = push().reactor.runners[0];
    expect(await reactor?.catchUp()).toBeGreaterThan(0);
    await sendDuePushes({
      db: shop.db,
      clock: shop.clock,
      keys: push().keys,
      shopName: shop.config.shopName,
    });

    expect(service.posts).toBe(before);
    expect(await count(`push_deliveries where status = 'sent'`)).toBe(sentBefore);
    expect(
      await count(
        'push_deliveries d join push_subscriptions s using (subscription_id) where s.endpoint = $1',
        [late.subscription.endpoint],
      ),
    ).toBe(0);
    await reactor?.start();
  });

  it('retries when the push service fails, with a growing pause', async () => {
    const order = await placeGuestOrder();
    const browser = service.browser('flaky');
    await subscribe({ subscription: browser.subscription, orderNo: order.orderNo, phone: GUEST_PHONE });
    service.answers.push(500);
    await append(shop.eventStore, order.orderId, order.events.slice(1, 2), { after: 1 });
    await deliver();
    const row = async () =>
      (
        await shop.db.query<{ status: string; attempts: number; last_error: string | null }>(
          `select d.status, d.attempts, d.last_error from push_deliveries d join push_subscriptions s
           using (subscription_id) where s.endpoint = $1`,
          [browser.subscription.endpoint],
        )
      ).rows;
    expect(await row()).toEqual([
      { status: 'pending', attempts: 1, last_error: 'push service answered 500' },
    ]);
    expect(service.received.filter((p) => p.browser === 'flaky')).toHaveLength(0);

    // Not before its pause (30 s after the first failure)…
    shop.clock.advance(20_000);
    await sendDuePushes({
      db: shop.db,
      clock: shop.clock,
      keys: push().keys,
      shopName: shop.config.shopName,
    });
    expect((await row())[0]?.attempts).toBe(1);
    // …and then once.
    shop.clock.advance(11_000);
    await sendDuePushes({
      db: shop.db,
      clock: shop.clock,
      keys: push().keys,
      shopName: shop.config.shopName,
    });
    await until(async () => (await row())[0]?.status === 'sent', 'the retry');
    expect(await row()).toEqual([{ status: 'sent', attempts: 2, last_error: null }]);
    expect(service.received.filter((p) => p.browser === 'flaky').map((p) => p.payload.body)).toEqual([
      `訂單 ${order.orderNo} 已付款，我們正為你準備貨品。`,
    ]);
  });

  it('drops the subscription when the push service answers 410 Gone', async () => {
    const order = await placeGuestOrder();
    const browser = service.browser('gone');
    await subscribe({ subscription: browser.subscription, orderNo: order.orderNo, phone: GUEST_PHONE });
    expect(await count('push_subscriptions where endpoint = $1', [browser.subscription.endpoint])).toBe(1);
    service.answers.push(410);
    await append(shop.eventStore, order.orderId, order.events.slice(1, 2), { after: 1 });
    await deliver();
    await until(
      async () =>
        (await count('push_subscriptions where endpoint = $1', [browser.subscription.endpoint])) === 0,
      'the subscription to go',
    );
    expect(service.received.filter((p) => p.browser === 'gone')).toHaveLength(0);
  });

  it('tells a follower of a sold-out product once when it is back, with its name, picture and page', async () => {
    const product = (
      await shop.db.query<{ product_id: number; name_chi: string; display_product_id: number }>(
        'select product_id, name_chi, display_product_id from products order by product_id limit 1',
      )
    ).rows[0];
    if (!product) throw new Error('no demo product');
    await shop.db.query(
      `update products set inventory = 0, images = array['/api/file/77'] where product_id = $1`,
      [product.product_id],
    );
    const browser = service.browser('restock');
    const followed = await subscribe({ subscription: browser.subscription, productId: product.product_id });
    expect(followed.json()).toEqual({
      follows: { kind: 'product', productId: product.product_id, productName: product.name_chi },
    });

    await shop.db.query('update products set inventory = 5 where product_id = $1', [product.product_id]);
    await deliver();
    await until(() => service.received.some((p) => p.browser === 'restock'), 'the restock push');
    expect(service.received.filter((p) => p.browser === 'restock').map((p) => p.payload)).toEqual([
      {
        title: shop.config.shopName,
        body: `${product.name_chi} 已補貨，現在可以購買。`,
        icon: '/icons/icon-192.png',
        image: '/api/file/77',
        tag: `restock-${product.product_id}`,
        lang: 'zh-HK',
        url: `/product/${product.display_product_id}`,
      },
    ]);
    // Once: sold out and back again tells nobody, the follow has ended.
    await shop.db.query('update products set inventory = 0 where product_id = $1', [product.product_id]);
    await shop.db.query('update products set inventory = 3 where product_id = $1', [product.product_id]);
    await deliver();
    expect(service.received.filter((p) => p.browser === 'restock')).toHaveLength(1);
  });

  it('lets a member follow only their own order, list what they follow and stop it', async () => {
    const member = await demoShopper(shop, 'ordinary');
    const other = await demoShopper(shop, 'vip');
    const ids = realOrderIds();
    await append(
      shop.eventStore,
      ids.orderId,
      orderHistory('unpaid', {
        ...ids,
        buyer: { kind: 'member', memberId: member.memberId, level: 'member' },
        placedAt: '2026-11-21T02:00:00.000Z',
      }),
    );
    const browser = service.browser('member-phone');
    const asGuest = await subscribe({ subscription: browser.subscription, orderId: ids.orderId });
    expectError(asGuest, 400, 'PUSH_TARGET_REQUIRED');
    const asOther = await subscribe(
      { subscription: browser.subscription, orderId: ids.orderId },
      other.headers,
    );
    expect(asOther.statusCode).toBe(404);
    const own = await subscribe({ subscription: browser.subscription, orderId: ids.orderId }, member.headers);
    expect(own.statusCode).toBe(200);

    const list = await shop.app.inject({
      method: 'GET',
      url: '/api/push/subscriptions',
      headers: member.headers,
    });
    expect(list.json()).toEqual({
      follows: [
        {
          subscriptionId: expect.any(Number),
          endpoint: browser.subscription.endpoint,
          createdAt: expect.any(String),
          openUrl: `/order/${ids.orderId}`,
          follows: { kind: 'order', orderId: ids.orderId, orderNo: ids.orderNo },
        },
      ],
    });
    const { subscriptionId } = list.json().follows[0];
    // Another member neither sees the follow nor removes it by its id: the same answer as a missing one.
    const othersList = await shop.app.inject({
      method: 'GET',
      url: '/api/push/subscriptions',
      headers: other.headers,
    });
    expect(othersList.json()).toEqual({ follows: [] });
    const byOther = await shop.app.inject({
      method: 'DELETE',
      url: `/api/push/subscriptions/${subscriptionId}`,
      headers: other.headers,
    });
    expect(byOther.json()).toEqual({ removed: 0 });
    const noToken = await shop.app.inject({
      method: 'DELETE',
      url: `/api/push/subscriptions/${subscriptionId}`,
    });
    expect(noToken.statusCode).toBe(401);
    expect(await count('push_subscriptions where subscription_id = $1', [subscriptionId])).toBe(1);

    // The member removes it from the member area, by its id.
    const byMember = await shop.app.inject({
      method: 'DELETE',
      url: `/api/push/subscriptions/${subscriptionId}`,
      headers: member.headers,
    });
    expect(byMember.json()).toEqual({ removed: 1 });
    expect(await count('push_subscriptions where subscription_id = $1', [subscriptionId])).toBe(0);

    // The browser that follows stops it by its endpoint.
    await subscribe({ subscription: browser.subscription, orderId: ids.orderId }, member.headers);
    const removed = await shop.app.inject({
      method: 'DELETE',
      url: '/api/push/subscription',
      payload: { endpoint: browser.subscription.endpoint, orderId: ids.orderId },
    });
    expect(removed.json()).toEqual({ removed: 1 });
    const after = await shop.app.inject({
      method: 'GET',
      url: '/api/push/subscriptions',
      headers: member.headers,
    });
    expect(after.json()).toEqual({ follows: [] });
  });
});
