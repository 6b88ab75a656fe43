import type { Order } from '@shop/domain/orders/apiSchemas';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import type { GuestOrderSession } from '../../lib/guestOrderSession.ts';
import { apiOrder } from './orderTesting.ts';
import {
  MAX_READS,
  type OrderRead,
  type PaymentReturnEmitted,
  type PaymentReturnInput,
  POLL_INTERVAL_MS,
  paymentReturnMachine,
} from './paymentReturnMachine.ts';

const GUEST: GuestOrderSession = { phone: '91234567', orderNo: 'JH2611240001', orderId: 1024 };
const REF = 'DEV-1024_JH2611240001';

/** Each read answers the next of `answers` (the last one repeats); an Error answer is a failed read. */
function harness(input: Partial<PaymentReturnInput>, answers: Array<Order | null | Error> = []) {
  const clock = new SimulatedClock();
  const reads: OrderRead[] = [];
  const emitted: PaymentReturnEmitted[] = [];
  const machine = paymentReturnMachine.provide({
    actors: {
      readOrder: fromPromise<Order | null, OrderRead>(async ({ input: read }) => {
        reads.push(read);
        const answer = answers[Math.min(reads.length, answers.length) - 1] ?? null;
        if (answer instanceof Error) throw answer;
        return answer;
      }),
    },
  });
  const actor = createActor(machine, {
    clock,
    input: { result: 's', ref: REF, member: true, guestOrder: null, ...input },
  });
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, clock, reads, emitted };
}

const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Lets the reads answer and the clock pass, poll by poll, until the machine is done (or the polls run out). */
async function runToEnd({ actor, clock }: ReturnType<typeof harness>) {
  await settle();
  for (let poll = 0; poll < MAX_READS + 2 && actor.getSnapshot().status !== 'done'; poll += 1) {
    clock.increment(POLL_INTERVAL_MS);
    await settle();
  }
  return actor.getSnapshot().output;
}

const paid = apiOrder({ orderStatus: 'paid' });
const unpaid = apiOrder({ orderStatus: 'unpaid' });
const pending = apiOrder({ orderStatus: 'pending' });

describe('paymentReturnMachine: the Ref', () => {
  it.each([
    ['DEV-1024_JH2611240001', 1024],
    ['AD-TEST-1024_JH2611240001', 1024],
    ['AD-PRO-77_X_Y', 77],
    ['AD-UAT-5_JH1', 5],
    ['1024_JH2611240001', 1024],
    ['1024', 1024],
  ])('%s reads order %i', async (ref, orderId) => {
    const run = harness({ ref }, [paid]);
    expect(await runToEnd(run)).toEqual({ type: 'navigate', to: `/order/${orderId}` });
    expect(run.reads).toEqual([{ orderId, guest: null }]);
  });

  it.each([null, '', 'DEV-', 'DEV-abc_JH1', 'PROD-1024_JH1', 'DEV--5_JH1', '0_JH1', '12.5_JH1'])(
    '%j goes home without reading anything',
    async (ref) => {
      for (const result of ['s', 'f', 'c']) {
        const run = harness({ ref, result });
        expect(await runToEnd(run)).toEqual({ type: 'navigate', to: '/' });
        expect(run.reads).toEqual([]);
      }
    },
  );

  it.each(['', 'x', 'success', 'S'])('subpath %j shows the generic screen', async (result) => {
    const run = harness({ result }, [paid]);
    expect(await runToEnd(run)).toEqual({ type: 'generic' });
    expect(run.reads).toEqual([]);
  });
});

