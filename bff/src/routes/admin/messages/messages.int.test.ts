import { shopMessageSchema } from '@shop/domain/catalogue/apiSchemas';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { testDatabases } from '../../../db/testDatabases.ts';
import { backOfficeSuite, staffWith } from '../../../testing/testStaff.ts';

const HOUR = 3_600_000;

for (const leg of testDatabases()) {
  describe(`the messages section on ${leg.name}`, () => {
    const office = backOfficeSuite(leg);
    const { call } = office;
    const running = async () => {
      const response = await office.shop.app.inject({ url: '/api/shopMessage/all' });
      expect(response.statusCode).toBe(200);
      return z.array(shopMessageSchema).parse(response.json());
    };
    const count = async () =>
      Number(
        (await office.shop.db.query<{ n: string }>('select count(*) as n from shop_messages')).rows[0]!.n,
      );

    it("keeps the demo's stocktake pop-up as data whose window has ended, and its notice running", async () => {
      const list = await call('GET', '/api/admin/messages?kind=popup');
      expect(list.json().items[0]).toMatchObject({
        titleChi: '年終盤點通知',
        endsAt: new Date('2025-01-06T00:00:00+08:00').toISOString(),
      });
      const shown = await running();
      expect(shown.filter((m) => m.kind === 'popup')).toEqual([]);
      expect(shown.filter((m) => m.kind === 'notice').length).toBe(1);
    });

    it('shows a home pop-up in its window only, in both languages, and records who wrote it', async () => {
      const now = office.shop.clock.now().getTime();
      const created = await call('POST', '/api/admin/messages', office.owner, {
        kind: 'popup',
        titleChi: '聖誕假期送貨安排',
        titleEng: 'Christmas deliveries',
        textChi: '12月24日至26日的訂單將於12月27日寄出。',
        textEng: 'Orders of 24 to 26 December ship on 27 December.',
        linkTo: '/online_shop_info',
        startsAt: new Date(now + HOUR).toISOString(),
        // A form's local time is Hong Kong time.
        endsAt: '2026-11-21T14:00',
        active: true,
      });
      expect(created.statusCode, created.body).toBe(200);
      const message = created.json();
      expect(message.endsAt).toBe(new Date('2026-11-21T14:00:00+08:00').toISOString());
      expect((await running()).map((m) => m.messageId)).not.toContain(message.messageId);

      office.shop.clock.advance(HOUR);
      expect((await running())[0]).toEqual({
        messageId: message.messageId,
        kind: 'popup',
        title: '聖誕假期送貨安排',
        titleEng: 'Christmas deliveries',
        text: '12月24日至26日的訂單將於12月27日寄出。',
        textEng: 'Orders of 24 to 26 December ship on 27 December.',
        linkTo: '/online_shop_info',
        endsAt: message.endsAt,
      });

      const off = await call('PUT', `/api/admin/messages/${message.messageId}`, office.owner, {
        ...message,
        active: false,
      });
      expect(off.statusCode).toBe(200);
      expect((await running()).map((m) => m.messageId)).not.toContain(message.messageId);
      await call('PUT', `/api/admin/messages/${message.messageId}`, office.owner, {
        ...message,
        active: 'true',
      });
      office.shop.clock.advance(3 * HOUR);
      expect((await running()).map((m) => m.messageId)).not.toContain(message.messageId);

      const audit = (
        await call('GET', `/api/admin/audit?section=messages&entityId=${message.messageId}`)
      ).json();
      expect(audit.items.map((item: { action: string }) => item.action)).toEqual([
        'message.updated',
        'message.updated',
        'message.created',
      ]);
      expect(audit.items[2]).toMatchObject({ staffName: '店主 Owner', after: { textChi: message.textChi } });

      expect((await call('DELETE', `/api/admin/messages/${message.messageId}`)).statusCode).toBe(200);
      expect((await call('GET', `/api/admin/messages/${message.messageId}`)).statusCode).toBe(404);
      expect((await call('DELETE', `/api/admin/messages/${message.messageId}`)).statusCode).toBe(404);
    });

    it('refuses a window that ends before it starts, missing words, a script link, and writes nothing', async () => {
      const before = await count();
      const valid = { kind: 'notice', textChi: '通知', textEng: 'Notice', active: true };
      for (const payload of [
        { ...valid, startsAt: '2026-12-02T10:00', endsAt: '2026-12-01T10:00' },
        { ...valid, textEng: '' },
        { ...valid, kind: 'banner' },
        { ...valid, linkTo: 'javascript:alert(1)' },
        { ...valid, linkTo: '//evil.example/x' },
        { ...valid, linkTo: '/\\evil.example' },
        { ...valid, startsAt: 'next Tuesday' },
        { ...valid, textChi: 'x'.repeat(1001) },
        { ...valid, active: 'maybe' },
      ]) {
        const response = await call('POST', '/api/admin/messages', office.owner, payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(response.json().error.code).toBe('VALIDATION_FAILED');
      }
      const reader = await staffWith(office.shop, { messages: 'read' });
      expect((await call('GET', '/api/admin/messages', reader.token)).statusCode).toBe(200);
      expect((await call('POST', '/api/admin/messages', reader.token, valid)).statusCode).toBe(403);
      expect(await count()).toBe(before);
    });
  });
}
