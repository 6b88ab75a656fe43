import type { RefundOwed } from '@shop/domain/admin/refunds';
import type { Cents } from '@shop/domain/money';
import { type OrderPlaced, orderEvents, orderStreamId } from '@shop/domain/orders/orderEvents';
import { GUEST, guestDraft } from '@shop/domain/orders/orderFixtures';
import { paymentReference } from '@shop/domain/payments/reference';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../db/testDatabases.ts';
import { signGatewayMessage } from '../../../payments/globalPay.ts';
import { loadOrderState } from '../../../payments/orderPayments.ts';
import { channelSecret, type PaymentSettings, paymentSettings } from '../../../payments/paymentSettings.ts';
import { bearer } from '../../../testing/testMembers.ts';
import { startTestShop, type TestShop } from '../../../testing/testShop.ts';
import { ownerToken } from '../../../testing/testStaff.ts';

/** guestDraft(): HK$328.00 to pay (HK$298.00 and HK$30.00 delivery). */
const TOTAL = 32_800;
const metadata = {
  correlationId: 'refunds-test',
  causationId: 'refunds-test',
  actor: { kind: 'system' as const, id: 'refunds-test' },
  occurredAt: '2026-11-21T02:00:00.000Z',
};
let nextOrderId = 970_000;

describe.each(testDatabases())('every payment accounted for on $name', (leg) => {
  let shop: TestShop;
  let owner: string;
  let settings: PaymentSettings;
  let secret: string;
  let transactions = 0;

  beforeAll(async () => {
    shop = await startTestShop(leg);
    owner = await ownerToken(shop);
    settings = await paymentSettings(shop.config);
    secret = channelSecret(settings, 'GLOBALPAY')!;
  });
  afterAll(() => shop?.close());

  /** A guest's order as placement leaves it (placement has its own suite). */
  async function placedOrder(): Promise<OrderPlaced & { reference: string }> {
    nextOrderId += 1;
    const data: OrderPlaced = {
      ...guestDraft(),
      orderId: nextOrderId,
      orderNo: `JH261121${String(nextOrderId).padStart(6, '0')}`,
      placement: 'guest',
      buyer: GUEST,
      currency: 'HKD',
      placedAt: '2026-11-21T02:00:00.000Z',
    };
    await shop.eventStore.append(
      orderStreamId(data.orderId),
      [orderEvents.encode({ type: 'OrderPlaced', data }, metadata)],
      { expectedRevision: 'no_stream' },
    );
    return { ...data, reference: paymentReference(settings.referencePrefix, data.orderId, data.orderNo) };
  }

  /** The gateway's signed ACCEPT for the order, under a transaction id of its own (or the one given). */
  async function accept(reference: string, transactionId = `TX-${process.pid}-${++transactions}`) {
    const fields = signGatewayMessage(
      {
        decision: 'ACCEPT',
        reasonCode: '100',
        reference,
        amountCents: TOTAL as Cents,
        currency: 'HKD',
        transactionId,
      },
      secret,
    );
    const answer = await shop.app.inject({
      method: 'POST',
      url: '/api/payment/globalpay/notify',
      payload: fields,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return { transactionId, outcome: answer.json<{ outcome: string }>().outcome };
  }

  const admin = (method: 'GET' | 'POST', url: string, payload?: object) =>
    shop.app.inject({ method, url, headers: bearer(owner), ...(payload ? { payload } : {}) });

  async function owedFor(orderId: number): Promise<RefundOwed[]> {
    const answer = await admin('GET', '/api/admin/refunds');
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<{ list: RefundOwed[] }>().list.filter((line) => line.orderId === orderId);
  }

  /** Reads until `check` passes: the list reads read models the runner fills moments after the append. */
  async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean): Promise<T> {
    const until = Date.now() + 5000;
    for (;;) {
      const value = await read();
      if (check(value) || Date.now() > until) return value;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  const notificationsOf = async (orderId: number) =>
    (
      await shop.db.query<{ n: number }>(
        'select count(*)::int as n from payment_notifications where order_id = $1',
        [orderId],
      )
    ).rows[0]?.n;

  it('pays once and records seven more captures as owed back; a refund recorded lowers what is owed', async () => {
    const order = await placedOrder();
    const sent = [];
    for (let n = 0; n < 8; n++) sent.push(await accept(order.reference));
    expect(sent.map((answer) => answer.outcome)).toEqual(['paid', ...Array(7).fill('refundDue')]);
    // A replay of any of them changes nothing.
    expect((await accept(order.reference, sent[3]!.transactionId)).outcome).toBe('repeated');
    expect((await accept(order.reference, sent[0]!.transactionId)).outcome).toBe('repeated');

    const state = await loadOrderState(shop.eventStore, order.orderId);
    // 7 × 32800 = 229600 owed; 8 × 32800 = 262400 received.
    expect(state).toMatchObject({ status: 'paid', refundDue: 229_600, received: 262_400, refunded: 0 });
    expect(await notificationsOf(order.orderId)).toBe(8);

    const owed = await eventually(
      () => owedFor(order.orderId),
      (lines) => lines.length === 7,
    );
    expect(owed.map((line) => line.gatewayReference).sort()).toEqual(
      sent
        .slice(1)
        .map((answer) => answer.transactionId)
        .sort(),
    );
    for (const line of owed)
      expect(line).toMatchObject({
        orderNo: order.orderNo,
        channel: 'GLOBALPAY',
        amount: TOTAL,
        owed: TOTAL,
      });
    const row = await shop.db.query<{ refund_due: string }>(
      'select refund_due from orders where order_id = $1',
      [order.orderId],
    );
    expect(Number(row.rows[0]?.refund_due)).toBe(229_600);

    // Staff record one refunded, as the list's button does.
    const first = owed[0]!;
    const recorded = await admin('POST', '/api/admin/refunds/record', {
      orderId: order.orderId,
      gatewayReference: first.gatewayReference,
      expectedVersion: first.version,
      amount: '328.00',
      note: 'charged twice: refunded at the gateway console',
    });
    expect(recorded.statusCode, recorded.body).toBe(200);
    const after = await loadOrderState(shop.eventStore, order.orderId);
    // 229600 − 32800 = 196800
    expect(after).toMatchObject({ status: 'paid', refundDue: 196_800, refunded: TOTAL });
    const events = await shop.eventStore.readStream(orderStreamId(order.orderId));
    expect(events.at(-1)).toMatchObject({
      type: 'RefundRecorded',
      data: { amount: TOTAL, gatewayReference: first.gatewayReference },
      metadata: { actor: { kind: 'staff' } },
    });
    const audit = await shop.db.query<{ action: string }>(
      "select action from admin_audit where section = 'orders' and entity_id = $1",
      [String(order.orderId)],
    );
    expect(audit.rows.map((entry) => entry.action)).toEqual(['order.refundRecorded']);
    const left = await owedFor(order.orderId);
    expect(left).toHaveLength(6);
    expect(left.map((line) => line.gatewayReference)).not.toContain(first.gatewayReference);

    // A refund naming a transaction the order never received is refused, and nothing is written.
    const wrong = await admin('POST', '/api/admin/refunds/record', {
      orderId: order.orderId,
      gatewayReference: 'TX-NOT-THIS-ORDER',
      expectedVersion: Number(events.at(-1)!.streamRevision),
      amount: '328.00',
      note: 'wrong line',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().error.code).toBe('REFUND_TRANSACTION_UNKNOWN');
    expect(await shop.eventStore.readStream(orderStreamId(order.orderId))).toHaveLength(events.length);

    // The reconciliation export lists every transaction with what it did.
    const csv = await admin('GET', '/api/admin/refunds/reconciliation.csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.split('\r\n').filter((line) => line.includes(order.orderNo));
    expect(lines).toHaveLength(8);
    const resultOf = (transactionId: string) =>
      lines.find((line) => line.includes(`"${transactionId}"`))?.split('","')[8];
    expect(resultOf(sent[0]!.transactionId)).toBe('paid');
    expect(resultOf(first.gatewayReference)).toBe('refunded');
    expect(sent.slice(1).filter((answer) => resultOf(answer.transactionId) === 'refund owed')).toHaveLength(
      6,
    );
    expect(lines.every((line) => line.includes('"328.00"'))).toBe(true);
  });

  it('answers a payment after a staff cancel truthfully and texts that it will be refunded', async () => {
    const order = await placedOrder();
    const canceled = await admin('POST', `/api/admin/orders/${order.orderId}/cancel`, {
      expectedVersion: 0,
      reason: 'out of stock at the warehouse',
    });
    expect(canceled.statusCode, canceled.body).toBe(200);
    const late = await accept(order.reference);
    expect(late.outcome).toBe('refundDue');
    expect(await loadOrderState(shop.eventStore, order.orderId)).toMatchObject({
      status: 'canceled',
      refundDue: TOTAL,
    });
    const texts = await eventually(
      async () =>
        (
          await shop.db.query<{ text: string }>('select text from sms_outbox where text like $1', [
            `%${order.orderNo}%`,
          ])
        ).rows.map((row) => row.text),
      (found) => found.length > 0,
    );
    expect(texts).toHaveLength(1);
    expect(texts[0]).toContain('已取消');
    expect(texts[0]).toContain('HK$328.00');
    expect(texts[0]).toContain('will be refunded');
    expect(texts[0]).not.toContain('已付款');
    expect(texts[0]).not.toMatch(/\bpaid\b/);
    const owed = await eventually(
      () => owedFor(order.orderId),
      (lines) => lines.length === 1,
    );
    expect(owed).toMatchObject([
      { gatewayReference: late.transactionId, reason: 'ORDER_CANCELED', owed: TOTAL },
    ]);
  });

  it('owes back the payment of a paid order staff cancel, and the list shows it until refunded', async () => {
    const order = await placedOrder();
    const paid = await accept(order.reference);
    expect(paid.outcome).toBe('paid');
    const canceled = await admin('POST', `/api/admin/orders/${order.orderId}/cancel`, {
      expectedVersion: 1,
      reason: 'customer called to cancel',
    });
    expect(canceled.statusCode, canceled.body).toBe(200);
    const owed = await eventually(
      () => owedFor(order.orderId),
      (lines) => lines.length === 1,
    );
    expect(owed).toMatchObject([
      { gatewayReference: paid.transactionId, reason: 'CANCELED_AFTER_PAYMENT', owed: TOTAL },
    ]);
  });
});
