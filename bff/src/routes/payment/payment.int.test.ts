import type { Cents } from '@shop/domain/money';
import type { OrderDraft, OrderPlaced } from '@shop/domain/orders/orderEvents';
import { orderEvents, orderStreamId } from '@shop/domain/orders/orderEvents';
import { draft, guestDraft } from '@shop/domain/orders/orderFixtures';
import { pointsStreamId } from '@shop/domain/points/pointsEvents';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../db/testDatabases.ts';
import { signGatewayMessage } from '../../payments/globalPay.ts';
import { loadOrderState } from '../../payments/orderPayments.ts';
import { signPayDollarMessage } from '../../payments/payDollar.ts';
import { type CardChannel, channelSecret, paymentSettings } from '../../payments/paymentSettings.ts';
import { memberFootprint } from '../../testing/memberFootprint.ts';
import { recutsWithNameList } from '../../testing/signatureRecuts.ts';
import { form } from '../../testing/testMembers.ts';
import { startTestShop, type TestShop } from '../../testing/testShop.ts';
import { freshShopper, type Shopper } from '../../testing/testShoppers.ts';

const metadata = {
  correlationId: 'payment-test',
  causationId: 'payment-test',
  actor: { kind: 'system' as const, id: 'payment-test' },
  occurredAt: '2026-11-21T02:00:00.000Z',
};

let nextOrderId = 900_000;

/** A gateway's answer before signing, in words both channels share. */
interface Message {
  reference: string;
  outcome: 'accept' | 'decline';
  amountCents: number;
  currency: string;
  transactionId: string;
}

/** How each channel names, writes and signs the fields of its notify. */
const CHANNELS = {
  GLOBALPAY: {
    notify: '/api/payment/globalpay/notify',
    field: {
      amount: 'req_amount',
      currency: 'req_currency',
      reference: 'req_reference_number',
      status: 'decision',
    },
    accepted: 'ACCEPT',
    amountText: (cents: number) => (cents / 100).toFixed(2),
    sign: (message: Message, secret: string) =>
      signGatewayMessage(
        {
          ...message,
          amountCents: message.amountCents as Cents,
          decision: message.outcome === 'accept' ? 'ACCEPT' : 'DECLINE',
          reasonCode: message.outcome === 'accept' ? '100' : '203',
        },
        secret,
      ),
  },
  PAYDOLLAR: {
    notify: '/api/payment/paydollar/notify',
    field: { amount: 'amount', currency: 'currency', reference: 'reference', status: 'status' },
    accepted: 'success',
    amountText: (cents: number) => String(cents),
    sign: (message: Message, secret: string) =>
      signPayDollarMessage(
        {
          ...message,
          amountCents: message.amountCents as Cents,
          status: message.outcome === 'accept' ? 'success' : 'fail',
          code: message.outcome === 'accept' ? '0' : '203',
        },
        secret,
      ),
  },
} as const;

