import { ApiError, toApiError } from '../../../lib/api.ts';
import { config } from '../../../lib/config.ts';
import { staffSession } from '../kit/session.ts';

/**
 * Sends a picture to the product image store: the file itself is the body (the API client sends JSON only),
 * with the staff token. Answers the stored name; a refusal (not a picture, over 10 MB) is an ApiError with
 * the server's message.
 */
export async function uploadProductImage(file: File): Promise<string> {
  const token = staffSession.current()?.token;
  let response: Response;
  try {
    response = await fetch(`${config.apiBase}/admin/products/images`, {
      method: 'POST',
      headers: {
        accept: 'application/json',
        'content-type': file.type || 'application/octet-stream',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: file,
    });
  } catch {
    throw new ApiError('NETWORK_ERROR', 'No connection', 0);
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    if (response.status === 401) staffSession.end();
    throw toApiError(response.status, body);
  }
  return (body as { name: string }).name;
}
