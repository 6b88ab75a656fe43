import { describe, expect, it } from 'vitest';
import { ApiError, apiErrorMessageKey, apiUrl, createApiClient, isApiError, toApiError } from './api.ts';

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function clientAnswering(answer: (url: string, init: RequestInit) => Response | Promise<Response>) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const client = createApiClient({
    baseUrl: '/api',
    fetch: async (input, init = {}) => {
      calls.push({ url: String(input), init });
      return answer(String(input), init);
    },
  });
  return { client, calls };
}

describe('toApiError', () => {
  it('reads the code and message of the API error body', () => {
    const error = toApiError(422, { error: { code: 'COUPON_NOT_APPLICABLE', message: 'No product fits' } });
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'COUPON_NOT_APPLICABLE', message: 'No product fits', status: 422 });
  });

  it('keeps the status of an answer that is not the API error shape', () => {
    expect(toApiError(502, '<html>Bad gateway</html>')).toMatchObject({
      code: 'UNEXPECTED_RESPONSE',
      status: 502,
    });
    expect(toApiError(400, { error: 'nope' })).toMatchObject({ code: 'UNEXPECTED_RESPONSE', status: 400 });
    expect(toApiError(400, { error: { code: '' } }).code).toBe('UNEXPECTED_RESPONSE');
  });

  it('falls back to the code when the message is missing', () => {
    expect(toApiError(404, { error: { code: 'NOT_FOUND' } }).message).toBe('NOT_FOUND');
  });
});

describe('apiUrl', () => {
  it('joins the base and the path with exactly one slash and drops undefined query values', () => {
    expect(apiUrl('/api/', '/shoppingCart')).toBe('/api/shoppingCart');
    expect(apiUrl('/api', 'displayProduct/all', { page: 0, size: 1000, q: undefined })).toBe(
      '/api/displayProduct/all?page=0&size=1000',
    );
    expect(apiUrl('/api', 'search', { searchString: '護髮 精華' })).toBe(
      '/api/search?searchString=%E8%AD%B7%E9%AB%AE+%E7%B2%BE%E8%8F%AF',
    );
  });
});

describe('createApiClient', () => {
  it('returns the parsed body of a successful answer', async () => {
    const { client, calls } = clientAnswering(() => jsonResponse(200, { status: 'ok' }));
    await expect(client.request('/health')).resolves.toEqual({ status: 'ok' });
    expect(calls[0]?.url).toBe('/api/health');
    expect(calls[0]?.init.method).toBe('GET');
  });

  it('sends a JSON body with POST and the bearer token', async () => {
    const { client, calls } = clientAnswering(() => new Response(null, { status: 204 }));
    await expect(
      client.request('shoppingCart/cartProduct/add', { body: { productId: 7, quantity: 2 }, token: 'abc' }),
    ).resolves.toBeUndefined();
    const init = calls[0]?.init;
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"productId":7,"quantity":2}');
    expect(init?.headers).toMatchObject({ 'content-type': 'application/json', authorization: 'Bearer abc' });
  });

  it('rejects with the typed ApiError of an error answer', async () => {
    const { client } = clientAnswering(() =>
      jsonResponse(409, { error: { code: 'OUT_OF_STOCK', message: 'Only 2 left' } }),
    );
    const error = await client.request('order/guest').catch((e: unknown) => e);
    expect(isApiError(error, 'OUT_OF_STOCK')).toBe(true);
    expect(isApiError(error, 'NOT_FOUND')).toBe(false);
    expect(error).toMatchObject({ status: 409, message: 'Only 2 left' });
  });

  it('turns a failed connection into NETWORK_ERROR', async () => {
    const { client } = clientAnswering(() => {
      throw new TypeError('Failed to fetch');
    });
    const error = await client.request('category/all').catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'NETWORK_ERROR', status: 0, isNetworkError: true });
  });

  it('passes an abort through unchanged', async () => {
    const { client } = clientAnswering(() => {
      throw new DOMException('aborted', 'AbortError');
    });
    const error = await client.request('category/all').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DOMException);
    expect(isApiError(error)).toBe(false);
  });

  it('validates the success body with the given schema', async () => {
    const { client } = clientAnswering(() => jsonResponse(200, { total: 'lots' }));
    const schema = {
      parse(data: unknown): { total: number } {
        const total = (data as { total?: unknown }).total;
        if (typeof total !== 'number') throw new Error('total must be a number');
        return { total };
      },
    };
    const error = await client.request('shoppingCart', { schema }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'UNEXPECTED_RESPONSE', status: 200 });
    expect((error as Error).message).toContain('total must be a number');
  });
});

