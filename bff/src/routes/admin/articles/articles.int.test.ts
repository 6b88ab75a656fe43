import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../../db/testDatabases.ts';
import { uploadPicture } from '../../../testing/testPictures.ts';
import { backOfficeSuite, staffWith } from '../../../testing/testStaff.ts';

for (const leg of testDatabases()) {
  describe(`the articles section on ${leg.name}`, () => {
    const office = backOfficeSuite(leg);
    const { call } = office;
    const count = async () =>
      Number((await office.shop.db.query<{ n: string }>('select count(*) as n from articles')).rows[0]!.n);

    it('writes an article with sanitised HTML and a cover, published from its date on, then unpublished', async () => {
      const cover = await uploadPicture(office.shop, office.owner, '/api/admin/articles/pictures');
      expect(cover).toMatch(/^article-[0-9a-f]{24}\.png$/);
      const inAnHour = new Date(office.shop.clock.now().getTime() + 3_600_000).toISOString();
      const created = await call('POST', '/api/admin/articles', office.owner, {
        title: '冬天保濕三步曲',
        categoryId: '90001',
        contentHtml:
          '<h2>第一步</h2><p>潔面<img src="x" onerror="alert(1)"></p><iframe src="https://evil"></iframe>',
        coverImage: cover,
        publishedAt: inAnHour,
        published: true,
        displayProductIds: [],
      });
      expect(created.statusCode, created.body).toBe(200);
      const article = created.json();
      expect(article).toMatchObject({
        categoryId: 90001,
        contentHtml: '<h2>第一步</h2><p>潔面<img src="x" /></p>',
        coverImage: cover,
        published: true,
      });
      const storefront = () => office.shop.app.inject({ url: `/api/article/${article.articleId}` });
      expect((await storefront()).statusCode).toBe(404);
      office.shop.clock.advance(3_600_000);
      expect((await storefront()).json()).toMatchObject({
        articleTitle: '冬天保濕三步曲',
        articleCoverImage: cover,
        articleContent: '<h2>第一步</h2><p>潔面<img src="x" /></p>',
      });

      const off = await call('POST', `/api/admin/articles/${article.articleId}/published`, office.owner, {
        published: false,
      });
      expect(off.json()).toMatchObject({ published: false });
      expect((await storefront()).statusCode).toBe(404);
      const list = (await call('GET', '/api/admin/articles?published=false&q=保濕三步')).json();
      expect(list.items.map((a: { articleId: number }) => a.articleId)).toEqual([article.articleId]);

      const edited = await call('PUT', `/api/admin/articles/${article.articleId}`, office.owner, {
        ...article,
        title: '冬天保濕四步曲',
        published: true,
      });
      expect(edited.json()).toMatchObject({ title: '冬天保濕四步曲', published: true });
      expect((await storefront()).json().articleTitle).toBe('冬天保濕四步曲');

      const audit = (
        await call('GET', `/api/admin/audit?section=articles&entityId=${article.articleId}`)
      ).json();
      expect(audit.items.map((item: { action: string }) => item.action)).toEqual([
        'article.published',
        'article.unpublished',
        'article.created',
      ]);

      expect((await call('DELETE', `/api/admin/articles/${article.articleId}`)).statusCode).toBe(200);
      expect((await call('GET', `/api/admin/articles/${article.articleId}`)).statusCode).toBe(404);
    });

    it('refuses a product category, an unknown one, a missing cover or date, and writes nothing', async () => {
      const before = await count();
      const valid = {
        title: '文章',
        categoryId: 90001,
        contentHtml: '<p>x</p>',
        publishedAt: '2026-11-21T10:00',
        published: true,
      };
      const cases: [object, number, string][] = [
        [{ ...valid, categoryId: 10100 }, 400, 'VALIDATION_FAILED'],
        [{ ...valid, categoryId: 95555 }, 422, 'CATEGORY_NOT_FOUND'],
        [{ ...valid, coverImage: 'not-uploaded.png' }, 422, 'FILE_NOT_FOUND'],
        [{ ...valid, publishedAt: '' }, 400, 'VALIDATION_FAILED'],
        [{ ...valid, title: ' ' }, 400, 'VALIDATION_FAILED'],
        [{ ...valid, displayProductIds: [0] }, 400, 'VALIDATION_FAILED'],
      ];
      for (const [payload, status, code] of cases) {
        const response = await call('POST', '/api/admin/articles', office.owner, payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(status);
        expect(response.json().error.code).toBe(code);
      }
      const reader = await staffWith(office.shop, { articles: 'read' });
      expect((await call('GET', '/api/admin/articles', reader.token)).json().total).toBe(before);
      expect((await call('POST', '/api/admin/articles', reader.token, valid)).statusCode).toBe(403);
      expect(await count()).toBe(before);
    });
  });
}
