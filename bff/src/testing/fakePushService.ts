import { createECDH, createPublicKey, type ECDH, randomBytes, verify } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PushSubscriptionJson } from '@shop/domain/push/apiSchemas';
import ece from 'http_ece';

/** What the stand-in push service received, checked and decrypted. */
export interface ReceivedPush {
  browser: string;
  payload: Record<string, unknown>;
  vapid: { aud: string; sub: string; exp: number };
  ttl: string | undefined;
}

export interface FakeBrowser {
  name: string;
  subscription: PushSubscriptionJson;
}

export interface FakePushService {
  origin: string;
  /** A browser's subscription at this service, with a real P-256 key pair and auth secret. */
  browser(name: string): FakeBrowser;
  /** Pushes that passed every check, in arrival order. */
  received: ReceivedPush[];
  /** Requests that failed a check (a wrong VAPID signature, an undecryptable body): a test expects none. */
  problems: string[];
  /** The next answers to give, in order (then 201). */
  answers: number[];
  /** Every POST, whatever was answered. */
  posts: number;
  close(): Promise<void>;
}

const b64url = (bytes: Buffer) => bytes.toString('base64url');

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

/**
 * Verifies `vapid t=<JWT>, k=<key>` as a push service does (RFC 8292): the key is the shop's, the JWT is
 * ES256-signed by it, its audience is this service's origin and it has not expired.
 */
function checkVapid(header: string | undefined, publicKey: string, origin: string): ReceivedPush['vapid'] {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match) throw new Error(`no VAPID authorization: ${header}`);
  const [, token = '', key = ''] = match;
  if (key !== publicKey) throw new Error('VAPID key is not the shop public key');
  const raw = Buffer.from(key, 'base64url');
  const jwk = { kty: 'EC', crv: 'P-256', x: b64url(raw.subarray(1, 33)), y: b64url(raw.subarray(33, 65)) };
  const [head = '', body = '', signature = ''] = token.split('.');
  const valid = verify(
    'sha256',
    Buffer.from(`${head}.${body}`),
    { key: createPublicKey({ key: jwk, format: 'jwk' }), dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!valid) throw new Error('VAPID signature does not verify');
  const header_ = JSON.parse(Buffer.from(head, 'base64url').toString('utf8')) as { alg: string };
  if (header_.alg !== 'ES256') throw new Error(`VAPID alg ${header_.alg}`);
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as ReceivedPush['vapid'];
  if (claims.aud !== origin) throw new Error(`VAPID aud ${claims.aud} is not ${origin}`);
  if (claims.exp * 1000 < Date.now()) throw new Error('VAPID token expired');
  return claims;
}

/**
 * A local stand-in for a browser push service (http on 127.0.0.1, accepted through PUSH_SERVICE_ORIGINS):
 * it receives the shop's POST, checks the VAPID header against `shopPublicKey` and decrypts the aes128gcm
 * body with the subscribing browser's private key and auth secret (RFC 8291), as the browser would.
 */
export async function startFakePushService(shopPublicKey: () => string): Promise<FakePushService> {
  const browsers = new Map<string, { ecdh: ECDH; auth: Buffer }>();
  const service: Omit<FakePushService, 'origin' | 'browser' | 'close'> = {
    received: [],
    problems: [],
    answers: [],
    posts: 0,
  };
  let origin = '';
  const server = createServer(async (request, response) => {
    const body = await readBody(request);
    service.posts += 1;
    const name = decodeURIComponent((request.url ?? '').replace(/^\/push\//, ''));
    const browser = browsers.get(name);
    try {
      if (request.method !== 'POST' || !browser)
        throw new Error(`unexpected ${request.method} ${request.url}`);
      if (request.headers['content-encoding'] !== 'aes128gcm')
        throw new Error(`content-encoding ${request.headers['content-encoding']}`);
      const vapid = checkVapid(request.headers.authorization, shopPublicKey(), origin);
      const plain = ece.decrypt(body, {
        version: 'aes128gcm',
        privateKey: browser.ecdh,
        authSecret: b64url(browser.auth),
      });
      const answer = service.answers.shift() ?? 201;
      if (answer < 300) {
        service.received.push({
          browser: name,
          payload: JSON.parse(plain.toString('utf8')) as Record<string, unknown>,
          vapid,
          ttl: request.headers.ttl as string | undefined,
        });
      }
      response.writeHead(answer).end();
    } catch (error) {
      service.problems.push(error instanceof Error ? error.message : String(error));
      response.writeHead(400).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return Object.assign(service, {
    origin,
    browser(name: string): FakeBrowser {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      browsers.set(name, { ecdh, auth });
      return {
        name,
        subscription: {
          endpoint: `${origin}/push/${encodeURIComponent(name)}`,
          keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(auth) },
        },
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
