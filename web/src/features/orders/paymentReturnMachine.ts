import type { Order } from '@shop/domain/orders/apiSchemas';
import { orderIdFromReference } from '@shop/domain/payments/reference';
import { assign, emit, fromPromise, setup } from 'xstate';
import type { GuestOrderSession } from '../../lib/guestOrderSession.ts';
import { isPaidOrder } from './successState.ts';

/**
 * The payment return of seed 001 §4: the card gateway sends the shopper back to `/globalpay/{s,f,c}` or
 * `/paydollar/{s,f,c}` with `Ref` (environment prefix, order id, `_`, order number).
 *
 * This page NEVER marks an order paid. The specification's return page did ("mark the order paid"), which
 * lets any browser that types the URL pay for nothing: only the gateway's signed server-to-server notify
 * confirms a payment. The page only reads the order's state, waiting a bounded time for the notify to land
 * (it usually arrives before or just after the shopper), then goes on:
 *
 * - /s member → `/order/{id}`; guest whose sessionStorage holds this order (phone, number, id) → storage
 *   cleared, `/order_enquiry?o=&p=&g=1`; any other guest (a new tab, another browser, someone else's link)
 *   → "we cannot tell you about this order here": look it up with the enquiry or log in. The specification
 *   said "order already paid" there, which told the truth only by luck: such a browser cannot read the order
 *   (a guest's order needs its phone), so it cannot know whether the order is paid, or exists at all.
 * - /f, /c member → `/member/order`; guest → "payment failed" (f) or "order cancelled" (c).
 * - missing or non-numeric Ref → `/`; any other subpath → the generic screen.
 *
 * The machine only decides. It reports what the outside must do as emitted events (`paid`: the order is
 * confirmed paid, run the success effects; `forgetGuestOrder`: clear the guest's sessionStorage) and ends
 * in a final state whose output says where to go or what to show. Reads are an injected actor; the wait is
 * a delayed transition, so tests drive it with xstate's SimulatedClock.
 */
export const POLL_INTERVAL_MS = 1_500;
/**
 * Reads of the order before going on without the notify: about 9 s in all. Few enough that a guest's reads
 * (POST order/checking is rate-limited) leave room for the enquiry page that follows.
 */
export const MAX_READS = 6;

export type ReturnResult = 's' | 'f' | 'c';

export type PaymentReturnOutcome =
  | { type: 'navigate'; to: string }
  | { type: 'message'; message: 'orderUnknown' | 'paymentFailed' | 'orderCancelled' }
  | { type: 'generic' };

/** Statuses no notify will change any more: waiting is pointless. */
const SETTLED_UNPAID: ReadonlySet<Order['orderStatus']> = new Set(['canceled', 'deleted']);

export interface OrderRead {
  orderId: number;
  /** The guest's proof of ownership; null for a member (the token proves it). */
  guest: { orderNo: string; phone: string } | null;
}

export interface PaymentReturnInput {
  /** The subpath after /globalpay or /paydollar ('' when none). */
  result: string;
  ref: string | null;
  member: boolean;
  /** What sessionStorage holds of the guest's last order. */
  guestOrder: GuestOrderSession | null;
}

export interface PaymentReturnContext {
  result: ReturnResult | null;
  orderId: number | null;
  member: boolean;
  guestOrder: GuestOrderSession | null;
  reads: number;
  /** The order as last read; null before the first answer or when it was not found. */
  order: Order | null;
  /** The order is not there for this shopper (404, or not in the guest's look-up). */
  notFound: boolean;
  /** Set by the final state reached: the machine's output. */
  outcome: PaymentReturnOutcome;
}

export type PaymentReturnEmitted = { type: 'paid'; order: Order } | { type: 'forgetGuestOrder' };

function returnResult(value: string): ReturnResult | null {
  return value === 's' || value === 'f' || value === 'c' ? value : null;
}

/** The guest's stored order is this one: same id as the Ref, with a phone and number to look it up. */
function guestOwnsReturn(context: PaymentReturnContext): boolean {
  return context.guestOrder !== null && context.guestOrder.orderId === context.orderId;
}

