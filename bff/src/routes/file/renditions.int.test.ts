import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../db/testDatabases.ts';
import { findOrMakeRendition } from '../../files/renditions.ts';
import { startTestShop, type TestShop } from '../../testing/testShop.ts';
import { FILE_CACHE_CONTROL, SVG_CONTENT_SECURITY_POLICY } from './index.ts';

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** A seeded 1200×1200 JPEG packshot (bff/src/seed/demo/catalogue.ts, RASTER_PACKSHOT_SLUGS). */
const PACKSHOT = 'starlight-town.jpg';

/** A flat-coloured picture of the given size, made with sharp (the code under test is not involved). */
function picture(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } });
}

describe.each(testDatabases())('GET file/{name}?w= on $name', (leg) => {
  let shop: TestShop;
  const get = (url: string, headers: Record<string, string> = {}) =>
    shop.app.inject({ method: 'GET', url: `/api/file/${url}`, headers });
  const store = (name: string, contentType: string, bytes: Uint8Array) =>
    shop.db.query('insert into files (name, content_type, bytes, etag) values ($1, $2, $3, $4)', [
      name,
      contentType,
      bytes,
      sha256(bytes),
    ]);
  const renditionRows = async (name: string) => {
    const { rows } = await shop.db.query<{ width: number }>(
      'select width from file_renditions where name = $1 order by width',
      [name],
    );
    return rows.map((row) => Number(row.width));
  };

  beforeAll(async () => {
    shop = await startTestShop(leg);
  });
  afterAll(async () => {
    await shop?.close();
  });

  it('renders a narrower WebP of a raster image, with its own strong ETag and year-long caching', async () => {
    const original = await get(PACKSHOT);
    expect(original.headers['content-type']).toBe('image/jpeg');

    const response = await get(`${PACKSHOT}?w=320`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe(FILE_CACHE_CONTROL);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers.etag).toMatch(/^"[^"]+"$/);
    expect(response.headers.etag).not.toBe(original.headers.etag);
    const { format, width, height } = await sharp(response.rawPayload).metadata();
    expect({ format, width, height }).toEqual({ format: 'webp', width: 320, height: 320 });
    expect(response.rawPayload.length).toBeLessThan(original.rawPayload.length);

    // Each width is its own picture with its own tag.
    const wider = await get(`${PACKSHOT}?w=960`);
    expect((await sharp(wider.rawPayload).metadata()).width).toBe(960);
    expect(wider.headers.etag).not.toBe(response.headers.etag);
  });

  it('answers If-None-Match with the rendition ETag by 304 and no body', async () => {
    const first = await get(`${PACKSHOT}?w=480`);
    const etag = String(first.headers.etag);
    const again = await get(`${PACKSHOT}?w=480`, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toBe(FILE_CACHE_CONTROL);
    // The original's tag is not this picture's.
    const stale = await get(`${PACKSHOT}?w=480`, {
      'if-none-match': String((await get(PACKSHOT)).headers.etag),
    });
    expect(stale.statusCode).toBe(200);
  });

  it('renders each width once and serves the stored copy afterwards', async () => {
    const first = await Promise.all([1, 2, 3].map(() => get(`${PACKSHOT}?w=640`)));
    expect(new Set(first.map((response) => response.headers.etag)).size).toBe(1);
    expect(await renditionRows(PACKSHOT)).toContain(640);
    const rowsAfterFirst = await renditionRows(PACKSHOT);

    // Swap the stored bytes for a marker picture: a later request must send the marker, not render again.
    const marker = await picture(640, 10).webp().toBuffer();
    await shop.db.query('update file_renditions set bytes = $1 where name = $2 and width = 640', [
      marker,
      PACKSHOT,
    ]);
    const second = await get(`${PACKSHOT}?w=640`);
    expect(second.statusCode).toBe(200);
    expect(second.rawPayload.equals(marker)).toBe(true);
    expect(second.headers.etag).toBe(first[0]?.headers.etag);
    expect(await renditionRows(PACKSHOT)).toEqual(rowsAfterFirst);
  });

  it('sends the original, as stored, when it is not wider than asked: never upscales', async () => {
    const narrow = await picture(300, 200).png().toBuffer();
    await store('narrow.png', 'image/png', narrow);
    for (const width of [320, 1280]) {
      const response = await get(`narrow.png?w=${width}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      expect(response.headers.etag).toBe(`"${sha256(narrow)}"`);
      expect(response.rawPayload.equals(narrow)).toBe(true);
    }
    const exact = await picture(160, 90).jpeg().toBuffer();
    await store('exact.jpg', 'image/jpeg', exact);
    expect((await get('exact.jpg?w=160')).rawPayload.equals(exact)).toBe(true);
    expect(await renditionRows('narrow.png')).toEqual([]);
    expect(await renditionRows('exact.jpg')).toEqual([]);
  });

  it('sends SVG and video as stored, byte ranges included', async () => {
    const svg = await get('hydrating-serum.svg');
    const asked = await get('hydrating-serum.svg?w=320');
    expect(asked.statusCode).toBe(200);
    expect(asked.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(asked.headers.etag).toBe(svg.headers.etag);
    expect(asked.headers['content-security-policy']).toBe(SVG_CONTENT_SECURITY_POLICY);
    expect(asked.body).toBe(svg.body);

    const range = await get('harbour-loop.webm?w=640', { range: 'bytes=0-99' });
    expect(range.statusCode).toBe(206);
    expect(range.rawPayload.length).toBe(100);
    expect(await renditionRows('hydrating-serum.svg')).toEqual([]);
  });

  it('sends a rendition whole, whatever the Range header asks', async () => {
    const response = await get(`${PACKSHOT}?w=160`, { range: 'bytes=0-9' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-range']).toBeUndefined();
    expect((await sharp(response.rawPayload).metadata()).width).toBe(160);
  });

  it('applies the EXIF orientation, strips metadata and takes the first frame of a GIF', async () => {
    // 400×200 stored, 200×400 when turned as its EXIF orientation 6 says.
    const turned = await picture(400, 200).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    await store('turned.jpg', 'image/jpeg', turned);
    const response = await get('turned.jpg?w=160');
    const meta = await sharp(response.rawPayload).metadata();
    expect({ width: meta.width, height: meta.height }).toEqual({ width: 160, height: 320 });
    expect(meta.orientation).toBeUndefined();
    expect(meta.exif).toBeUndefined();

    const frames = await Promise.all([
      picture(400, 300).png().toBuffer(),
      picture(400, 300).negate().png().toBuffer(),
    ]);
    const animated = await sharp(frames, { join: { animated: true } })
      .gif()
      .toBuffer();
    expect((await sharp(animated).metadata()).pages).toBe(2);
    await store('animated.gif', 'image/gif', animated);
    const still = await sharp((await get('animated.gif?w=320')).rawPayload).metadata();
    expect({ format: still.format, width: still.width, height: still.height, pages: still.pages }).toEqual({
      format: 'webp',
      width: 320,
      height: 240,
      pages: undefined,
    });
  });

  it('refuses a width that is not on the list, naming the allowed ones', async () => {
    for (const w of ['100', '321', '0', '-320', '0320', '320.5', 'abc', '', '99999999']) {
      const response = await get(`${PACKSHOT}?w=${w}`);
      expect(response.statusCode, w).toBe(400);
      expect(response.json(), w).toMatchObject({ error: { code: 'INVALID_WIDTH' } });
      expect(response.json().error.message, w).toContain('160, 320, 480, 640, 960, 1280');
    }
  });

  it('sends a raster file sharp cannot read as stored, never a 5xx', async () => {
    const whole = (await get(PACKSHOT)).rawPayload;
    const truncated = new Uint8Array(whole.subarray(0, Math.floor(whole.length / 3)));
    await store('truncated.jpg', 'image/jpeg', truncated);
    const garbage = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, ...new TextEncoder().encode('not a picture')]);
    await store('garbage.jpg', 'image/jpeg', garbage);
    for (const [name, bytes] of [
      ['truncated.jpg', truncated],
      ['garbage.jpg', garbage],
    ] as const) {
      const response = await get(`${name}?w=320`);
      expect(response.statusCode, name).toBe(200);
      expect(response.headers['content-type'], name).toBe('image/jpeg');
      expect(response.headers.etag, name).toBe(`"${sha256(bytes)}"`);
      expect(response.rawPayload.equals(Buffer.from(bytes)), name).toBe(true);
      expect(await renditionRows(name), name).toEqual([]);
    }
  });

  it('tries an undecodable file once: later requests neither decode nor log it again', async () => {
    const bytes = new Uint8Array([
      0xff,
      0xd8,
      0xff,
      0xe0,
      ...new TextEncoder().encode('still not a picture'),
    ]);
    await store('undecodable.jpg', 'image/jpeg', bytes);
    const warnings: string[] = [];
    const log = { warn: (_object: object, message: string) => void warnings.push(message) };
    const file = { name: 'undecodable.jpg', etag: sha256(bytes) };
    expect(await findOrMakeRendition(shop.db, file, 320, log)).toBeNull();
    expect(await findOrMakeRendition(shop.db, file, 640, log)).toBeNull();
    expect(warnings).toEqual(['cannot decode a raster file: serving it as stored']);
    const response = await get('undecodable.jpg?w=480');
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(Buffer.from(bytes))).toBe(true);
  });

  it('makes a JPEG copy for link previews, of a photograph and of a drawing, stored beside the WebP one', async () => {
    const webp = await get(`${PACKSHOT}?w=960`);
    const jpeg = await get(`${PACKSHOT}?w=960&format=jpeg`);
    expect(jpeg.statusCode).toBe(200);
    expect(jpeg.headers['content-type']).toBe('image/jpeg');
    expect(jpeg.headers['cache-control']).toBe(FILE_CACHE_CONTROL);
    expect(jpeg.headers.etag).not.toBe(webp.headers.etag);
    expect(await sharp(jpeg.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 960 });
    const again = await get(`${PACKSHOT}?w=960&format=jpeg`);
    expect(again.headers.etag).toBe(jpeg.headers.etag);
    expect(Buffer.compare(again.rawPayload, jpeg.rawPayload)).toBe(0);
    const { rows } = await shop.db.query<{ content_type: string }>(
      'select content_type from file_renditions where name = $1 and width = 960 order by content_type',
      [PACKSHOT],
    );
    expect(rows.map((row) => row.content_type)).toEqual(['image/jpeg', 'image/webp']);
    const notModified = await get(`${PACKSHOT}?w=960&format=jpeg`, {
      'if-none-match': jpeg.headers.etag as string,
    });
    expect(notModified.statusCode).toBe(304);

    // A drawing has no WebP copies (it is sharp at every size) but does get a preview picture.
    const drawing = await get('hydrating-serum-v1.svg?w=960&format=jpeg');
    expect(drawing.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(drawing.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 960 });
    expect((await get('hydrating-serum-v1.svg?w=960')).headers['content-type']).toMatch(/^image\/svg\+xml/);
  });

  it('refuses a format it does not make, and a JPEG copy without a width, with 400', async () => {
    for (const query of ['w=960&format=png', 'format=jpeg']) {
      const response = await get(`${PACKSHOT}?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error.code, query).toBe('INVALID_FORMAT');
    }
  });

  it('drops the renditions with their file', async () => {
    const bytes = await picture(800, 400).jpeg().toBuffer();
    await store('short-lived.jpg', 'image/jpeg', bytes);
    expect((await get('short-lived.jpg?w=320')).statusCode).toBe(200);
    expect(await renditionRows('short-lived.jpg')).toEqual([320]);
    await shop.db.query("delete from files where name = 'short-lived.jpg'");
    expect(await renditionRows('short-lived.jpg')).toEqual([]);
    expect((await get('short-lived.jpg?w=320')).statusCode).toBe(404);
  });
});
