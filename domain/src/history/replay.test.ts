import { describe, expect, it } from 'vitest';
import type { EventMetadata } from '../events.ts';
import { evolveOrder, initialOrderState, type OrderState } from '../orders/order.ts';
import type { OrderEvent } from '../orders/orderEvents.ts';
import { historyTo } from '../orders/orderFixtures.ts';
import { evolvePointsLedger, initialPointsLedger } from '../points/pointsLedger.ts';
import { diffStates } from './diffStates.ts';
import { replay, type StreamEntry, stateAsOf } from './replay.ts';

const shopper = { kind: 'member', id: '42' } as const;
const staff = { kind: 'staff', id: '3' } as const;
const metadata = (occurredAt: string, actor: EventMetadata['actor']): EventMetadata => ({
  correlationId: `corr-${occurredAt}`,
  causationId: `cause-${occurredAt}`,
  actor,
  occurredAt,
});

// Placed at 06:00, paid at 06:05, processing at 09:00 and shipped by staff at 10:00 (UTC, 16 Nov 2026).
const TIMES = [
  '2026-11-16T06:00:00.000Z',
  '2026-11-16T06:05:00.000Z',
  '2026-11-16T09:00:00.000Z',
  '2026-11-16T10:00:00.000Z',
];
const shipped: StreamEntry<OrderEvent>[] = historyTo('inTransit').map((event, position) => ({
  position,
  event,
  metadata: metadata(TIMES[position]!, position < 2 ? shopper : staff),
}));

describe('diffStates', () => {
  it('names each changed leaf with its path, and what appeared or went', () => {
    const before = {
      status: 'paid',
      trackingNumbers: ['SF1'],
      payment: { amount: 100, ref: 'GW-1' },
      note: 'x',
    };
    const after = {
      status: 'inTransit',
      trackingNumbers: ['SF1', 'SF2'],
      payment: { amount: 100, ref: 'GW-2' },
      extra: 1,
    };
    expect(diffStates(before, after)).toEqual([
      { path: 'status', before: 'paid', after: 'inTransit' },
      { path: 'trackingNumbers[1]', after: 'SF2' },
      { path: 'payment.ref', before: 'GW-1', after: 'GW-2' },
      { path: 'note', before: 'x' },
      { path: 'extra', after: 1 },
    ]);
  });

  it('finds nothing between equal states, and keeps a value that changes kind whole', () => {
    expect(diffStates({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).toEqual([]);
    expect(diffStates({ a: null }, { a: { b: 2 } })).toEqual([{ path: 'a', before: null, after: { b: 2 } }]);
    expect(diffStates([1, 2, 3], [1])).toEqual([
      { path: '[1]', before: 2 },
      { path: '[2]', before: 3 },
    ]);
  });
});

describe('replay', () => {
  it('gives each event its state after, its actor and correlation, and what it changed', () => {
    const steps = replay(shipped, evolveOrder, initialOrderState());
    expect(steps.map((step) => [step.position, step.type, step.stateAfter.status, step.actor.kind])).toEqual([
      [0, 'OrderPlaced', 'unpaid', 'member'],
      [1, 'PaymentConfirmed', 'paid', 'member'],
      [2, 'OrderProcessingStarted', 'Processing', 'staff'],
      [3, 'OrderShipped', 'inTransit', 'staff'],
    ]);
    expect(steps[3]).toMatchObject({
      at: TIMES[3],
      correlationId: `corr-${TIMES[3]}`,
      causationId: `cause-${TIMES[3]}`,
    });
    expect(steps[3]!.changes).toEqual([
      { path: 'status', before: 'Processing', after: 'inTransit' },
      { path: 'trackingNumbers[0]', after: 'SF1' },
    ]);
    // The first step turns "not placed" into the whole order at once.
    expect(steps[0]!.changes.map((change) => change.path)).toEqual([
      'status',
      'placed',
      'payment',
      'unwantedPayments',
      'refundDue',
      'received',
      'refunded',
      'trackingNumbers',
    ]);
  });

  it('replays a points ledger with the same function', () => {
    const steps = replay(
      [
        {
          position: 0,
          event: {
            type: 'VipUpgraded',
            data: { memberId: 42, reason: 'GRANTED', paidSpend: 0, orderId: null },
          },
          metadata: metadata(TIMES[0]!, staff),
        },
        {
          position: 1,
          event: {
            type: 'PointsEarned',
            data: { memberId: 42, points: 300, orderId: null, orderNo: null, reason: 'GIFT' },
          },
          metadata: metadata(TIMES[1]!, staff),
        },
      ] as const,
      evolvePointsLedger,
      initialPointsLedger(),
    );
    expect(steps.map((step) => step.changes)).toEqual([
      [{ path: 'status', before: 'ordinary', after: 'vip' }],
      [{ path: 'balance', before: 0, after: 300 }],
    ]);
  });
});

describe('stateAsOf', () => {
  const asOf = (iso: string) =>
    stateAsOf<OrderEvent, OrderState>(shipped, evolveOrder, initialOrderState(), new Date(iso));

  it('has no order before its first event', () => {
    expect(asOf('2026-11-16T05:59:59.999Z')).toBeNull();
  });

  it('answers the state between two events, and at an event’s own instant', () => {
    expect(asOf('2026-11-16T08:00:00.000Z')).toMatchObject({
      position: 1,
      state: { status: 'paid', trackingNumbers: [] },
    });
    expect(asOf(TIMES[3]!)).toMatchObject({
      position: 3,
      state: { status: 'inTransit', trackingNumbers: ['SF1'] },
    });
    expect(asOf('2030-01-01T00:00:00.000Z')?.position).toBe(3);
  });

  it('stops at the first later event even if a later append carries an earlier time', () => {
    const skewed = shipped.map((entry, position) =>
      position === 3 ? { ...entry, metadata: metadata('2026-11-16T08:30:00.000Z', staff) } : entry,
    );
    const state = stateAsOf(skewed, evolveOrder, initialOrderState(), new Date('2026-11-16T08:45:00.000Z'));
    expect(state).toMatchObject({ position: 1, state: { status: 'paid' } });
  });
});
