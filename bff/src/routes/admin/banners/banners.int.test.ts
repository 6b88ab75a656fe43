import { marketingEventBannerSchema } from '@shop/domain/catalogue/apiSchemas';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { testDatabases } from '../../../db/testDatabases.ts';
import { bearer } from '../../../testing/testMembers.ts';
import { distinctPng, TINY_PNG, uploadPicture } from '../../../testing/testPictures.ts';
import { backOfficeSuite, staffWith } from '../../../testing/testStaff.ts';

for (const leg of testDatabases()) {
  describe(`the banners section on ${leg.name}`, () => {
    const office = backOfficeSuite(leg);
    const { call } = office;
    const storefront = async () =>
      z
        .array(marketingEventBannerSchema)
        .parse((await office.shop.app.inject({ url: '/api/marketingEvent/banner/allWithPriority' })).json());
    const count = async (table: string) =>
      Number((await office.shop.db.query<{ n: string }>(`select count(*) as n from ${table}`)).rows[0]!.n);

    it('uploads a picture of at most 10 MB, checks that it is one, and serves it', async () => {
      const name = await uploadPicture(office.shop, office.owner, '/api/admin/banners/pictures', TINY_PNG);
      expect(name).toMatch(/^banner-[0-9a-f]{24}\.png$/);
      const file = await office.shop.app.inject({ url: `/api/file/${name}` });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/png');
      // The same bytes again: the same name, nothing new.
      expect(await uploadPicture(office.shop, office.owner, '/api/admin/banners/pictures', TINY_PNG)).toBe(
        name,
      );

      const files = await count('files');
      const upload = (payload: Buffer | string, contentType: string) =>
        office.shop.app.inject({
          method: 'POST',
          url: '/api/admin/banners/pictures',
          headers: { ...bearer(office.owner), 'content-type': contentType },
          payload,
        });
      const tooLarge = await upload(Buffer.concat([TINY_PNG, Buffer.alloc(10 * 1024 * 1024)]), 'image/png');
      expect(tooLarge.statusCode).toBe(413);
      expect(tooLarge.json().error).toMatchObject({ code: 'FILE_TOO_LARGE' });
      expect(tooLarge.json().error.message).toContain('10 MB');
      const notAPicture = await upload('<svg onload="alert(1)"></svg>', 'image/png');
      expect(notAPicture.statusCode).toBe(415);
      expect(notAPicture.json().error.code).toBe('NOT_A_PICTURE');
      const json = await upload('{"name":"x"}', 'application/json');
      expect(json.statusCode).toBe(415);
      const bigJson = await upload(JSON.stringify({ name: 'x'.repeat(1024 * 1024) }), 'application/json');
      expect(bigJson.statusCode).toBe(413);
      expect(bigJson.json().error.code, 'the 10 MB is a picture’s limit, not a JSON body’s').not.toBe(
        'FILE_TOO_LARGE',
      );
      expect(await count('files')).toBe(files);

      // Exactly 10 MB is allowed.
      const atLimit = Buffer.concat([TINY_PNG, Buffer.alloc(10 * 1024 * 1024 - TINY_PNG.length)]);
      expect((await upload(atLimit, 'image/png')).statusCode).toBe(200);
    });

    it('adds a carousel (A) picture that the storefront shows at once, in its order, mobile picture optional', async () => {
      const image = await uploadPicture(office.shop, office.owner, '/api/admin/banners/pictures');
      const created = await call('POST', '/api/admin/banners', office.owner, {
        slot: 'A',
        title: '聖誕禮品',
        image,
        mobileImage: '',
        linkTo: '/category/80000',
        sortOrder: '-1000',
        active: true,
      });
      expect(created.statusCode, created.body).toBe(200);
      const banner = created.json();
      expect(banner).toMatchObject({
        slot: 'A',
        mobileImage: null,
        sortOrder: -1000,
        marketingEventId: null,
      });

      const shown = await storefront();
      expect(shown[0]).toMatchObject({
        bannerId: banner.bannerId,
        bannerPosition: 1,
        bannerContent: image,
        mobileBannerContent: null,
        bannerLinkTo: '/category/80000',
        markingEventId: null,
        endDate: null,
      });
      expect(shown.filter((b) => b.bannerPosition === 1).length).toBeGreaterThan(2);

      const off = await call('PUT', `/api/admin/banners/${banner.bannerId}`, office.owner, {
        ...banner,
        active: false,
      });
      expect(off.statusCode).toBe(200);
      expect((await storefront()).map((b) => b.bannerId)).not.toContain(banner.bannerId);

      const audit = await call('GET', `/api/admin/audit?section=banners&entityId=${banner.bannerId}`);
      expect(audit.json().items.map((item: { action: string }) => item.action)).toEqual([
        'banner.updated',
        'banner.created',
      ]);
      expect(audit.json().items[0]).toMatchObject({ before: { active: true }, after: { active: false } });
    });

    it('holds one picture in B and one in C: a second is refused, also by moving one there', async () => {
      const image = await uploadPicture(office.shop, office.owner, '/api/admin/banners/pictures');
      const before = await count('banners');
      const second = await call('POST', '/api/admin/banners', office.owner, {
        slot: 'B',
        title: '第二張',
        image,
        active: true,
      });
      expect(second.statusCode).toBe(409);
      expect(second.json().error).toMatchObject({ code: 'BANNER_SLOT_TAKEN' });
      expect(await count('banners')).toBe(before);

      const a = (
        await call('POST', '/api/admin/banners', office.owner, {
          slot: 'A',
          title: '輪播',
          image,
          active: true,
        })
      ).json();
      const moved = await call('PUT', `/api/admin/banners/${a.bannerId}`, office.owner, { ...a, slot: 'C' });
      expect(moved.statusCode).toBe(409);
      expect((await call('GET', `/api/admin/banners/${a.bannerId}`)).json().slot).toBe('A');

      // Once B is deleted, a new B is welcome; editing the one B keeps it B.
      const list = await call('GET', '/api/admin/banners?slot=B');
      const [existing] = list.json().items;
      expect(list.json().total).toBe(1);
      expect((await call('DELETE', `/api/admin/banners/${existing.bannerId}`)).statusCode).toBe(200);
      const fresh = await call('POST', '/api/admin/banners', office.owner, {
        slot: 'B',
        title: '新B',
        image,
        active: true,
      });
      expect(fresh.statusCode).toBe(200);
      const edited = await call('PUT', `/api/admin/banners/${fresh.json().bannerId}`, office.owner, {
        ...fresh.json(),
        title: '新B（改）',
      });
      expect(edited.json()).toMatchObject({ slot: 'B', title: '新B（改）' });
      expect((await storefront()).find((b) => b.bannerPosition === 2)?.title).toBe('新B（改）');
    });

    it('refuses a missing picture, an unknown event, a bad slot or link, and writes nothing', async () => {
      const image = await uploadPicture(office.shop, office.owner, '/api/admin/banners/pictures');
      const before = await count('banners');
      const cases: [object, number, string][] = [
        [{ slot: 'A', title: 'x', image: 'never-uploaded.png', active: true }, 422, 'FILE_NOT_FOUND'],
        [{ slot: 'A', title: 'x', image, mobileImage: 'nope.png', active: true }, 422, 'FILE_NOT_FOUND'],
        [{ slot: 'A', title: 'x', image, marketingEventId: 999999, active: true }, 422, 'EVENT_NOT_FOUND'],
        [{ slot: 'D', title: 'x', image, active: true }, 400, 'VALIDATION_FAILED'],
        [
          { slot: 'A', title: 'x', image, linkTo: 'javascript:alert(1)', active: true },
          400,
          'VALIDATION_FAILED',
        ],
        [{ slot: 'A', title: '', image, active: true }, 400, 'VALIDATION_FAILED'],
        [{ slot: 'A', title: 'x', image: '../etc/passwd', active: true }, 400, 'VALIDATION_FAILED'],
      ];
      for (const [payload, status, code] of cases) {
        const response = await call('POST', '/api/admin/banners', office.owner, payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(status);
        expect(response.json().error.code).toBe(code);
      }
      expect(await count('banners')).toBe(before);
      expect((await call('GET', '/api/admin/banners/999999')).statusCode).toBe(404);
    });

    it("shows an event's banner only while the event runs, with the event's end as its countdown", async () => {
      const event = await office.shop.db.query<{ marketing_event_id: number; end_date: Date }>(
        `insert into marketing_events (title, start_date, end_date) values ('雙十二', $1, $2)
         returning marketing_event_id, end_date`,
        [
          new Date(office.shop.clock.now().getTime() + 3_600_000),
          new Date(office.shop.clock.now().getTime() + 7_200_000),
        ],
      );
      const { marketing_event_id: eventId } = event.rows[0]!;
      const image = await uploadPicture(office.shop, office.owner, '/api/admin/banners/pictures');
      const banner = (
        await call('POST', '/api/admin/banners', office.owner, {
          slot: 'A',
          title: '雙十二橫額',
          image,
          marketingEventId: String(eventId),
          active: true,
        })
      ).json();
      expect(banner).toMatchObject({ marketingEventId: eventId, marketingEventTitle: '雙十二' });
      expect((await storefront()).map((b) => b.bannerId)).not.toContain(banner.bannerId);
      office.shop.clock.advance(3_600_000);
      const running = (await storefront()).find((b) => b.bannerId === banner.bannerId);
      expect(running).toMatchObject({ markingEventId: eventId });
      expect(Date.parse(running!.endDate!)).toBe(event.rows[0]!.end_date.getTime());
      office.shop.clock.advance(3_600_000);
      expect((await storefront()).map((b) => b.bannerId)).not.toContain(banner.bannerId);
    });

    it('lets a reader list banners and nothing more', async () => {
      const reader = await staffWith(office.shop, { banners: 'read' });
      expect((await call('GET', '/api/admin/banners', reader.token)).statusCode).toBe(200);
      const write = await office.shop.app.inject({
        method: 'POST',
        url: '/api/admin/banners/pictures',
        headers: { ...bearer(reader.token), 'content-type': 'image/png' },
        payload: distinctPng(),
      });
      expect(write.statusCode).toBe(403);
    });
  });
}
