import { pageContentSchema } from '@shop/domain/catalogue/apiSchemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE_CACHE_CONTROL } from '../../catalogue/cacheControl.ts';
import { testDatabases } from '../../db/testDatabases.ts';
import { startTestShop, type TestShop } from '../../testing/testShop.ts';

describe.each(testDatabases())('GET pageContent/{id} on $name', (leg) => {
  let shop: TestShop;
  const get = (url: string) => shop.app.inject({ method: 'GET', url });

  beforeAll(async () => {
    shop = await startTestShop(leg);
  });
  afterAll(async () => {
    await shop?.close();
  });

  it('answers pages 1 to 8 with their HTML content', async () => {
    for (let id = 1; id <= 8; id += 1) {
      const response = await get(`/api/pageContent/${id}`);
      expect(response.statusCode, `page ${id}`).toBe(200);
      expect(response.headers['cache-control']).toBe(CATALOGUE_CACHE_CONTROL);
      const page = pageContentSchema.parse(response.json());
      expect(page.pageContentId).toBe(id);
      expect(page.title.length).toBeGreaterThan(0);
      expect(page.content).toMatch(/^<h1>/);
    }
    // Terms (8) and privacy (5) as the sign-up modals show them.
    expect((await get('/api/pageContent/8')).json().title).toBe('條款及細則');
    expect((await get('/api/pageContent/5')).json().title).toBe('私隱政策');
  });

  it('shows stored HTML sanitised: no script, handlers or javascript: links', async () => {
    await shop.db.query(
      `insert into page_contents (page_content_id, title_chi, title_eng, content_html) values (99, '測試', 'Test', $1)`,
      [
        '<h2 onclick="steal()">標題</h2><script>alert(1)</script><p>段落<img src="x.png" onerror="alert(2)"></p>' +
          '<a href="javascript:alert(3)">連結</a><a href="/page_content/8">條款</a><iframe src="//evil"></iframe>',
      ],
    );
    const response = await get('/api/pageContent/99');
    expect(response.statusCode).toBe(200);
    expect(response.json().content).toBe(
      '<h2>標題</h2><p>段落<img src="x.png" /></p><a>連結</a><a href="/page_content/8">條款</a>',
    );
  });

  it('answers 404 for an unknown page', async () => {
    for (const id of ['9', '100000', 'terms', '99999999999']) {
      const response = await get(`/api/pageContent/${id}`);
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toMatchObject({ error: { code: 'PAGE_CONTENT_NOT_FOUND' } });
    }
  });
});
