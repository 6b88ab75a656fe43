import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SmsDeliveryError, type SmsSender } from '../../adapters/sms/smsSender.ts';
import { testDatabases } from '../../db/testDatabases.ts';
import { forgetRateLimits } from '../../testing/testLimits.ts';
import { form, latestCode, sendCode } from '../../testing/testMembers.ts';
import { startTestShop, type TestShop } from '../../testing/testShop.ts';

describe.each(testDatabases())('POST login/phone and GET dev/sms on $name', (leg) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await startTestShop(leg);
  });
  afterAll(async () => {
    await shop?.close();
  });
  // The clock stands still: every test would count in the same hour of the per-address limits.
  beforeEach(() => forgetRateLimits(shop.db));

  it('sends a 6-digit code that the development outbox shows, newest first', async () => {
    const sent = await sendCode(shop.app, '5123 4567');
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ status: 'sent', resendAfterSeconds: 60, expiresInSeconds: 600 });

    const outbox = await shop.app.inject({ method: 'GET', url: '/api/dev/sms?phone=85251234567' });
    expect(outbox.statusCode).toBe(200);
    const [message] = outbox.json<{ phone: string; text: string; code: string; sentAt: string }[]>();
    expect(message).toMatchObject({ phone: '85251234567', sentAt: shop.clock.now().toISOString() });
    expect(message?.code).toMatch(/^\d{6}$/);
    expect(message?.text).toContain(message?.code);

    shop.clock.advance(60_000);
    expect((await sendCode(shop.app, '51234567')).statusCode).toBe(200);
    const both = (await shop.app.inject({ method: 'GET', url: '/api/dev/sms?phone=85251234567' })).json<
      { sentAt: string }[]
    >();
    expect(both.map((entry) => entry.sentAt)).toEqual([shop.clock.now().toISOString(), message?.sentAt]);
  });

  it('refuses a second send to the same phone within 60 seconds with 429, and sends nothing', async () => {
    expect((await sendCode(shop.app, '52223333')).statusCode).toBe(200);
    shop.clock.advance(59_000);
    const again = await sendCode(shop.app, '52223333');
    expect(again.statusCode).toBe(429);
    expect(again.headers['retry-after']).toBe('1');
    expect(again.json()).toMatchObject({
      error: { code: 'CODE_RESEND_TOO_SOON', message: '驗證碼已發送，請於1秒後再索取新的驗證碼' },
    });
    const outbox = await shop.app.inject({ method: 'GET', url: '/api/dev/sms?phone=85252223333' });
    expect(outbox.json()).toHaveLength(1);

    // Another phone is not held back, and the same phone may ask again once the minute is over.
    expect((await sendCode(shop.app, '52224444')).statusCode).toBe(200);
    shop.clock.advance(1_000);
    expect((await sendCode(shop.app, '52223333')).statusCode).toBe(200);
  });

  it('sends to Macau numbers with their calling code', async () => {
    expect((await sendCode(shop.app, '66123456', 11)).statusCode).toBe(200);
    expect(await latestCode(shop.app, '85366123456')).toMatch(/^\d{6}$/);
  });

  it('refuses other regions, a wrong digit count and a missing phone with 400, sending nothing', async () => {
    const cases = [
      { body: { locationId: 1, phone: '412345678' }, code: 'LOCATION_UNSUPPORTED' },
      { body: { locationId: 6, phone: '9123456' }, code: 'PHONE_DIGITS' },
      { body: { locationId: 6, phone: '' }, code: 'PHONE_REQUIRED' },
    ];
    for (const { body, code } of cases) {
      const response = await shop.app.inject({ method: 'POST', url: '/api/login/phone', ...form(body) });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_FAILED');
      expect(response.json().error.details.fields[0].code).toBe(code);
    }
    const { rows } = await shop.db.query(
      `select 1 from verification_codes where phone in ('412345678', '9123456')`,
    );
    expect(rows).toEqual([]);
  });

  it('answers 502 when the SMS gateway fails, and lets the phone ask again at once', async () => {
    const working = shop.app.deps.sms;
    const failing: SmsSender = {
      kind: 'http',
      send: async () => {
        throw new SmsDeliveryError('The SMS gateway answered 500');
      },
    };
    shop.app.deps.sms = failing;
    try {
      const response = await sendCode(shop.app, '53334444');
      expect(response.statusCode).toBe(502);
      expect(response.json().error.code).toBe('SMS_SERVICE_ERROR');
    } finally {
      shop.app.deps.sms = working;
    }
    expect((await sendCode(shop.app, '53334444')).statusCode).toBe(200);
  });
});

describe.each(testDatabases())('SMS in production on $name', (leg) => {
  let shop: TestShop;
  let gateway: Server;
  const received: { authorization: string | undefined; body: { to: string; from: string; text: string } }[] =
    [];

  beforeAll(async () => {
    gateway = createServer((request, response) => {
      let data = '';
      request.on('data', (chunk) => {
        data += chunk;
      });
      request.on('end', () => {
        received.push({ authorization: request.headers.authorization, body: JSON.parse(data) });
        response.statusCode = 200;
        response.end('{}');
      });
    });
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    const { port } = gateway.address() as AddressInfo;
    shop = await startTestShop(leg, {
      config: {
        nodeEnv: 'production',
        sms: {
          gatewayUrl: `http://127.0.0.1:${port}/send`,
          gatewayToken: 'sms-token',
          senderId: 'JoyHarbour',
        },
      },
    });
  });
  afterAll(async () => {
    await shop?.close();
    gateway?.closeAllConnections();
    await new Promise((resolve) => gateway?.close(resolve));
  });

  it('sends the code through the configured gateway, and has no development outbox route', async () => {
    expect((await sendCode(shop.app, '91112222')).statusCode).toBe(200);
    expect(received).toHaveLength(1);
    expect(received[0]?.authorization).toBe('Bearer sms-token');
    expect(received[0]?.body).toMatchObject({ to: '+85291112222', from: 'JoyHarbour' });
    expect(received[0]?.body.text).toMatch(/\d{6}/);

    const outbox = await shop.app.inject({ method: 'GET', url: '/api/dev/sms?phone=85291112222' });
    expect(outbox.statusCode).toBe(404);
    const { rows } = await shop.db.query('select 1 from sms_outbox');
    expect(rows).toEqual([]);
  });
});
