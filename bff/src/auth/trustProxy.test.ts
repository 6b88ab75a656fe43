import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { fastifyTrustProxy, parseTrustProxy } from './trustProxy.ts';

/** The address Fastify gives a request from `peer` carrying `forwardedFor`, under TRUST_PROXY=`setting`. */
async function seenAddress(setting: string | undefined, peer: string, forwardedFor: string): Promise<string> {
  const app = Fastify({ trustProxy: fastifyTrustProxy(parseTrustProxy(setting)) });
  app.get('/ip', async (request) => request.ip);
  const answer = await app.inject({
    url: '/ip',
    remoteAddress: peer,
    headers: { 'x-forwarded-for': forwardedFor },
  });
  await app.close();
  return answer.body;
}

describe('the client address behind proxies', () => {
  // The client wrote "6.6.6.6"; the load balancer (10.0.0.2) appended the address it saw, 203.0.113.9.
  const spoofed = '6.6.6.6, 203.0.113.9';

  it('with one trusted hop, is what the load balancer saw, not what the client wrote', async () => {
    expect(await seenAddress('1', '10.0.0.2', spoofed)).toBe('203.0.113.9');
    expect(await seenAddress('2', '10.0.0.2', spoofed)).toBe('6.6.6.6');
  });

  it('with listed proxies, trusts only them', async () => {
    expect(await seenAddress('10.0.0.0/8', '10.0.0.2', spoofed)).toBe('203.0.113.9');
    expect(await seenAddress('10.0.0.0/8', '198.51.100.4', spoofed)).toBe('198.51.100.4');
  });

  it('unset, ignores X-Forwarded-For', async () => {
    expect(await seenAddress(undefined, '198.51.100.4', spoofed)).toBe('198.51.100.4');
  });
});
