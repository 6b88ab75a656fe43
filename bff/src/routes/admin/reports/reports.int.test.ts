import type { OrderEvent } from '@shop/domain/orders/orderEvents';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../db/testDatabases.ts';
import { bearer } from '../../../testing/testMembers.ts';
import { appendOrderEvents, newOrderIds, orderHistory } from '../../../testing/testOrders.ts';
import type { TestShop } from '../../../testing/testShop.ts';
import { backOfficeSuite, staffWith } from '../../../testing/testStaff.ts';

/** An order paid at `paidAt` (its placement and lines are the domain fixtures'). */
async function paidOrder(shop: TestShop, paidAt: string) {
  const ids = newOrderIds();
  const events = orderHistory('paid', {
    ...ids,
    buyer: { kind: 'guest', phone: '61234567', phoneCountryId: 6 },
    placedAt: paidAt,
  }).map(
    (event): OrderEvent =>
      event.type === 'PaymentConfirmed' ? { ...event, data: { ...event.data, paidAt } } : event,
  );
  const appended = await appendOrderEvents(shop.eventStore, ids.orderId, events);
  await shop.projections.waitFor(appended.position);
  const placed = events[0]!;
  if (placed.type !== 'OrderPlaced') throw new Error('the history starts with OrderPlaced');
  return { ...ids, total: placed.data.totals.orderTotal, lines: placed.data.lines };
}

for (const leg of testDatabases()) {
  describe(`the reports section on ${leg.name}`, () => {
    const office = backOfficeSuite(leg);
    let late: Awaited<ReturnType<typeof paidOrder>>;
    let early: Awaited<ReturnType<typeof paidOrder>>;
    beforeAll(async () => {
      // 23:30 and 00:30 in Hong Kong: the same UTC day (15:30Z, 16:30Z), two Hong Kong days.
      late = await paidOrder(office.shop, '2025-03-05T15:30:00.000Z');
      early = await paidOrder(office.shop, '2025-03-05T16:30:00.000Z');
    });

    const report = (query: string, token = office.owner) =>
      office.shop.app.inject({ url: `/api/admin/reports?${query}`, headers: bearer(token) });

    it('counts sales on the Hong Kong day they were paid, with every day of the range a row', async () => {
      const response = await report('from=2025-03-04&to=2025-03-07&by=day');
      expect(response.statusCode).toBe(200);
      expect(response.json().sales).toEqual([
        { period: '2025-03-04', orders: 0, salesCents: 0 },
        { period: '2025-03-05', orders: 1, salesCents: late.total },
        { period: '2025-03-06', orders: 1, salesCents: early.total },
        { period: '2025-03-07', orders: 0, salesCents: 0 },
      ]);
      const weekly = await report('from=2025-03-03&to=2025-03-16&by=week');
      expect(weekly.json().sales).toEqual([
        { period: '2025-03-03', orders: 2, salesCents: late.total + early.total },
        { period: '2025-03-10', orders: 0, salesCents: 0 },
      ]);
    });

    it('ranks the range’s best sellers by quantity, with their takings', async () => {
      const top = (await report('from=2025-03-05&to=2025-03-06')).json().topProducts;
      const first = late.lines[0]!;
      const quantity = [...late.lines, ...early.lines]
        .filter((line) => line.productId === first.productId)
        .reduce((sum, line) => sum + line.quantity, 0);
      expect(top.find((row: { productId: number }) => row.productId === first.productId)).toMatchObject({
        sku: first.sku,
        quantity,
      });
    });

    it('exports a table as CSV a spreadsheet opens, and refuses a bad range without a 5xx', async () => {
      const csv = await office.shop.app.inject({
        url: '/api/admin/reports/sales.csv?from=2025-03-05&to=2025-03-06',
        headers: bearer(office.owner),
      });
      expect(csv.statusCode).toBe(200);
      expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(csv.body.split('\r\n')).toEqual([
        '\uFEFF"period","orders","sales_hkd"',
        `"2025-03-05","1","${(late.total / 100).toFixed(2)}"`,
        `"2025-03-06","1","${(early.total / 100).toFixed(2)}"`,
        '',
      ]);
      for (const query of [
        'from=2025-03-06&to=2025-03-05',
        'from=2024-01-01&to=2025-03-05',
        'from=2025-02-30&to=2025-03-01',
        'from=x',
      ]) {
        const refused = await report(query);
        expect(refused.statusCode, query).toBe(400);
        expect(refused.json().error.code).toBe('VALIDATION_FAILED');
      }
      const unknown = await office.shop.app.inject({
        url: '/api/admin/reports/secrets.csv?from=2025-03-05&to=2025-03-06',
        headers: bearer(office.owner),
      });
      expect(unknown.statusCode).toBe(404);
    });

    it('counts members by level, and is closed to a role without reports', async () => {
      const levels = (await report('from=2025-03-05&to=2025-03-05')).json().membersByLevel;
      const { rows } = await office.shop.db.query<{ vip: string | number; all: string | number }>(
        'select count(*) filter (where member_level_id = 2) as vip, count(*) as all from members',
      );
      expect(levels).toEqual([
        { level: 'ordinary', members: Number(rows[0]!.all) - Number(rows[0]!.vip) },
        { level: 'vip', members: Number(rows[0]!.vip) },
      ]);
      const clerk = await staffWith(office.shop, { orders: 'write' });
      expect((await report('from=2025-03-05&to=2025-03-05', clerk.token)).statusCode).toBe(403);
    });
  });
}