export const paymentReturnMachine = setup({
  types: {
    context: {} as PaymentReturnContext,
    input: {} as PaymentReturnInput,
    emitted: {} as PaymentReturnEmitted,
    output: {} as PaymentReturnOutcome,
  },
  actors: {
    /** The order for this shopper, or null when it is not theirs (or not there). */
    readOrder: fromPromise<Order | null, OrderRead>(async () => {
      throw new Error('readOrder is provided by the page');
    }),
  },
  delays: { pollInterval: POLL_INTERVAL_MS },
  guards: {
    unknownResult: ({ context }) => context.result === null,
    noOrderId: ({ context }) => context.orderId === null,
    isSuccess: ({ context }) => context.result === 's',
    isFailure: ({ context }) => context.result === 'f',
    isMember: ({ context }) => context.member,
    guestOwnsReturn: ({ context }) => guestOwnsReturn(context),
    orderPaid: ({ context }) => context.order !== null && isPaidOrder(context.order),
    orderSettledUnpaid: ({ context }) =>
      context.notFound || (context.order !== null && SETTLED_UNPAID.has(context.order.orderStatus)),
    readsLeft: ({ context }) => context.reads < MAX_READS,
  },
  actions: {
    countRead: assign(({ context }) => ({ reads: context.reads + 1 })),
    keepOrder: assign(({ event }) => {
      const order = 'output' in event ? (event.output as Order | null) : null;
      return { order, notFound: order === null };
    }),
    announcePaid: emit(({ context }) => ({ type: 'paid' as const, order: context.order as Order })),
    forgetGuestOrder: emit({ type: 'forgetGuestOrder' as const }),
    end: assign((_, outcome: PaymentReturnOutcome) => ({ outcome })),
  },
}).createMachine({
  id: 'paymentReturn',
  context: ({ input }) => ({
    result: returnResult(input.result),
    orderId: orderIdFromReference(input.ref),
    member: input.member,
    guestOrder: input.guestOrder,
    reads: 0,
    order: null,
    notFound: false,
    outcome: { type: 'generic' },
  }),
  output: ({ context }) => context.outcome,
  initial: 'routing',
  states: {
    /** Transient: which outcome this return can have at all. */
    routing: {
      always: [
        { guard: 'unknownResult', target: 'generic' },
        { guard: 'noOrderId', target: 'home' },
        { guard: 'isSuccess', target: 'confirming' },
        { guard: 'isMember', target: 'memberOrders' },
        { guard: 'isFailure', target: 'paymentFailed' },
        { target: 'orderCancelled' },
      ],
    },
    /** /s: who may see the result, then the bounded wait for the gateway's notify. */
    confirming: {
      initial: 'choosing',
      states: {
        choosing: {
          always: [
            { guard: 'isMember', target: 'reading' },
            { guard: 'guestOwnsReturn', target: 'reading' },
            // A guest without this order in storage: nothing here can read it, so nothing is claimed.
            { target: '#paymentReturn.orderUnknown' },
          ],
        },
        reading: {
          entry: 'countRead',
          invoke: {
            src: 'readOrder',
            input: ({ context }) => ({
              orderId: context.orderId as number,
              guest:
                context.member || !context.guestOrder
                  ? null
                  : { orderNo: context.guestOrder.orderNo, phone: context.guestOrder.phone },
            }),
            onDone: { target: 'deciding', actions: 'keepOrder' },
            // A failed read (offline, 5xx) is one more try used up, not an outcome.
            onError: 'waiting',
          },
        },
        deciding: {
          always: [
            { guard: 'orderPaid', target: 'done', actions: 'announcePaid' },
            { guard: 'orderSettledUnpaid', target: 'done' },
            { target: 'waiting' },
          ],
        },
        waiting: {
          after: {
            pollInterval: [{ guard: 'readsLeft', target: 'reading' }, { target: 'done' }],
          },
        },
        done: { type: 'final' },
      },
      // Paid or not, the order's own page says where it stands now.
      onDone: [
        { guard: 'isMember', target: 'memberOrder' },
        { target: 'guestEnquiry', actions: 'forgetGuestOrder' },
      ],
    },
    memberOrder: {
      type: 'final',
      entry: assign(({ context }) => ({
        outcome: { type: 'navigate', to: `/order/${context.orderId}` } satisfies PaymentReturnOutcome,
      })),
    },
    guestEnquiry: {
      type: 'final',
      entry: assign(({ context }) => {
        const guest = context.guestOrder as GuestOrderSession;
        const query = new URLSearchParams({ o: guest.orderNo, p: guest.phone, g: '1' });
        return {
          outcome: { type: 'navigate', to: `/order_enquiry?${query}` } satisfies PaymentReturnOutcome,
        };
      }),
    },
    memberOrders: {
      type: 'final',
      entry: { type: 'end', params: { type: 'navigate', to: '/member/order' } },
    },
    home: { type: 'final', entry: { type: 'end', params: { type: 'navigate', to: '/' } } },
    orderUnknown: {
      type: 'final',
      entry: { type: 'end', params: { type: 'message', message: 'orderUnknown' } },
    },
    paymentFailed: {
      type: 'final',
      entry: { type: 'end', params: { type: 'message', message: 'paymentFailed' } },
    },
    orderCancelled: {
      type: 'final',
      entry: { type: 'end', params: { type: 'message', message: 'orderCancelled' } },
    },
    generic: { type: 'final', entry: { type: 'end', params: { type: 'generic' } } },
  },
});

export type PaymentReturnMachine = typeof paymentReturnMachine;
