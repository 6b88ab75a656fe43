import type { Decider } from '../decider.ts';
import { DomainError } from '../errors.ts';
import type { Cents } from '../money.ts';
import { hongKongMonth } from '../time/hongKong.ts';
import type { PointsErrorCode } from './pointsErrors.ts';
import type { PointsEvent } from './pointsEvents.ts';
import {
  evolvePointsLedger,
  initialPointsLedger,
  orderPointsOf,
  type PointsLedger,
  VIP_SPEND_THRESHOLD,
} from './pointsLedger.ts';
import { POINTS_PER_CENT, pointsEarned, usablePoints } from './pointsRules.ts';

interface OfOrder {
  memberId: number;
  orderId: number;
  orderNo: string;
}

/** At placement: points as cash and points for redemption lines, checked against the order's caps. */
export type RedeemPoints = {
  type: 'RedeemPoints';
  data: OfOrder & { pointsForCash: number; redemptionPoints: number; productTotal: Cents };
};
/** At payment: counts the spend, earns points for a VIP, and upgrades an ordinary member over HK$1000. */
export type RecordPurchase = {
  type: 'RecordPurchase';
  data: OfOrder & { spend: Cents; birthdayMonth: number | null };
};
/** At cancellation: gives back what the order redeemed, takes back what it earned, uncounts its spend. */
export type ReverseOrderPoints = { type: 'ReverseOrderPoints'; data: OfOrder };
/** Staff, or the move of an existing VIP onto the ledger. */
export type GrantVip = { type: 'GrantVip'; data: { memberId: number } };
/** The VIP membership ran out: the member is ordinary again and the points are forfeited. */
export type LapseVip = { type: 'LapseVip'; data: { memberId: number; reason: string } };

/** Staff correct a balance by `points` (negative takes points away), giving the reason. */
export type AdjustPoints = {
  type: 'AdjustPoints';
  data: { memberId: number; points: number; reason: string };
};

export type PointsCommand =
  | RedeemPoints
  | RecordPurchase
  | ReverseOrderPoints
  | GrantVip
  | LapseVip
  | AdjustPoints;

const refuse = (code: PointsErrorCode, message: string, details?: Record<string, unknown>): never => {
  throw new DomainError(code, message, details);
};

function redeem(command: RedeemPoints, ledger: PointsLedger): PointsEvent[] {
  const { memberId, orderId, orderNo, pointsForCash, redemptionPoints, productTotal } = command.data;
  const points = pointsForCash + redemptionPoints;
  const already = orderPointsOf(ledger, orderId).redeemed;
  // Placement is retried with the same idempotency key: the same redemption again decides nothing.
  if (already > 0) {
    if (already === points) return [];
    refuse('POINTS_ALREADY_REDEEMED', 'This order has already redeemed points.', { redeemed: already });
  }
  if (points === 0) return [];
  if (ledger.status !== 'vip') refuse('POINTS_VIP_ONLY', 'Only VIP members spend points.');
  if (points > ledger.balance) {
    refuse('INSUFFICIENT_POINTS', 'Not enough points.', { required: points, available: ledger.balance });
  }
  const usable = usablePoints({
    shopperLevel: 'vip',
    validPoints: ledger.balance - redemptionPoints,
    total: productTotal,
  });
  if (pointsForCash > usable || pointsForCash % POINTS_PER_CENT !== 0) {
    refuse('POINTS_OVER_LIMIT', 'More points than this order may turn into cash.', { pointsForCash, usable });
  }
  return [{ type: 'PointsRedeemed', data: { memberId, orderId, orderNo, points } }];
}

