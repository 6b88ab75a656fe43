import { START } from '@shop/domain/events';
import { ORDER_STATUSES, type PlacedStatus } from '@shop/domain/orders/order';
import { type OrderEvent, orderStreamId } from '@shop/domain/orders/orderEvents';
import { PLACED_AT, subscriptionDraft } from '@shop/domain/orders/orderFixtures';
import { pointsStreamId } from '@shop/domain/points/pointsEvents';
import { ordersReadModel } from '@shop/projections/orders/orders';
import type { Db } from '@shop/projections/ports/db';
import type { EventStore } from '@shop/projections/ports/eventStore';
import { allProjections } from '@shop/projections/registry';
import { loadCheckpoint } from '@shop/projections/runner/checkpoints';
import { applyEvents, ProjectionRunner, prepareProjection } from '@shop/projections/runner/projectionRunner';
import { liveTableNames } from '@shop/projections/runner/readModel';
import { rebuildProjection } from '@shop/projections/runner/rebuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../db/testDatabases.ts';
import { orderAnswer } from '../orders/orderAnswer.ts';
import { foldOrderView } from '../orders/orderView.ts';
import { event, openStore, rows, untilVisible } from '../testing/testEvents.ts';
import { appendOrderEvents, newOrderIds, orderHistory, type TestOrder } from '../testing/testOrders.ts';

const MEMBER = { kind: 'member', memberId: 4242, level: 'vip' } as const;
const PLACED_STATUSES = ORDER_STATUSES.filter((status): status is PlacedStatus => status !== 'notPlaced');

function newOrder(fields: Partial<TestOrder> = {}): TestOrder {
  return { ...newOrderIds(), buyer: MEMBER, placedAt: PLACED_AT, ...fields };
}