const flipped = (signature: string) => `${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;

/** draft(): HK$556.00 to pay. */
const ORDER_TOTAL_CENTS = 55_600;

describe.each(testDatabases())('card payment on $name', (leg) => {
  let shop: TestShop;
  let secrets: Record<CardChannel, string>;
  let transactions = 0;

  beforeAll(async () => {
    shop = await startTestShop(leg);
    const settings = await paymentSettings(shop.config);
    secrets = {
      GLOBALPAY: channelSecret(settings, 'GLOBALPAY')!,
      PAYDOLLAR: channelSecret(settings, 'PAYDOLLAR')!,
    };
  });
  afterAll(() => shop?.close());

  /** An order as placement leaves it: OrderPlaced on its stream (placement has its own suite). */
  async function placed(buyer: OrderPlaced['buyer'], order: OrderDraft = draft()): Promise<OrderPlaced> {
    nextOrderId += 1;
    const data: OrderPlaced = {
      ...order,
      orderId: nextOrderId,
      orderNo: `JH261121${String(nextOrderId).padStart(6, '0')}`,
      placement: buyer.kind === 'member' ? 'member' : 'guest',
      buyer,
      currency: 'HKD',
      placedAt: '2026-11-21T02:00:00.000Z',
    };
    await shop.eventStore.append(
      orderStreamId(data.orderId),
      [orderEvents.encode({ type: 'OrderPlaced', data }, metadata)],
      {
        expectedRevision: 'no_stream',
      },
    );
    return data;
  }

  const member = (shopper: Shopper) =>
    ({ kind: 'member', memberId: shopper.memberId, level: 'member' }) as const;

  async function paymentForm(
    orderId: number,
    auth: Record<string, string> = {},
    extra: Record<string, string> = {},
  ) {
    return shop.app.inject({
      method: 'POST',
      url: '/api/payment/form',
      headers: { ...auth, 'content-type': 'application/json' },
      payload: {
        orderId,
        billingFirstName: 'Mei',
        billingLastName: 'Chan',
        billingEmail: 'mei@example.hk',
        ...extra,
      },
    });
  }

  /** The browser's part: post the form to the sandbox, then pay with a card (or cancel). */
  async function payInSandbox(
    fields: Record<string, string>,
    card: string,
    outcome: 'pay' | 'cancel' = 'pay',
  ) {
    const page = await shop.app.inject({
      method: 'POST',
      url: '/api/payment/sandbox/globalpay',
      ...form(fields),
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(fields.reference_number);
    return shop.app.inject({
      method: 'POST',
      url: '/api/payment/sandbox/globalpay/pay',
      ...form({ ...fields, cardNumber: card, outcome }),
    });
  }

  async function statusOf(orderId: number) {
    return (await loadOrderState(shop.eventStore, orderId)).status;
  }
  const typesOf = async (streamId: string) =>
    (await shop.eventStore.readStream(streamId)).map((event) => event.type);

  it('gives the owner a signed form for the order total and marks the order pending', async () => {
    const shopper = await freshShopper(shop);
    const order = await placed(member(shopper));
    const response = await paymentForm(order.orderId, shopper.headers);
    expect(response.statusCode).toBe(200);
    const { channel, action, fields } = response.json();
    expect(channel).toBe('GLOBALPAY');
    expect(action).toBe('/api/payment/sandbox/globalpay');
    // draft(): HK$556.00 after the coupon and HK$10 of points.
    expect(fields).toMatchObject({
      amount: '556.00',
      currency: 'HKD',
      locale: 'zh-hk',
      transaction_type: 'sale',
    });
    expect(fields.reference_number).toBe(`DEV-${order.orderId}_${order.orderNo}`);
    expect(fields.bill_to_forename).toBe('Mei');
    expect(fields.bill_to_address_country).toBe('HK');
    expect(await statusOf(order.orderId)).toBe('pending');
  });

  it('refuses the form to anyone but the owner, with the same 404', async () => {
    const owner = await freshShopper(shop);
    const stranger = await freshShopper(shop);
    const order = await placed(member(owner));
    const guestOrder = await placed({ kind: 'guest', phone: '61234567', phoneCountryId: 6 }, guestDraft());
    const answers = [
      await paymentForm(order.orderId, stranger.headers),
      await paymentForm(order.orderId),
      await paymentForm(guestOrder.orderId, {}, { orderNo: guestOrder.orderNo, phone: '69999999' }),
      await paymentForm(guestOrder.orderId, {}, { orderNo: 'JH0', phone: '61234567' }),
      await paymentForm(999_999_999, owner.headers),
    ];
    for (const answer of answers) expect(answer.json()).toMatchObject({ error: { code: 'ORDER_NOT_FOUND' } });
    expect(await statusOf(order.orderId)).toBe('unpaid');
    const guest = await paymentForm(
      guestOrder.orderId,
      {},
      { orderNo: guestOrder.orderNo, phone: '6123 4567' },
    );
    expect(guest.statusCode).toBe(200);
  });

  it('pays through the sandbox: the notify confirms, the browser lands on the success return', async () => {
    const shopper = await freshShopper(shop);
    const order = await placed(member(shopper));
    const { fields } = (await paymentForm(order.orderId, shopper.headers)).json();
    const paid = await payInSandbox(fields, '4111 1111 1111 1111');
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`/globalpay/s?Ref=${encodeURIComponent(fields.reference_number)}`);
    expect(await statusOf(order.orderId)).toBe('paid');
    // Read-your-writes: the return page's read right after the redirect already sees the payment.
    const read = await shop.app.inject({
      method: 'GET',
      url: `/api/order/${order.orderId}`,
      headers: shopper.headers,
    });
    expect(read.json()).toMatchObject({ orderId: order.orderId, orderStatus: 'paid' });
    expect(await typesOf(pointsStreamId(shopper.memberId))).toEqual(['PurchaseRecorded']);
    // The confirmation text went to the member's phone (dev outbox).
    const sms = await shop.db.query<{ text: string }>('select text from sms_outbox order by 1 desc');
    expect(sms.rows.some((row) => row.text.includes(order.orderNo) && row.text.includes('556.00'))).toBe(
      true,
    );
  });

  it('records a declined card with its code, and a cancel, and leaves the order unpaid', async () => {
    const shopper = await freshShopper(shop);
    const order = await placed(member(shopper));
    const first = (await paymentForm(order.orderId, shopper.headers)).json().fields;
    const declined = await payInSandbox(first, '4000000000000204');
    expect(declined.headers.location).toBe(
      `/globalpay/f?Ref=${encodeURIComponent(first.reference_number)}&c=204`,
    );
    expect(await statusOf(order.orderId)).toBe('unpaid');
    const second = (await paymentForm(order.orderId, shopper.headers)).json().fields;
    const canceled = await payInSandbox(second, '', 'cancel');
    expect(canceled.headers.location).toMatch(/^\/globalpay\/c\?Ref=/);
    const events = await shop.eventStore.readStream(orderStreamId(order.orderId));
    expect(events.map((event) => event.type)).toEqual([
      'OrderPlaced',
      'PaymentRequested',
      'PaymentFailed',
      'PaymentRequested',
      'PaymentCanceled',
    ]);
    expect(events[2]?.data).toMatchObject({ rejectionCode: '204' });
    expect(await statusOf(order.orderId)).toBe('unpaid');
  });

  describe('tampered, misfit and replayed gateway messages', () => {
    /** A member's order at the gateway (status pending), as placement and the payment form leave it. */
    async function pendingOrder(
      channel: CardChannel,
    ): Promise<{ shopper: Shopper; orderId: number; reference: string }> {
      const shopper = await freshShopper(shop);
      const { orderId } = await placed(member(shopper));
      const answer = await paymentForm(orderId, shopper.headers, { channel });
      expect(answer.statusCode, answer.body).toBe(200);
      const { fields } = answer.json<{ fields: Record<string, string> }>();
      return { shopper, orderId, reference: fields.reference_number ?? fields.reference! };
    }

    /** Everything a notify could change: the order's and the member's events and rows, the notifications kept. */
    async function stateOf(order: { shopper: Shopper; orderId: number }) {
      const streams = [orderStreamId(order.orderId), pointsStreamId(order.shopper.memberId)];
      const { rows } = await shop.db.query<{ n: number }>(
        'select count(*)::int as n from payment_notifications where order_id = $1',
        [order.orderId],
      );
      return {
        member: await memberFootprint(shop, order.shopper.memberId, streams),
        notifications: rows[0]?.n,
      };
    }

    const notify = (channel: CardChannel, fields: Record<string, string>) =>
      shop.app.inject({ method: 'POST', url: CHANNELS[channel].notify, payload: fields });

    describe.each(['GLOBALPAY', 'PAYDOLLAR'] as const)('%s', (channel) => {
      const { field, sign, amountText } = CHANNELS[channel];
      const genuine = (reference: string, changes: Partial<Message> = {}): Message => {
        transactions += 1;
        return {
          reference,
          outcome: 'accept',
          amountCents: ORDER_TOTAL_CENTS,
          currency: 'HKD',
          transactionId: `${channel}-${transactions}`,
          ...changes,
        };
      };

      it('refuses every message changed after signing, or signed with another key, and nothing changes', async () => {
        const order = await pendingOrder(channel);
        const other = await pendingOrder(channel);
        const secret = secrets[channel];
        const signed = (changes: Partial<Message> = {}) => sign(genuine(order.reference, changes), secret);
        const without = (fields: Record<string, string>, name: string) =>
          Object.fromEntries(Object.entries(fields).filter(([key]) => key !== name));
        const tampered: [string, Record<string, string>][] = [
          ['amount', { ...signed(), [field.amount]: amountText(100) }],
          ['currency', { ...signed(), [field.currency]: 'USD' }],
          ['order reference', { ...signed(), [field.reference]: other.reference }],
          ['status', { ...signed({ outcome: 'decline' }), [field.status]: CHANNELS[channel].accepted }],
          ['signature', { ...signed(), signature: flipped(signed().signature ?? '') }],
          ['a signed field left out', without(signed(), field.amount)],
          ['the signature left out', without(signed(), 'signature')],
          ['another key', sign(genuine(order.reference), 'a-key-the-shop-never-gave')],
        ];
        const before = await stateOf(order);
        for (const [what, fields] of tampered) {
          const answer = await notify(channel, fields);
          expect({ what, status: answer.statusCode, code: answer.json().error?.code }).toEqual({
            what,
            status: 400,
            code: 'PAYMENT_SIGNATURE_INVALID',
          });
        }
        expect(await stateOf(order)).toEqual(before);
      });

      it('refuses a genuine message that does not fit the order (amount, currency, reference, no transaction)', async () => {
        const order = await pendingOrder(channel);
        const secret = secrets[channel];
        const [prefix, rest] = [order.reference.slice(0, 4), order.reference.slice(4)];
        expect(prefix).toBe('DEV-');
        const refusals: [Partial<Message>, string][] = [
          [{ amountCents: ORDER_TOTAL_CENTS - 1 }, 'PAYMENT_AMOUNT_MISMATCH'],
          [{ currency: 'USD' }, 'PAYMENT_CURRENCY_MISMATCH'],
          // Another environment's reference to the same order id (a UAT payment sent to this shop).
          [{ reference: `AD-UAT-${rest}` }, 'PAYMENT_REFERENCE_MISMATCH'],
          [{ reference: `${order.reference}9` }, 'PAYMENT_REFERENCE_MISMATCH'],
          [{ reference: `DEV-999999999_${rest.split('_')[1]}` }, 'ORDER_NOT_FOUND'],
          [{ transactionId: '' }, 'PAYMENT_MESSAGE_INVALID'],
        ];
        const before = await stateOf(order);
        for (const [changes, code] of refusals) {
          const answer = await notify(channel, sign(genuine(order.reference, changes), secret));
          expect(answer.statusCode, code).toBeGreaterThanOrEqual(400);
          expect(answer.statusCode, code).toBeLessThan(500);
          expect(answer.json().error.code).toBe(code);
        }
        expect(await stateOf(order)).toEqual(before);
      });

      it('pays once: the same notify again, an earlier decline again or a late decline changes nothing', async () => {
        const order = await pendingOrder(channel);
        const secret = secrets[channel];
        const decline = sign(genuine(order.reference, { outcome: 'decline' }), secret);
        expect((await notify(channel, decline)).json()).toEqual({
          outcome: 'failed',
          orderId: order.orderId,
        });
        const payment = sign(genuine(order.reference), secret);
        expect((await notify(channel, payment)).json()).toEqual({ outcome: 'paid', orderId: order.orderId });
        const paid = await stateOf(order);
        expect(paid.member[orderStreamId(order.orderId)]?.at(-1)).toMatch(/^PaymentConfirmed /);
        expect(
          paid.member[pointsStreamId(order.shopper.memberId)]?.map((event) => event.split(' ')[0]),
        ).toEqual(['PurchaseRecorded']);
        for (const again of [payment, payment, decline])
          expect((await notify(channel, again)).json()).toEqual({
            outcome: 'repeated',
            orderId: order.orderId,
          });
        const late = sign(genuine(order.reference, { outcome: 'decline' }), secret);
        expect((await notify(channel, late)).json()).toMatchObject({
          outcome: 'ignored',
          orderId: order.orderId,
        });
        // The late decline's notification row is kept (so it is not looked at again); nothing else moved.
        expect(await stateOf(order)).toEqual({ ...paid, notifications: (paid.notifications ?? 0) + 1 });
      });
    });

    it("refuses one channel's genuine message posted to the other's notify", async () => {
      const order = await pendingOrder('GLOBALPAY');
      const before = await stateOf(order);
      transactions += 1;
      const message: Message = {
        reference: order.reference,
        outcome: 'accept',
        amountCents: ORDER_TOTAL_CENTS,
        currency: 'HKD',
        transactionId: `cross-${transactions}`,
      };
      const toPayDollar = await notify('PAYDOLLAR', CHANNELS.GLOBALPAY.sign(message, secrets.GLOBALPAY));
      const toGlobalPay = await notify('GLOBALPAY', CHANNELS.PAYDOLLAR.sign(message, secrets.PAYDOLLAR));
      // PayDollar's check finds its fields unsigned; GlobalPay's finds a message that does not sign its fields.
      expect(toPayDollar.json().error.code).toBe('PAYMENT_SIGNATURE_INVALID');
      expect(toGlobalPay.json().error.code).toBe('PAYMENT_MESSAGE_INVALID');
      expect(await stateOf(order)).toEqual(before);
    });

    it('is no signing oracle: a billing name holding a whole notify, signed by the shop, re-cut and posted, pays nothing', async () => {
      const shopper = await freshShopper(shop);
      const { orderId, orderNo } = await placed(member(shopper));
      const reference = `DEV-${orderId}_${orderNo}`;
      // The notify's names: the form's own fields up to the forename, the gateway's answer typed into the
      // forename, then the surname swallowing the rest of the form's signed bytes.
      const notifyNames = [
        'access_key',
        'profile_id',
        'transaction_uuid',
        'signed_date_time',
        'locale',
        'transaction_type',
        'reference_number',
        'amount',
        'currency',
        'unsigned_field_names',
        'bill_to_forename',
        'decision',
        'reason_code',
        'req_reference_number',
        'req_amount',
        'req_currency',
        'transaction_id',
        'signed_field_names',
        'bill_to_surname',
      ];
      const typed =
        `x,decision=ACCEPT,reason_code=100,req_reference_number=${reference},req_amount=556.00,` +
        `req_currency=HKD,transaction_id=forged-1,signed_field_names=${notifyNames.join(',')}`;
      const answer = await paymentForm(orderId, shopper.headers, { billingFirstName: typed });
      expect(answer.statusCode, answer.body).toBe(200);
      const { fields } = answer.json<{ fields: Record<string, string> }>();
      expect(fields.reference_number).toBe(reference);
      const order = { shopper, orderId };
      const before = await stateOf(order);
      const { signature, ...formFields } = fields;
      const forged: Record<string, string> = {
        ...formFields,
        bill_to_forename: 'x',
        decision: 'ACCEPT',
        reason_code: '100',
        req_reference_number: reference,
        req_amount: '556.00',
        req_currency: 'HKD',
        transaction_id: 'forged-1',
        signed_field_names: notifyNames.join(','),
        bill_to_surname: `Chan,bill_to_email=mei@example.hk,bill_to_address_country=HK,signed_field_names=${fields.signed_field_names}`,
        signature: signature ?? '',
      };
      // And every other reading of the bytes the shop signed that names the gateway's fields.
      const signedNames = (fields.signed_field_names ?? '').split(',');
      const bytes = signedNames.map((name) => `${name}=${fields[name] ?? ''}`).join(',');
      const recuts = recutsWithNameList(bytes).map((recut) => ({
        ...recut.fields,
        signature: signature ?? '',
      }));
      for (const attempt of [forged, ...recuts])
        for (const channel of ['GLOBALPAY', 'PAYDOLLAR'] as const) {
          const refused = await notify(channel, attempt);
          expect({ channel, status: refused.statusCode, body: refused.json() }).toMatchObject({
            channel,
            status: 400,
            body: { error: { code: expect.stringMatching(/^PAYMENT_(SIGNATURE|MESSAGE)_INVALID$/) } },
          });
        }
      expect(await statusOf(orderId)).toBe('pending');
      expect(await stateOf(order)).toEqual(before);
    });
  });

  it('makes an ordinary member VIP when a paid order takes their spend past HK$1,000', async () => {
    const shopper = await freshShopper(shop);
    const big = draft();
    big.lines = [{ ...big.lines[0]!, quantity: 2, finalPrice: 120_000 }];
    big.totals = {
      ...big.totals,
      productTotalBeforeDiscount: 123_000,
      productTotal: 120_000,
      orderTotal: 119_000,
    };
    const order = await placed(member(shopper), big);
    const { fields } = (await paymentForm(order.orderId, shopper.headers)).json();
    await payInSandbox(fields, '5555555555554444');
    expect(await typesOf(pointsStreamId(shopper.memberId))).toEqual(['PurchaseRecorded', 'VipUpgraded']);
    const level = await shop.db.query<{ member_level_id: number }>(
      'select member_level_id from members where member_id = $1',
      [shopper.memberId],
    );
    expect(level.rows[0]?.member_level_id).toBe(2);
  });

  it('holds NEW10 to the first purchase: applied before a member’s first paid order, rejected after', async () => {
    const shopper = await freshShopper(shop);
    // A regular-priced product (NEW10 takes 10 % off regular prices only) with plenty in stock.
    const { rows } = await shop.db.query<{ product_id: number }>(
      `select p.product_id from products p join display_products d using (display_product_id)
       where p.discount_price_cents is null and p.inventory > 100 and not p.is_group and d.status = 1
       order by p.product_id limit 1`,
    );
    const couponOf = async () => {
      const answer = await shop.app.inject({
        method: 'POST',
        url: '/api/order/member/pre',
        headers: { ...shopper.headers, 'content-type': 'application/json' },
        payload: { productId: [rows[0]?.product_id], quantity: [1], promotionCode: 'NEW10' },
      });
      expect(answer.statusCode).toBe(200);
      return answer.json().coupon as { status: string; reason?: string };
    };
    expect(await couponOf()).toMatchObject({ status: 'applied' });
    const order = await placed(member(shopper));
    const { fields } = (await paymentForm(order.orderId, shopper.headers)).json();
    await payInSandbox(fields, '4111111111111111');
    // The orders read model catches up within moments; from then on the coupon is the second purchase's.
    let coupon = await couponOf();
    for (let attempt = 0; attempt < 100 && coupon.status === 'applied'; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      coupon = await couponOf();
    }
    expect(coupon).toMatchObject({ status: 'rejected', reason: 'COUPON_FIRST_PURCHASE_ONLY' });
  });

  it('speaks the PayDollar-style form too: amount in cents, the return to /paydollar', async () => {
    const shopper = await freshShopper(shop);
    const order = await placed(member(shopper));
    const { channel, action, fields } = (
      await paymentForm(order.orderId, shopper.headers, { channel: 'PAYDOLLAR' })
    ).json();
    expect({ channel, action, amount: fields.amount, timeout: fields.timeout }).toEqual({
      channel: 'PAYDOLLAR',
      action: '/api/payment/sandbox/paydollar',
      amount: '55600',
      timeout: '20',
    });
    const paid = await shop.app.inject({
      method: 'POST',
      url: '/api/payment/sandbox/paydollar/pay',
      ...form({ ...fields, cardNumber: '4111111111111111', outcome: 'pay' }),
    });
    expect(paid.headers.location).toMatch(/^\/paydollar\/s\?Ref=DEV-/);
    expect(await statusOf(order.orderId)).toBe('paid');
  });

  it('signs a PayDollar form whatever Host the request names: delimiters in its URLs are escaped', async () => {
    const shopper = await freshShopper(shop);
    const order = await placed(member(shopper));
    const answer = await shop.app.inject({
      method: 'POST',
      url: '/api/payment/form',
      headers: {
        ...shopper.headers,
        host: 'shop.example,status=success',
        'content-type': 'application/json',
      },
      payload: { orderId: order.orderId, channel: 'PAYDOLLAR', billingFirstName: 'Mei' },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().fields.notifyUrl).toBe(
      'http://shop.example%2Cstatus%3Dsuccess/api/payment/paydollar/notify',
    );
    expect(await statusOf(order.orderId)).toBe('pending');
  });

  it('refuses a sandbox request the shop did not sign', async () => {
    const page = await shop.app.inject({
      method: 'POST',
      url: '/api/payment/sandbox/globalpay',
      ...form({
        reference_number: 'DEV-1_X',
        amount: '1.00',
        currency: 'HKD',
        signed_field_names: 'reference_number,amount,currency,signed_field_names',
        signature: 'forged',
      }),
    });
    expect(page.statusCode).toBe(400);
    expect(page.json().error.code).toBe('PAYMENT_SIGNATURE_INVALID');
  });

  it('takes no answer the sandbox signed for a request, and no request carrying an answer’s fields', async () => {
    const shopper = await freshShopper(shop);
    const order = await placed(member(shopper));
    const { fields } = (await paymentForm(order.orderId, shopper.headers)).json<{
      fields: Record<string, string>;
    }>();
    const message: Message = {
      reference: fields.reference_number!,
      outcome: 'accept',
      amountCents: ORDER_TOTAL_CENTS,
      currency: 'HKD',
      transactionId: 'sandbox-answer-1',
    };
    const attempts: [string, string, Record<string, string>][] = [
      ['globalpay', 'a GlobalPay answer', CHANNELS.GLOBALPAY.sign(message, secrets.GLOBALPAY)],
      ['paydollar', 'a PayDollar answer', CHANNELS.PAYDOLLAR.sign(message, secrets.PAYDOLLAR)],
      ['globalpay', 'the form with a decision added', { ...fields, decision: 'ACCEPT' }],
    ];
    for (const [channel, what, body] of attempts) {
      const page = await shop.app.inject({
        method: 'POST',
        url: `/api/payment/sandbox/${channel}`,
        ...form(body),
      });
      expect({ what, status: page.statusCode, code: page.json().error?.code }).toEqual({
        what,
        status: 400,
        code: 'PAYMENT_SIGNATURE_INVALID',
      });
    }
    expect(await statusOf(order.orderId)).toBe('pending');
  });
});
