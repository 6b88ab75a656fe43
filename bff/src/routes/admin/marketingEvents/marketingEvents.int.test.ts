import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../db/testDatabases.ts';
import { uploadPicture } from '../../../testing/testPictures.ts';
import { backOfficeSuite, staffWith } from '../../../testing/testStaff.ts';

const HOUR = 3_600_000;

for (const leg of testDatabases()) {
  describe(`the marketing events section on ${leg.name}`, () => {
    const office = backOfficeSuite(leg);
    const { call } = office;
    let productIds: number[];
    beforeAll(async () => {
      const { rows } = await office.shop.db.query<{ display_product_id: number }>(
        'select display_product_id from display_products where status = 1 and marketing_event_id is null order by 1 limit 2',
      );
      productIds = rows.map((row) => Number(row.display_product_id));
    });

    const eventsOfProduct = async (id: number) =>
      (await office.shop.app.inject({ url: `/api/displayProduct/${id}` })).json().marketingEvents;

    it('runs an event with a countdown on its products in its window, and moves products between events', async () => {
      const now = office.shop.clock.now().getTime();
      const endsAt = new Date(now + 48 * HOUR).toISOString();
      const created = await call('POST', '/api/admin/marketingEvents', office.owner, {
        title: '雙十二購物節',
        titleEng: ' Double Twelve Festival ',
        startsAt: new Date(now + HOUR).toISOString(),
        endsAt,
        linkTo: '/category/80000',
        isMegaSale: true,
        priority: '10',
        active: true,
        displayProductIds: productIds,
      });
      expect(created.statusCode, created.body).toBe(200);
      const event = created.json();
      expect(event).toMatchObject({
        titleEng: 'Double Twelve Festival',
        displayProductIds: productIds,
        isMegaSale: true,
        priority: 10,
        bannerCount: 0,
      });
      expect(await eventsOfProduct(productIds[0]!)).toEqual([]);

      office.shop.clock.advance(HOUR);
      expect(await eventsOfProduct(productIds[0]!)).toEqual([
        {
          marketingEventId: event.marketingEventId,
          title: '雙十二購物節',
          titleEng: 'Double Twelve Festival',
          endDate: endsAt,
          isMegaSale: true,
        },
      ]);
      const found = (await call('GET', '/api/admin/marketingEvents?q=twelve')).json();
      expect(found.items.map((e: { title: string }) => e.title)).toEqual(['雙十二購物節']);
      const running = (await call('GET', '/api/admin/marketingEvents?running=true')).json();
      expect(running.items.map((e: { marketingEventId: number }) => e.marketingEventId)).toContain(
        event.marketingEventId,
      );

      // A shorter countdown, the second product taken off it, and the English title cleared.
      const shorter = new Date(now + 5 * HOUR).toISOString();
      const edited = await call('PUT', `/api/admin/marketingEvents/${event.marketingEventId}`, office.owner, {
        ...event,
        titleEng: '',
        endsAt: shorter,
        displayProductIds: [productIds[0]],
      });
      expect(edited.json()).toMatchObject({
        titleEng: null,
        endsAt: shorter,
        displayProductIds: [productIds[0]],
      });
      expect(
        (await call('GET', `/api/admin/marketingEvents/${event.marketingEventId}`)).json().titleEng,
      ).toBe(null);
      expect(await eventsOfProduct(productIds[0]!)).toMatchObject([{ titleEng: null, endDate: shorter }]);
      expect(await eventsOfProduct(productIds[1]!)).toEqual([]);

      const audit = (
        await call('GET', `/api/admin/audit?section=marketingEvents&entityId=${event.marketingEventId}`)
      ).json();
      expect(audit.items[0]).toMatchObject({
        action: 'marketingEvent.updated',
        before: { titleEng: 'Double Twelve Festival', endsAt, displayProductIds: productIds },
        after: { titleEng: null, endsAt: shorter },
      });
    });

    it('deleting an event takes its countdown off its products and switches its banners off', async () => {
      const event = (
        await call('POST', '/api/admin/marketingEvents', office.owner, {
          title: '周年慶',
          endsAt: new Date(office.shop.clock.now().getTime() + 24 * HOUR).toISOString(),
          active: true,
          displayProductIds: [productIds[1]],
        })
      ).json();
      const image = await uploadPicture(office.shop, office.owner, '/api/admin/banners/pictures');
      const banner = (
        await call('POST', '/api/admin/banners', office.owner, {
          slot: 'A',
          title: '周年慶橫額',
          image,
          marketingEventId: event.marketingEventId,
          active: true,
        })
      ).json();
      expect(
        (await call('GET', `/api/admin/marketingEvents/${event.marketingEventId}`)).json().bannerCount,
      ).toBe(1);

      expect((await call('DELETE', `/api/admin/marketingEvents/${event.marketingEventId}`)).statusCode).toBe(
        200,
      );
      expect(await eventsOfProduct(productIds[1]!)).toEqual([]);
      expect((await call('GET', `/api/admin/banners/${banner.bannerId}`)).json()).toMatchObject({
        active: false,
        marketingEventId: null,
      });
      const shown = (
        await office.shop.app.inject({ url: '/api/marketingEvent/banner/allWithPriority' })
      ).json();
      expect(shown.map((b: { bannerId: number }) => b.bannerId)).not.toContain(banner.bannerId);
      expect((await call('GET', `/api/admin/marketingEvents/${event.marketingEventId}`)).statusCode).toBe(
        404,
      );
    });

    it('refuses an end before the start, an unknown product, and writes nothing', async () => {
      const before = await office.shop.db.query(
        'select marketing_event_id, title from marketing_events order by 1',
      );
      const links = await office.shop.db.query(
        'select display_product_id, marketing_event_id from display_products order by 1',
      );
      const valid = { title: '活動', active: true };
      const cases: [object, number, string][] = [
        [{ ...valid, startsAt: '2026-12-02T00:00', endsAt: '2026-12-01T00:00' }, 400, 'VALIDATION_FAILED'],
        [{ ...valid, displayProductIds: [999_999] }, 422, 'PRODUCT_NOT_FOUND'],
        [{ ...valid, title: '' }, 400, 'VALIDATION_FAILED'],
        [{ ...valid, priority: 1.5 }, 400, 'VALIDATION_FAILED'],
      ];
      for (const [payload, status, code] of cases) {
        const response = await call('POST', '/api/admin/marketingEvents', office.owner, payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(status);
        expect(response.json().error.code).toBe(code);
      }
      const reader = await staffWith(office.shop, { marketingEvents: 'read' });
      expect((await call('GET', '/api/admin/marketingEvents', reader.token)).statusCode).toBe(200);
      expect((await call('POST', '/api/admin/marketingEvents', reader.token, valid)).statusCode).toBe(403);
      expect(
        (await office.shop.db.query('select marketing_event_id, title from marketing_events order by 1'))
          .rows,
      ).toEqual(before.rows);
      expect(
        (
          await office.shop.db.query(
            'select display_product_id, marketing_event_id from display_products order by 1',
          )
        ).rows,
      ).toEqual(links.rows);
    });
  });
}
