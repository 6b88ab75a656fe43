import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { foldEvents } from '../decider.ts';
import { DomainError } from '../errors.ts';
import { specFor, TEST_NOW } from '../testing/givenWhenThen.ts';
import { type ConfirmPayment, type OrderCommand, orderDecider } from './decide.ts';
import { type OrderEvent, orderEvents } from './orderEvents.ts';
import {
  draft,
  GUEST,
  guestDraft,
  historyTo,
  orderLine,
  orderPlaced,
  paymentConfirmed,
  placeGuest,
  placeMember,
  subscriptionDraft,
} from './orderFixtures.ts';

const { given } = specFor(orderDecider);
const ids = { orderId: 7, orderNo: 'JH20261116000007' };
const confirm = (fields: Partial<ConfirmPayment['data']> = {}): ConfirmPayment => ({
  type: 'ConfirmPayment',
  data: {
    verifiedByGateway: true,
    channel: 'GLOBALPAY',
    gatewayReference: 'GW-1',
    amount: 55600,
    currency: 'HKD',
    ...fields,
  },
});

describe('placing an order', () => {
  it('records the whole snapshot, the buyer and the time', () => {
    given([])
      .when(placeMember())
      .then([
        {
          type: 'OrderPlaced',
          data: {
            ...draft(),
            ...ids,
            placement: 'member',
            buyer: { kind: 'member', memberId: 42, level: 'vip' },
            currency: 'HKD',
            placedAt: TEST_NOW.toISOString(),
          },
        },
      ]);
  });

  it('records a guest with the phone the enquiry will ask for', () => {
    const state = given([])
      .when(placeGuest())
      .then([
        {
          type: 'OrderPlaced',
          data: {
            ...guestDraft(),
            ...ids,
            placement: 'guest',
            buyer: GUEST,
            currency: 'HKD',
            placedAt: TEST_NOW.toISOString(),
          },
        },
      ]);
    expect(state.status).toBe('unpaid');
  });

  it('refuses an empty order, totals that do not add up, and points from a guest', () => {
    given([])
      .when(placeMember(draft({ lines: [] })))
      .then('ORDER_EMPTY');
    const wrongTotal = draft();
    given([])
      .when(placeMember({ ...wrongTotal, totals: { ...wrongTotal.totals, orderTotal: 1 } }))
      .then('ORDER_TOTALS_INCONSISTENT');
    given([]).when(placeGuest(draft())).then('ORDER_INVALID');
  });

  it('refuses an express order of two products', () => {
    const two = draft({
      lines: [
        orderLine({ quantity: 1, finalPrice: 28300 }),
        orderLine({ productId: 2, quantity: 1, finalPrice: 28300 }),
      ],
    });
    given([])
      .when({
        type: 'PlaceExpressOrder',
        data: { ...ids, member: { kind: 'member', memberId: 42, level: 'vip' }, order: two },
      })
      .then('ORDER_INVALID');
  });
});

describe('paying', () => {
  it('goes unpaid → pending → paid on a verified gateway message with the order’s amount', () => {
    given([orderPlaced()])
      .when({ type: 'RequestPayment', data: { channel: 'GLOBALPAY', reference: 'DEV-7_JH' } })
      .then([
        {
          type: 'PaymentRequested',
          data: { ...ids, channel: 'GLOBALPAY', reference: 'DEV-7_JH', amount: 55600, currency: 'HKD' },
        },
      ]);
    given(historyTo('pending'))
      .when(confirm())
      .then([
        {
          type: 'PaymentConfirmed',
          data: {
            ...ids,
            channel: 'GLOBALPAY',
            gatewayReference: 'GW-1',
            amount: 55600,
            currency: 'HKD',
            paidAt: TEST_NOW.toISOString(),
          },
        },
      ]);
  });

  it('refuses an unverified message, a wrong amount and a wrong currency, recording nothing', () => {
    const unverified = confirm({ verifiedByGateway: false as true });
    given(historyTo('pending')).when(unverified).then('PAYMENT_NOT_VERIFIED');
    given(historyTo('pending'))
      .when(confirm({ amount: 55599 }))
      .then('PAYMENT_AMOUNT_MISMATCH');
    given(historyTo('pending'))
      .when(confirm({ currency: 'USD' }))
      .then('PAYMENT_CURRENCY_MISMATCH');
  });

  it('ignores the gateway repeating the notify that paid the order', () => {
    given(historyTo('paid')).when(confirm()).then([]);
    given(historyTo('completed')).when(confirm()).then([]);
  });

  it('goes back to unpaid when the card is declined or the shopper cancels at the gateway', () => {
    given(historyTo('pending'))
      .when({ type: 'FailPayment', data: { channel: 'GLOBALPAY', rejectionCode: '205' } })
      .then([{ type: 'PaymentFailed', data: { ...ids, channel: 'GLOBALPAY', rejectionCode: '205' } }]);
    given(historyTo('pending'))
      .when({ type: 'CancelPayment', data: { channel: 'GLOBALPAY' } })
      .then([{ type: 'PaymentCanceled', data: { ...ids, channel: 'GLOBALPAY' } }]);
  });

  it('records money that arrives for a cancelled order as owed back, once', () => {
    const late = unwanted('GW-9', 'ORDER_CANCELED');
    const state = given(historyTo('canceled'))
      .when(confirm({ gatewayReference: 'GW-9' }))
      .then([late]);
    expect(state).toMatchObject({ status: 'canceled', refundDue: 55600 });
    given([...historyTo('canceled'), late])
      .when(confirm({ gatewayReference: 'GW-9' }))
      .then([]);
  });
});

