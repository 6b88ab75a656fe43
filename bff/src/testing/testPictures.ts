import { crc32, deflateSync } from 'node:zlib';
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

/**
 * A PNG whose header claims `width` × `height` pixels, with one compressed row of image data: a few hundred
 * bytes that a decoder would expand to width × height × 3 bytes (60000 × 60000: ~10 GB). The classic
 * decompression bomb; its header is all a gate needs to read to refuse it.
 */
export function pngClaiming(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed) >>> 0);
    return Buffer.concat([length, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per channel
  header[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(1 + width * 3))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
