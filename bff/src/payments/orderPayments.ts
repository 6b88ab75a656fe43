import { DomainError } from '@shop/domain/errors';
import type { EventMetadata, GlobalPosition } from '@shop/domain/events';
import { orderDecider } from '@shop/domain/orders/decide';
import type { OrderState, PlacedOrder } from '@shop/domain/orders/order';
import { type OrderEventData, orderEvents, orderStreamId } from '@shop/domain/orders/orderEvents';
import { orderIdFromReference, paymentReference } from '@shop/domain/payments/reference';
import { pointsDecider } from '@shop/domain/points/decide';
import { pointsEvents, pointsStreamId } from '@shop/domain/points/pointsEvents';
import type { Db, Queryable } from '@shop/projections/ports/db';
import type { EventStore } from '@shop/projections/ports/eventStore';
import { runStreamCommand } from '../eventSourcing/streamCommand.ts';
import type { GatewayMessageCheck, VerifiedGatewayMessage } from './globalPay.ts';
import type { CardChannel, PaymentSettings } from './paymentSettings.ts';

export interface PaymentDeps {
  db: Db;
  eventStore: EventStore;
  settings: PaymentSettings;
}

/** Who asks about an order: a member by token, a guest by the order number and the phone used. */
export type OrderCaller =
  | { kind: 'member'; memberId: number }
  | { kind: 'guest'; orderNo: string; phone: string };

const digits = (text: string) => text.replace(/\D/g, '');

export async function loadOrderState(eventStore: EventStore, orderId: number): Promise<OrderState> {
  const recorded = await eventStore.readStream(orderStreamId(orderId));
  return recorded.reduce(
    (state, event) => orderDecider.evolve(state, orderEvents.decode(event)),
    orderDecider.initialState(),
  );
}

/** The caller's own placed order; anything else (missing, another's) is the same 404. */
export async function ownOrder(
  eventStore: EventStore,
  orderId: number,
  caller: OrderCaller,
): Promise<PlacedOrder> {
  const state = await loadOrderState(eventStore, orderId);
  if (state.status !== 'notPlaced') {
    const { buyer, orderNo } = state.placed;
    const owned =
      caller.kind === 'member'
        ? buyer.kind === 'member' && buyer.memberId === caller.memberId
        : buyer.kind === 'guest' &&
          orderNo === caller.orderNo.trim() &&
          digits(buyer.phone) === digits(caller.phone);
    if (owned) return state;
  }
  throw new DomainError('ORDER_NOT_FOUND', 'There is no such order.');
}

export function referenceOf(settings: PaymentSettings, order: PlacedOrder): string {
  return paymentReference(settings.referencePrefix, order.placed.orderId, order.placed.orderNo);
}

/** Marks the order as at the gateway (unpaid or pending → pending) and returns the reference to send. */
export async function requestPayment(
  deps: PaymentDeps,
  order: PlacedOrder,
  channel: CardChannel,
  metadata: EventMetadata,
  now: Date,
): Promise<string> {
  const reference = referenceOf(deps.settings, order);
  await runStreamCommand({
    eventStore: deps.eventStore,
    decider: orderDecider,
    codec: orderEvents,
    streamId: orderStreamId(order.placed.orderId),
    command: { type: 'RequestPayment', data: { channel, reference } },
    metadata,
    now,
  });
  return reference;
}

export type GatewayOutcome =
  | {
      outcome: 'paid' | 'failed' | 'canceled';
      orderId: number;
      order: PlacedOrder;
      /** Where the order's new events were written, for read-your-writes (orders/readYourWrites.ts). */
      position: GlobalPosition | null;
    }
  /**
   * A verified payment the order did not want (a second capture, money after cancellation): recorded on
   * the order as owed back, the order's status unchanged. Never answered as "paid".
   */
  | {
      outcome: 'refundDue';
      orderId: number;
      order: PlacedOrder;
      position: GlobalPosition | null;
      unwanted: OrderEventData<'UnwantedPaymentReceived'>;
    }
  /** The same gateway transaction again: nothing changed. */
  | { outcome: 'repeated'; orderId: number }
  /** A signed message the order's state no longer allows (a decline after a success): nothing changed. */
  | { outcome: 'ignored'; orderId: number; code: string };

/**
 * Acts on a gateway message whose signature has been checked: the ONLY way an order becomes paid. The
 * reference must be the one this shop gave the order; amount and currency are checked by the order's
 * decider. The message's transaction id is recorded in the same transaction as the events, so a replay
 * changes nothing, with the amount and what the shop made of it (the reconciliation export reads them).
 * Every distinct verified payment is recorded: one the order does not want is owed back (`refundDue`,
 * never "paid"). A member's purchase is recorded on their points stream in that transaction too (points
 * earned, spend counted, VIP upgrade), and an upgrade moves the member's level for their next token.
 */
