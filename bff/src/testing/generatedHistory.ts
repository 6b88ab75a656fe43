import type { NewEvent } from '@shop/domain/events';
import {
  type OrderBuyer,
  type OrderDraft,
  type OrderEvent,
  orderEvents,
  orderStreamId,
} from '@shop/domain/orders/orderEvents';
import { draft, guestDraft, subscriptionDraft } from '@shop/domain/orders/orderFixtures';
import { type PointsEvent, pointsEvents, pointsStreamId } from '@shop/domain/points/pointsEvents';
import type { Db } from '@shop/projections/ports/db';
import type { EventStore } from '@shop/projections/ports/eventStore';
import { testMetadata } from './testOrders.ts';

/** One append as a command handler would make it: a few events on one stream. */
export interface GeneratedAppend {
  streamId: string;
  events: NewEvent[];
  /** Sorting key: when it happened, in simulated minutes. */
  at: number;
  /** Appends with the same key touch the same streams (a member's, or a guest's order): keep their order. */
  key: number;
}

export interface HistoryOptions {
  orders: number;
  members: number;
  /** Seed of the pseudo-random choices, so that a history can be generated again identically. */
  seed?: number;
  firstOrderId?: number;
}

/** The roads an order takes, each with its share of orders (out of 100). */
const ROADS = [
  ['completed', 36],
  ['paid', 6],
  ['processing', 3],
  ['inTransit', 5],
  ['failed', 3],
  ['paidThenCanceled', 8],
  ['failedThenPaid', 8],
  ['neverPaid', 10],
  ['lateAfterCancel', 3],
  ['pending', 4],
  ['subscription', 10],
  ['deleted', 5],
] as const;
type Road = (typeof ROADS)[number][0];

const START_MS = Date.UTC(2026, 0, 1);
const iso = (minute: number) => new Date(START_MS + minute * 60_000).toISOString();

/** A small deterministic generator (mulberry32): the same seed gives the same history. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * A shop's history of orders and members' points: every order status road (paid, failed then paid, never
 * paid, cancelled after payment and refunded, paid after cancellation, subscriptions, deleted), points redeemed at
 * placement, earned on payment, refunded and reversed on cancellation, VIP upgrades and lapses, expiries
 * and gifts. Appends are sorted by time, so streams interleave in the global order as they would live.
 */
