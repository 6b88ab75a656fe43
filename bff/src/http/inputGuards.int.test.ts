import { connect } from 'node:net';
import { MAX_UPLOAD_BYTES } from '@shop/domain/admin/content';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../db/testDatabases.ts';
import {
  bodyOver,
  declaredFields,
  everyParameter,
  type HostileRequest,
  hostileRequests,
  type RouteTarget,
  takesBody,
  UNDECLARED_FIELDS,
} from '../testing/hostileRequests.ts';
import { bearer, login, ORDINARY } from '../testing/testMembers.ts';
import { startTestShop, type TestShop } from '../testing/testShop.ts';
import { demoProducts, freshShopper, getCart, post } from '../testing/testShoppers.ts';
import { ownerToken } from '../testing/testStaff.ts';
import { writeFingerprint } from '../testing/writeFingerprint.ts';
import type { RegisteredRoute } from './access.ts';

/** Requests in flight at once: enough to overlap the database's round trips. */
const BATCH = 16;
const BODY_LIMIT = 1024 * 1024;
/**
 * The abuse counters record attempts, refused ones included: that is what they count (failed logins,
 * per-address limits). Every other table must be as it was.
 */
const ABUSE_COUNTERS = ['rate_limits', 'login_attempts'];

interface ErrorAnswer {
  error?: { code?: unknown; message?: unknown; details?: { fields?: { field?: unknown }[] } };
  /** A member form's issues, in the specification's sign-up answer. */
  errors?: { field?: unknown }[];
}

function parsed(text: string): ErrorAnswer | null {
  try {
    return JSON.parse(text) as ErrorAnswer;
  } catch {
    return null;
  }
}

/** What is wrong with an answer to a hostile request, or null. */
function fault(
  status: number,
  body: string,
  { expectedCode, expectedStatus }: Pick<HostileRequest, 'expectedCode' | 'expectedStatus'> = {},
): string | null {
  const said = `${status} ${body.slice(0, 160)}`;
  if (status >= 500) return said;
  if (expectedStatus && status !== expectedStatus) return `${said}, not ${expectedStatus}`;
  if (status < 400) return expectedCode ? `${said}, not ${expectedCode}` : null;
  const error = parsed(body)?.error;
  if (typeof error?.code !== 'string' || typeof error.message !== 'string')
    return `without {code, message}: ${said}`;
  return expectedCode && error.code !== expectedCode ? `${said}, not ${expectedCode}` : null;
}

