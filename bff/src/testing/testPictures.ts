import { bearer } from './testMembers.ts';
import type { TestShop } from './testShop.ts';

/** A real 1×1 PNG (sharp can decode it). */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** A different picture each call (the name is the hash of the bytes): the PNG with a few bytes after its end. */
let made = 0;
export function distinctPng(): Buffer {
  made += 1;
  return Buffer.concat([TINY_PNG, Buffer.from(`#${process.pid}-${made}`)]);
}

/** Uploads a picture through a section's upload route; answers the stored name. */
export async function uploadPicture(
  shop: TestShop,
  token: string,
  url: '/api/admin/banners/pictures' | '/api/admin/articles/pictures',
  bytes: Buffer = distinctPng(),
): Promise<string> {
  const response = await shop.app.inject({
    method: 'POST',
    url,
    headers: { ...bearer(token), 'content-type': 'image/png' },
    payload: bytes,
  });
  if (response.statusCode !== 200) throw new Error(`upload failed: ${response.statusCode} ${response.body}`);
  return response.json().name;
}
