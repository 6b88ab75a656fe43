import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { httpGatewaySms } from './httpGatewaySms.ts';
import { SmsDeliveryError } from './smsSender.ts';

interface Received {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

/** A throwaway gateway on 127.0.0.1 that records requests and answers with the status it is told. */
describe('HTTP SMS gateway adapter', () => {
  let server: Server;
  let url: string;
  let received: Received[] = [];
  let answer = 202;
  let delayMs = 0;

  beforeAll(async () => {
    server = createServer((request, response) => {
      let data = '';
      request.on('data', (chunk) => {
        data += chunk;
      });
      request.on('end', () => {
        received.push({
          method: request.method ?? '',
          url: request.url ?? '',
          headers: request.headers,
          body: JSON.parse(data),
        });
        setTimeout(() => {
          response.statusCode = answer;
          response.end('{"id":"msg-1"}');
        }, delayMs);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/messages`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  beforeEach(() => {
    received = [];
    answer = 202;
    delayMs = 0;
  });

  it('posts the number in international form, the sender and the text, with the bearer token', async () => {
    const sms = httpGatewaySms({ url, token: 'gateway-token', senderId: 'JoyHarbour' });
    await sms.send({ to: '85291234567', text: 'code 123456', code: '123456' });
    expect(received).toEqual([
      expect.objectContaining({
        method: 'POST',
        url: '/messages',
        body: { to: '+85291234567', from: 'JoyHarbour', text: 'code 123456' },
      }),
    ]);
    expect(received[0]?.headers.authorization).toBe('Bearer gateway-token');
    expect(received[0]?.headers['content-type']).toBe('application/json');
  });

  it('sends no authorization header when no token is configured', async () => {
    await httpGatewaySms({ url, token: undefined, senderId: 'Shop' }).send({ to: '85366123456', text: 'hi' });
    expect(received[0]?.headers.authorization).toBeUndefined();
  });

  it('a refusal by the gateway is a delivery error that names the status but not the text', async () => {
    answer = 503;
    const sending = httpGatewaySms({ url, token: 'secret-token', senderId: 'Shop' }).send({
      to: '85291234567',
      text: 'code 654321',
    });
    await expect(sending).rejects.toBeInstanceOf(SmsDeliveryError);
    await expect(sending).rejects.toThrow('The SMS gateway answered 503');
    await sending.catch((error: Error) => {
      expect(error.message).not.toContain('654321');
      expect(error.message).not.toContain('secret-token');
    });
  });

  it('an unreachable gateway and a slow one are delivery errors too', async () => {
    const closed = httpGatewaySms({ url: 'http://127.0.0.1:9/none', token: undefined, senderId: 'Shop' });
    await expect(closed.send({ to: '85291234567', text: 'x' })).rejects.toBeInstanceOf(SmsDeliveryError);
    delayMs = 500;
    const slow = httpGatewaySms({ url, token: undefined, senderId: 'Shop', timeoutMs: 50 });
    await expect(slow.send({ to: '85291234567', text: 'x' })).rejects.toThrow('could not be reached');
  });
});
