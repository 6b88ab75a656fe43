import { MAX_UPLOAD_BYTES, UPLOAD_IMAGE_TYPES } from '@shop/domain/admin/content';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../errors.ts';

/**
 * Picture uploads of the back office: the request body is the picture itself (`Content-Type: image/png`...),
 * as `fetch(url, { body: file })` sends it; no multipart parser needed. Call once in a section's plugin; the
 * parser holds bodies to MAX_UPLOAD_BYTES (10 MB, seed 001 §5) while the rest of the API keeps its 1 MB.
 */
export function acceptPictureBodies(app: FastifyInstance): void {
  app.addContentTypeParser(
    [...UPLOAD_IMAGE_TYPES, 'application/octet-stream'],
    { parseAs: 'buffer', bodyLimit: MAX_UPLOAD_BYTES },
    (_request, body, done) => done(null, body),
  );
}

/** The uploaded bytes, or 415 for a body that is not a picture upload (a JSON or form body). */
export function uploadedBytes(request: FastifyRequest): Buffer {
  if (Buffer.isBuffer(request.body)) return request.body;
  throw new HttpError(
    415,
    'NOT_A_PICTURE',
    '請上載圖片檔案 Send the picture itself as the body (Content-Type: image/jpeg, image/png…).',
  );
}

/**
 * A route's error handler that tells a body over the limit in words staff understand; every other error goes
 * on to the app's handler.
 */
export function pictureTooLarge(error: FastifyError, request: FastifyRequest, _reply: FastifyReply): never {
  // Only a picture body is held to 10 MB; a JSON body over the API's 1 MB is told so by the app's handler.
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' && isPictureUpload(request)) {
    throw new HttpError(413, 'FILE_TOO_LARGE', '圖片不可大於 10 MB The picture must be 10 MB or smaller.', {
      maxBytes: MAX_UPLOAD_BYTES,
    });
  }
  throw error;
}

const isPictureUpload = (request: FastifyRequest) => {
  const type = String(request.headers['content-type'] ?? '')
    .split(';')[0]!
    .trim()
    .toLowerCase();
  return type === 'application/octet-stream' || (UPLOAD_IMAGE_TYPES as readonly string[]).includes(type);
};
