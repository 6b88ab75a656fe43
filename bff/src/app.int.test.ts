import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from './db/testDatabases.ts';
import { startTestShop, type TestShop } from './testing/testShop.ts';

async function fakeWebDist(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'shop-web-'));
  await mkdir(join(dir, 'assets'));
  await writeFile(
    join(dir, 'index.html'),
    '<!doctype html><html><head><title>shell</title><script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>',
  );
  // A stand-in for the web app's server renderer (web/src/server/render.tsx): category pages from the API.
  await writeFile(
    join(dir, 'render.js'),
    `export async function renderPage(url, fetchApi, options) {
      const { pathname } = new URL(url);
      if (pathname === '/category/boom') throw new Error('the renderer failed');
      if (!pathname.startsWith('/category/')) return null;
      const path = '/api/category/' + pathname.split('/')[2];
      const category = await (await fetchApi(path, null)).json();
      return {
        html: '<h1>' + category.categoryName + '</h1><script nonce="' + options.nonce + '">reveal()</script>',
        title: category.categoryName + ' | shop',
        description: null,
        lang: 'zh-HK',
        head: '<link rel="canonical" href="' + new URL(pathname, url).href + '">',
        modules: [],
        data: { loaderData: { category }, apiPaths: [path] },
      };
    }`,
  );
  await writeFile(join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  await writeFile(join(dir, 'assets', 'index-abc123.js'), 'console.log(1)');
  await writeFile(join(dir, 'assets', 'index-abc123.js.br'), brotliCompressSync('console.log(1)'));
  await writeFile(join(dir, 'assets', 'index-abc123.js.gz'), gzipSync('console.log(1)'));
  return dir;
}

