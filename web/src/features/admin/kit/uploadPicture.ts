import { MAX_UPLOAD_BYTES } from '@shop/domain/admin/content';
import { ApiError, apiUrl, toApiError } from '../../../lib/api.ts';
import { config } from '../../../lib/config.ts';
import { staffSession } from './session.ts';

/**
 * Sends a picture to one of the back office's upload paths (products', banners', articles') as the request
 * body (the server reads its bytes; no multipart) and answers its stored name. The kit's client sends JSON
 * only, hence this one call of its own. A picture over 10 MB is refused here before it travels, with the
 * server's own code, and by the server whatever the browser does.
 */
export async function uploadPicture(path: string, file: File): Promise<string> {
  if (file.size > MAX_UPLOAD_BYTES) {
    throw new ApiError('FILE_TOO_LARGE', '圖片不可大於 10 MB The picture must be 10 MB or smaller.', 413);
  }
  const token = staffSession.current()?.token;
  if (!token) throw new ApiError('UNAUTHENTICATED', 'Please log in.', 401);
  let response: Response;
  try {
    response = await fetch(apiUrl(config.apiBase, path), {
      method: 'POST',
      headers: {
        accept: 'application/json',
        authorization: `Bearer ${token}`,
        'content-type': file.type || 'application/octet-stream',
      },
      body: file,
    });
  } catch (cause) {
    throw new ApiError('NETWORK_ERROR', cause instanceof Error ? cause.message : String(cause), 0);
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const error = toApiError(response.status, body);
    if (response.status === 401) staffSession.end();
    throw error;
  }
  return (body as { name: string }).name;
}
