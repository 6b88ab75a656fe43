import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../../db/testDatabases.ts';
import { backOfficeSuite, staffWith } from '../../../testing/testStaff.ts';

for (const leg of testDatabases()) {
  describe(`the page content section on ${leg.name}`, () => {
    const office = backOfficeSuite(leg);
    const { call } = office;

    it('stores edited HTML sanitised, and the storefront shows it on its next request', async () => {
      const list = (await call('GET', '/api/admin/pageContents?sort=pageContentId&order=asc')).json();
      expect(list.items.slice(0, 3).map((p: { pageContentId: number }) => p.pageContentId)).toEqual([
        1, 2, 3,
      ]);
      expect(list.items[0].contentHtml).toBe('');

      const saved = await call('PUT', '/api/admin/pageContents/8', office.owner, {
        titleChi: '條款及細則',
        titleEng: 'Terms and conditions',
        contentHtml:
          '<h2>新條款</h2><p onclick="steal()">由2026年12月1日起生效。</p><script>alert(1)</script>' +
          '<a href="javascript:alert(1)">連結</a>',
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const expected = '<h2>新條款</h2><p>由2026年12月1日起生效。</p><a>連結</a>';
      expect(saved.json().contentHtml).toBe(expected);
      const { rows } = await office.shop.db.query<{ content_html: string }>(
        'select content_html from page_contents where page_content_id = 8',
      );
      expect(rows[0]!.content_html).toBe(expected);

      const page = await office.shop.app.inject({ url: '/api/pageContent/8' });
      expect(page.json()).toEqual({
        pageContentId: 8,
        title: '條款及細則',
        titleEng: 'Terms and conditions',
        content: expected,
      });

      const audit = (await call('GET', '/api/admin/audit?section=pageContent&entityId=8')).json();
      expect(audit.items[0]).toMatchObject({
        action: 'pageContent.updated',
        after: { contentHtml: expected },
      });
      expect(audit.items[0].before.contentHtml).not.toBe(expected);
    });

    it('adds a page under a free id, refuses a taken one, and never deletes a page the storefront shows', async () => {
      const page = {
        pageContentId: '30',
        titleChi: '冬季護膚',
        titleEng: 'Winter care',
        contentHtml: '<p>保濕</p>',
      };
      const created = await call('POST', '/api/admin/pageContents', office.owner, page);
      expect(created.statusCode, created.body).toBe(200);
      expect((await office.shop.app.inject({ url: '/api/pageContent/30' })).json().content).toBe(
        '<p>保濕</p>',
      );
      const again = await call('POST', '/api/admin/pageContents', office.owner, page);
      expect(again.statusCode).toBe(409);
      expect(again.json().error.code).toBe('PAGE_CONTENT_EXISTS');

      const terms = await call('DELETE', '/api/admin/pageContents/8');
      expect(terms.statusCode).toBe(409);
      expect(terms.json().error.code).toBe('PAGE_CONTENT_IN_USE');
      expect((await office.shop.app.inject({ url: '/api/pageContent/8' })).statusCode).toBe(200);

      expect((await call('DELETE', '/api/admin/pageContents/30')).statusCode).toBe(200);
      expect((await office.shop.app.inject({ url: '/api/pageContent/30' })).statusCode).toBe(404);
      expect((await call('PUT', '/api/admin/pageContents/30', office.owner, page)).statusCode).toBe(404);
    });

    it('refuses empty titles, an id out of range and oversized HTML, and writes nothing', async () => {
      const before = await office.shop.db.query(
        'select page_content_id, title_chi, content_html from page_contents',
      );
      for (const [method, url, payload] of [
        ['PUT', '/api/admin/pageContents/5', { titleChi: '', titleEng: 'Privacy', contentHtml: '<p>x</p>' }],
        [
          'PUT',
          '/api/admin/pageContents/5',
          { titleChi: '私隱', titleEng: 'P', contentHtml: 'x'.repeat(200_001) },
        ],
        [
          'POST',
          '/api/admin/pageContents',
          { pageContentId: 0, titleChi: 'a', titleEng: 'b', contentHtml: '' },
        ],
        [
          'POST',
          '/api/admin/pageContents',
          { pageContentId: 'x', titleChi: 'a', titleEng: 'b', contentHtml: '' },
        ],
      ] as const) {
        const response = await call(method, url, office.owner, payload);
        expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      }
      expect((await call('PUT', '/api/admin/pageContents/100000', office.owner, {})).statusCode).toBe(400);
      const reader = await staffWith(office.shop, { pageContent: 'read' });
      expect((await call('GET', '/api/admin/pageContents/5', reader.token)).statusCode).toBe(200);
      const refused = await call('PUT', '/api/admin/pageContents/5', reader.token, {
        titleChi: '私隱',
        titleEng: 'Privacy',
        contentHtml: '<p>x</p>',
      });
      expect(refused.statusCode).toBe(403);
      const after = await office.shop.db.query(
        'select page_content_id, title_chi, content_html from page_contents',
      );
      expect(after.rows).toEqual(before.rows);
    });
  });
}