for (const leg of testDatabases()) {
  describe(`the shop app on ${leg.name}`, () => {
    let shop: TestShop;
    beforeAll(async () => {
      const webDist = await fakeWebDist();
      shop = await startTestShop(leg, { config: { webDist, webServerEntry: join(webDist, 'render.js') } });
    });
    afterAll(() => shop?.close());

    it('tells anyone only its status, and staff the database, the event store and each projection’s lag', async () => {
      const publicAnswer = await shop.app.inject('/api/health');
      expect(publicAnswer.statusCode).toBe(200);
      expect(publicAnswer.json()).toEqual({ status: 'ok' });
      const member = await shop.app.inject({
        url: '/api/health',
        headers: { authorization: 'Bearer not.a.token' },
      });
      expect(member.json()).toEqual({ status: 'ok' });

      const { rows } = await shop.db.query<{ staff_id: number; display_name: string; roles: string[] }>(
        "select staff_id, display_name, roles from staff where username = 'owner'",
      );
      const owner = rows[0];
      if (!owner) throw new Error('the demo seed has no owner');
      const staffToken = shop.app.auth.issueStaffToken({
        staffId: owner.staff_id,
        displayName: owner.display_name,
        roles: owner.roles,
        tokensValidAfter: null,
      });
      const response = await shop.app.inject({
        url: '/api/health',
        headers: { authorization: `Bearer ${staffToken}` },
      });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.status).toBe('ok');
      expect(body.database).toEqual({ status: 'ok', kind: leg.name });
      expect(body.eventStore.status).toBe('ok');
      // The demo seed appended the VIP's opening points balance, so the store is not empty.
      expect(body.eventStore.head).not.toBeNull();
      const points = body.projections.find((p: { name: string }) => p.name === 'memberPoints');
      expect(points).toMatchObject({ behind: expect.any(Number), state: 'ok' });
      expect((await shop.app.inject('/api/health/ready')).json()).toEqual({ status: 'ok' });

      // A projection stopped on a poison event needs a person: monitoring sees it, the load balancer does
      // not (every replica shares it, and the catalogue is still served).
      await shop.db.query(
        `insert into projection_status (name, stopped_at, error_message) values ('memberPoints', now(), 'poison')
         on conflict (name) do update set stopped_at = now()`,
      );
      try {
        const stopped = await shop.app.inject({
          url: '/api/health',
          headers: { authorization: `Bearer ${staffToken}` },
        });
        expect(stopped.statusCode).toBe(503);
        expect(stopped.json().projections).toContainEqual(
          expect.objectContaining({ name: 'memberPoints', state: 'stopped' }),
        );
        const ready = await shop.app.inject('/api/health/ready');
        expect([ready.statusCode, ready.json()]).toEqual([200, { status: 'ok' }]);
      } finally {
        await shop.db.query("update projection_status set stopped_at = null where name = 'memberPoints'");
      }
    });

    it('answers an unknown API path with a JSON 404 carrying a code, never the app shell', async () => {
      const response = await shop.app.inject('/api/no-such-thing');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        error: { code: 'NOT_FOUND', message: 'No route GET /api/no-such-thing' },
      });
    });

    it('answers malformed JSON with a 400 and a code', async () => {
      const response = await shop.app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { 'content-type': 'application/json' },
        payload: '{"username":',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('FST_ERR_CTP_INVALID_JSON_BODY');
    });

    it('serves the shell for pages the server does not render, revalidated on every load', async () => {
      for (const path of ['/', '/product/hydrating-serum', '/member/info?x=1']) {
        const response = await shop.app.inject(path);
        expect(response.statusCode, path).toBe(200);
        expect(response.headers['content-type']).toMatch(/text\/html/);
        expect(response.headers['cache-control']).toBe('no-cache');
        expect(response.body).toContain('<title>shell</title>');
        expect(response.body).toContain('<div id="root"></div>');
      }
    });

    it("renders a page with the renderer, its loaders answered by the shop's own API", async () => {
      const category = (await shop.app.inject('/api/category/10100')).json();
      expect(category.categoryName).toEqual(expect.any(String));
      const response = await shop.app.inject('/category/10100');
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain(`<title>${category.categoryName} | shop</title>`);
      expect(response.body).toContain(`<div id="root"><h1>${category.categoryName}</h1><script nonce=`);
      // Without PUBLIC_URL, the page's own links are on the address the request came to.
      expect(response.body).toContain('<link rel="canonical" href="http://localhost/category/10100"></head>');
      // The renderer's inline script carries the response's nonce, and only this response's policy allows it.
      const nonce = /<script nonce="([^"]+)">reveal\(\)<\/script>/.exec(response.body)?.[1];
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      const scriptSrc = /(?:^|;)\s*script-src ([^;]*)/.exec(
        String(response.headers['content-security-policy']),
      );
      expect(scriptSrc?.[1]?.split(' ')).toEqual(["'self'", `'nonce-${nonce}'`]);
      const again = await shop.app.inject('/category/10100');
      expect(again.body).not.toContain(`nonce="${nonce}"`);
      const json = /<script type="application\/json" id="served-page"[^>]*>(.*?)<\/script>/.exec(
        response.body,
      )?.[1];
      expect(JSON.parse(json ?? 'null')).toEqual({
        loaderData: { category },
        apiPaths: ['/api/category/10100'],
      });
    });

    it('serves the shell when the renderer fails, so the browser renders the page', async () => {
      const response = await shop.app.inject('/category/boom');
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root"></div>');
      expect(response.body).not.toContain('served-page');
      // The shell runs no inline script: its policy names no nonce.
      expect(response.headers['content-security-policy']).toContain("script-src 'self';");
      expect(response.headers['content-security-policy']).not.toContain('nonce-');
    });

    it('caches hashed assets for a year and never caches the service worker or API answers', async () => {
      const asset = await shop.app.inject('/assets/index-abc123.js');
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const worker = await shop.app.inject('/sw.js');
      expect(worker.headers['cache-control']).toBe('no-cache');
      const health = await shop.app.inject('/api/health');
      expect(health.headers['cache-control']).toBe('no-store');
    });

    it('sends the precompressed asset a browser accepts', async () => {
      const response = await shop.app.inject({
        url: '/assets/index-abc123.js',
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(response.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(response.rawPayload).toString()).toBe('console.log(1)');
    });

    it('answers a missing asset with a 404, not the app shell', async () => {
      const response = await shop.app.inject('/assets/index-old999.js');
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/application\/json/);
    });

    it('sends security headers', async () => {
      const response = await shop.app.inject('/');
      expect(response.headers['content-security-policy']).toContain("script-src 'self'");
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    });
  });
}
