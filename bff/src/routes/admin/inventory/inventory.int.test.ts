import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../db/testDatabases.ts';
import { reserveStock } from '../../../orders/stock.ts';
import { backOfficeSuite, staffWith } from '../../../testing/testStaff.ts';

for (const leg of testDatabases()) {
  describe(`the inventory section on ${leg.name}`, () => {
    const office = backOfficeSuite(leg);
    const { call } = office;
    let productId: number;
    beforeAll(async () => {
      const { rows } = await office.shop.db.query<{ product_id: number }>(
        'select product_id from products order by product_id limit 1',
      );
      productId = rows[0]!.product_id;
      await office.shop.db.query('update products set inventory = 5 where product_id = $1', [productId]);
    });

    const adjust = (payload: object, token = office.owner, id = productId) =>
      call('POST', `/api/admin/inventory/${id}/adjustments`, token, payload);
    const stock = async () =>
      (
        await office.shop.db.query<{ inventory: number }>(
          'select inventory from products where product_id = $1',
          [productId],
        )
      ).rows[0]!.inventory;
    const count = async (table: string) =>
      Number((await office.shop.db.query<{ n: string }>(`select count(*) as n from ${table}`)).rows[0]!.n);

    it('adds and takes stock with a reason, keeps the history and the audit row', async () => {
      const received = await adjust({ change: '7', reason: '到貨 Delivery from supplier' });
      expect(received.statusCode, received.body).toBe(200);
      expect(received.json()).toMatchObject({ change: 7, stockBefore: 5, stockAfter: 12 });
      const broken = await adjust({ change: -2, reason: '破損 Broken in the shop' });
      expect(broken.json()).toMatchObject({ stockBefore: 12, stockAfter: 10 });
      expect(await stock()).toBe(10);

      const history = (await call('GET', `/api/admin/inventory/${productId}/adjustments`)).json();
      expect(history.total).toBe(2);
      expect(history.items).toMatchObject([
        { change: -2, stockAfter: 10, reason: '破損 Broken in the shop', staffName: '店主 Owner' },
        { change: 7, stockAfter: 12 },
      ]);
      const audit = (await call('GET', `/api/admin/audit?section=inventory&entityId=${productId}`)).json();
      expect(audit.items[0]).toMatchObject({
        action: 'stock.adjusted',
        before: { inventory: 12 },
        after: { inventory: 10, change: -2 },
      });
    });

    it('never goes below zero, needs a reason and a change, and writes nothing when it refuses', async () => {
      const before = [await stock(), await count('inventory_adjustments'), await count('admin_audit')];
      const below = await adjust({ change: -11, reason: 'Stock count' });
      expect(below.statusCode).toBe(409);
      expect(below.json().error).toMatchObject({ code: 'STOCK_BELOW_ZERO', details: { inventory: 10 } });
      for (const payload of [
        { change: -1 },
        { change: 3, reason: ' ' },
        { change: 0, reason: 'Nothing' },
        { change: 1.5, reason: 'Half' },
      ]) {
        const refused = await adjust(payload);
        expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
        expect(refused.json().error.code).toBe('VALIDATION_FAILED');
      }
      expect((await adjust({ change: 1, reason: 'Found one' }, office.owner, 999999)).statusCode).toBe(404);
      expect([await stock(), await count('inventory_adjustments'), await count('admin_audit')]).toEqual(
        before,
      );
    });

    it('takes stock safely beside orders reserving it at the same moment', async () => {
      // 10 on the shelf: an order reserves 4 while staff write off 3 twice and 5 once, 15 in all. Which come
      // first is up to timing; whatever would cross zero is refused, and what is left adds up.
      const results = await Promise.all([
        office.shop.db.transaction((tx) => reserveStock(tx, [{ productId, quantity: 4 }])),
        adjust({ change: -3, reason: 'Write-off A' }),
        adjust({ change: -3, reason: 'Write-off B' }),
        adjust({ change: -5, reason: 'Write-off C' }),
      ]);
      const [shortage, ...adjustments] = results as [unknown[], ...{ statusCode: number }[]];
      const taken = adjustments.filter((r) => r.statusCode === 200).length;
      expect(adjustments.every((r) => r.statusCode === 200 || r.statusCode === 409)).toBe(true);
      const left = await stock();
      expect(left).toBeGreaterThanOrEqual(0);
      const takenTotal = adjustments
        .map((r, i) => (r.statusCode === 200 ? [3, 3, 5][i]! : 0))
        .reduce((a, b) => a + b, 0);
      expect(left).toBe(10 - takenTotal - (shortage.length === 0 ? 4 : 0));
      expect(taken).toBeGreaterThan(0);
    });

    it('lists stock levels, the low-stock list under a threshold, sorted on the server', async () => {
      await office.shop.db.query('update products set inventory = 2 where product_id = $1', [productId]);
      const low = (
        await call('GET', '/api/admin/inventory?lowStock=3&sort=stock&order=asc&pageSize=100')
      ).json();
      expect(low.items.length).toBeGreaterThan(0);
      expect(low.items.every((row: { inventory: number }) => row.inventory <= 3)).toBe(true);
      expect(low.items.some((row: { productId: number }) => row.productId === productId)).toBe(true);
      const levels = low.items.map((row: { inventory: number }) => row.inventory);
      expect(levels).toEqual([...levels].sort((a: number, b: number) => a - b));
      const one = (await call('GET', `/api/admin/inventory?productId=${productId}`)).json();
      expect(one).toMatchObject({ total: 1, items: [{ productId, inventory: 2 }] });
      const all = (await call('GET', '/api/admin/inventory?pageSize=1')).json();
      expect(all.total).toBe(await count('products'));
      expect((await call('GET', '/api/admin/inventory?lowStock=-1')).statusCode).toBe(400);
    });

    it('lets an inventory reader look but not adjust', async () => {
      const reader = await staffWith(office.shop, { inventory: 'read' });
      expect((await call('GET', '/api/admin/inventory', reader.token)).statusCode).toBe(200);
      expect((await adjust({ change: 1, reason: 'Try' }, reader.token)).statusCode).toBe(403);
    });
  });
}
