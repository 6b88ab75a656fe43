import { isRenditionWidth, RENDITION_WIDTHS } from '@shop/domain/catalogue/renditions';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, notFound } from '../../errors.ts';
import {
  findOrMakeRendition,
  hasRenditions,
  type RenditionFormat,
  renditionEtag,
} from '../../files/renditions.ts';
import { findFileMeta, readFileBytes } from '../../files/storedFiles.ts';
import { publicRoutes } from '../../http/access.ts';
import { noneMatchHits } from '../../http/ifNoneMatch.ts';

/**
 * A stored file's name never gets other bytes (migration 0021 refuses it), so a browser may keep it for
 * a year without asking again.
 */
export const FILE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** An SVG opened on its own may not run script or load anything; inline styles of the drawing stay. */
export const SVG_CONTENT_SECURITY_POLICY = "default-src 'none'; style-src 'unsafe-inline'";
const FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,254}$/;

export type ByteRange = { start: number; end: number };

/**
 * A single `bytes=` range of a Range header, 'unsatisfiable' for one outside the file, or null to ignore
 * the header and send the whole file (several ranges, other units, malformed).
 */
export function parseRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return null;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (last !== '' && Number(last) < start) return null;
  if (start >= size) return 'unsatisfiable';
  return { start, end };
}

/** `?w=`: one of the widths the server renders, or absent for the original. */
export function requestedWidth(w: string | undefined): number | undefined {
  if (w === undefined) return undefined;
  const width = /^[1-9]\d{0,4}$/.test(w) ? Number(w) : Number.NaN;
  if (!isRenditionWidth(width)) {
    throw badRequest(`w must be one of ${RENDITION_WIDTHS.join(', ')} (pixels)`, 'INVALID_WIDTH', {
      allowed: [...RENDITION_WIDTHS],
    });
  }
  return width;
}

/** `&format=jpeg` (with `w`): a JPEG copy, for link previews; absent, the WebP copy. */
export function requestedFormat(format: string | undefined, width: number | undefined): RenditionFormat {
  if (format === undefined || format === 'webp') return 'webp';
  if (format !== 'jpeg') throw badRequest('format must be jpeg or webp', 'INVALID_FORMAT');
  if (width === undefined) throw badRequest('format=jpeg needs a width (w)', 'INVALID_FORMAT');
  return 'jpeg';
}

function toBuffer(bytes: Uint8Array): Buffer {
  return Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/**
 * GET file/{name}: an image or video from the files table, with a strong ETag (If-None-Match → 304),
 * year-long immutable caching, and single byte ranges (Safari plays video only from a server that
 * answers them). Names are matched against the files table only; nothing touches a file system.
 * `?w=N` (N one of RENDITION_WIDTHS) asks for a raster image N pixels wide: a stored WebP copy with its own
 * ETag, sent whole (files/renditions.ts); anything else, or an original not wider than N, comes as stored.
 * `?w=N&format=jpeg` asks for a JPEG copy (at most N wide) of a raster image or an SVG drawing: the picture of
 * a link preview (web/src/server/pageHead.ts).
 */
export async function fileRoutes(api: FastifyInstance): Promise<void> {
  publicRoutes(api);
  const app = api.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;

  const schema = {
    params: z.object({ name: z.string() }),
    querystring: z.object({ w: z.string().optional(), format: z.string().optional() }),
  };
  app.get('/file/:name', { schema }, async (request, reply) => {
    const { name } = request.params;
    const width = requestedWidth(request.query.w);
    const format = requestedFormat(request.query.format, width);
    if (!FILE_NAME.test(name)) throw notFound(`No file ${name}`, 'FILE_NOT_FOUND');
    const meta = await findFileMeta(db, name);
    if (!meta) throw notFound(`No file ${name}`, 'FILE_NOT_FOUND');

    if (width !== undefined && hasRenditions(meta.content_type, format)) {
      const renditionTag = `"${renditionEtag(meta.etag, width, format)}"`;
      const renditionHeaders = () =>
        reply
          .header('etag', renditionTag)
          .header('cache-control', FILE_CACHE_CONTROL)
          .header('x-content-type-options', 'nosniff');
      // A browser holding the rendition's tag was sent that rendition: nothing to read or render.
      if (noneMatchHits(request.headers['if-none-match'], renditionTag)) {
        return renditionHeaders().code(304).send();
      }
      const rendition = await findOrMakeRendition(db, { name, etag: meta.etag }, width, request.log, format);
      if (rendition) return renditionHeaders().type(rendition.contentType).send(toBuffer(rendition.bytes));
    }

    const etag = `"${meta.etag}"`;
    const size = Number(meta.byte_size);
    const ifRange = request.headers['if-range'];
    const range = ifRange === undefined || ifRange === etag ? parseRange(request.headers.range, size) : null;
    if (range === 'unsatisfiable') {
      return reply
        .code(416)
        .header('content-range', `bytes */${size}`)
        .send({ error: { code: 'RANGE_NOT_SATISFIABLE', message: `The file has ${size} bytes` } });
    }

    reply
      .header('etag', etag)
      .header('cache-control', FILE_CACHE_CONTROL)
      .header('x-content-type-options', 'nosniff')
      .header('accept-ranges', 'bytes');
    if (meta.content_type.startsWith('image/svg')) {
      reply.header('content-security-policy', SVG_CONTENT_SECURITY_POLICY);
    }
    if (noneMatchHits(request.headers['if-none-match'], etag)) return reply.code(304).send();

    const bytes = await readFileBytes(db, name, range);
    if (!bytes) {
      // Deleted between the two reads.
      for (const header of ['etag', 'cache-control', 'content-security-policy', 'accept-ranges']) {
        reply.removeHeader(header);
      }
      throw notFound(`No file ${name}`, 'FILE_NOT_FOUND');
    }
    reply.type(meta.content_type);
    if (range) {
      reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${size}`);
    }
    return reply.send(toBuffer(bytes));
  });
}