export function generateHistory(options: HistoryOptions): GeneratedAppend[] {
  const next = random(options.seed ?? 1);
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
  const appends: GeneratedAppend[] = [];
  const spend = new Map<number, { paid: number; vip: boolean }>();
  const firstOrderId = options.firstOrderId ?? 1;

  const orderAppend = (orderId: number, memberId: number, at: number, events: OrderEvent[]) =>
    appends.push({
      streamId: orderStreamId(orderId),
      events: events.map((e) => orderEvents.encode(e, testMetadata(iso(at)))),
      at,
      key: memberId === 0 ? options.members + orderId : memberId,
    });
  const pointsAppend = (memberId: number, at: number, events: PointsEvent[]) => {
    if (memberId === 0 || events.length === 0) return;
    appends.push({
      streamId: pointsStreamId(memberId),
      events: events.map((e) => pointsEvents.encode(e, testMetadata(iso(at)))),
      at,
      key: memberId,
    });
  };

  for (let n = 0; n < options.orders; n += 1) {
    const orderId = firstOrderId + n;
    const ids = { orderId, orderNo: `JH${String(orderId).padStart(10, '0')}` };
    const placedAt = n * 2 + Math.floor(next() * 2);
    const guest = next() < 0.2;
    const memberId = guest ? 0 : 1 + Math.floor(next() * options.members);
    let road: Road = 'completed';
    let roll = next() * 100;
    for (const [name, share] of ROADS) {
      road = name;
      roll -= share;
      if (roll < 0) break;
    }
    const order: OrderDraft = road === 'subscription' ? subscriptionDraft() : guest ? guestDraft() : draft();
    const buyer: OrderBuyer = guest
      ? { kind: 'guest', phone: `6${String(orderId % 10_000_000).padStart(7, '0')}`, phoneCountryId: 6 }
      : { kind: 'member', memberId, level: spend.get(memberId)?.vip ? 'vip' : 'member' };
    const usesPoints = !guest && order.points.usedForCash > 0;
    const total = order.totals.orderTotal;
    const channel = 'GLOBALPAY' as const;
    const requested = (attempt: number): OrderEvent => ({
      type: 'PaymentRequested',
      data: { ...ids, channel, reference: `DEV-${orderId}_${attempt}`, amount: total, currency: 'HKD' },
    });
    const confirmed = (at: number): OrderEvent => ({
      type: 'PaymentConfirmed',
      data: {
        ...ids,
        channel,
        gatewayReference: `GW-${orderId}`,
        amount: total,
        currency: 'HKD',
        paidAt: iso(at),
      },
    });
    const canceled = (refundDue: number, requestedBy: 'shopper' | 'system'): OrderEvent => ({
      type: 'OrderCanceled',
      data: {
        ...ids,
        requestedBy,
        reason: requestedBy === 'system' ? 'payment window closed' : 'changed mind',
        refundDue,
        pointsToReturn: usesPoints ? order.points.usedForCash : 0,
        releasedStock: order.lines.map((line) => ({ productId: line.productId, quantity: line.quantity })),
      },
    });
    const ofOrder = { memberId, ...ids };
    const refundPoints = (): PointsEvent[] =>
      usesPoints ? [{ type: 'PointsRefunded', data: { ...ofOrder, points: order.points.usedForCash } }] : [];

    orderAppend(orderId, memberId, placedAt, [
      {
        type: 'OrderPlaced',
        data: {
          ...order,
          ...ids,
          placement: guest ? 'guest' : 'member',
          buyer,
          currency: 'HKD',
          placedAt: iso(placedAt),
        },
      },
      requested(1),
    ]);
    if (usesPoints)
      pointsAppend(memberId, placedAt, [
        { type: 'PointsRedeemed', data: { ...ofOrder, points: order.points.usedForCash } },
      ]);

    const paidAt = placedAt + 3 + Math.floor(next() * 30);
    const pay = (at: number, attempt: number) => {
      orderAppend(orderId, memberId, at, attempt > 1 ? [requested(attempt), confirmed(at)] : [confirmed(at)]);
      if (guest) return;
      const spent = order.totals.productTotal;
      const member = spend.get(memberId) ?? { paid: 0, vip: false };
      member.paid += spent;
      const upgrade = !member.vip && member.paid >= 100_000;
      if (upgrade) member.vip = true;
      spend.set(memberId, member);
      pointsAppend(memberId, at, [
        { type: 'PurchaseRecorded', data: { ...ofOrder, spend: spent } },
        ...(upgrade
          ? [
              {
                type: 'VipUpgraded',
                data: { memberId, reason: 'SPEND_THRESHOLD', paidSpend: member.paid, orderId },
              } as const,
            ]
          : []),
        {
          type: 'PointsEarned',
          data: { ...ofOrder, points: order.points.toEarn || 10, reason: 'ORDER_PAID' },
        },
      ]);
    };

    switch (road) {
      case 'pending':
        break;
      case 'failed':
        orderAppend(orderId, memberId, placedAt + 2, [
          { type: 'PaymentFailed', data: { ...ids, channel, rejectionCode: '205' } },
        ]);
        break;
      case 'neverPaid':
      case 'deleted':
      case 'lateAfterCancel': {
        orderAppend(orderId, memberId, placedAt + 1, [
          { type: 'PaymentCanceled', data: { ...ids, channel } },
        ]);
        orderAppend(orderId, memberId, placedAt + 30, [canceled(0, 'system')]);
        pointsAppend(memberId, placedAt + 30, refundPoints());
        if (road === 'deleted')
          orderAppend(orderId, memberId, placedAt + 90, [
            { type: 'OrderDeleted', data: { ...ids, reason: 'test order' } },
          ]);
        if (road === 'lateAfterCancel')
          orderAppend(orderId, memberId, placedAt + 35, [
            {
              type: 'PaymentReceivedAfterCancellation',
              data: { ...ids, channel, gatewayReference: `GW-L${orderId}`, amount: total, currency: 'HKD' },
            },
          ]);
        break;
      }
      default: {
        if (road === 'failedThenPaid') {
          orderAppend(orderId, memberId, paidAt - 2, [
            { type: 'PaymentFailed', data: { ...ids, channel, rejectionCode: pick(['205', '213', null]) } },
          ]);
          pay(paidAt, 2);
        } else pay(paidAt, 1);
        const shipAt = paidAt + 600 + Math.floor(next() * 600);
        if (road === 'paidThenCanceled') {
          orderAppend(orderId, memberId, paidAt + 60, [canceled(total, 'shopper')]);
          // Staff pay it back the next day, as the back office records it.
          if (total > 0)
            orderAppend(orderId, memberId, paidAt + 1440, [
              { type: 'RefundRecorded', data: { ...ids, amount: total, reason: 'card refund' } },
            ]);
          if (!guest) {
            const member = spend.get(memberId)!;
            member.paid -= order.totals.productTotal;
            pointsAppend(memberId, paidAt + 60, [
              { type: 'PointsReversed', data: { ...ofOrder, points: order.points.toEarn || 10 } },
              { type: 'PurchaseCanceled', data: { ...ofOrder, spend: order.totals.productTotal } },
              ...refundPoints(),
            ]);
          }
          break;
        }
        if (road === 'paid') break;
        orderAppend(orderId, memberId, shipAt - 100, [{ type: 'OrderProcessingStarted', data: ids }]);
        if (road === 'processing') break;
        orderAppend(orderId, memberId, shipAt, [
          { type: 'OrderShipped', data: { ...ids, trackingNumber: `SF${orderId}A` } },
        ]);
        if (road === 'inTransit') break;
        if (road === 'subscription') {
          // A third of the subscriptions wait for their second parcel, a third have it on the way.
          orderAppend(orderId, memberId, shipAt + 2000, [{ type: 'FirstDeliveryCompleted', data: ids }]);
          const stage = next();
          if (stage < 1 / 3) break;
          orderAppend(orderId, memberId, shipAt + 40_000, [
            { type: 'SecondDeliveryShipped', data: { ...ids, trackingNumber: `SF${orderId}B` } },
          ]);
          if (stage < 2 / 3) break;
        }
        orderAppend(orderId, memberId, shipAt + (road === 'subscription' ? 42_000 : 2000), [
          { type: 'OrderCompleted', data: ids },
        ]);
      }
    }

    // Now and then a member's points expire, a gift arrives, or a VIP lapses and starts counting again.
    if (!guest && next() < 0.04) {
      const at = placedAt + 5000;
      const member = spend.get(memberId);
      const lapse = member?.vip === true && next() < 0.5;
      if (lapse) {
        member.vip = false;
        member.paid = 0;
      }
      pointsAppend(memberId, at, [
        {
          type: 'PointsEarned',
          data: { memberId, points: 40, orderId: null, orderNo: null, reason: 'gift' },
        },
        ...(lapse ? [{ type: 'VipLapsed', data: { memberId, reason: 'membership expired' } } as const] : []),
        { type: 'PointsExpired', data: { memberId, points: 20, reason: 'expired' } },
      ]);
    }
  }
  // Stable: the appends of one stream keep the order they were made in.
  return appends.sort((a, b) => a.at - b.at);
}

/**
 * Writes the appends through the store in transactions of `perTransaction` appends, on `writers`
 * connections at once; appends of one key stay on one writer, in order, so that no two transactions
 * wait on each other's streams. Returns the number of events written.
 */
export async function appendHistory(
  db: Db,
  store: EventStore,
  appends: readonly GeneratedAppend[],
  options: { writers?: number; perTransaction?: number } = {},
): Promise<number> {
  const writers = options.writers ?? 1;
  const perTransaction = options.perTransaction ?? 200;
  const lanes: GeneratedAppend[][] = Array.from({ length: writers }, () => []);
  for (const append of appends) lanes[append.key % writers]!.push(append);
  await Promise.all(
    lanes.map(async (lane) => {
      for (let first = 0; first < lane.length; first += perTransaction) {
        await db.transaction(async (tx) => {
          for (const { streamId, events } of lane.slice(first, first + perTransaction))
            await store.append(streamId, events, { expectedRevision: 'any', tx });
        });
      }
    }),
  );
  return appends.reduce((sum, append) => sum + append.events.length, 0);
}