describe('paymentReturnMachine: a member', () => {
  it('/s with the payment already confirmed: announces it and opens the order', async () => {
    const run = harness({}, [paid]);
    expect(await runToEnd(run)).toEqual({ type: 'navigate', to: '/order/1024' });
    expect(run.emitted).toEqual([{ type: 'paid', order: paid }]);
  });

  it('/s waits for the notify: unpaid, pending, then paid on the third read', async () => {
    const run = harness({}, [unpaid, pending, paid]);
    await settle();
    expect(run.reads).toHaveLength(1);
    expect(run.actor.getSnapshot().status).toBe('active');
    run.clock.increment(POLL_INTERVAL_MS - 1);
    await settle();
    expect(run.reads).toHaveLength(1);
    run.clock.increment(1);
    await settle();
    expect(run.reads).toHaveLength(2);
    expect(await runToEnd(run)).toEqual({ type: 'navigate', to: '/order/1024' });
    expect(run.reads).toHaveLength(3);
    expect(run.emitted).toEqual([{ type: 'paid', order: paid }]);
  });

  it('/s gives up after MAX_READS reads and opens the order unconfirmed: nothing announced', async () => {
    const run = harness({}, [pending]);
    expect(await runToEnd(run)).toEqual({ type: 'navigate', to: '/order/1024' });
    expect(run.reads).toHaveLength(MAX_READS);
    expect(run.emitted).toEqual([]);
  });

  it('/s keeps waiting through failed reads (offline, 5xx) within the same bound', async () => {
    const run = harness({}, [new Error('offline'), new Error('502'), paid]);
    expect(await runToEnd(run)).toEqual({ type: 'navigate', to: '/order/1024' });
    expect(run.reads).toHaveLength(3);
    expect(run.emitted).toEqual([{ type: 'paid', order: paid }]);
  });

  it('/s stops waiting at once for an order that is not theirs or is canceled', async () => {
    for (const answer of [null, apiOrder({ orderStatus: 'canceled' })]) {
      const run = harness({}, [answer]);
      expect(await runToEnd(run)).toEqual({ type: 'navigate', to: '/order/1024' });
      expect(run.reads).toHaveLength(1);
      expect(run.emitted).toEqual([]);
    }
  });

  it.each(['f', 'c'])('/%s goes to the order list without reading or changing the order', async (result) => {
    const run = harness({ result }, [paid]);
    expect(await runToEnd(run)).toEqual({ type: 'navigate', to: '/member/order' });
    expect(run.reads).toEqual([]);
    expect(run.emitted).toEqual([]);
  });
});

describe('paymentReturnMachine: a guest', () => {
  it('/s with this order in sessionStorage: reads it by number and phone, clears storage, opens the enquiry', async () => {
    const run = harness({ member: false, guestOrder: GUEST }, [pending, paid]);
    expect(await runToEnd(run)).toEqual({
      type: 'navigate',
      to: '/order_enquiry?o=JH2611240001&p=91234567&g=1',
    });
    expect(run.reads[0]).toEqual({ orderId: 1024, guest: { orderNo: 'JH2611240001', phone: '91234567' } });
    expect(run.emitted).toEqual([{ type: 'paid', order: paid }, { type: 'forgetGuestOrder' }]);
  });

  it('/s past the bound still clears storage and opens the enquiry (it shows the real status)', async () => {
    const run = harness({ member: false, guestOrder: GUEST }, [unpaid]);
    expect(await runToEnd(run)).toEqual({
      type: 'navigate',
      to: '/order_enquiry?o=JH2611240001&p=91234567&g=1',
    });
    expect(run.reads).toHaveLength(MAX_READS);
    expect(run.emitted).toEqual([{ type: 'forgetGuestOrder' }]);
  });

  it('/s without storage, or storage of another order: "cannot show this order here", never "paid"', async () => {
    // Whatever the order is (paid, unpaid, missing), this browser cannot read it, so it claims nothing.
    for (const answer of [paid, unpaid, null]) {
      for (const guestOrder of [null, { ...GUEST, orderId: 1025 }]) {
        const run = harness({ member: false, guestOrder }, [answer]);
        expect(await runToEnd(run)).toEqual({ type: 'message', message: 'orderUnknown' });
        expect(run.reads).toEqual([]);
        expect(run.emitted).toEqual([]);
      }
    }
  });

  it('/s with this order in storage that the server does not find: the enquiry, nothing announced', async () => {
    const run = harness({ member: false, guestOrder: GUEST }, [null]);
    expect(await runToEnd(run)).toEqual({
      type: 'navigate',
      to: '/order_enquiry?o=JH2611240001&p=91234567&g=1',
    });
    expect(run.reads).toHaveLength(1);
    expect(run.emitted).toEqual([{ type: 'forgetGuestOrder' }]);
  });

  it('/s announces "paid" only for a status the server reports as paid', async () => {
    for (const orderStatus of ['unpaid', 'pending', 'canceled', 'deleted'] as const) {
      const run = harness({}, [apiOrder({ orderStatus })]);
      await runToEnd(run);
      expect(run.emitted).toEqual([]);
    }
    for (const orderStatus of ['paid', 'Processing', 'inTransit', 'completed'] as const) {
      const order = apiOrder({ orderStatus });
      const run = harness({}, [order]);
      await runToEnd(run);
      expect(run.emitted).toEqual([{ type: 'paid', order }]);
    }
  });

  it('/f shows "payment failed" and /c "order cancelled", whatever storage holds', async () => {
    for (const guestOrder of [null, GUEST]) {
      const failed = harness({ member: false, guestOrder, result: 'f' });
      expect(await runToEnd(failed)).toEqual({ type: 'message', message: 'paymentFailed' });
      const cancelled = harness({ member: false, guestOrder, result: 'c' });
      expect(await runToEnd(cancelled)).toEqual({ type: 'message', message: 'orderCancelled' });
      expect([...failed.reads, ...cancelled.reads]).toEqual([]);
    }
  });
});
