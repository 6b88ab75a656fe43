import { START } from '@shop/domain/events';
import { type OrderEvent, orderStreamId } from '@shop/domain/orders/orderEvents';
import { PLACED_AT } from '@shop/domain/orders/orderFixtures';
import { allocateRefund, orderPaymentsReadModel } from '@shop/projections/orderPayments/orderPayments';
import type { Db } from '@shop/projections/ports/db';
import type { EventStore } from '@shop/projections/ports/eventStore';
import { allProjections } from '@shop/projections/registry';
import { loadCheckpoint } from '@shop/projections/runner/checkpoints';
import { applyEvents, ProjectionRunner, prepareProjection } from '@shop/projections/runner/projectionRunner';
import { liveTableNames } from '@shop/projections/runner/readModel';
import { rebuildProjection } from '@shop/projections/runner/rebuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../db/testDatabases.ts';
import { openStore, rows, untilVisible } from '../testing/testEvents.ts';
import { appendOrderEvents, newOrderIds, orderHistory, type TestOrder } from '../testing/testOrders.ts';

const MEMBER = { kind: 'member', memberId: 4242, level: 'vip' } as const;
/** draft(): HK$556.00. */
const TOTAL = 55_600;

it('spreads a refund over the named transaction first, then the oldest owed, the rest as refunded', () => {
  const stored = [
    { gateway_reference: 'GW-3', owed: '55600', refunded: '0' },
    { gateway_reference: 'GW-2', owed: '55600', refunded: '0' },
    { gateway_reference: 'GW-1', owed: '0', refunded: '0' },
  ];
  // 60000 = 55600 to GW-3 + 4400 to GW-2
  expect(allocateRefund(stored, 60_000)).toEqual([
    { gatewayReference: 'GW-3', owed: 0, refunded: 55_600 },
    { gatewayReference: 'GW-2', owed: 51_200, refunded: 4400 },
    { gatewayReference: 'GW-1', owed: 0, refunded: 0 },
  ]);
  // Nothing owed (a goodwill refund of a paid order): counted as refunded on the first row.
  expect(allocateRefund([{ gateway_reference: 'GW-1', owed: 0, refunded: 0 }], 1000)).toEqual([
    { gatewayReference: 'GW-1', owed: 0, refunded: 1000 },
  ]);
});

for (const leg of testDatabases()) {
  describe(`order payments read model on ${leg.name}`, () => {
    let db: Db;
    let store: EventStore;
    let close: () => Promise<void>;
    let runner: ProjectionRunner;
    beforeAll(async () => {
      ({ db, store, close } = await openStore(leg));
      await prepareProjection(db, orderPaymentsReadModel);
      runner = new ProjectionRunner({ db, store, projection: orderPaymentsReadModel, batchSize: 4 });
    });
    afterAll(async () => {
      await close?.();
    });

    const newOrder = (): TestOrder => ({ ...newOrderIds(), buyer: MEMBER, placedAt: PLACED_AT });
    const unwanted = (
      order: TestOrder,
      gatewayReference: string,
      reason: 'ALREADY_PAID' | 'ORDER_CANCELED',
    ) =>
      ({
        type: 'UnwantedPaymentReceived',
        data: {
          orderId: order.orderId,
          orderNo: order.orderNo,
          channel: 'GLOBALPAY',
          gatewayReference,
          amount: TOTAL,
          currency: 'HKD',
          reason,
          refundDue: TOTAL,
        },
      }) as const satisfies OrderEvent;

    async function project(order: TestOrder, events: readonly OrderEvent[]) {
      const appended = await appendOrderEvents(store, order.orderId, events);
      await untilVisible(store, appended.position);
      await runner.catchUp();
    }

    const paymentsOf = (orderId: number) =>
      rows<{
        gateway_reference: string;
        kind: string;
        reason: string | null;
        owed: number;
        refunded: number;
      }>(
        db,
        `select gateway_reference, kind, reason, owed::int, refunded::int from order_payments
         where order_id = ${orderId} order by gateway_reference`,
      );

    it('is registered', () => {
      expect(allProjections).toContain(orderPaymentsReadModel);
    });

    it('keeps one row per transaction: the payment, a second capture owed, a refund naming it, a cancellation', async () => {
      const order = newOrder();
      const paid = orderHistory('paid', order);
      const refund: OrderEvent = {
        type: 'RefundRecorded',
        data: {
          orderId: order.orderId,
          orderNo: order.orderNo,
          amount: TOTAL,
          reason: 'charged twice',
          gatewayReference: 'GW-2',
        },
      };
      const cancel: OrderEvent = {
        type: 'OrderCanceled',
        data: {
          orderId: order.orderId,
          orderNo: order.orderNo,
          requestedBy: 'staff',
          reason: 'out of stock',
          // 166800 received − 55600 refunded − 55600 owed = 55600
          refundDue: TOTAL,
          pointsToReturn: 0,
          releasedStock: [],
        },
      };
      await project(order, [
        ...paid,
        unwanted(order, 'GW-2', 'ALREADY_PAID'),
        unwanted(order, 'GW-3', 'ALREADY_PAID'),
        refund,
        cancel,
      ]);
      expect(await paymentsOf(order.orderId)).toEqual([
        { gateway_reference: 'GW-1', kind: 'paid', reason: null, owed: TOTAL, refunded: 0 },
        { gateway_reference: 'GW-2', kind: 'unwanted', reason: 'ALREADY_PAID', owed: 0, refunded: TOTAL },
        { gateway_reference: 'GW-3', kind: 'unwanted', reason: 'ALREADY_PAID', owed: TOTAL, refunded: 0 },
      ]);
    });

    it('changes nothing when the same events are applied again, and rebuilds to the same rows', async () => {
      const order = newOrder();
      await project(order, [
        ...orderHistory('canceled', order),
        unwanted(order, 'GW-LATE', 'ORDER_CANCELED'),
      ]);
      const snapshot = () => rows(db, 'select * from order_payments order by order_id, gateway_reference');
      const before = await snapshot();
      expect(await paymentsOf(order.orderId)).toEqual([
        {
          gateway_reference: 'GW-LATE',
          kind: 'unwanted',
          reason: 'ORDER_CANCELED',
          owed: TOTAL,
          refunded: 0,
        },
      ]);
      const events = await store.readStream(orderStreamId(order.orderId));
      await db.transaction((tx) =>
        applyEvents(tx, orderPaymentsReadModel, liveTableNames(orderPaymentsReadModel), [
          ...events,
          ...events,
        ]),
      );
      expect(await snapshot()).toEqual(before);

      await db.query('update order_payments set owed = 0, refunded = 1');
      const result = await rebuildProjection(db, store, orderPaymentsReadModel);
      expect(result.events).toBe((await store.readAll(START, 10_000)).length);
      expect(await snapshot()).toEqual(before);
      expect(await loadCheckpoint(db, orderPaymentsReadModel.name)).toEqual(await store.headPosition());
    });
  });
}
