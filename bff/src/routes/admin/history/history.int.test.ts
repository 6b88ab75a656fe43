import type { Actor } from '@shop/domain/events';
import { orderDecider } from '@shop/domain/orders/decide';
import { orderEvents, orderStreamId } from '@shop/domain/orders/orderEvents';
import { draft } from '@shop/domain/orders/orderFixtures';
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../../db/testDatabases.ts';
import { runStreamCommand } from '../../../eventSourcing/streamCommand.ts';
import { bearer } from '../../../testing/testMembers.ts';
import { newOrderIds } from '../../../testing/testOrders.ts';
import { freshShopper } from '../../../testing/testShoppers.ts';
import { backOfficeSuite, staffWith } from '../../../testing/testStaff.ts';

const HOUR = 3_600_000;

for (const leg of testDatabases()) {
  describe(`order and points replay on ${leg.name}`, () => {
    const office = backOfficeSuite(leg);

    const get = (url: string, token: string) =>
      office.shop.app.inject({ method: 'GET', url, headers: bearer(token) });

    /** Runs one order command as `actor` at the shop's clock, as the route handlers do. */
    const command = (orderId: number, actor: Actor, next: Parameters<typeof orderDecider.decide>[0]) =>
      runStreamCommand({
        eventStore: office.shop.eventStore,
        decider: orderDecider,
        codec: orderEvents,
        streamId: orderStreamId(orderId),
        command: next,
        metadata: {
          correlationId: `corr-${next.type}`,
          causationId: `cause-${next.type}`,
          actor,
          occurredAt: office.shop.clock.now().toISOString(),
        },
        now: office.shop.clock.now(),
      });

    /** A member's order placed, paid by the gateway an hour later, then processed and shipped by staff. */
    async function shippedOrder(shipper: { staffId: number }) {
      const shopper = await freshShopper(office.shop, { vip: true });
      const ids = newOrderIds();
      const order = draft();
      const placedAt = office.shop.clock.now();
      await command(
        ids.orderId,
        { kind: 'member', id: String(shopper.memberId) },
        {
          type: 'PlaceMemberOrder',
          data: { ...ids, member: { kind: 'member', memberId: shopper.memberId, level: 'vip' }, order },
        },
      );
      office.shop.clock.advance(HOUR);
      await command(
        ids.orderId,
        { kind: 'system', id: 'gateway' },
        {
          type: 'ConfirmPayment',
          data: {
            verifiedByGateway: true,
            channel: 'GLOBALPAY',
            gatewayReference: `GW-${ids.orderId}`,
            amount: order.totals.orderTotal,
            currency: 'HKD',
          },
        },
      );
      office.shop.clock.advance(HOUR);
      const staff = { kind: 'staff', id: String(shipper.staffId) } as const;
      await command(ids.orderId, staff, { type: 'StartProcessing', data: {} });
      office.shop.clock.advance(HOUR);
      await command(ids.orderId, staff, { type: 'ShipOrder', data: { trackingNumber: 'SF1234567890' } });
      return { ...ids, memberId: shopper.memberId, placedAt };
    }

    it('shows each step of an order with its actor, correlation, state after and changes', async () => {
      const shipper = await staffWith(office.shop, { orders: 'write' });
      const order = await shippedOrder(shipper);
      const reader = await staffWith(office.shop, { orders: 'read' });
      const response = await get(`/api/admin/orders/${order.orderId}/history`, reader.token);
      expect(response.statusCode).toBe(200);
      const history = response.json();
      expect(history.streamId).toBe(`order-${order.orderId}`);
      expect(
        history.steps.map((step: { type: string; actor: { kind: string; name: string | null } }) => [
          step.type,
          step.actor.kind,
          step.actor.name,
        ]),
      ).toEqual([
        ['OrderPlaced', 'member', '會員 測試'],
        ['PaymentConfirmed', 'system', null],
        ['OrderProcessingStarted', 'staff', shipper.role],
        ['OrderShipped', 'staff', shipper.role],
      ]);
      const shipped = history.steps[3];
      expect(shipped).toMatchObject({
        position: 3,
        correlationId: 'corr-ShipOrder',
        at: new Date(order.placedAt.getTime() + 3 * HOUR).toISOString(),
        stateAfter: { status: 'inTransit', trackingNumbers: ['SF1234567890'] },
        changes: [
          { path: 'status', before: 'Processing', after: 'inTransit' },
          { path: 'trackingNumbers[0]', after: 'SF1234567890' },
        ],
      });
      expect(history.state).toMatchObject({ status: 'inTransit' });
    });

    it('answers the order as of a past moment from its stream, and 404 before it was placed', async () => {
      const shipper = await staffWith(office.shop, { orders: 'write' });
      const order = await shippedOrder(shipper);
      const url = `/api/admin/orders/${order.orderId}/history`;
      const between = new Date(order.placedAt.getTime() + 1.5 * HOUR).toISOString();
      const asOf = await get(`${url}?asOf=${encodeURIComponent(between)}`, office.owner);
      expect(asOf.statusCode).toBe(200);
      expect(asOf.json()).toMatchObject({ asOf: between, state: { status: 'paid', trackingNumbers: [] } });
      expect(asOf.json().steps.map((step: { type: string }) => step.type)).toEqual([
        'OrderPlaced',
        'PaymentConfirmed',
      ]);
      const hongKongTime = `${new Date(order.placedAt.getTime() + 8 * HOUR + 3 * HOUR).toISOString().slice(0, 19)}+08:00`;
      expect(
        (await get(`${url}?asOf=${encodeURIComponent(hongKongTime)}`, office.owner)).json().state.status,
      ).toBe('inTransit');

      const before = new Date(order.placedAt.getTime() - 1).toISOString();
      const none = await get(`${url}?asOf=${encodeURIComponent(before)}`, office.owner);
      expect(none.statusCode).toBe(404);
      expect(none.json().error.code).toBe('ORDER_NOT_FOUND');
      expect((await get('/api/admin/orders/987654321/history', office.owner)).statusCode).toBe(404);
      const bad = await get(`${url}?asOf=yesterday`, office.owner);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.code).toBe('VALIDATION_FAILED');
    });

    it('keeps the order timeline to the orders grant and the ledger to the points grant', async () => {
      const pointsOnly = await staffWith(office.shop, { points: 'read' });
      const shipper = await staffWith(office.shop, { orders: 'write' });
      const order = await shippedOrder(shipper);
      expect((await get(`/api/admin/orders/${order.orderId}/history`, pointsOnly.token)).statusCode).toBe(
        403,
      );
      expect(
        (await get(`/api/admin/members/${order.memberId}/points/history`, pointsOnly.token)).statusCode,
      ).toBe(200);
      expect(
        (await get(`/api/admin/members/${order.memberId}/points/history`, shipper.token)).statusCode,
      ).toBe(403);
    });
  });
}
