import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../db/testDatabases.ts';
import { backOfficeSuite, staffWith } from '../../../testing/testStaff.ts';

for (const leg of testDatabases()) {
  describe(`the prices section on ${leg.name}`, () => {
    const office = backOfficeSuite(leg);
    const { call } = office;
    let productIds: number[];
    let displayProductId: number;
    beforeAll(async () => {
      // A display product with one option, so its shown price follows that option.
      const { rows } = await office.shop.db.query<{ product_id: number; display_product_id: number }>(
        `select min(product_id) as product_id, display_product_id from products
         where display_product_id in (select display_product_id from display_products where status = 1)
         group by display_product_id having count(*) = 1 order by display_product_id limit 2`,
      );
      productIds = rows.map((row) => Number(row.product_id));
      displayProductId = rows[0]!.display_product_id;
    });

    const count = async (table: string) =>
      Number((await office.shop.db.query<{ n: string }>(`select count(*) as n from ${table}`)).rows[0]!.n);

    it('edits an option price; the storefront shows it on the next request; the audit keeps before and after', async () => {
      const id = productIds[0]!;
      const before = (
        await office.shop.db.query<{ price_cents: number; discount_price_cents: number | null }>(
          'select price_cents, discount_price_cents from products where product_id = $1',
          [id],
        )
      ).rows[0]!;
      const edited = await call('PUT', `/api/admin/prices/${id}`, office.owner, {
        price: '388.00',
        discountPrice: '299.9',
      });
      expect(edited.statusCode, edited.body).toBe(200);
      expect(edited.json()).toMatchObject({ productId: id, priceCents: 38800, discountPriceCents: 29990 });

      const shown = (await office.shop.app.inject({ url: `/api/displayProduct/${displayProductId}` })).json();
      expect(shown).toMatchObject({
        displayProductPrice: 388,
        displayProductDiscountPrice: 299.9,
        minPrice: 299.9,
      });
      expect(shown.products[0]).toMatchObject({ productPrice: 388, productDiscountPrice: 299.9 });

      const audit = (await call('GET', `/api/admin/audit?section=prices&entityId=${id}`)).json();
      expect(audit.items[0]).toMatchObject({
        action: 'price.changed',
        before: { priceCents: before.price_cents, discountPriceCents: before.discount_price_cents },
        after: { priceCents: 38800, discountPriceCents: 29990 },
      });

      const audits = await count('admin_audit');
      const same = await call('PUT', `/api/admin/prices/${id}`, office.owner, {
        price: 388,
        discountPrice: 299.9,
      });
      expect(same.statusCode).toBe(200);
      expect(await count('admin_audit')).toBe(audits);
    });

    it('refuses a price of zero, more than two decimals, a discount above the price, an unknown option', async () => {
      const id = productIds[0]!;
      const audits = await count('admin_audit');
      for (const payload of [
        { price: 0 },
        { price: '10.001' },
        { price: 10, discountPrice: 12 },
        { price: -5 },
        {},
      ]) {
        const refused = await call('PUT', `/api/admin/prices/${id}`, office.owner, payload);
        expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
        expect(refused.json().error.code).toBe('VALIDATION_FAILED');
      }
      expect((await call('PUT', '/api/admin/prices/999999', office.owner, { price: 10 })).statusCode).toBe(
        404,
      );
      const { rows } = await office.shop.db.query('select price_cents from products where product_id = $1', [
        id,
      ]);
      expect(rows[0]).toEqual({ price_cents: 38800 });
      expect(await count('admin_audit')).toBe(audits);
    });

    it('previews a sale of N % off without writing, then applies it with one audit row', async () => {
      const audits = await count('admin_audit');
      const { rows: original } = await office.shop.db.query<{
        product_id: number;
        price_cents: number;
        discount_price_cents: number | null;
      }>(
        'select product_id, price_cents, discount_price_cents from products where product_id = any ($1::int[]) order by product_id',
        [productIds],
      );
      const expected = original.map((row) => row.price_cents - Math.round((row.price_cents * 15) / 100));
      const preview = await call('POST', '/api/admin/prices/bulk', office.owner, {
        productIds,
        percentOff: 15,
      });
      expect(preview.statusCode, preview.body).toBe(200);
      expect(preview.json().applied).toBe(false);
      expect(
        preview.json().lines.map((line: { discountPriceCentsAfter: number }) => line.discountPriceCentsAfter),
      ).toEqual(expected);
      // 38800 less 15 % (5820) is 32980.
      expect(expected[0]).toBe(32980);
      const { rows: unchanged } = await office.shop.db.query(
        'select product_id, price_cents, discount_price_cents from products where product_id = any ($1::int[]) order by product_id',
        [productIds],
      );
      expect(unchanged).toEqual(original);
      expect(await count('admin_audit')).toBe(audits);

      const applied = await call('POST', '/api/admin/prices/bulk', office.owner, {
        productIds,
        percentOff: 15,
        apply: true,
      });
      expect(applied.json().applied).toBe(true);
      const { rows: after } = await office.shop.db.query<{ discount_price_cents: number }>(
        'select discount_price_cents from products where product_id = any ($1::int[]) order by product_id',
        [productIds],
      );
      expect(after.map((row) => row.discount_price_cents)).toEqual(expected);
      const audit = (await call('GET', '/api/admin/audit?section=prices')).json();
      expect(audit.items[0]).toMatchObject({ action: 'prices.discounted' });
      expect(await count('admin_audit')).toBe(audits + 1);

      for (const payload of [
        { productIds, percentOff: 95 },
        { productIds, percentOff: 0 },
        { productIds: [], percentOff: 10 },
      ]) {
        expect((await call('POST', '/api/admin/prices/bulk', office.owner, payload)).statusCode).toBe(400);
      }
      const unknown = await call('POST', '/api/admin/prices/bulk', office.owner, {
        productIds: [999999],
        percentOff: 10,
        apply: true,
      });
      expect(unknown.statusCode).toBe(404);
    });

    it('lists prices with points prices, sorted on the server, and lets a reader only look', async () => {
      const list = (await call('GET', '/api/admin/prices?sort=price&order=desc&pageSize=50')).json();
      const prices = list.items.map((row: { priceCents: number }) => row.priceCents);
      expect(prices).toEqual([...prices].sort((a: number, b: number) => b - a));
      const { rows } = await office.shop.db.query<{ product_id: number }>(
        'select product_id from product_points limit 1',
      );
      const withPoints = (await call('GET', `/api/admin/prices?pageSize=100&sort=sku`)).json();
      expect(withPoints.total).toBe(await count('products'));
      // The demo shop sells some options for points: their rows carry the points prices.
      const sku = (
        await office.shop.db.query<{ sku: string }>('select sku from products where product_id = $1', [
          rows[0]!.product_id,
        ])
      ).rows[0]!.sku;
      const found = (await call('GET', `/api/admin/prices?q=${encodeURIComponent(sku)}`)).json();
      expect(found.items[0].points.length).toBeGreaterThan(0);
      const one = (await call('GET', `/api/admin/prices?productId=${productIds[0]}`)).json();
      expect(one).toMatchObject({ total: 1, items: [{ productId: productIds[0], priceCents: 38800 }] });
      const reader = await staffWith(office.shop, { prices: 'read' });
      expect((await call('GET', '/api/admin/prices', reader.token)).statusCode).toBe(200);
      expect(
        (await call('PUT', `/api/admin/prices/${productIds[0]}`, reader.token, { price: 1 })).statusCode,
      ).toBe(403);
    });
  });
}
