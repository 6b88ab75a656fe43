import { describe, expect, it } from 'vitest';
import { foldEvents } from '../decider.ts';
import { DomainError } from '../errors.ts';
import { TEST_NOW } from '../testing/givenWhenThen.ts';
import { type OrderCommand, type OrderCommandType, orderDecider } from './decide.ts';
import { isOrderStatus, ORDER_STATUSES, type OrderStatus } from './order.ts';
import type { OrderDraft, OrderEvent } from './orderEvents.ts';
import {
  draft,
  guestDraft,
  historyTo,
  placeGuest,
  placeMember,
  subscriptionDraft,
  VIP,
} from './orderFixtures.ts';
import { ORDER_TRANSITIONS } from './orderTransitions.ts';

/** A command that passes every rule but the status, so the table alone decides its fate. */
function validCommand(type: OrderCommandType, order: OrderDraft): OrderCommand {
  switch (type) {
    case 'PlaceMemberOrder':
      return placeMember(draft());
    case 'PlaceExpressOrder':
      return { type, data: { orderId: 7, orderNo: 'JH20261116000007', member: VIP, order: draft() } };
    case 'PlaceGuestOrder':
      return placeGuest(guestDraft());
    case 'RequestPayment':
      return { type, data: { channel: 'GLOBALPAY', reference: 'DEV-7_JH' } };
    case 'ConfirmPayment':
      // A reference the history has not seen, so it is not the repeat of an earlier notify.
      return {
        type,
        data: {
          verifiedByGateway: true,
          channel: 'GLOBALPAY',
          gatewayReference: 'GW-NEW',
          amount: order.totals.orderTotal,
          currency: 'HKD',
        },
      };
    case 'FailPayment':
      return { type, data: { channel: 'GLOBALPAY', rejectionCode: '205' } };
    case 'CancelPayment':
      return { type, data: { channel: 'GLOBALPAY' } };
    case 'CancelOrder':
      return { type, data: { requestedBy: 'staff', reason: 'out of stock at the warehouse' } };
    case 'ShipOrder':
    case 'ShipSecondDelivery':
      return { type, data: { trackingNumber: 'SF123456789' } };
    case 'DeleteOrder':
      return { type, data: { reason: 'test order' } };
    case 'RecordRefund':
      return { type, data: { amount: 1000, reason: 'one item arrived broken' } };
    case 'StartProcessing':
    case 'AwaitSecondDelivery':
    case 'CompleteOrder':
      return { type, data: {} };
    default: {
      const unexpected: never = type;
      throw new Error(`No command for ${unexpected}`);
    }
  }
}

/** Second-delivery statuses and commands need a subscription line; completing from inTransit needs none. */
function orderFor(status: OrderStatus, type: OrderCommandType): OrderDraft {
  const twoDeliveries =
    status === 'wait2ndDelivery' || status === 'inTransit2nd' || type === 'AwaitSecondDelivery';
  return twoDeliveries ? subscriptionDraft() : draft();
}

/** A cancelled order that took money after all, so a refund passes every rule but the status. */
function historyFor(status: OrderStatus, type: OrderCommandType, order: OrderDraft): OrderEvent[] {
  if (status === 'notPlaced') return [];
  const history = historyTo(status, order);
  if (status !== 'canceled' || type !== 'RecordRefund') return history;
  const late: OrderEvent = {
    type: 'PaymentReceivedAfterCancellation',
    data: {
      orderId: 7,
      orderNo: 'JH20261116000007',
      channel: 'GLOBALPAY',
      gatewayReference: 'GW-LATE',
      amount: order.totals.orderTotal,
      currency: 'HKD',
    },
  };
  return [...history, late];
}

const cells = ORDER_STATUSES.flatMap((status) =>
  (Object.keys(ORDER_TRANSITIONS[status]) as OrderCommandType[]).map((type) => ({
    status,
    type,
    cell: ORDER_TRANSITIONS[status][type],
  })),
);

describe('the order transition table', () => {
  it('has a cell for every status and every command', () => {
    expect(cells).toHaveLength(ORDER_STATUSES.length * 15);
  });

  it.each(cells)('$status × $type → $cell', ({ status, type, cell }) => {
    const order = orderFor(status, type);
    const history = historyFor(status, type, order);
    const state = foldEvents(orderDecider, history);
    expect(state.status).toBe(status);
    const command = validCommand(type, order);

    if (isOrderStatus(cell)) {
      const events = orderDecider.decide(command, state, TEST_NOW);
      expect(events.length).toBeGreaterThan(0);
      expect(foldEvents(orderDecider, events, state).status).toBe(cell);
    } else {
      let refusal: unknown;
      try {
        orderDecider.decide(command, state, TEST_NOW);
      } catch (error) {
        refusal = error;
      }
      expect(refusal).toBeInstanceOf(DomainError);
      expect((refusal as DomainError).code).toBe(cell);
    }
  });
});
