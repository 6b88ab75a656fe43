import type { PlacedStatus } from '@shop/domain/orders/order';
import { orderStreamId } from '@shop/domain/orders/orderEvents';
import { guestDraft, subscriptionDraft } from '@shop/domain/orders/orderFixtures';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../db/testDatabases.ts';
import { bearer, form } from '../../../testing/testMembers.ts';
import {
  appendOrderEvents,
  newOrderIds,
  orderHistory,
  TEST_HOME_ADDRESS,
  type TestOrder,
} from '../../../testing/testOrders.ts';
import {
  type DemoProducts,
  demoProducts,
  demoShopper,
  freshShopper,
  post,
  type Shopper,
  VIP_DEMO_POINTS,
  waitForPoints,
} from '../../../testing/testShoppers.ts';
import { backOfficeSuite, staffWith } from '../../../testing/testStaff.ts';

const HOME = { ...TEST_HOME_ADDRESS, phone: '91234567' };

describe.each(testDatabases())('the back office orders section on $name', (leg) => {
  const office = backOfficeSuite(leg);
  let products: DemoProducts;
  let clerk: { staffId: number; role: string; token: string };
  let reader: { staffId: number; token: string };

  beforeAll(async () => {
    products = await demoProducts(office.shop);
    clerk = await staffWith(office.shop, { orders: 'write' });
    reader = await staffWith(office.shop, { orders: 'read' });
  });

  /** An order brought to `status` by the domain fixtures' events, projected before the test reads it. */
  async function orderAt(status: PlacedStatus, fields: Partial<TestOrder> = {}): Promise<TestOrder> {
    const order: TestOrder = {
      ...newOrderIds(),
      buyer: { kind: 'guest', phone: '61234567', phoneCountryId: 6 },
      placedAt: '2026-11-16T06:00:00.000Z',
      order: guestDraft(),
      ...fields,
    };
    const appended = await appendOrderEvents(
      office.shop.eventStore,
      order.orderId,
      orderHistory(status, order),
    );
    await office.shop.app.deps.projections.waitFor('orders', appended.position, { timeoutMs: 10_000 });
    return order;
  }

  const detail = async (orderId: number, token = clerk.token) =>
    office.shop.app.inject({ url: `/api/admin/orders/${orderId}`, headers: bearer(token) });
  const versionOf = async (orderId: number) => (await detail(orderId)).json<{ version: number }>().version;
  const command = (orderId: number, action: string, body: Record<string, unknown>, token = clerk.token) =>
    office.shop.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/${action}`,
      headers: bearer(token),
      payload: body,
    });
  const eventTypes = async (streamId: string) =>
    (await office.shop.eventStore.readStream(streamId)).map((event) => event.type);
  const auditOf = async (orderId: number) =>
    (
      await office.shop.db.query<{ action: string; staff_id: number; before: unknown; after: unknown }>(
        `select action, staff_id, before, after from admin_audit where section = 'orders' and entity_id = $1
         order by audit_id`,
        [String(orderId)],
      )
    ).rows;
  const stockOf = async (productId: number) =>
    (
      await office.shop.db.query<{ inventory: number }>(
        'select inventory from products where product_id = $1',
        [productId],
      )
    ).rows[0]!.inventory;
  const list = async (query: string) => {
    const response = await office.shop.app.inject({
      url: `/api/admin/orders?${query}`,
      headers: bearer(clerk.token),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ items: { orderId: number; status: string }[]; total: number }>();
  };
  const expectRefusal = (response: LightMyRequestResponse, status: number, code: string) => {
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json().error.code).toBe(code);
  };

  it('lists orders filtered by status, Hong Kong day, buyer, member, phone and number', async () => {
    const shopper = await freshShopper(office.shop);
    const phone = (
      await office.shop.db.query<{ phone: string }>('select phone from members where member_id = $1', [
        shopper.memberId,
      ])
    ).rows[0]!.phone;
    // 2026-11-10 23:30 in Hong Kong is still the 10th there (15:30 UTC).
    const memberOrder = await orderAt('paid', {
      buyer: { kind: 'member', memberId: shopper.memberId, level: 'member' },
      placedAt: '2026-11-10T15:30:00.000Z',
      order: undefined,
    });
    const guestOrder = await orderAt('unpaid', {
      buyer: { kind: 'guest', phone: '5999 0001', phoneCountryId: 6 },
      placedAt: '2026-11-10T16:30:00.000Z',
    });
    const ids = (page: { items: { orderId: number }[] }) => page.items.map((item) => item.orderId);

    expect(ids(await list(`memberId=${shopper.memberId}`))).toEqual([memberOrder.orderId]);
    expect(ids(await list(`phone=${phone}`))).toEqual([memberOrder.orderId]);
    expect(ids(await list('phone=59990001'))).toEqual([guestOrder.orderId]);
    expect(ids(await list(`orderNo=${memberOrder.orderNo.slice(-8)}`))).toEqual([memberOrder.orderId]);
    const day10 = ids(await list('from=2026-11-10&to=2026-11-10&pageSize=100'));
    expect(day10).toContain(memberOrder.orderId);
    expect(day10).not.toContain(guestOrder.orderId);
    expect(ids(await list('from=2026-11-11&to=2026-11-11&pageSize=100'))).toContain(guestOrder.orderId);
    const guests = await list('buyer=guest&status=unpaid&pageSize=100');
    expect(guests.items.every((item) => item.status === 'unpaid')).toBe(true);
    expect(ids(guests)).toContain(guestOrder.orderId);
    expect(ids(guests)).not.toContain(memberOrder.orderId);
    const member = (await list(`memberId=${shopper.memberId}`)).items[0];
    expect(member).toMatchObject({
      orderNo: memberOrder.orderNo,
      status: 'paid',
      orderTotal: 55600,
      paidAmount: 55600,
      buyer: { kind: 'member', memberId: shopper.memberId, phone },
    });

    const bad = await office.shop.app.inject({
      url: '/api/admin/orders?from=10/11/2026',
      headers: bearer(clerk.token),
    });
    expectRefusal(bad, 400, 'VALIDATION_FAILED');
    const badSort = await office.shop.app.inject({
      url: '/api/admin/orders?sort=secret',
      headers: bearer(clerk.token),
    });
    expectRefusal(badSort, 400, 'VALIDATION_FAILED');
  });

  it('takes a paid order through processing, shipping and completion as the staff member', async () => {
    const order = await orderAt('paid');
    const first = (await detail(order.orderId)).json();
    expect(first).toMatchObject({
      status: 'paid',
      version: 1,
      actions: ['process', 'cancel', 'refund'],
      customer: { kind: 'guest', phone: '61234567' },
      payment: { received: 32800, refunded: 0, refundDue: 0 },
    });
    const processed = await command(order.orderId, 'process', { expectedVersion: 1 });
    expect(processed.json()).toEqual({ orderId: order.orderId, status: 'Processing', version: 2 });
    expect((await detail(order.orderId)).json().actions).toEqual(['ship', 'cancel', 'refund']);

    const noTracking = await command(order.orderId, 'ship', { expectedVersion: 2, trackingNumber: '  ' });
    expectRefusal(noTracking, 400, 'VALIDATION_FAILED');
    expect(noTracking.json().error.details.fields[0].field).toBe('trackingNumber');
    const shipped = await command(order.orderId, 'ship', {
      expectedVersion: 2,
      trackingNumber: ' SF1234567890 ',
    });
    expect(shipped.json()).toMatchObject({ status: 'inTransit', version: 3 });
    const completed = await command(order.orderId, 'complete', { expectedVersion: 3 });
    expect(completed.json()).toMatchObject({ status: 'completed', version: 4 });

    const events = await office.shop.eventStore.readStream(orderStreamId(order.orderId));
    expect(events.map((event) => event.type).slice(-3)).toEqual([
      'OrderProcessingStarted',
      'OrderShipped',
      'OrderCompleted',
    ]);
    for (const event of events.slice(-3))
      expect(event.metadata.actor).toEqual({ kind: 'staff', id: String(clerk.staffId) });
    expect(events[3]?.data).toMatchObject({ trackingNumber: 'SF1234567890' });
    const audit = await auditOf(order.orderId);
    expect(audit.map((row) => row.action)).toEqual([
      'order.processingStarted',
      'order.shipped',
      'order.completed',
    ]);
    expect(audit[1]).toMatchObject({
      staff_id: clerk.staffId,
      before: { status: 'Processing', version: 2 },
      after: { status: 'inTransit', version: 3 },
    });
    // The list (read model) shows it at once: the command waited for the projection.
    const row = (await list(`orderNo=${order.orderNo}`)).items[0];
    expect(row).toMatchObject({ status: 'completed', trackingNumbers: ['SF1234567890'] });
    const history = (await detail(order.orderId)).json().history;
    expect(history.at(-2)).toMatchObject({
      type: 'OrderShipped',
      trackingNumber: 'SF1234567890',
      actor: { kind: 'staff', id: String(clerk.staffId) },
      actorName: clerk.role,
    });
  });

  it('ships a six-month subscription twice, and completes it only after the second parcel', async () => {
    const order = await orderAt('inTransit', { order: subscriptionDraft() });
    const version = await versionOf(order.orderId);
    expect((await detail(order.orderId)).json().actions).toEqual(['awaitSecondDelivery', 'refund']);
    expectRefusal(
      await command(order.orderId, 'complete', { expectedVersion: version }),
      409,
      'SECOND_DELIVERY_OUTSTANDING',
    );
    await command(order.orderId, 'awaitSecondDelivery', { expectedVersion: version });
    const second = await command(order.orderId, 'shipSecond', {
      expectedVersion: version + 1,
      trackingNumber: 'SF2',
    });
    expect(second.json()).toMatchObject({ status: 'inTransit2nd' });
    const done = await command(order.orderId, 'complete', { expectedVersion: version + 2 });
    expect(done.json()).toMatchObject({ status: 'completed' });
    expect((await detail(order.orderId)).json().trackingNumbers).toEqual(['SF1', 'SF2']);
  });

  it('refuses a wrong state (409), a read-only role (403), a stale version (409) and writes nothing', async () => {
    const order = await orderAt('paid');
    const before = await eventTypes(orderStreamId(order.orderId));
    expectRefusal(
      await command(order.orderId, 'ship', { expectedVersion: 1, trackingNumber: 'SF1' }),
      409,
      'ORDER_NOT_PROCESSING',
    );
    expectRefusal(
      await command(order.orderId, 'delete', { expectedVersion: 1, reason: 'test' }),
      409,
      'ORDER_NOT_DELETABLE',
    );
    expectRefusal(
      await command(order.orderId, 'process', { expectedVersion: 1 }, reader.token),
      403,
      'FORBIDDEN',
    );
    expectRefusal(await command(order.orderId, 'process', { expectedVersion: 0 }), 409, 'ORDER_CHANGED');
    expectRefusal(await command(order.orderId, 'process', {}), 400, 'VALIDATION_FAILED');
    expectRefusal(await command(999_999_999, 'process', { expectedVersion: 0 }), 404, 'ORDER_NOT_FOUND');
    expect((await detail(order.orderId, reader.token)).statusCode).toBe(200);
    expect(await eventTypes(orderStreamId(order.orderId))).toEqual(before);
    expect(await auditOf(order.orderId)).toEqual([]);
  });

  it('lets only one of two staff acting on the same version through', async () => {
    const order = await orderAt('Processing');
    const other = await staffWith(office.shop, { orders: 'write' });
    const version = await versionOf(order.orderId);
    const answers = await Promise.all([
      command(order.orderId, 'ship', { expectedVersion: version, trackingNumber: 'SFA' }),
      command(order.orderId, 'cancel', { expectedVersion: version, reason: 'customer called' }, other.token),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)?.json().error.code).toBe('ORDER_CHANGED');
    const types = await eventTypes(orderStreamId(order.orderId));
    expect(types.filter((type) => type === 'OrderShipped' || type === 'OrderCanceled')).toHaveLength(1);
    expect(await auditOf(order.orderId)).toHaveLength(1);
  });

  /** The card payment as the shop takes it: the form, the sandbox gateway, its signed notify. */
  async function pay(orderId: number, shopper: Shopper): Promise<void> {
    const formAnswer = await office.shop.app.inject({
      method: 'POST',
      url: '/api/payment/form',
      headers: { ...shopper.headers, 'content-type': 'application/json' },
      payload: { orderId, billingFirstName: 'Mei', billingLastName: 'Chan', billingEmail: 'mei@example.hk' },
    });
    expect(formAnswer.statusCode, formAnswer.body).toBe(200);
    const { fields } = formAnswer.json();
    const paid = await office.shop.app.inject({
      method: 'POST',
      url: '/api/payment/sandbox/globalpay/pay',
      ...form({ ...fields, cardNumber: '4111 1111 1111 1111', outcome: 'pay' }),
    });
    expect(paid.statusCode).toBe(303);
  }

  it('cancels a paid VIP order: the stock comes back, redeemed points return and earned ones go', async () => {
    const vip = await demoShopper(office.shop, 'vip');
    await waitForPoints(office.shop, vip.memberId, VIP_DEMO_POINTS);
    const stock = await stockOf(products.hairSerum);
    const placed = await post(office.shop.app, '/order/add', vip, {
      ...HOME,
      productId: products.hairSerum,
      quantity: 2,
      pointToCash: 400,
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const { orderId } = placed.json<{ orderId: number }>();
    await pay(orderId, vip);
    expect(await stockOf(products.hairSerum)).toBe(stock - 2);
    const ledger = await office.shop.eventStore.readStream(`points-${vip.memberId}`);
    const earned = ledger.find(
      (event) => event.type === 'PointsEarned' && (event.data as { orderId: number }).orderId === orderId,
    );
    const earnedPoints = (earned?.data as { points: number } | undefined)?.points ?? 0;
    expect(earnedPoints).toBeGreaterThan(0);
    await waitForPoints(office.shop, vip.memberId, VIP_DEMO_POINTS - 400 + earnedPoints);

    const version = await versionOf(orderId);
    const emptyReason = await command(orderId, 'cancel', { expectedVersion: version, reason: ' ' });
    expectRefusal(emptyReason, 400, 'VALIDATION_FAILED');
    const canceled = await command(orderId, 'cancel', {
      expectedVersion: version,
      reason: '缺貨 out of stock',
    });
    expect(canceled.json()).toMatchObject({ status: 'canceled' });
    expect(await stockOf(products.hairSerum)).toBe(stock);
    const after = (await office.shop.eventStore.readStream(`points-${vip.memberId}`)).slice(ledger.length);
    expect(after.map((event) => [event.type, (event.data as { points?: number }).points])).toEqual([
      ['PointsRefunded', 400],
      ['PointsReversed', earnedPoints],
      ['PurchaseCanceled', undefined],
    ]);
    await waitForPoints(office.shop, vip.memberId, VIP_DEMO_POINTS);
    const answer = (await detail(orderId)).json();
    expect(answer).toMatchObject({ status: 'canceled', actions: ['delete', 'refund'] });
    expect(answer.payment.refundDue).toBe(answer.payment.received);
    expect(answer.history.at(-1)).toMatchObject({
      type: 'OrderCanceled',
      reason: '缺貨 out of stock',
      releasedStock: [{ productId: products.hairSerum, quantity: 2 }],
    });
    // Cancelling again is refused and puts no more stock back.
    expectRefusal(
      await command(orderId, 'cancel', { expectedVersion: answer.version, reason: 'again' }),
      409,
      'ORDER_CANCELED',
    );
    expect(await stockOf(products.hairSerum)).toBe(stock);
  });

  it('records refunds up to what was paid, lowering the refund due, then deletes the order', async () => {
    const order = await orderAt('canceled', { order: guestDraft() });
    // The fixture cancels it unpaid: a payment that arrives afterwards is owed back.
    const unpaid = await detail(order.orderId);
    expect(unpaid.json()).toMatchObject({ payment: { received: 0 }, actions: ['delete'] });
    expectRefusal(
      await command(order.orderId, 'refund', {
        expectedVersion: unpaid.json().version,
        amount: '1',
        reason: 'x',
      }),
      422,
      'REFUND_EXCEEDS_PAID',
    );
    const paidOrder = await orderAt('paid');
    let version = await versionOf(paidOrder.orderId);
    await command(paidOrder.orderId, 'cancel', { expectedVersion: version, reason: 'duplicate order' });
    version += 1;
    expectRefusal(
      await command(paidOrder.orderId, 'refund', {
        expectedVersion: version,
        amount: '12.345',
        reason: 'card',
      }),
      400,
      'VALIDATION_FAILED',
    );
    const partial = await command(paidOrder.orderId, 'refund', {
      expectedVersion: version,
      amount: '120.50',
      reason: '退款 card refund',
    });
    expect(partial.statusCode, partial.body).toBe(200);
    version += 1;
    expect((await detail(paidOrder.orderId)).json().payment).toEqual(
      expect.objectContaining({ received: 32800, refunded: 12050, refundDue: 20750 }),
    );
    expectRefusal(
      await command(paidOrder.orderId, 'refund', {
        expectedVersion: version,
        amount: '207.51',
        reason: 'rest',
      }),
      422,
      'REFUND_EXCEEDS_PAID',
    );
    await command(paidOrder.orderId, 'refund', { expectedVersion: version, amount: 207.5, reason: 'rest' });
    version += 1;
    const row = (await list(`orderNo=${paidOrder.orderNo}&status=canceled`)).items[0];
    expect(row).toMatchObject({ refundDue: 0, refunded: 32800 });
    expect((await auditOf(paidOrder.orderId)).map((entry) => entry.action)).toEqual([
      'order.canceled',
      'order.refundRecorded',
      'order.refundRecorded',
    ]);

    const deleted = await command(paidOrder.orderId, 'delete', {
      expectedVersion: version,
      reason: 'duplicate',
    });
    expect(deleted.json()).toMatchObject({ status: 'deleted' });
    expect((await list(`orderNo=${paidOrder.orderNo}`)).total).toBe(0);
    expect((await list(`orderNo=${paidOrder.orderNo}&status=deleted`)).total).toBe(1);
  });

  it('shows the shopper the tracking number the staff entered', async () => {
    const shopper = await freshShopper(office.shop);
    const order = await orderAt('Processing', {
      buyer: { kind: 'member', memberId: shopper.memberId, level: 'member' },
      order: undefined,
    });
    await command(order.orderId, 'ship', {
      expectedVersion: await versionOf(order.orderId),
      trackingNumber: 'SF9988776655',
    });
    const page = await office.shop.app.inject({
      url: `/api/order/${order.orderId}`,
      headers: shopper.headers,
    });
    expect(page.json()).toMatchObject({ orderStatus: 'inTransit', trackingNumber: 'SF9988776655' });
  });

  it('lets the owner act and a role without the section see nothing', async () => {
    const order = await orderAt('paid');
    expect((await command(order.orderId, 'process', { expectedVersion: 1 }, office.owner)).statusCode).toBe(
      200,
    );
    const none = await staffWith(office.shop, { products: 'write' });
    expectRefusal(await detail(order.orderId, none.token), 403, 'FORBIDDEN');
  });
});
