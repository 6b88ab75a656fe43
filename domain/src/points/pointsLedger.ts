import type { Cents } from '../money.ts';
import type { PointsEvent } from './pointsEvents.ts';

/** Paid spend above HK$1000 makes a member VIP (seed 000: "spending over HK$1000"). */
export const VIP_SPEND_THRESHOLD: Cents = 100_000;

/** What the ledger remembers of one order, so that payment and cancellation each count once. */
export interface OrderPoints {
  redeemed: number;
  earned: number;
  purchased: boolean;
  spend: Cents;
  refunded: boolean;
  reversed: boolean;
  purchaseCanceled: boolean;
}

interface LedgerFields {
  balance: number;
  /** Paid spend since the member last became ordinary (a lapse starts the count again). */
  paidSpend: Cents;
  orders: Readonly<Record<number, OrderPoints>>;
}

/** A member's points stream: ordinary members count spend; VIP members also hold and spend points. */
export type PointsLedger = ({ status: 'ordinary' } & LedgerFields) | ({ status: 'vip' } & LedgerFields);

export const initialPointsLedger = (): PointsLedger => ({
  status: 'ordinary',
  balance: 0,
  paidSpend: 0,
  orders: {},
});

const NO_ORDER_POINTS: OrderPoints = {
  redeemed: 0,
  earned: 0,
  purchased: false,
  spend: 0,
  refunded: false,
  reversed: false,
  purchaseCanceled: false,
};

export function orderPointsOf(ledger: PointsLedger, orderId: number): OrderPoints {
  return ledger.orders[orderId] ?? NO_ORDER_POINTS;
}

function withOrder(ledger: PointsLedger, orderId: number, change: Partial<OrderPoints>): PointsLedger {
  return {
    ...ledger,
    orders: { ...ledger.orders, [orderId]: { ...orderPointsOf(ledger, orderId), ...change } },
  };
}

export function evolvePointsLedger(ledger: PointsLedger, event: PointsEvent): PointsLedger {
  switch (event.type) {
    case 'PointsEarned': {
      const { orderId, points } = event.data;
      const next = { ...ledger, balance: ledger.balance + points };
      return orderId === null ? next : withOrder(next, orderId, { earned: points });
    }
    case 'PointsRedeemed': {
      const { orderId, points } = event.data;
      return withOrder({ ...ledger, balance: ledger.balance - points }, orderId, { redeemed: points });
    }
    case 'PointsExpired':
      return { ...ledger, balance: ledger.balance - event.data.points };
    case 'PointsRefunded': {
      const { orderId, points } = event.data;
      return withOrder({ ...ledger, balance: ledger.balance + points }, orderId, { refunded: true });
    }
    case 'PointsReversed': {
      const { orderId, points } = event.data;
      return withOrder({ ...ledger, balance: ledger.balance - points }, orderId, { reversed: true });
    }
    case 'PurchaseRecorded': {
      const { orderId, spend } = event.data;
      return withOrder({ ...ledger, paidSpend: ledger.paidSpend + spend }, orderId, {
        purchased: true,
        spend,
      });
    }
    case 'PurchaseCanceled': {
      const { orderId, spend } = event.data;
      return withOrder({ ...ledger, paidSpend: Math.max(ledger.paidSpend - spend, 0) }, orderId, {
        purchaseCanceled: true,
      });
    }
    case 'VipUpgraded':
      return { ...ledger, status: 'vip' };
    case 'VipLapsed':
      return { ...ledger, status: 'ordinary', paidSpend: 0 };
    case 'PointsAdjusted':
      return { ...ledger, balance: ledger.balance + event.data.points };
    default: {
      const unexpected: never = event;
      throw new Error(`Unknown points event: ${JSON.stringify(unexpected)}`);
    }
  }
}
