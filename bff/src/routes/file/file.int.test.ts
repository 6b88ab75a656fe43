import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../db/testDatabases.ts';
import { startTestShop, type TestShop } from '../../testing/testShop.ts';
import { FILE_CACHE_CONTROL, SVG_CONTENT_SECURITY_POLICY } from './index.ts';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe.each(testDatabases())('GET file/{name} on $name', (leg) => {
  let shop: TestShop;
  const get = (name: string, headers: Record<string, string> = {}) =>
    shop.app.inject({ method: 'GET', url: `/api/file/${name}`, headers });

  beforeAll(async () => {
    shop = await startTestShop(leg);
  });
  afterAll(async () => {
    await shop?.close();
  });

  it('serves an SVG with its type, a strong ETag of its bytes, year-long caching and a locked-down CSP', async () => {
    const response = await get('hydrating-serum.svg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.headers.etag).toBe(`"${sha256(response.rawPayload)}"`);
    expect(response.headers['cache-control']).toBe(FILE_CACHE_CONTROL);
    expect(response.headers['content-security-policy']).toBe(SVG_CONTENT_SECURITY_POLICY);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.body).toMatch(/^<svg /);
  });

  it('serves a video as video/webm with byte ranges', async () => {
    const whole = await get('harbour-loop.webm');
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/webm');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.headers['content-security-policy']).not.toBe(SVG_CONTENT_SECURITY_POLICY);
    const size = whole.rawPayload.length;
    expect(size).toBeGreaterThan(1000);

    const head = await get('harbour-loop.webm', { range: 'bytes=0-99' });
    expect(head.statusCode).toBe(206);
    expect(head.headers['content-range']).toBe(`bytes 0-99/${size}`);
    expect(head.rawPayload.equals(whole.rawPayload.subarray(0, 100))).toBe(true);

    const tail = await get('harbour-loop.webm', { range: 'bytes=-10' });
    expect(tail.statusCode).toBe(206);
    expect(tail.headers['content-range']).toBe(`bytes ${size - 10}-${size - 1}/${size}`);
    expect(tail.rawPayload.equals(whole.rawPayload.subarray(size - 10))).toBe(true);

    const outside = await get('harbour-loop.webm', { range: `bytes=${size}-` });
    expect(outside.statusCode).toBe(416);
    expect(outside.headers['content-range']).toBe(`bytes */${size}`);
    expect(outside.json()).toMatchObject({ error: { code: 'RANGE_NOT_SATISFIABLE' } });

    // A stale If-Range (another version) gets the whole file.
    const stale = await get('harbour-loop.webm', { range: 'bytes=0-99', 'if-range': '"other"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.rawPayload.length).toBe(size);
  });

  it('answers If-None-Match with the ETag by 304 and no body', async () => {
    const first = await get('icon-moisturising.svg');
    const etag = String(first.headers.etag);
    for (const ifNoneMatch of [etag, `W/${etag}`, `"something-else", ${etag}`, '*']) {
      const again = await get('icon-moisturising.svg', { 'if-none-match': ifNoneMatch });
      expect(again.statusCode, ifNoneMatch).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
      expect(again.headers['cache-control']).toBe(FILE_CACHE_CONTROL);
    }
    const changed = await get('icon-moisturising.svg', { 'if-none-match': '"not-it"' });
    expect(changed.statusCode).toBe(200);
  });

  it('answers 404 for an unknown name, uncached', async () => {
    const response = await get('no-such-file.png');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: { code: 'FILE_NOT_FOUND' } });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('cannot be led outside the files table', async () => {
    for (const url of [
      '/api/file/..%2F..%2Fpackage.json',
      '/api/file/%2e%2e',
      '/api/file/.env',
      '/api/file/..%5C..%5Cpackage.json',
      '/api/file/%00hydrating-serum.svg',
      '/api/file/../../package.json',
    ]) {
      const response = await shop.app.inject({ method: 'GET', url });
      // A NUL byte is refused before any route looks at the name (http/inputGuards.ts).
      expect(response.statusCode, url).toBe(url.includes('%00') ? 400 : 404);
      expect(response.body, url).not.toContain('"workspaces"');
    }
  });

  it('refuses to give a stored name other bytes, so the year-long caching stays true', async () => {
    await expect(
      shop.db.query("update files set bytes = '\\x00'::bytea, etag = 'x' where name = 'hydrating-serum.svg'"),
    ).rejects.toThrow(/cannot change/);

    await shop.db.query(
      "insert into files (name, content_type, bytes, etag) values ('temp.txt', 'text/plain', 'a'::bytea, 'etag-a')",
    );
    await shop.db.query("delete from files where name = 'temp.txt'");
    await expect(
      shop.db.query(
        "insert into files (name, content_type, bytes, etag) values ('temp.txt', 'text/plain', 'b'::bytea, 'etag-b')",
      ),
    ).rejects.toThrow(/was used for other content/);
    // The same content may come back under its name.
    await shop.db.query(
      "insert into files (name, content_type, bytes, etag) values ('temp.txt', 'text/plain', 'a'::bytea, 'etag-a')",
    );
    expect((await get('temp.txt')).body).toBe('a');
  });
});