export async function acceptGatewayMessage(
  deps: PaymentDeps,
  channel: CardChannel,
  check: GatewayMessageCheck,
  metadata: EventMetadata,
  now: Date,
): Promise<GatewayOutcome> {
  if (!check.ok) throw new DomainError(check.code, `The gateway message was refused: ${check.reason}.`);
  const message = check.message;
  const orderId = orderIdFromReference(message.reference);
  if (orderId === null) throw new DomainError('PAYMENT_MESSAGE_INVALID', 'The reference names no order.');
  const state = await loadOrderState(deps.eventStore, orderId);
  if (state.status === 'notPlaced') throw new DomainError('ORDER_NOT_FOUND', 'There is no such order.');
  if (referenceOf(deps.settings, state) !== message.reference) {
    throw new DomainError('PAYMENT_REFERENCE_MISMATCH', 'The reference is not the one this order was given.');
  }
  if (message.transactionId === '') throw new DomainError('PAYMENT_MESSAGE_INVALID', 'No transaction id.');

  return deps.db.transaction(async (tx) => {
    const first = await tx.query(
      `insert into payment_notifications (channel, transaction_id, order_id, decision, reason_code, received_at)
       values ($1, $2, $3, $4, $5, $6) on conflict do nothing returning order_id`,
      [channel, message.transactionId, orderId, message.decision, message.reasonCode, now.toISOString()],
    );
    if (first.rows.length === 0) return { outcome: 'repeated', orderId } as const;
    try {
      const result = await runStreamCommand({
        eventStore: deps.eventStore,
        decider: orderDecider,
        codec: orderEvents,
        streamId: orderStreamId(orderId),
        command: orderCommandOf(channel, message),
        metadata,
        now,
        tx,
      });
      const order = result.state as PlacedOrder;
      const position = result.appended?.position ?? null;
      const unwanted = result.events.find((event) => event.type === 'UnwantedPaymentReceived');
      if (result.events.some((event) => event.type === 'PaymentConfirmed')) {
        await recordPurchase(deps, tx, order, metadata, now);
      }
      const answer: GatewayOutcome = unwanted
        ? { outcome: 'refundDue', orderId, order, position, unwanted: unwanted.data }
        : result.events.length === 0
          ? // A new notification row for a transaction the order already holds (sent to the other channel).
            { outcome: 'repeated', orderId }
          : {
              outcome:
                message.decision === 'ACCEPT'
                  ? 'paid'
                  : message.decision === 'CANCEL'
                    ? 'canceled'
                    : 'failed',
              orderId,
              order,
              position,
            };
      await noteOutcome(tx, channel, message, answer.outcome);
      return answer;
    } catch (error) {
      // A status refusal (a late decline of a paid order) is answered, not retried by the gateway forever;
      // the notification row stays so the same message is not looked at again.
      if (error instanceof DomainError && isStatusRefusal(error.code)) {
        await noteOutcome(tx, channel, message, 'ignored');
        return { outcome: 'ignored', orderId, code: error.code };
      }
      throw error;
    }
  });
}

/** The notification row keeps what the gateway named and what the shop made of it, for reconciliation. */
async function noteOutcome(
  tx: Queryable,
  channel: CardChannel,
  message: VerifiedGatewayMessage,
  outcome: GatewayOutcome['outcome'],
): Promise<void> {
  await tx.query(
    `update payment_notifications set amount = $3, currency = $4, outcome = $5
     where channel = $1 and transaction_id = $2`,
    [channel, message.transactionId, message.amountCents, message.currency, outcome],
  );
}

const STATUS_REFUSALS = new Set([
  'ORDER_ALREADY_PAID',
  'ORDER_CANCELED',
  'ORDER_NOT_FOUND',
  'ORDER_COMPLETED',
]);
const isStatusRefusal = (code: string) => STATUS_REFUSALS.has(code);

function orderCommandOf(channel: CardChannel, message: VerifiedGatewayMessage) {
  switch (message.decision) {
    case 'ACCEPT':
      return {
        type: 'ConfirmPayment',
        data: {
          verifiedByGateway: true,
          channel,
          gatewayReference: message.transactionId,
          amount: message.amountCents,
          currency: message.currency,
        },
      } as const;
    case 'CANCEL':
      return { type: 'CancelPayment', data: { channel } } as const;
    default:
      return { type: 'FailPayment', data: { channel, rejectionCode: message.reasonCode || null } } as const;
  }
}

async function recordPurchase(
  deps: PaymentDeps,
  tx: Queryable,
  order: PlacedOrder,
  metadata: EventMetadata,
  now: Date,
) {
  const { buyer, orderId, orderNo, totals } = order.placed;
  if (buyer.kind !== 'member') return;
  const member = await tx.query<{ birthday_month: number | null }>(
    'select birthday_month from members where member_id = $1',
    [buyer.memberId],
  );
  const result = await runStreamCommand({
    eventStore: deps.eventStore,
    decider: pointsDecider,
    codec: pointsEvents,
    streamId: pointsStreamId(buyer.memberId),
    command: {
      type: 'RecordPurchase',
      data: {
        memberId: buyer.memberId,
        orderId,
        orderNo,
        spend: Math.max(0, totals.productTotal - totals.pointsCash),
        birthdayMonth: member.rows[0]?.birthday_month ?? null,
      },
    },
    metadata,
    now,
    tx,
  });
  if (result.events.some((event) => event.type === 'VipUpgraded')) {
    // The token carries the level: the member's next refresh gets ROLE_VIP.
    await tx.query('update members set member_level_id = 2, updated_at = $2 where member_id = $1', [
      buyer.memberId,
      now.toISOString(),
    ]);
  }
}