const unwanted = (
  gatewayReference: string,
  reason: 'ALREADY_PAID' | 'ORDER_CANCELED' | 'ORDER_DELETED',
  amount = 55600,
): OrderEvent => ({
  type: 'UnwantedPaymentReceived',
  data: {
    ...ids,
    channel: 'GLOBALPAY',
    gatewayReference,
    amount,
    currency: 'HKD',
    reason,
    refundDue: amount,
  },
});

describe('payments the order does not want', () => {
  it('records a second capture of a paid order as owed back, keeping the order paid', () => {
    const state = given(historyTo('paid'))
      .when(confirm({ gatewayReference: 'GW-2' }))
      .then([unwanted('GW-2', 'ALREADY_PAID')]);
    expect(state).toMatchObject({
      status: 'paid',
      payment: { gatewayReference: 'GW-1', amount: 55600 },
      received: 111200,
      refundDue: 55600,
      unwantedPayments: ['GW-2'],
    });
  });

  it('records each of seven extra captures once: 7 × the total owed, a repeat of any changes nothing', () => {
    let history = historyTo('paid');
    for (let n = 2; n <= 8; n++) {
      const events = orderDecider.decide(
        confirm({ gatewayReference: `GW-${n}` }),
        foldEvents(orderDecider, history),
        TEST_NOW,
      );
      expect(events).toEqual([unwanted(`GW-${n}`, 'ALREADY_PAID')]);
      history = [...history, ...events];
    }
    // 7 × 55600 = 389200
    expect(foldEvents(orderDecider, history)).toMatchObject({ status: 'paid', refundDue: 389200 });
    given(history)
      .when(confirm({ gatewayReference: 'GW-5' }))
      .then([]);
    given(history)
      .when(confirm({ gatewayReference: 'GW-1' }))
      .then([]);
  });

  it('records what the gateway took, whatever the order total, at every status after payment', () => {
    for (const status of ['Processing', 'inTransit', 'completed'] as const) {
      const state = given(historyTo(status))
        .when(confirm({ gatewayReference: 'GW-X', amount: 1234 }))
        .then([unwanted('GW-X', 'ALREADY_PAID', 1234)]);
      expect(state).toMatchObject({ status, refundDue: 1234 });
    }
    given(historyTo('paid'))
      .when(confirm({ gatewayReference: 'GW-X', amount: 0 }))
      .then('PAYMENT_AMOUNT_MISMATCH');
    given(historyTo('paid'))
      .when(confirm({ gatewayReference: 'GW-X', currency: 'USD' }))
      .then('PAYMENT_CURRENCY_MISMATCH');
  });

  it('records money for a deleted order as owed back', () => {
    const state = given(historyTo('deleted'))
      .when(confirm({ gatewayReference: 'GW-D' }))
      .then([unwanted('GW-D', 'ORDER_DELETED')]);
    expect(state).toMatchObject({ status: 'deleted', refundDue: 55600 });
  });

  it('owes back the payment and the duplicate when staff cancel a paid order charged twice', () => {
    const history = [...historyTo('paid'), unwanted('GW-2', 'ALREADY_PAID')];
    const state = given(history)
      .when({ type: 'CancelOrder', data: { requestedBy: 'staff', reason: 'charged twice' } })
      .then([
        {
          type: 'OrderCanceled',
          data: {
            ...ids,
            requestedBy: 'staff',
            reason: 'charged twice',
            // 111200 received − 0 refunded − 55600 already owed = 55600 added by the cancellation
            refundDue: 55600,
            pointsToReturn: 2000,
            releasedStock: [{ productId: 1, quantity: 2 }],
          },
        },
      ]);
    expect(state).toMatchObject({ status: 'canceled', refundDue: 111200 });
  });

  it('lowers what is owed when staff record the duplicate refunded, naming its transaction', () => {
    const history = [...historyTo('paid'), unwanted('GW-2', 'ALREADY_PAID')];
    const state = given(history)
      .when({
        type: 'RecordRefund',
        data: { amount: 55600, reason: 'charged twice', gatewayReference: 'GW-2' },
      })
      .then([
        {
          type: 'RefundRecorded',
          data: { ...ids, amount: 55600, reason: 'charged twice', gatewayReference: 'GW-2' },
        },
      ]);
    expect(state).toMatchObject({ status: 'paid', refundDue: 0, refunded: 55600, received: 111200 });
  });

  it('refuses a refund naming a transaction the order never received', () => {
    given([...historyTo('paid'), unwanted('GW-2', 'ALREADY_PAID')])
      .when({ type: 'RecordRefund', data: { amount: 100, reason: 'r', gatewayReference: 'GW-404' } })
      .then('REFUND_TRANSACTION_UNKNOWN');
  });
});

