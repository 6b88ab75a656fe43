import { afterEach, describe, expect, it } from 'vitest';
import { setApiTransport, setAuthTokenProvider } from '../../lib/api.ts';
import { fetchMemberOrders } from './api.ts';

/** The shared client's requests answered by `answer`; every call is recorded. */
function answerWith(answer: (url: string) => Response) {
  const urls: string[] = [];
  setAuthTokenProvider({ token: () => 'member-token' });
  setApiTransport(async (input) => {
    const url = String(input);
    urls.push(url);
    return answer(url);
  });
  return urls;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  setAuthTokenProvider(null);
  setApiTransport((input, init) => fetch(input, init));
});

describe('fetchMemberOrders', () => {
  it('asks for the page and parses it with the contract', async () => {
    const urls = answerWith(() =>
      json(200, {
        list: [
          {
            orderId: 3,
            orderNo: 'JH3',
            orderDate: '2026-11-24T06:00:00Z',
            orderTotal: 556,
            orderStatus: 'paid',
          },
        ],
        page: 2,
        pageSize: 10,
        total: 11,
      }),
    );
    const answer = await fetchMemberOrders('7', 2);
    expect(urls).toEqual(['/api/order/member?page=2']);
    expect(answer.savedAt).toBeNull();
    expect(answer.value.list.map((order) => order.orderNo)).toEqual(['JH3']);
  });

  it('a 404 is an error to show, never an empty history (the bug issue 11 names)', async () => {
    answerWith(() => json(404, { error: { code: 'NOT_FOUND', message: 'Route not found' } }));
    await expect(fetchMemberOrders('7', 1)).rejects.toMatchObject({ status: 404 });
  });

  it('a server error without a saved copy is an error too', async () => {
    answerWith(() => json(500, { error: { code: 'INTERNAL', message: 'boom' } }));
    await expect(fetchMemberOrders('7', 1)).rejects.toMatchObject({ status: 500 });
  });
});
