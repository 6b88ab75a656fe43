import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../db/testDatabases.ts';
import { bearer } from '../../../testing/testMembers.ts';
import { backOfficeSuite, staffWith } from '../../../testing/testStaff.ts';

/** A small PNG, different for every `hue`, so each upload is new content. */
const png = (hue: number) =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: { r: hue, g: 120, b: 200 } } })
    .png()
    .toBuffer();

for (const leg of testDatabases()) {
  describe(`the products section on ${leg.name}`, () => {
    const office = backOfficeSuite(leg);
    const { call } = office;
    let image: string;
    let related: number[];
    beforeAll(async () => {
      const shown = await office.shop.db.query<{ display_product_id: number }>(
        'select display_product_id from display_products where status = 1 order by display_product_id limit 2',
      );
      related = shown.rows.map((row) => row.display_product_id);
      const upload = await office.shop.app.inject({
        method: 'POST',
        url: '/api/admin/products/images',
        headers: { ...bearer(office.owner), 'content-type': 'image/png' },
        payload: await png(10),
      });
      expect(upload.statusCode, upload.body).toBe(200);
      image = upload.json().name;
    });

    const form = (overrides: Record<string, unknown> = {}) => ({
      nameChi: '玫瑰修護髮油',
      nameEng: 'Rose Repair Hair Oil',
      urlName: 'rose-repair-hair-oil',
      status: 'onSale',
      categoryIds: [10100],
      images: [image],
      description: '<p>Silky <b>hair</b></p><script>alert(1)</script><img src=x onerror="alert(2)">',
      hashtags: ['#護髮新品', 'Repair'],
      relatedIds: related.join(', '),
      options: [
        { volume: '100ml', sku: 'ROSE-OIL-100', price: '298.50', discountPrice: '', initialStock: 12 },
      ],
      ...overrides,
    });
    const count = async (table: string) =>
      Number((await office.shop.db.query<{ n: string }>(`select count(*) as n from ${table}`)).rows[0]!.n);

    it('stores an uploaded picture once, by its content, and refuses what is not a picture', async () => {
      const bytes = await png(10);
      const again = await office.shop.app.inject({
        method: 'POST',
        url: '/api/admin/products/images',
        headers: { ...bearer(office.owner), 'content-type': 'image/png' },
        payload: bytes,
      });
      expect(again.json()).toMatchObject({ name: image, contentType: 'image/png', width: 40, height: 30 });
      const served = await office.shop.app.inject({ url: `/api/file/${image}` });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(bytes)).toBe(true);

      const files = await count('files');
      const html = await office.shop.app.inject({
        method: 'POST',
        url: '/api/admin/products/images',
        headers: { ...bearer(office.owner), 'content-type': 'image/png' },
        payload: Buffer.from('<html><script>alert(1)</script></html>'),
      });
      expect(html.statusCode).toBe(415);
      expect(html.json().error.code).toBe('NOT_A_PICTURE');
      const json = await call('POST', '/api/admin/products/images', office.owner, { image: 'x' });
      expect(json.statusCode).toBe(415);
      const huge = await office.shop.app.inject({
        method: 'POST',
        url: '/api/admin/products/images',
        headers: { ...bearer(office.owner), 'content-type': 'image/jpeg' },
        payload: Buffer.alloc(10 * 1024 * 1024 + 1),
      });
      expect(huge.statusCode).toBe(413);
      expect(await count('files')).toBe(files);

      const listed = await call('GET', `/api/admin/products/images?q=${image.slice(0, 14)}`);
      expect(listed.json().items.map((row: { name: string }) => row.name)).toContain(image);
    });

    it('creates a product that the storefront shows at once: its page, its category, search', async () => {
      const created = await call('POST', '/api/admin/products', office.owner, form());
      expect(created.statusCode, created.body).toBe(200);
      const product = created.json();
      expect(product).toMatchObject({
        nameChi: '玫瑰修護髮油',
        urlName: 'rose-repair-hair-oil',
        status: 'onSale',
        categoryIds: [10100],
        images: [image],
        hashtags: ['護髮新品', 'Repair'],
        relatedIds: related,
        options: [
          {
            volume: '100ml',
            sku: 'ROSE-OIL-100',
            priceCents: 29850,
            discountPriceCents: null,
            inventory: 12,
          },
        ],
      });
      // The description keeps its markup and loses what could run.
      expect(product.description).toContain('<b>hair</b>');
      expect(product.description).not.toMatch(/script|onerror/);

      const page = await office.shop.app.inject({ url: '/api/displayProduct/rose-repair-hair-oil' });
      expect(page.statusCode, page.body).toBe(200);
      expect(page.json()).toMatchObject({
        displayProductId: product.displayProductId,
        displayProductPrice: 298.5,
        minPrice: 298.5,
        displayProductImage: image,
        hashtags: [{ hashtagName: '護髮新品' }, { hashtagName: 'Repair' }],
        recommended: related.join(','),
        products: [{ productNameChi: '玫瑰修護髮油 100ml', productInventory: 12, productPrice: 298.5 }],
      });
      const category = await office.shop.app.inject({
        url: '/api/displayProduct/category/10100?page=1&size=1000',
      });
      expect(
        category.json().list.map((card: { displayProductId: number }) => card.displayProductId),
      ).toContain(product.displayProductId);
      for (const searchString of ['玫瑰修護', 'ROSE-OIL-100', 'repair hair', '護髮新品']) {
        const found = await office.shop.app.inject({
          method: 'POST',
          url: '/api/displayProduct/search',
          payload: { searchString },
        });
        expect(
          found.json().list.map((card: { displayProductId: number }) => card.displayProductId),
          searchString,
        ).toContain(product.displayProductId);
      }

      const audit = await call(
        'GET',
        `/api/admin/audit?section=products&entityId=${product.displayProductId}`,
      );
      expect(audit.json().items[0]).toMatchObject({ action: 'product.created', before: null });
      const history = await call('GET', `/api/admin/inventory/${product.options[0].productId}/adjustments`);
      expect(history.json().items[0]).toMatchObject({
        change: 12,
        stockAfter: 12,
        reason: '新貨品開倉 Opening stock',
      });
    });

    it('edits a product: new option, a set of chosen products, off sale hides it, the old URL name is kept', async () => {
      const created = (
        await call(
          'POST',
          '/api/admin/products',
          office.owner,
          form({ urlName: 'lily-oil', options: [{ sku: 'LILY-1', price: 120 }] }),
        )
      ).json();
      const first = created.options[0];
      const edited = await call('PUT', `/api/admin/products/${created.displayProductId}`, office.owner, {
        ...form({ urlName: 'lily-hair-oil', nameChi: '百合髮油', status: 'offSale', hashtags: [] }),
        options: [
          { productId: first.productId, volume: '50ml', sku: 'LILY-1', price: '99.90', discountPrice: '89' },
          {
            volume: '套裝 Set',
            sku: 'LILY-SET',
            price: 200,
            isGroup: true,
            groupItems: [{ productId: first.productId, quantity: 2 }],
          },
        ],
      });
      expect(edited.statusCode, edited.body).toBe(200);
      expect(edited.json()).toMatchObject({
        nameChi: '百合髮油',
        urlName: 'lily-hair-oil',
        status: 'offSale',
        hashtags: [],
        options: [
          {
            productId: first.productId,
            volume: '50ml',
            priceCents: 9990,
            discountPriceCents: 8900,
            inventory: 0,
          },
          { sku: 'LILY-SET', isGroup: true, groupItems: [{ productId: first.productId, quantity: 2 }] },
        ],
      });
      const { rows } = await office.shop.db.query<{ url_naming: string; price_cents: number }>(
        'select url_naming, price_cents from display_products where display_product_id = $1',
        [created.displayProductId],
      );
      expect(rows[0]).toEqual({ url_naming: 'lily-hair-oil|lily-oil', price_cents: 9990 });
      expect((await office.shop.app.inject({ url: '/api/displayProduct/lily-hair-oil' })).statusCode).toBe(
        404,
      );

      const audit = await call(
        'GET',
        `/api/admin/audit?section=products&entityId=${created.displayProductId}`,
      );
      expect(audit.json().items[0]).toMatchObject({
        action: 'product.updated',
        before: { status: 'onSale', urlName: 'lily-oil' },
        after: { status: 'offSale', urlName: 'lily-hair-oil' },
      });
    });

    it('refuses each broken rule with the field named, and writes nothing', async () => {
      const tables = [
        'display_products',
        'products',
        'display_product_categories',
        'hashtags',
        'admin_audit',
      ];
      const before = await Promise.all(tables.map(count));
      const cases: [Record<string, unknown>, number, string, string][] = [
        [{ options: [{ sku: 'A-1', price: 0 }] }, 400, 'VALIDATION_FAILED', 'options.0.price'],
        [{ options: [{ sku: 'A-1', price: '12.345' }] }, 400, 'VALIDATION_FAILED', 'options.0.price'],
        [
          { options: [{ sku: 'A-1', price: 10, discountPrice: 11 }] },
          400,
          'VALIDATION_FAILED',
          'options.0.discountPrice',
        ],
        [{ categoryIds: [] }, 400, 'VALIDATION_FAILED', 'categoryIds'],
        [{ images: [] }, 400, 'VALIDATION_FAILED', 'images'],
        [
          { options: [{ sku: 'A-1', price: 10, isGroup: true }] },
          400,
          'VALIDATION_FAILED',
          'options.0.groupItems',
        ],
        [{ relatedIds: '1, two' }, 400, 'VALIDATION_FAILED', 'relatedIds'],
        [{ urlName: '12345' }, 400, 'VALIDATION_FAILED', 'urlName'],
        [{ status: 'maybe' }, 400, 'VALIDATION_FAILED', 'status'],
        [{ options: [] }, 400, 'VALIDATION_FAILED', 'options'],
        [{ categoryIds: [99991] }, 422, 'CATEGORY_NOT_FOUND', 'categoryIds'],
        [{ categoryIds: [424242] }, 422, 'CATEGORY_NOT_FOUND', 'categoryIds'],
        [{ images: ['no-such-file.png'] }, 422, 'IMAGE_NOT_FOUND', 'images'],
        [{ relatedIds: '999999' }, 422, 'RELATED_NOT_FOUND', 'relatedIds'],
        [{ urlName: 'rose-repair-hair-oil' }, 409, 'URL_NAME_TAKEN', 'urlName'],
        [
          { urlName: 'fresh-name', options: [{ sku: 'rose-oil-100', price: 10 }] },
          409,
          'SKU_TAKEN',
          'options.0.sku',
        ],
        [
          {
            urlName: 'fresh-name',
            options: [{ sku: 'A-1', price: 10, isGroup: true, groupItems: [{ productId: 999999 }] }],
          },
          422,
          'GROUP_ITEM_NOT_FOUND',
          'options.0.groupItems',
        ],
        [
          { urlName: 'fresh-name', options: [{ productId: 1, sku: 'A-1', price: 10 }] },
          422,
          'OPTION_NOT_FOUND',
          'options.0.productId',
        ],
      ];
      for (const [overrides, status, code, field] of cases) {
        const response = await call(
          'POST',
          '/api/admin/products',
          office.owner,
          form({ hashtags: ['全新標籤'], ...overrides }),
        );
        expect(response.statusCode, `${JSON.stringify(overrides)} ${response.body}`).toBe(status);
        expect(response.json().error.code).toBe(code);
        expect(response.json().error.details.fields.map((f: { field: string }) => f.field)).toContain(field);
      }
      expect(await Promise.all(tables.map(count))).toEqual(before);
    });

    it('refuses to drop an existing option, and answers 404 for an unknown product', async () => {
      const created = (
        await call(
          'POST',
          '/api/admin/products',
          office.owner,
          form({
            urlName: 'two-options',
            options: [
              { sku: 'TWO-1', price: 10 },
              { sku: 'TWO-2', price: 20 },
            ],
          }),
        )
      ).json();
      const dropped = await call('PUT', `/api/admin/products/${created.displayProductId}`, office.owner, {
        ...form({ urlName: 'two-options' }),
        options: [{ productId: created.options[0].productId, sku: 'TWO-1', price: 10 }],
      });
      expect(dropped.statusCode).toBe(422);
      expect(dropped.json().error.code).toBe('OPTION_REMOVAL_REFUSED');
      expect(
        (await call('GET', `/api/admin/products/${created.displayProductId}`)).json().options,
      ).toHaveLength(2);
      expect(
        (await call('PUT', '/api/admin/products/999999', office.owner, form({ urlName: 'x-y' }))).statusCode,
      ).toBe(404);
      expect((await call('GET', '/api/admin/products/999999')).statusCode).toBe(404);
    });

    it('lists products by name or SKU, category and status, sorted on the server', async () => {
      const search = await call('GET', '/api/admin/products?q=ROSE-OIL&pageSize=5');
      expect(search.json()).toMatchObject({ total: 1, page: 1, pageSize: 5 });
      expect(search.json().items[0]).toMatchObject({
        nameChi: '玫瑰修護髮油',
        minPriceCents: 29850,
        totalStock: 12,
      });
      // Each branch of the union over the trigram indexes finds what a scan of every name and SKU finds.
      // Texts of one or two characters are too short for a trigram and take the other path.
      for (const q of ['修護髮油', 'repair HAIR oil', 'rose-oil-1', '髮油', '油', 'oi']) {
        const found = (
          await call('GET', `/api/admin/products?q=${encodeURIComponent(q)}&pageSize=100`)
        ).json();
        const { rows } = await office.shop.db.query<{ id: number }>(
          `select dp.display_product_id as id from display_products dp
           where dp.name_chi ilike $1 or dp.name_eng ilike $1 or exists
             (select 1 from products p where p.display_product_id = dp.display_product_id and p.sku ilike $1)`,
          [`%${q}%`],
        );
        const ids = (items: { displayProductId: number }[]) => items.map((row) => row.displayProductId);
        expect(rows.length, q).toBeGreaterThan(0);
        expect(ids(found.items).sort(), q).toEqual(rows.map((row) => row.id).sort());
      }
      const off = await call('GET', '/api/admin/products?status=offSale&categoryId=10100');
      expect(off.json().items.map((row: { nameChi: string }) => row.nameChi)).toContain('百合髮油');
      expect(off.json().items.every((row: { status: string }) => row.status === 'offSale')).toBe(true);
      const byPrice = (await call('GET', '/api/admin/products?sort=price&order=asc&pageSize=100')).json();
      const prices = byPrice.items.map((row: { minPriceCents: number }) => row.minPriceCents);
      expect(prices).toEqual([...prices].sort((a: number, b: number) => a - b));
      expect((await call('GET', '/api/admin/products?sort=password')).statusCode).toBe(400);
      const choices = (await call('GET', '/api/admin/products/choices')).json();
      expect(choices.categories.some((c: { categoryId: number }) => c.categoryId === 10100)).toBe(true);
      expect(choices.categories.some((c: { categoryId: number }) => c.categoryId > 90000)).toBe(false);
    });

    it('lets a products reader look but not write', async () => {
      const reader = await staffWith(office.shop, { products: 'read' });
      expect((await call('GET', '/api/admin/products', reader.token)).statusCode).toBe(200);
      const refused = await call(
        'POST',
        '/api/admin/products',
        reader.token,
        form({ urlName: 'reader-try' }),
      );
      expect(refused.statusCode).toBe(403);
    });
  });
}
