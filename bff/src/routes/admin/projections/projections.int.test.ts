import { hostname } from 'node:os';
import type { PlacedStatus } from '@shop/domain/orders/order';
import { pointsStreamId } from '@shop/domain/points/pointsEvents';
import { ProjectionHandlerError } from '@shop/projections/runner/projectionRunner';
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../../db/testDatabases.ts';
import { event, untilVisible } from '../../../testing/testEvents.ts';
import { bearer } from '../../../testing/testMembers.ts';
import { appendOrderEvents, newOrderIds, orderHistory } from '../../../testing/testOrders.ts';
import { backOfficeSuite } from '../../../testing/testStaff.ts';

interface Status {
  name: string;
  lag: { behind: number };
  state: string;
  lastError: { message: string; event: { type: string; streamId: string } | null } | null;
  rebuilding: { fraction: number } | null;
  runBy: string | null;
}

for (const leg of testDatabases()) {
  describe(`the projections page on ${leg.name}`, () => {
    const office = backOfficeSuite(leg);

    const statuses = async (): Promise<Status[]> =>
      (await office.shop.app.inject({ url: '/api/admin/projections', headers: bearer(office.owner) })).json();
    /** A guest's order brought to `status` by the domain fixtures' events. */
    const guestOrder = async (status: PlacedStatus, phone: string, placedAt: string) => {
      const order = {
        ...newOrderIds(),
        buyer: { kind: 'guest', phone, phoneCountryId: 6 } as const,
        placedAt,
      };
      const history = orderHistory(status, order);
      return { order, appended: await appendOrderEvents(office.shop.eventStore, order.orderId, history) };
    };

    it('shows each projection caught up, and rebuilds one from position 0 into the same rows', async () => {
      const { appended } = await guestOrder('inTransit', '61234000', '2026-11-20T02:00:00.000Z');
      await office.shop.projections.waitFor(appended.position);
      const before = await office.shop.db.query(
        'select order_id, status, tracking_numbers from orders order by order_id',
      );

      const shown = await statuses();
      expect(shown.map((s) => s.name).sort()).toEqual(['memberPoints', 'orderPayments', 'orders']);
      expect(shown.every((s) => s.state === 'ok' && s.rebuilding === null)).toBe(true);
      // The one shop process runs them all (on Postgres: it holds their locks, keyed apart from other schemas').
      expect(shown.map((s) => s.runBy)).toEqual(shown.map(() => `${hostname()}:${process.pid}`));

      const started = await office.shop.app.inject({
        method: 'POST',
        url: '/api/admin/projections/orders/rebuild',
        headers: bearer(office.owner),
      });
      expect(started.statusCode).toBe(202);
      for (let i = 0; i < 100; i += 1) {
        const orders = (await statuses()).find((s) => s.name === 'orders');
        if (orders?.rebuilding === null) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const after = await office.shop.db.query(
        'select order_id, status, tracking_numbers from orders order by order_id',
      );
      expect(after.rows).toEqual(before.rows);
      expect(after.rows).toContainEqual(expect.objectContaining({ status: 'inTransit' }));

      const audit = await office.shop.app.inject({
        url: '/api/admin/audit?section=permissions&entityId=orders',
        headers: bearer(office.owner),
      });
      expect(audit.json().items[0]).toMatchObject({ action: 'projection.rebuildStarted' });
    });

    it('refuses a second rebuild while one is under way, and an unknown projection', async () => {
      await office.shop.db.query(
        `insert into projection_status (name, rebuild_started_at, rebuild_processed, rebuild_fraction, rebuild_updated_at)
         values ('memberPoints', now(), 10, 0.5, now())
         on conflict (name) do update set rebuild_started_at = now(), rebuild_updated_at = now()`,
      );
      const second = await office.shop.app.inject({
        method: 'POST',
        url: '/api/admin/projections/memberPoints/rebuild',
        headers: bearer(office.owner),
      });
      expect(second.statusCode).toBe(409);
      expect(second.json().error.code).toBe('REBUILD_RUNNING');
      expect((await statuses()).find((s) => s.name === 'memberPoints')?.rebuilding).toMatchObject({
        fraction: 0.5,
      });
      await office.shop.db.query(
        "update projection_status set rebuild_started_at = null, rebuild_updated_at = null where name = 'memberPoints'",
      );
      const unknown = await office.shop.app.inject({
        method: 'POST',
        url: '/api/admin/projections/nothing/rebuild',
        headers: bearer(office.owner),
      });
      expect(unknown.statusCode).toBe(404);
    });

    // Last in this suite: the poison event stays in the store, so memberPoints stays stopped after it.
    it('shows a projection stopped at a poison event, with the event, while the orders read model carries on', async () => {
      const memberPoints = office.shop.projections.runners.find((runner) => runner.name === 'memberPoints')!;
      const poisonStream = pointsStreamId(990_001);
      const poison = await office.shop.eventStore.append(
        poisonStream,
        [event('PointsRedeemed', { memberId: 990_001, points: 5, orderId: 'not a number', orderNo: 'JH1' })],
        { expectedRevision: 'no_stream' },
      );
      const { order, appended: after } = await guestOrder('paid', '61234001', '2026-11-20T03:00:00.000Z');
      await untilVisible(office.shop.eventStore, after.position);

      // Each wait wakes the runner for another try; the fifth failure on the same event stops it.
      const stoppedBy = await (async () => {
        for (let tries = 0; tries < 50; tries += 1) {
          const failure = await memberPoints.waitFor(after.position, { timeoutMs: 500 }).then(
            () => null,
            (error: unknown) => error,
          );
          if (failure instanceof ProjectionHandlerError) return failure;
        }
        return null;
      })();
      expect(stoppedBy?.event.streamId).toBe(poisonStream);

      const shown = await statuses();
      expect(shown.find((s) => s.name === 'memberPoints')).toMatchObject({
        state: 'stopped',
        lag: { behind: expect.any(Number) },
        lastError: {
          message: expect.stringContaining(poisonStream),
          event: {
            type: 'PointsRedeemed',
            streamId: poisonStream,
            streamRevision: '0',
            position: { commit: String(poison.position.commit), prepare: String(poison.position.prepare) },
          },
        },
      });
      // The orders read model went past the poison event: the order appended after it is there.
      await office.shop.projections.runners
        .find((runner) => runner.name === 'orders')!
        .waitFor(after.position);
      expect(shown.find((s) => s.name === 'orders')).toMatchObject({ state: 'ok', lastError: null });
      const projected = await office.shop.db.query('select status from orders where order_id = $1', [
        order.orderId,
      ]);
      expect(projected.rows).toEqual([{ status: 'paid' }]);
    });
  });
}
