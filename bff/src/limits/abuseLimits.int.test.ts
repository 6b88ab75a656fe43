import { orderStreamId } from '@shop/domain/orders/orderEvents';
import { guestDraft, PLACED_AT } from '@shop/domain/orders/orderFixtures';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testDatabases } from '../db/testDatabases.ts';
import { projectedThrough } from '../testing/testEvents.ts';
import { forgetRateLimits } from '../testing/testLimits.ts';
import { authedForm, claimsOf, form, login, ORDINARY, signUpFields } from '../testing/testMembers.ts';
import { appendOrderEvents, newOrderIds, orderHistory } from '../testing/testOrders.ts';
import { startTestShop, type TestShop } from '../testing/testShop.ts';

describe.each(testDatabases())('abuse limits on $name', (leg) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await startTestShop(leg, { config: { smsGlobalHourlyLimit: 15 } });
  });
  afterAll(async () => {
    await shop?.close();
  });
  beforeEach(() => forgetRateLimits(shop.db));

  const sendCode = (phone: string, remoteAddress: string) =>
    shop.app.inject({
      method: 'POST',
      url: '/api/login/phone',
      remoteAddress,
      ...form({ locationId: 6, phone }),
    });
  const outbox = async (phone: string) =>
    (await shop.app.inject({ method: 'GET', url: `/api/dev/sms?phone=852${phone}` })).json<unknown[]>();

  it('SMS pumping: 10 codes an hour per address, 15 sent for the whole shop; refused sends send nothing', async () => {
    for (let i = 0; i < 10; i++)
      expect((await sendCode(`6100${1000 + i}`, '203.0.113.7')).statusCode).toBe(200);
    const refused = await sendCode('61009999', '203.0.113.7');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await outbox('61009999')).toEqual([]);

    // Requests refused for what they are (a number that is no phone, a code asked again too soon) send
    // nothing, so they spend nothing of the shop's total: the genuine shoppers' codes still go.
    for (let i = 0; i < 20; i++) {
      const garbage = await sendCode(i % 2 ? '12' : `6100\u0000${i}`, `192.0.2.${100 + i}`);
      expect(garbage.statusCode).toBe(400);
    }
    const tooSoon = await sendCode('61001000', '192.0.2.200');
    expect(tooSoon.json().error.code).toBe('CODE_RESEND_TOO_SOON');

    // Other addresses go on until the shop's hourly total (15) is reached, whoever asks.
    for (let i = 0; i < 5; i++)
      expect((await sendCode(`6200${1000 + i}`, `198.51.100.${i}`)).statusCode).toBe(200);
    expect((await sendCode('62009999', '198.51.100.200')).statusCode).toBe(429);
    expect(await outbox('62009999')).toEqual([]);

    shop.clock.advance(60 * 60_000);
    expect((await sendCode('62009999', '198.51.100.200')).statusCode).toBe(200);
  });

  it('coupon guessing: 30 look-ups per address in 10 minutes, other addresses unaffected', async () => {
    const lookUp = (code: string, remoteAddress: string) =>
      shop.app.inject({ method: 'GET', url: `/api/coupon/?couponCode=${code}`, remoteAddress });
    for (let i = 0; i < 30; i++) expect((await lookUp(`GUESS${i}`, '203.0.113.8')).statusCode).toBe(404);
    const refused = await lookUp('NEW10', '203.0.113.8');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('RATE_LIMITED');
    expect((await lookUp('NEW10', '203.0.113.9')).statusCode).toBe(200);
  });

  const checkOrder = (orderNo: string, phone: string, remoteAddress: string) =>
    shop.app.inject({
      method: 'POST',
      url: '/api/order/checking',
      remoteAddress,
      ...form({ orderNo, phone }),
    });

  it('guest order look-ups: 60 per address in 10 minutes, other addresses unaffected', async () => {
    // A number each time: the per-order limit below must not be what stops them.
    const lookUp = (i: number, remoteAddress: string) =>
      checkOrder(`JH2611210000${String(1000 + i)}`, `6${String(i).padStart(7, '0')}`, remoteAddress);
    for (let i = 0; i < 60; i++) expect((await lookUp(i, '203.0.113.20')).json()).toEqual([]);
    const refused = await lookUp(60, '203.0.113.20');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('RATE_LIMITED');
    expect((await lookUp(60, '203.0.113.21')).statusCode).toBe(200);
  });

  it('guest order look-ups: 10 that find nothing per order number in 10 minutes, from any addresses', async () => {
    const order = {
      ...newOrderIds(),
      buyer: { kind: 'guest', phone: '61230000', phoneCountryId: 6 } as const,
      placedAt: PLACED_AT,
      order: guestDraft(),
    };
    await appendOrderEvents(shop.eventStore, order.orderId, orderHistory('unpaid', order));
    await projectedThrough(shop, [orderStreamId(order.orderId)]);
    const found = async (remoteAddress: string) => {
      const answer = await checkOrder(order.orderNo, '61230000', remoteAddress);
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json<{ orderNo: string }[]>().map((entry) => entry.orderNo);
    };

    // The guest who knows the phone reads as often as a payment return and an enquiry need: never counted.
    for (let i = 0; i < 15; i++) expect(await found('198.51.100.30')).toEqual([order.orderNo]);

    // A guesser spreads wrong phones over many addresses: each address is far below its own limit.
    for (let i = 0; i < 10; i++) {
      const guess = await checkOrder(order.orderNo, `9${String(i).padStart(7, '0')}`, `192.0.2.${i}`);
      expect(guess.json()).toEqual([]);
    }
    const refused = await checkOrder(order.orderNo, '61230000', '192.0.2.99');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // The answer is the same whether the phone is right or wrong: a refusal tells nothing.
    const refusedWrong = await checkOrder(order.orderNo, '99999999', '192.0.2.98');
    expect(refusedWrong.statusCode).toBe(429);
    expect(refusedWrong.json().error.code).toBe('RATE_LIMITED');

    // Other order numbers are unaffected; the number itself opens again with the next window.
    expect((await checkOrder('JH26112199999999', '61230000', '192.0.2.99')).statusCode).toBe(200);
    shop.clock.advance(10 * 60_000);
    expect(await found('192.0.2.99')).toEqual([order.orderNo]);
  });

  it('email probing through sign-up: 10 tries per phone an hour, 20 per address', async () => {
    const signUp = (fields: Record<string, string | number>, remoteAddress: string) =>
      shop.app.inject({
        method: 'POST',
        url: '/api/member/add',
        remoteAddress,
        ...form(signUpFields(fields)),
      });
    for (let i = 0; i < 10; i++) {
      const answer = await signUp({ phone: '63334444', email: `probe${i}@example.com` }, `192.0.2.${i}`);
      expect(answer.statusCode).toBe(200);
    }
    const samePhone = await signUp({ phone: '63334444', email: 'chiming.lee@example.com' }, '192.0.2.50');
    expect(samePhone.statusCode).toBe(429);

    for (let i = 0; i < 20; i++)
      expect((await signUp({ phone: `6444${5000 + i}` }, '192.0.2.77')).statusCode).toBe(200);
    expect((await signUp({ phone: '64449999' }, '192.0.2.77')).statusCode).toBe(429);
  });

  it('email probing through member/update: 10 updates per member an hour', async () => {
    const token = await login(shop.app, ORDINARY.username, ORDINARY.password);
    const memberId = Number(claimsOf(token).sub);
    const update = (email: string) =>
      shop.app.inject({
        method: 'POST',
        url: '/api/member/update',
        ...authedForm(token, { memberId, locationId: 6, firstName: '小明', lastName: '陳', email }),
      });
    for (let i = 0; i < 10; i++)
      expect([200, 409]).toContain((await update(`probe${i}@example.com`)).statusCode);
    const refused = await update('chiming.lee@example.com');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('RATE_LIMITED');
  });
});