for (const leg of testDatabases()) {
  describe(`orders read model on ${leg.name}`, () => {
    let db: Db;
    let store: EventStore;
    let close: () => Promise<void>;
    let runner: ProjectionRunner;
    beforeAll(async () => {
      ({ db, store, close } = await openStore(leg));
      await prepareProjection(db, ordersReadModel);
      runner = new ProjectionRunner({ db, store, projection: ordersReadModel, batchSize: 4 });
    });
    afterAll(async () => {
      await close?.();
    });

    async function project(order: TestOrder, events: readonly OrderEvent[], after = 0) {
      const appended = await appendOrderEvents(store, order.orderId, events, { after });
      await untilVisible(store, appended.position);
      await runner.catchUp();
    }

    /** The view as the bff reads it from the row (orders/orderQueries.ts reads the same columns). */
    async function rowAnswer(orderId: number) {
      const [row] = await rows<{
        status: PlacedStatus;
        tracking_numbers: string[];
        payment_failure_code: string | null;
        placed: never;
      }>(
        db,
        `select status, tracking_numbers, payment_failure_code, placed from orders where order_id = ${orderId}`,
      );
      if (!row) throw new Error(`order ${orderId} has no row`);
      return orderAnswer({
        placed: row.placed,
        status: row.status,
        trackingNumbers: row.tracking_numbers,
        paymentFailureCode: row.payment_failure_code,
      });
    }

    async function foldedAnswer(orderId: number) {
      const view = foldOrderView(await store.readStream(orderStreamId(orderId)));
      if (!view) throw new Error(`order ${orderId} has no stream`);
      return orderAnswer(view);
    }

    it('is registered', () => {
      expect(allProjections).toContain(ordersReadModel);
      expect(ordersReadModel.tables).toEqual(['orders', 'order_lines']);
    });

    it.each(PLACED_STATUSES)(
      'reads an order that reached %s exactly as folding its stream does',
      async (status) => {
        const order = newOrder({ order: status.includes('2nd') ? subscriptionDraft() : undefined });
        await project(order, orderHistory(status, order));
        const answer = await rowAnswer(order.orderId);
        expect(answer.orderStatus).toBe(status);
        expect(answer).toEqual(await foldedAnswer(order.orderId));
      },
    );

    it('keeps the figures the reports need, per order and per line', async () => {
      const order = newOrder({ placedAt: '2026-11-16T07:30:00.000Z' });
      await project(order, orderHistory('paid', order));
      const [row] = await rows<Record<string, unknown>>(
        db,
        `select order_no, status, placement, member_id, guest_phone, placed_at, paid_at, canceled_at, currency,
           product_total_before_discount, coupon_discount, product_total, points_cash, shipping_fee, order_total,
           paid_amount, refund_due, points_used_for_cash, points_used_for_redemption, points_to_earn,
           points_earned, shipping_method, tracking_numbers, payment_failure_code, revision
         from orders where order_id = ${order.orderId}`,
      );
      expect({
        ...row,
        placed_at: new Date(row!.placed_at as string).toISOString(),
        paid_at: new Date(row!.paid_at as string).toISOString(),
      }).toEqual({
        order_no: order.orderNo,
        status: 'paid',
        placement: 'member',
        member_id: 4242,
        guest_phone: null,
        placed_at: '2026-11-16T07:30:00.000Z',
        // paymentConfirmed's paidAt in the fixtures.
        paid_at: PLACED_AT,
        canceled_at: null,
        currency: 'HKD',
        // HK$298 × 2 − HK$30 coupon − HK$10 of points, free delivery (orderFixtures.draft).
        product_total_before_discount: 59600,
        coupon_discount: 3000,
        product_total: 56600,
        points_cash: 1000,
        shipping_fee: 0,
        order_total: 55600,
        paid_amount: 55600,
        refund_due: 0,
        points_used_for_cash: 2000,
        points_used_for_redemption: 0,
        points_to_earn: 556,
        points_earned: 0,
        shipping_method: 'HOME_DELIVERY',
        tracking_numbers: [],
        payment_failure_code: null,
        revision: 1,
      });
      expect(
        await rows(
          db,
          `select line_no, product_id, display_product_id, sku, kind, quantity, charged_unit_price, final_price,
             product_point, delivery_times from order_lines where order_id = ${order.orderId}`,
        ),
      ).toEqual([
        {
          line_no: 1,
          product_id: 1,
          display_product_id: 101,
          sku: 'SERUM-50',
          kind: 'regular',
          quantity: 2,
          charged_unit_price: 29800,
          final_price: 56600,
          product_point: 0,
          delivery_times: 1,
        },
      ]);

      // The points the payment earned arrive on the member's points stream.
      const earned = await store.append(
        pointsStreamId(4242),
        [
          event('PointsEarned', {
            memberId: 4242,
            points: 556,
            orderId: order.orderId,
            orderNo: order.orderNo,
            reason: 'ORDER_PAID',
          }),
        ],
        { expectedRevision: 'any' },
      );
      await untilVisible(store, earned.position);
      await runner.catchUp();
      expect(await rows(db, `select points_earned from orders where order_id = ${order.orderId}`)).toEqual([
        { points_earned: 556 },
      ]);
    });

    it('shows the last payment failure until a new attempt, and both tracking numbers in order', async () => {
      const order = newOrder();
      const ids = { orderId: order.orderId, orderNo: order.orderNo };
      const requested: OrderEvent = {
        type: 'PaymentRequested',
        data: {
          ...ids,
          channel: 'GLOBALPAY',
          reference: `DEV-${order.orderId}_x`,
          amount: 55600,
          currency: 'HKD',
        },
      };
      const failed: OrderEvent = {
        type: 'PaymentFailed',
        data: { ...ids, channel: 'GLOBALPAY', rejectionCode: '205' },
      };
      await project(order, [...orderHistory('unpaid', order), requested, failed]);
      const afterFailure = await rowAnswer(order.orderId);
      expect({ status: afterFailure.orderStatus, code: afterFailure.paymentFailureCode }).toEqual({
        status: 'unpaid',
        code: '205',
      });
      expect(afterFailure).toEqual(await foldedAnswer(order.orderId));

      await project(order, [requested], 3);
      expect((await rowAnswer(order.orderId)).paymentFailureCode).toBeNull();
      expect(await rowAnswer(order.orderId)).toEqual(await foldedAnswer(order.orderId));

      const subscription = newOrder({ order: subscriptionDraft() });
      await project(subscription, orderHistory('inTransit2nd', subscription));
      expect(
        await rows(db, `select tracking_numbers from orders where order_id = ${subscription.orderId}`),
      ).toEqual([{ tracking_numbers: ['SF1', 'SF2'] }]);
      expect((await rowAnswer(subscription.orderId)).trackingNumber).toBe('SF2');
    });

    it('changes nothing when the same events are applied again', async () => {
      const order = newOrder({ order: subscriptionDraft() });
      const late: OrderEvent = {
        type: 'PaymentReceivedAfterCancellation',
        data: {
          orderId: order.orderId,
          orderNo: order.orderNo,
          channel: 'GLOBALPAY',
          gatewayReference: 'GW-LATE',
          amount: 32800,
          currency: 'HKD',
        },
      };
      await project(order, [...orderHistory('canceled', order), late]);
      const shipped = newOrder({ order: subscriptionDraft() });
      await project(shipped, orderHistory('inTransit2nd', shipped));
      const snapshot = async () => ({
        orders: await rows(
          db,
          `select * from orders where order_id in (${order.orderId}, ${shipped.orderId}) order by order_id`,
        ),
        lines: await rows(
          db,
          `select * from order_lines where order_id in (${order.orderId}, ${shipped.orderId}) order by order_id, line_no`,
        ),
      });
      const before = await snapshot();
      expect(before.orders.map((row) => row.refund_due)).toEqual([32800, 0]);

      const events = [
        ...(await store.readStream(orderStreamId(order.orderId))),
        ...(await store.readStream(orderStreamId(shipped.orderId))),
      ];
      await db.transaction((tx) =>
        applyEvents(tx, ordersReadModel, liveTableNames(ordersReadModel), [...events, ...events]),
      );
      expect(await snapshot()).toEqual(before);
    });

    it('rebuilds to the same rows', async () => {
      const order = newOrder({ buyer: { kind: 'guest', phone: '61234567', phoneCountryId: 6 } });
      await project(order, orderHistory('completed', order));
      const snapshot = async () => ({
        orders: await rows(db, 'select * from orders order by order_id'),
        lines: await rows(db, 'select * from order_lines order by order_id, line_no'),
      });
      const built = await snapshot();
      expect(built.orders.length).toBeGreaterThan(PLACED_STATUSES.length);
      await db.query('delete from order_lines');
      await db.query('update orders set status = $1', ['deleted']);
      const result = await rebuildProjection(db, store, ordersReadModel);
      expect(result.events).toBe((await store.readAll(START, 10_000)).length);
      expect(await snapshot()).toEqual(built);
      expect(await loadCheckpoint(db, ordersReadModel.name)).toEqual(await store.headPosition());
    });
  });
}
