import { describe, expect, it } from 'vitest';
import { testDatabases } from '../db/testDatabases.ts';
import { bearer } from '../testing/testMembers.ts';
import { pngClaiming, TINY_PNG } from '../testing/testPictures.ts';
import { backOfficeSuite } from '../testing/testStaff.ts';

/** Every route that takes a picture: each must hand its bytes to the one gate (files/uploads.ts). */
const UPLOAD_ROUTES = [
  '/api/admin/products/images',
  '/api/admin/banners/pictures',
  '/api/admin/articles/pictures',
] as const;

for (const leg of testDatabases()) {
  describe(`the picture upload gate on ${leg.name}`, () => {
    const office = backOfficeSuite(leg);
    const upload = (url: string, payload: Buffer, contentType = 'image/png') =>
      office.shop.app.inject({
        method: 'POST',
        url,
        headers: { ...bearer(office.owner), 'content-type': contentType },
        payload,
      });
    const storedFiles = async () =>
      Number((await office.shop.db.query<{ n: string }>('select count(*) as n from files')).rows[0]!.n);

    describe.each(UPLOAD_ROUTES)('%s', (url) => {
      it('refuses a small PNG that claims 60000 × 60000 pixels, and one just over 40 megapixels', async () => {
        const before = await storedFiles();
        const bomb = pngClaiming(60_000, 60_000);
        expect(bomb.byteLength).toBeLessThan(200 * 1024);
        const refused = await upload(url, bomb);
        expect(refused.statusCode, refused.body).toBe(422);
        expect(refused.json().error).toMatchObject({
          code: 'TOO_MANY_PIXELS',
          message: expect.stringContaining('40 megapixels'),
        });
        expect(refused.json().error.message).toContain('40 百萬像素');

        // 8000 × 5001 = 40,008,000 pixels: one row over the limit.
        const justOver = await upload(url, pngClaiming(8000, 5001), 'application/octet-stream');
        expect(justOver.statusCode).toBe(422);
        expect(justOver.json().error.code).toBe('TOO_MANY_PIXELS');
        expect(await storedFiles()).toBe(before);
      });

      it('refuses bytes that are not the picture their first bytes claim, and takes a real picture', async () => {
        const before = await storedFiles();
        // A GIF's signature in front of a PNG's body: neither what it says nor what sharp reads.
        const disguised = Buffer.concat([Buffer.from('GIF89a'), TINY_PNG.subarray(6)]);
        const refused = await upload(url, disguised, 'image/gif');
        expect(refused.statusCode).toBe(415);
        expect(refused.json().error.code).toBe('NOT_A_PICTURE');
        const html = await upload(url, Buffer.from('<html><script>alert(1)</script></html>'));
        expect(html.statusCode).toBe(415);
        expect(html.json().error.code).toBe('NOT_A_PICTURE');
        expect(await storedFiles()).toBe(before);

        // A distinct picture per route, so each stores a new file.
        const picture = Buffer.concat([TINY_PNG, Buffer.from(url)]);
        const taken = await upload(url, picture);
        expect(taken.statusCode, taken.body).toBe(200);
        expect(taken.json()).toMatchObject({ contentType: 'image/png', width: 1, height: 1 });
        const served = await office.shop.app.inject({ url: `/api/file/${taken.json().name}` });
        expect(served.statusCode).toBe(200);
        expect(served.rawPayload.equals(picture)).toBe(true);
        expect(await storedFiles()).toBe(before + 1);
      });
    });
  });
}