describe('a declined or abandoned card: the shopper pays again or cancels', () => {
  const requested: OrderEvent = {
    type: 'PaymentRequested',
    data: { ...ids, channel: 'GLOBALPAY', reference: 'DEV-7_JH', amount: 55600, currency: 'HKD' },
  };
  const declined: OrderEvent[] = [
    orderPlaced(),
    requested,
    { type: 'PaymentFailed', data: { ...ids, channel: 'GLOBALPAY', rejectionCode: '204' } },
  ];
  const canceledAtGateway: OrderEvent[] = [
    orderPlaced(),
    requested,
    { type: 'PaymentCanceled', data: { ...ids, channel: 'GLOBALPAY' } },
  ];
  const payAgain: OrderCommand = {
    type: 'RequestPayment',
    data: { channel: 'GLOBALPAY', reference: 'DEV-7_JH' },
  };
  const shopperCancels: OrderCommand = {
    type: 'CancelOrder',
    data: { requestedBy: 'shopper', reason: 'SHOPPER_CANCELED' },
  };

  it('asks the gateway again for the same order after a decline, a cancel at the gateway or a tab left open', () => {
    for (const history of [declined, canceledAtGateway, historyTo('pending')]) {
      const state = given(history).when(payAgain).then([requested]);
      expect(state).toMatchObject({ status: 'pending', payment: null });
    }
  });

  it('is paid by the second attempt’s verified payment, once', () => {
    const state = given([...declined, requested])
      .when(confirm({ gatewayReference: 'GW-2' }))
      .then([
        {
          type: 'PaymentConfirmed',
          data: {
            ...ids,
            channel: 'GLOBALPAY',
            gatewayReference: 'GW-2',
            amount: 55600,
            currency: 'HKD',
            paidAt: TEST_NOW.toISOString(),
          },
        },
      ]);
    expect(state).toMatchObject({ status: 'paid', received: 55600, refundDue: 0 });
  });

  it('lets the shopper cancel an unpaid or pending order: its stock and points are released at once', () => {
    const released: OrderEvent = {
      type: 'OrderCanceled',
      data: {
        ...ids,
        requestedBy: 'shopper',
        reason: 'SHOPPER_CANCELED',
        refundDue: 0,
        pointsToReturn: 2000,
        releasedStock: [{ productId: 1, quantity: 2 }],
      },
    };
    for (const history of [declined, canceledAtGateway, historyTo('pending')]) {
      const state = given(history).when(shopperCancels).then([released]);
      expect(state.status).toBe('canceled');
      given([...history, released])
        .when(payAgain)
        .then('ORDER_CANCELED');
    }
  });

  it('refuses the shopper’s cancel of an order paid, in the warehouse, shipped, done or cancelled, with one code', () => {
    for (const status of [
      'paid',
      'Processing',
      'inTransit',
      'wait2ndDelivery',
      'completed',
      'canceled',
    ] as const) {
      const history = historyTo(status, status === 'wait2ndDelivery' ? subscriptionDraft() : draft());
      given(history).when(shopperCancels).then('ORDER_NOT_CANCELLABLE');
    }
  });

  it('refuses a second request once paid', () => {
    given([...declined, requested, paymentConfirmed(55600, 'GW-2')])
      .when(payAgain)
      .then('ORDER_ALREADY_PAID');
  });
});