describe.each(testDatabases())('bad input is a 4xx, never a 500, on $name', (leg) => {
  let shop: TestShop;
  /** Every route but HEAD (answered as GET) and logging out (no input; it would end the walk's tokens). */
  let targets: RouteTarget[];
  /** Routes with a parser of their own for pictures (the back office's uploads, up to 10 MB). */
  let pictureRoutes: RouteTarget[];

  /** What the walk needs to know of a route: a path naming nothing, and the fields its validation names. */
  async function probe(route: RegisteredRoute, authorization: Record<string, string>): Promise<RouteTarget> {
    const send = (url: string, contentType: string, payload: string | Buffer) =>
      shop.app.inject({
        method: route.method as InjectOptions['method'],
        url,
        headers: { ...authorization, 'content-type': contentType },
        ...(takesBody(route) && { payload }),
      });
    let harmlessPath = route.url;
    let answer: ErrorAnswer | null = null;
    // An id past every row, or a name for the parameters that are no number.
    for (const candidate of ['999999999', 'no-such-thing']) {
      harmlessPath = everyParameter(route.url, candidate);
      answer = parsed((await send(harmlessPath, 'application/json', '{}')).body);
      if (!String(answer?.error?.message).startsWith('Invalid params')) break;
    }
    const reported = [...(answer?.error?.details?.fields ?? []), ...(answer?.errors ?? [])]
      .map((issue) => issue.field)
      .filter((field): field is string => typeof field === 'string' && /^[A-Za-z]\w*$/.test(field));
    const declared = declaredFields(route);
    const target = {
      route,
      harmlessPath,
      queryFields: declared.query,
      bodyFields: [...new Set([...declared.body, ...reported, ...UNDECLARED_FIELDS])],
      authorization,
    };
    if (takesBody(route)) {
      const picture = parsed((await send(harmlessPath, 'image/png', Buffer.from('89504e47', 'hex'))).body);
      if (picture?.error?.code !== 'FST_ERR_CTP_INVALID_MEDIA_TYPE') pictureRoutes.push(target);
    }
    return target;
  }

  beforeAll(async () => {
    // Abuse limits high enough that the walk's requests reach their validation, not a 429.
    shop = await startTestShop(leg, { config: { perAddressLimitFactor: 10_000 } });
    const member = bearer(await login(shop.app, ORDINARY.username, ORDINARY.password));
    const staff = bearer(await ownerToken(shop));
    pictureRoutes = [];
    targets = [];
    for (const route of shop.app.registeredRoutes()) {
      if (route.method === 'HEAD' || route.url.endsWith('/logout')) continue;
      targets.push(await probe(route, route.url.startsWith('/api/admin') ? staff : member));
    }
  }, 120_000); // starting the shop and probing every route: seconds, but a minute on a busy machine
  afterAll(async () => {
    await shop?.close();
  });

  /** Sends the requests in parallel batches; the faults found, each with its request's label. */
  async function faultsOf(requests: readonly HostileRequest[]): Promise<string[]> {
    const faults: string[] = [];
    for (let start = 0; start < requests.length; start += BATCH) {
      const batch = requests.slice(start, start + BATCH);
      const responses = await Promise.all(batch.map((request) => shop.app.inject(request.options)));
      for (const [index, response] of responses.entries()) {
        const request = batch[index]!;
        const found = fault(response.statusCode, response.body, request);
        if (found) faults.push(`${request.label}: ${found}`);
      }
    }
    return faults;
  }

  /** A body past its limit: 413, whichever parser (the shared one, or a route's own for pictures) refuses. */
  const overLimit = (target: RouteTarget, contentType: string, payload: Buffer): HostileRequest => ({
    label: `${target.route.method} ${target.route.url} a ${contentType} body of ${payload.length} bytes`,
    options: {
      method: target.route.method as InjectOptions['method'],
      url: target.harmlessPath,
      headers: { ...target.authorization, 'content-type': contentType },
      payload,
    },
    expectedStatus: 413,
  });

  it('every route answers malformed, hostile and boundary input with a 4xx {code, message}, writing nothing', async () => {
    expect(targets.length).toBeGreaterThan(150);
    const json = bodyOver(BODY_LIMIT);
    const picture = bodyOver(MAX_UPLOAD_BYTES);
    const requests = [
      ...targets.flatMap(hostileRequests),
      ...targets
        .filter((target) => takesBody(target.route))
        .map((target) => overLimit(target, 'application/json', json)),
      ...pictureRoutes.map((target) => overLimit(target, 'image/png', picture)),
    ];
    const before = await writeFingerprint(shop, ABUSE_COUNTERS);
    const started = performance.now();
    const faults = await faultsOf(requests);
    process.stdout.write(
      `[walk on ${leg.name}] ${requests.length} requests to ${targets.length} routes in ${Math.round(performance.now() - started)} ms\n`,
    );
    expect(faults).toEqual([]);
    expect(await writeFingerprint(shop, ABUSE_COUNTERS)).toEqual(before);
  }, 120_000); // about 10 s on a quiet machine, 45 s on a busy one

  it('answers what only a socket can send (control characters in headers, raw bytes) in the same shape', async () => {
    const address = new URL(await shop.app.listen({ host: '127.0.0.1', port: 0 }));
    /** Writes the bytes as they are and reads the answer until the server closes the connection. */
    const exchange = (head: string) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const socket = connect(Number(address.port), address.hostname);
        const chunks: Buffer[] = [];
        socket.on('data', (chunk) => chunks.push(chunk));
        socket.on('error', reject);
        socket.on('close', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({ status: Number(text.slice(9, 12)), body: text.slice(text.indexOf('\r\n\r\n') + 4) });
        });
        socket.end(Buffer.from(head, 'latin1'));
      });
    const requests = {
      'a NUL in a header': 'GET /api/health HTTP/1.1\r\nHost: x\r\nX-Correlation-Id: a\u0000b\r\n\r\n',
      'an escape in a header': `GET /api/coupon HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer \u001b[31m\r\n\r\n`,
      'a control character in the path': 'GET /api/cate\u0001gory/all HTTP/1.1\r\nHost: x\r\n\r\n',
      'headers over 16 KB': `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'x'.repeat(20_000)}\r\n\r\n`,
      'a negative length': 'POST /api/login HTTP/1.1\r\nHost: x\r\nContent-Length: -1\r\n\r\n',
      'a length and chunks at once': `POST /api/login HTTP/1.1\r\nHost: x\r\nContent-Length: 3\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n`,
      'a raw byte 0xFF in the path':
        'GET /api/category/\u00ff HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
    };
    const faults: string[] = [];
    for (const [label, head] of Object.entries(requests)) {
      const { status, body } = await exchange(head);
      const found = fault(status, body);
      if (found || status < 400) faults.push(`${label}: ${found ?? status}`);
    }
    expect(faults).toEqual([]);
  });

  it('the two holes the tester found: a coupon code and a category id of %00', async () => {
    for (const url of [
      '/api/coupon?couponCode=%00',
      '/api/category/%00',
      '/api/displayProduct/category/%00',
    ]) {
      const response = await shop.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().error.code, url).toBe('INVALID_CHARACTERS');
    }
  });

  it('other control characters are refused in a query, and line breaks are accepted in body text', async () => {
    const escapeCharacter = await shop.app.inject({ method: 'GET', url: '/api/coupon?couponCode=A%1BB' });
    expect(escapeCharacter.statusCode).toBe(400);
    const multiLine = await shop.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: '85291234567', password: 'line one\nline two' },
    });
    expect(multiLine.statusCode).toBe(401);
  });

  it('a JSON body nested 5,000 deep is a 400 and changes nothing (a 500 before)', async () => {
    const shopper = await freshShopper(shop);
    const { colourBlack } = await demoProducts(shop);
    expect(
      (await post(shop.app, '/shoppingCart/cartProduct/add', shopper, { productId: colourBlack })).statusCode,
    ).toBe(200);
    const before = await getCart(shop.app, shopper);
    expect(before.productList).toHaveLength(1);
    const add = await shop.app.inject({
      method: 'POST',
      url: '/api/shoppingCart/clean',
      headers: { ...shopper.headers, 'content-type': 'application/json' },
      payload: `${'['.repeat(5000)}${']'.repeat(5000)}`,
    });
    expect(add.statusCode).toBe(400);
    expect(add.json().error.code).toBe('JSON_TOO_DEEP');
    // A route that takes no fields has a schema too: a list is not a body it takes.
    const list = await shop.app.inject({
      method: 'POST',
      url: '/api/shoppingCart/clean',
      headers: { ...shopper.headers, 'content-type': 'application/json' },
      payload: '[[1]]',
    });
    expect(list.statusCode).toBe(400);
    expect(await getCart(shop.app, shopper)).toEqual(before);
  });

  it('a body nested as deep as the limit still reaches the route', async () => {
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: `{"username":"85291234567","password":"wrong-password","extra":${'['.repeat(31)}${']'.repeat(31)}}`,
    });
    expect(response.statusCode).toBe(401);
  });
});
