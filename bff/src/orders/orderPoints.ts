import type { EventMetadata } from '@shop/domain/events';
import type { OrderDraft } from '@shop/domain/orders/orderEvents';
import { pointsDecider } from '@shop/domain/points/decide';
import { pointsEvents, pointsStreamId } from '@shop/domain/points/pointsEvents';
import type { EventStore } from '@shop/projections/ports/eventStore';
import { runStreamCommand } from '../eventSourcing/streamCommand.ts';

interface OrderRef {
  orderId: number;
  orderNo: string;
}

/**
 * The points an order spends, redeemed on the member's ledger (`points-{memberId}`); the points decider
 * refuses a balance below zero (INSUFFICIENT_POINTS) and the cart's caps (POINTS_OVER_LIMIT). A VIP whose
 * level predates the ledger (the members table says VIP, the stream has no VipUpgraded) is moved onto it
 * first with GrantVip, which decides nothing for a ledger that is already VIP.
 */
export async function redeemOrderPoints(
  eventStore: EventStore,
  input: {
    memberId: number;
    level: 'member' | 'vip';
    ref: OrderRef;
    order: OrderDraft;
    metadata: EventMetadata;
    now: Date;
  },
): Promise<void> {
  const { memberId, ref, order, metadata, now } = input;
  const { usedForCash, usedForRedemption } = order.points;
  if (usedForCash + usedForRedemption === 0) return;
  const stream = {
    eventStore,
    decider: pointsDecider,
    codec: pointsEvents,
    streamId: pointsStreamId(memberId),
    metadata,
    now,
  };
  if (input.level === 'vip')
    await runStreamCommand({ ...stream, command: { type: 'GrantVip', data: { memberId } } });
  await runStreamCommand({
    ...stream,
    command: {
      type: 'RedeemPoints',
      data: {
        memberId,
        ...ref,
        pointsForCash: usedForCash,
        redemptionPoints: usedForRedemption,
        productTotal: order.totals.productTotal,
      },
    },
  });
}

/** A cancelled member order's points: what it redeemed comes back, what it earned goes (never below zero). */
export async function reverseOrderPoints(
  eventStore: EventStore,
  input: { memberId: number; ref: OrderRef; metadata: EventMetadata; now: Date },
): Promise<void> {
  const { memberId, ref, metadata, now } = input;
  await runStreamCommand({
    eventStore,
    decider: pointsDecider,
    codec: pointsEvents,
    streamId: pointsStreamId(memberId),
    command: { type: 'ReverseOrderPoints', data: { memberId, ...ref } },
    metadata,
    now,
  });
}