describe('apiErrorMessageKey', () => {
  it('tells the shopper what to do next', () => {
    expect(apiErrorMessageKey(new ApiError('NETWORK_ERROR', 'x', 0))).toBe('error.network');
    expect(apiErrorMessageKey(new ApiError('INTERNAL', 'x', 500))).toBe('error.server');
    expect(apiErrorMessageKey(new ApiError('VALIDATION_FAILED', 'x', 400))).toBe('error.generic');
    expect(apiErrorMessageKey(new Error('boom'))).toBe('error.generic');
  });
});

describe('member calls and the auth token provider', () => {
  function clientWithToken(token: string | null, answer: () => Response) {
    const calls: Array<{ url: string; authorization: string | null }> = [];
    const rejected: string[] = [];
    const client = createApiClient({
      baseUrl: '/api',
      fetch: async (input, init = {}) => {
        calls.push({ url: String(input), authorization: new Headers(init.headers).get('authorization') });
        return answer();
      },
      authTokenProvider: () => ({ token: () => token, rejected: (error) => rejected.push(error.code) }),
    });
    return { client, calls, rejected };
  }

  it('attaches the session token to member calls only', async () => {
    const { client, calls } = clientWithToken('t.o.k', () => jsonResponse(200, {}));
    await client.request('member/', { auth: 'required' });
    await client.request('discount/freeDelivery', { auth: 'optional' });
    await client.request('category/all');
    expect(calls.map((call) => call.authorization)).toEqual(['Bearer t.o.k', 'Bearer t.o.k', null]);
  });

  it('a required token that the session does not have fails without a request', async () => {
    const { client, calls } = clientWithToken(null, () => jsonResponse(200, {}));
    const error = await client.request('member/', { auth: 'required' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'UNAUTHENTICATED', status: 401 });
    await client.request('discount/freeDelivery', { auth: 'optional' });
    expect(calls).toEqual([{ url: '/api/discount/freeDelivery', authorization: null }]);
  });

  it('tells the provider when the server refuses its token, not when the caller passed one', async () => {
    const refuse = () => jsonResponse(401, { error: { code: 'TOKEN_REVOKED', message: 'x' } });
    const { client, rejected } = clientWithToken('t.o.k', refuse);
    await expect(client.request('member/', { auth: 'required' })).rejects.toMatchObject({ status: 401 });
    await expect(client.request('member/refreshToken', { token: 'own' })).rejects.toMatchObject({
      status: 401,
    });
    expect(rejected).toEqual(['TOKEN_REVOKED']);
  });

  it('shows the answer headers and keeps error details', async () => {
    const { client } = clientAnswering(
      () =>
        new Response(JSON.stringify({ status: 'success' }), {
          headers: { 'content-type': 'application/json', authorization: 'Bearer a.b.c' },
        }),
    );
    let seen: string | null = null;
    await client.request('login', {
      body: { username: '85291234567', password: 'x' },
      responseHeaders: (headers) => {
        seen = headers.get('authorization');
      },
    });
    expect(seen).toBe('Bearer a.b.c');
    const error = toApiError(429, {
      error: { code: 'CODE_RESEND_TOO_SOON', message: 'wait', details: { retryAfterSeconds: 42 } },
    });
    expect(error.details).toEqual({ retryAfterSeconds: 42 });
  });
});