describe('cancelling', () => {
  it('releases the stock and returns the points of an unpaid order, at the shopper’s request', () => {
    given([orderPlaced()])
      .when({ type: 'CancelOrder', data: { requestedBy: 'shopper', reason: 'changed mind' } })
      .then([
        {
          type: 'OrderCanceled',
          data: {
            ...ids,
            requestedBy: 'shopper',
            reason: 'changed mind',
            refundDue: 0,
            pointsToReturn: 2000,
            releasedStock: [{ productId: 1, quantity: 2 }],
          },
        },
      ]);
  });

  it('leaves a paid order to staff, who owe back what was paid', () => {
    given(historyTo('paid'))
      .when({ type: 'CancelOrder', data: { requestedBy: 'shopper', reason: 'changed mind' } })
      .then('ORDER_NOT_CANCELLABLE');
    given(historyTo('Processing'))
      .when({ type: 'CancelOrder', data: { requestedBy: 'system', reason: 'payment window passed' } })
      .then('ORDER_CANCEL_STAFF_ONLY');
    const state = given(historyTo('Processing'))
      .when({ type: 'CancelOrder', data: { requestedBy: 'staff', reason: 'damaged stock' } })
      .then([
        {
          type: 'OrderCanceled',
          data: {
            ...ids,
            requestedBy: 'staff',
            reason: 'damaged stock',
            refundDue: 55600,
            pointsToReturn: 2000,
            releasedStock: [{ productId: 1, quantity: 2 }],
          },
        },
      ]);
    expect(state).toMatchObject({ status: 'canceled', refundDue: 55600 });
  });
});

describe('delivering', () => {
  it('ships a one-delivery order and completes it', () => {
    given(historyTo('Processing'))
      .when({ type: 'ShipOrder', data: { trackingNumber: ' SF1234 ' } })
      .then([{ type: 'OrderShipped', data: { ...ids, trackingNumber: 'SF1234' } }]);
    given(historyTo('Processing'))
      .when({ type: 'ShipOrder', data: { trackingNumber: '  ' } })
      .then('TRACKING_NUMBER_REQUIRED');
    given(historyTo('inTransit'))
      .when({ type: 'CompleteOrder', data: {} })
      .then([{ type: 'OrderCompleted', data: ids }]);
    given(historyTo('inTransit')).when({ type: 'AwaitSecondDelivery', data: {} }).then('NO_SECOND_DELIVERY');
  });

  it('ships a six-month subscription twice before completing it', () => {
    const subscription = subscriptionDraft();
    given(historyTo('inTransit', subscription))
      .when({ type: 'CompleteOrder', data: {} })
      .then('SECOND_DELIVERY_OUTSTANDING');
    given(historyTo('inTransit', subscription))
      .when({ type: 'AwaitSecondDelivery', data: {} })
      .then([{ type: 'FirstDeliveryCompleted', data: ids }]);
    const state = given(historyTo('wait2ndDelivery', subscription))
      .when({ type: 'ShipSecondDelivery', data: { trackingNumber: 'SF2' } })
      .then([{ type: 'SecondDeliveryShipped', data: { ...ids, trackingNumber: 'SF2' } }]);
    expect(state).toMatchObject({ status: 'inTransit2nd', trackingNumbers: ['SF1', 'SF2'] });
  });
});