function recordPurchase(command: RecordPurchase, ledger: PointsLedger, now: Date): PointsEvent[] {
  const { memberId, orderId, orderNo, spend, birthdayMonth } = command.data;
  // The payment is reported once per order; a repeat (a redelivered PaymentConfirmed) decides nothing.
  if (orderPointsOf(ledger, orderId).purchased) return [];
  const events: PointsEvent[] = [{ type: 'PurchaseRecorded', data: { memberId, orderId, orderNo, spend } }];
  // Points are what the checkout promised: VIP members only, so the order that makes a member VIP earns none.
  const earned =
    ledger.status === 'vip' ? pointsEarned(spend, { month: hongKongMonth(now), birthdayMonth }) : 0;
  if (earned > 0) {
    const reason = birthdayMonth === hongKongMonth(now) ? 'ORDER_PAID_BIRTHDAY_MONTH' : 'ORDER_PAID';
    events.push({ type: 'PointsEarned', data: { memberId, points: earned, orderId, orderNo, reason } });
  }
  const paidSpend = ledger.paidSpend + spend;
  if (ledger.status === 'ordinary' && paidSpend > VIP_SPEND_THRESHOLD) {
    events.push({ type: 'VipUpgraded', data: { memberId, reason: 'SPEND_THRESHOLD', paidSpend, orderId } });
  }
  return events;
}

function reverseOrderPoints(command: ReverseOrderPoints, ledger: PointsLedger): PointsEvent[] {
  const ofOrder = command.data;
  const order = orderPointsOf(ledger, ofOrder.orderId);
  const events: PointsEvent[] = [];
  let balance = ledger.balance;
  if (order.redeemed > 0 && !order.refunded) {
    events.push({ type: 'PointsRefunded', data: { ...ofOrder, points: order.redeemed } });
    balance += order.redeemed;
  }
  // Earned points already spent cannot be taken back: the reversal stops at the balance, never below zero.
  const reversible = Math.min(order.earned, balance);
  if (reversible > 0 && !order.reversed) {
    events.push({ type: 'PointsReversed', data: { ...ofOrder, points: reversible } });
  }
  if (order.purchased && !order.purchaseCanceled) {
    events.push({ type: 'PurchaseCanceled', data: { ...ofOrder, spend: order.spend } });
  }
  return events;
}

function lapseVip(command: LapseVip, ledger: PointsLedger): PointsEvent[] {
  if (ledger.status !== 'vip') refuse('VIP_NOT_ACTIVE', 'This member is not VIP.');
  const { memberId, reason } = command.data;
  const events: PointsEvent[] = [{ type: 'VipLapsed', data: { memberId, reason } }];
  if (ledger.balance > 0) {
    events.push({ type: 'PointsExpired', data: { memberId, points: ledger.balance, reason: 'VIP_LAPSED' } });
  }
  return events;
}

function adjustPoints(command: AdjustPoints, ledger: PointsLedger): PointsEvent[] {
  const { memberId, points, reason } = command.data;
  // Only VIP members earn and spend points: points given to an ordinary member could never be used.
  if (points > 0 && ledger.status !== 'vip')
    refuse('POINTS_VIP_ONLY', '只有VIP會員可持有積分 Only VIP members hold points.');
  if (ledger.balance + points < 0) {
    refuse('INSUFFICIENT_POINTS', '調整後積分不可低於零 The adjustment would take the balance below zero.', {
      required: -points,
      available: ledger.balance,
    });
  }
  return [{ type: 'PointsAdjusted', data: { memberId, points, reason } }];
}

export function decidePoints(command: PointsCommand, ledger: PointsLedger, now: Date): PointsEvent[] {
  switch (command.type) {
    case 'RedeemPoints':
      return redeem(command, ledger);
    case 'RecordPurchase':
      return recordPurchase(command, ledger, now);
    case 'ReverseOrderPoints':
      return reverseOrderPoints(command, ledger);
    case 'GrantVip':
      return ledger.status === 'vip'
        ? []
        : [
            {
              type: 'VipUpgraded',
              data: {
                memberId: command.data.memberId,
                reason: 'GRANTED',
                paidSpend: ledger.paidSpend,
                orderId: null,
              },
            },
          ];
    case 'LapseVip':
      return lapseVip(command, ledger);
    case 'AdjustPoints':
      return adjustPoints(command, ledger);
    default: {
      const unexpected: never = command;
      throw new Error(`Unknown points command: ${JSON.stringify(unexpected)}`);
    }
  }
}

export const pointsDecider: Decider<PointsCommand, PointsEvent, PointsLedger> = {
  decide: decidePoints,
  evolve: evolvePointsLedger,
  initialState: initialPointsLedger,
};
