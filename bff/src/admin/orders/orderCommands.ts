import type { StaffOrderAction, StaffOrderCommandResult } from '@shop/domain/admin/orders';
import { DomainError } from '@shop/domain/errors';
import type { EventMetadata, GlobalPosition } from '@shop/domain/events';
import { type OrderCommand, orderDecider } from '@shop/domain/orders/decide';
import type { OrderState, PlacedStatus } from '@shop/domain/orders/order';
import { orderEvents, orderStreamId } from '@shop/domain/orders/orderEvents';
import type { Db } from '@shop/projections/ports/db';
import { type EventStore, WrongExpectedRevisionError } from '@shop/projections/ports/eventStore';
import { runStreamCommand } from '../../eventSourcing/streamCommand.ts';
import { eventStoreWithin } from '../../eventSourcing/transactionEventStore.ts';
import { settleCancellation } from '../../orders/cancelOrder.ts';
import type { AuthenticatedStaff } from '../../plugins/auth.ts';
import { type AdminChange, auditedWrite } from '../audit.ts';

/** The audit trail's verb for each staff command. */
const AUDIT_ACTIONS: Record<StaffOrderAction, string> = {
  process: 'order.processingStarted',
  ship: 'order.shipped',
  awaitSecondDelivery: 'order.firstDeliveryCompleted',
  shipSecond: 'order.secondDeliveryShipped',
  complete: 'order.completed',
  cancel: 'order.canceled',
  delete: 'order.deleted',
  refund: 'order.refundRecorded',
};

interface StaffOrderCommandInput {
  orderId: number;
  action: StaffOrderAction;
  command: OrderCommand;
  expectedVersion: number;
  metadata: EventMetadata;
}

const statusOf = (state: OrderState): PlacedStatus => {
  if (state.status === 'notPlaced') throw new DomainError('ORDER_NOT_FOUND', 'No such order.');
  return state.status;
};

/**
 * A staff command on one order, decided on the revision the staff member saw (`expectedVersion`): another
 * change meanwhile is a 409 and nothing is written. The events, their consequences (a cancellation's stock and
 * points) and the audit row commit together on the Postgres store; KurrentDB cannot join the transaction, so
 * there the events are appended inside it and the rest rolls back should the append fail.
 */
export async function runStaffOrderCommand(
  deps: { db: Db; eventStore: EventStore; now: Date; staff: Pick<AuthenticatedStaff, 'staffId'> },
  input: StaffOrderCommandInput,
): Promise<{ result: StaffOrderCommandResult; position: GlobalPosition | null }> {
  const { db, eventStore, now, staff } = deps;
  try {
    return await auditedWrite(db, staff, now, async (tx) => {
      const store = eventStoreWithin(eventStore, tx);
      const before = await store.readStream(orderStreamId(input.orderId));
      const { events, state, appended } = await runStreamCommand({
        eventStore: store,
        decider: orderDecider,
        codec: orderEvents,
        streamId: orderStreamId(input.orderId),
        command: input.command,
        metadata: input.metadata,
        now,
        expectedRevision: BigInt(input.expectedVersion),
      });
      for (const event of events) {
        if (event.type === 'OrderCanceled')
          await settleCancellation(tx, store, event, state, input.metadata, now);
      }
      const version = appended ? Number(appended.nextExpectedRevision) : input.expectedVersion;
      const result = { orderId: input.orderId, status: statusOf(state), version };
      const change: AdminChange = {
        section: 'orders',
        action: AUDIT_ACTIONS[input.action],
        entityId: input.orderId,
        before: { status: statusOfStream(before), version: input.expectedVersion },
        after: { ...result, events: events.map((event) => ({ type: event.type, data: event.data })) },
      };
      return { result: { result, position: appended?.position ?? null }, change };
    });
  } catch (error) {
    if (!(error instanceof WrongExpectedRevisionError)) throw error;
    if (error.actual === 'no_stream') throw new DomainError('ORDER_NOT_FOUND', 'No such order.');
    throw new DomainError(
      'ORDER_CHANGED',
      '此訂單剛被更改，請重新載入 The order changed meanwhile: reload it and try again.',
      { expectedVersion: input.expectedVersion, version: Number(error.actual) },
    );
  }
}

function statusOfStream(recorded: readonly { type: string; data: unknown; schemaVersion: number }[]): string {
  let state: OrderState = orderDecider.initialState();
  for (const stored of recorded) state = orderDecider.evolve(state, orderEvents.decode(stored));
  return state.status;
}