describe('recording refunds', () => {
  const refund = (amount: number, reason = 'one bottle arrived broken'): OrderCommand => ({
    type: 'RecordRefund',
    data: { amount, reason },
  });

  it('records part of a completed order’s payment back, keeping the status', () => {
    const state = given(historyTo('completed'))
      .when(refund(12000, ' one bottle arrived broken '))
      .then([
        { type: 'RefundRecorded', data: { ...ids, amount: 12000, reason: 'one bottle arrived broken' } },
      ]);
    expect(state).toMatchObject({ status: 'completed', received: 55600, refunded: 12000, refundDue: 0 });
  });

  it('pays back a cancelled order in steps, lowering the refund due, never past what was paid', () => {
    const canceled: OrderEvent[] = [
      ...historyTo('paid'),
      {
        type: 'OrderCanceled',
        data: {
          ...ids,
          requestedBy: 'staff',
          reason: 'out of stock',
          refundDue: 55600,
          pointsToReturn: 2000,
          releasedStock: [{ productId: 1, quantity: 2 }],
        },
      },
    ];
    const first: OrderEvent = {
      type: 'RefundRecorded',
      data: { ...ids, amount: 50000, reason: 'card refund' },
    };
    const state = given(canceled).when(refund(50000, 'card refund')).then([first]);
    expect(state).toMatchObject({ status: 'canceled', refundDue: 5600, refunded: 50000 });
    given([...canceled, first])
      .when(refund(5601))
      .then('REFUND_EXCEEDS_PAID');
    const settled = given([...canceled, first])
      .when(refund(5600))
      .then([
        { type: 'RefundRecorded', data: { ...ids, amount: 5600, reason: 'one bottle arrived broken' } },
      ]);
    expect(settled).toMatchObject({ refundDue: 0, refunded: 55600 });
  });

  it('refunds money that arrived after cancellation', () => {
    const late: OrderEvent = {
      type: 'PaymentReceivedAfterCancellation',
      data: { ...ids, channel: 'GLOBALPAY', gatewayReference: 'GW-9', amount: 55600, currency: 'HKD' },
    };
    const state = given([...historyTo('canceled'), late])
      .when(refund(55600))
      .then([
        { type: 'RefundRecorded', data: { ...ids, amount: 55600, reason: 'one bottle arrived broken' } },
      ]);
    expect(state).toMatchObject({ refundDue: 0 });
    given(historyTo('canceled')).when(refund(1)).then('REFUND_EXCEEDS_PAID');
  });

  it('refuses an order never paid, no amount, a fraction of a cent and a blank reason', () => {
    given(historyTo('unpaid')).when(refund(100)).then('ORDER_NOT_PAID');
    given(historyTo('pending')).when(refund(100)).then('ORDER_NOT_PAID');
    given(historyTo('deleted')).when(refund(100)).then('ORDER_NOT_FOUND');
    given(historyTo('paid')).when(refund(0)).then('REFUND_AMOUNT_INVALID');
    given(historyTo('paid')).when(refund(10.5)).then('REFUND_AMOUNT_INVALID');
    given(historyTo('paid')).when(refund(100, '   ')).then('REFUND_REASON_REQUIRED');
    given(historyTo('paid')).when(refund(55601)).then('REFUND_EXCEEDS_PAID');
  });

  it('never records more refunded than received, whatever the sequence', () => {
    const commands = fc.oneof(
      fc.integer({ min: 1, max: 60000 }).map(refund),
      fc.constant<OrderCommand>({ type: 'CancelOrder', data: { requestedBy: 'staff', reason: 'r' } }),
      fc.constant<OrderCommand>(confirm({ gatewayReference: 'GW-LATE' })),
    );
    fc.assert(
      fc.property(fc.array(commands, { maxLength: 20 }), (sequence) => {
        const history = historyTo('paid');
        for (const command of sequence) {
          try {
            history.push(...orderDecider.decide(command, foldEvents(orderDecider, history), TEST_NOW));
          } catch (error) {
            if (!(error instanceof DomainError)) throw error;
          }
        }
        const state = foldEvents(orderDecider, history);
        if (state.status === 'notPlaced') throw new Error('placed above');
        expect(state.refunded).toBeLessThanOrEqual(state.received);
        expect(state.refundDue).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});

describe('the given/when/then helper', () => {
  it('fails, naming both outcomes, when the decider disagrees', () => {
    expect(() =>
      given(historyTo('paid')).when({ type: 'StartProcessing', data: {} }).then('ORDER_NOT_PAID'),
    ).toThrow(/expected a refusal with ORDER_NOT_PAID, but decided/);
    expect(() => given([]).when({ type: 'StartProcessing', data: {} }).then([])).toThrow(
      /refused with ORDER_NOT_FOUND/,
    );
  });
});

describe('the stored form', () => {
  it('round-trips every event of a journey through version and metadata', () => {
    const metadata = {
      correlationId: 'c-1',
      causationId: 'c-1',
      actor: { kind: 'system', id: 'gateway' },
      occurredAt: TEST_NOW.toISOString(),
    } as const;
    for (const event of historyTo('completed')) {
      const stored = orderEvents.encode(event, metadata);
      expect(stored).toMatchObject({ type: event.type, schemaVersion: 1, metadata });
      expect(orderEvents.decode(stored)).toEqual(event);
    }
  });

  it('refuses to store a malformed payload and to read a version it does not know', () => {
    const metadata = {
      correlationId: 'c',
      causationId: 'c',
      actor: { kind: 'system', id: 's' },
      occurredAt: TEST_NOW.toISOString(),
    } as const;
    expect(() =>
      orderEvents.encode({ type: 'OrderShipped', data: { ...ids, trackingNumber: '' } }, metadata),
    ).toThrow();
    expect(() => orderEvents.decode({ type: 'OrderCompleted', schemaVersion: 2, data: ids })).toThrow(
      /newer/,
    );
  });
});

describe('properties', () => {
  const commandArbitrary: fc.Arbitrary<OrderCommand> = fc.oneof(
    fc.constant<OrderCommand>({ type: 'RequestPayment', data: { channel: 'GLOBALPAY', reference: 'R' } }),
    fc
      .record({
        gatewayReference: fc.constantFrom('GW-1', 'GW-2', 'GW-3'),
        amount: fc.constantFrom(55600, 55599, 0),
      })
      .map((fields) => confirm(fields)),
    fc.constant<OrderCommand>({ type: 'FailPayment', data: { channel: 'GLOBALPAY', rejectionCode: '201' } }),
    fc.constant<OrderCommand>({ type: 'CancelPayment', data: { channel: 'GLOBALPAY' } }),
    fc
      .constantFrom('shopper', 'staff', 'system')
      .map((requestedBy): OrderCommand => ({ type: 'CancelOrder', data: { requestedBy, reason: 'r' } })),
    fc.constant<OrderCommand>({ type: 'StartProcessing', data: {} }),
    fc.constant<OrderCommand>({ type: 'ShipOrder', data: { trackingNumber: 'SF' } }),
    fc.constant<OrderCommand>({ type: 'CompleteOrder', data: {} }),
    fc.constant<OrderCommand>({ type: 'DeleteOrder', data: { reason: 'r' } }),
  );

  it('no sequence of commands pays an order twice or records a payment of the wrong amount', () => {
    fc.assert(
      fc.property(fc.array(commandArbitrary, { maxLength: 30 }), (commands) => {
        const history: OrderEvent[] = [orderPlaced()];
        for (const command of commands) {
          try {
            history.push(...orderDecider.decide(command, foldEvents(orderDecider, history), TEST_NOW));
          } catch (error) {
            if (!(error instanceof DomainError)) throw error;
          }
        }
        const confirmations = history.filter((event) => event.type === 'PaymentConfirmed');
        expect(confirmations.length).toBeLessThanOrEqual(1);
        for (const event of history) {
          if (event.type === 'PaymentConfirmed') expect(event.data.amount).toBe(55600);
        }
        // Every payment is accounted for: what is owed is every unwanted payment, plus the payment itself
        // once the order is cancelled; each gateway transaction is recorded at most once.
        const state = foldEvents(orderDecider, history);
        if (state.status !== 'notPlaced') {
          const unwantedPayments = history.filter((event) => event.type === 'UnwantedPaymentReceived');
          const owedUnwanted = unwantedPayments.reduce((sum, event) => sum + event.data.amount, 0);
          const paidThenCanceled =
            state.payment !== null && (state.status === 'canceled' || state.status === 'deleted');
          const references = [
            ...unwantedPayments.map((event) => event.data.gatewayReference),
            ...(state.payment ? [state.payment.gatewayReference] : []),
          ];
          expect(new Set(references).size).toBe(references.length);
          expect(state.refundDue).toBe(owedUnwanted + (paidThenCanceled ? 55600 : 0));
          expect(state.received).toBe(owedUnwanted + (state.payment?.amount ?? 0));
        }
      }),
      { numRuns: 500 },
    );
  });
});

it('keeps a paymentConfirmed fixture equal to what the decider records', () => {
  expect(historyTo('paid')[1]).toEqual(paymentConfirmed(55600));
});
