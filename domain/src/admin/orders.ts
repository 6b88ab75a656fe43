import { z } from 'zod';
import { toCents } from '../money.ts';
import type { OrderCommandType } from '../orders/decide.ts';
import { hasSecondDelivery, isOrderStatus, ORDER_STATUSES, type PlacedOrder } from '../orders/order.ts';
import { ORDER_TRANSITIONS } from '../orders/orderTransitions.ts';
import type {
  adminOrderDetailSchema,
  adminOrderRowSchema,
  adminOrderStepSchema,
  staffOrderCommandResultSchema,
} from './apiSchemas.ts';

/**
 * The back office's orders section (docs/backOffice.md, "Orders"): the list's filters, the forms of the staff
 * commands (the web form validates with the same schemas) and the commands a staff member may send an order
 * now, read from the transition table.
 */

export const ADMIN_ORDER_SORTS = ['placedAt', 'orderNo', 'orderTotal', 'status'] as const;
export type AdminOrderSort = (typeof ADMIN_ORDER_SORTS)[number];

const placedStatuses = ORDER_STATUSES.filter((status) => status !== 'notPlaced') as [
  Exclude<(typeof ORDER_STATUSES)[number], 'notPlaced'>,
  ...Exclude<(typeof ORDER_STATUSES)[number], 'notPlaced'>[],
];

/** A calendar day in Hong Kong (the shop's day), as `<input type="date">` writes it. */
const hongKongDay = z.iso.date();

/** The list's own filters, added to the shared list query (page, pageSize, sort, order, q). */
export const adminOrderFilters = {
  status: z.enum(placedStatuses).optional(),
  /** Placed on or after this Hong Kong day. */
  from: hongKongDay.optional(),
  /** Placed on or before this Hong Kong day (the whole day). */
  to: hongKongDay.optional(),
  memberId: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  /** The buyer's phone: a member's or the one a guest ordered with (digits compared). */
  phone: z
    .string()
    .trim()
    .regex(/^[0-9 +-]{4,20}$/, 'digits only')
    .optional(),
  buyer: z.enum(['member', 'guest']).optional(),
  orderNo: z.string().trim().min(1).max(40).optional(),
};

/** The revision of the order's stream the staff member was looking at: another change meanwhile is a 409. */
const expectedVersion = z.coerce.number().int().min(0).max(1_000_000);

const reason = z.string().trim().min(1, 'Required.').max(200);

export const trackingNumberSchema = z
  .string()
  .trim()
  .min(1, 'Required.')
  .max(40)
  .regex(/^[A-Za-z0-9-]+$/, 'Letters, digits and dashes only.');

export const orderVersionSchema = z.object({ expectedVersion });
export const shipOrderSchema = z.object({ expectedVersion, trackingNumber: trackingNumberSchema });
export const cancelOrderSchema = z.object({ expectedVersion, reason });
export const deleteOrderSchema = z.object({ expectedVersion, reason });

/** HK$ as staff type it: up to 8 digits and 2 decimals, above zero; read into cents. */
export const refundAmountSchema = z
  .union([z.string(), z.number()])
  .transform((value) => String(value).trim())
  .pipe(z.string().regex(/^\d{1,8}(\.\d{1,2})?$/, 'HK$ with at most two decimals.'))
  .transform((dollars) => toCents(Number(dollars)))
  .pipe(z.number().int().min(1, 'Above zero.'));
export const refundOrderSchema = z.object({ expectedVersion, amount: refundAmountSchema, reason });

/** The staff commands, by the path segment of `POST /api/admin/orders/:orderId/<action>`. */
export const STAFF_ORDER_ACTIONS = {
  process: 'StartProcessing',
  ship: 'ShipOrder',
  awaitSecondDelivery: 'AwaitSecondDelivery',
  shipSecond: 'ShipSecondDelivery',
  complete: 'CompleteOrder',
  cancel: 'CancelOrder',
  delete: 'DeleteOrder',
  refund: 'RecordRefund',
} as const satisfies Record<string, OrderCommandType>;
export type StaffOrderAction = keyof typeof STAFF_ORDER_ACTIONS;

/**
 * What staff may do to the order now: the commands the transition table allows in its status, less the ones
 * a rule inside the cell would refuse (a second delivery the order does not have, a refund of nothing).
 */
export function staffOrderActions(order: PlacedOrder): StaffOrderAction[] {
  const twoDeliveries = hasSecondDelivery(order.placed);
  return (Object.keys(STAFF_ORDER_ACTIONS) as StaffOrderAction[]).filter((action) => {
    const command = STAFF_ORDER_ACTIONS[action];
    if (!isOrderStatus(ORDER_TRANSITIONS[order.status][command])) return false;
    if (command === 'AwaitSecondDelivery') return twoDeliveries;
    if (command === 'CompleteOrder') return !(order.status === 'inTransit' && twoDeliveries);
    if (command === 'RecordRefund') return order.received > order.refunded;
    return true;
  });
}

// What the orders API answers, declared by its schemas (apiSchemas.ts).

export type AdminOrderRow = z.infer<typeof adminOrderRowSchema>;
/** Who bought: a member (name and phone as the members table has them now) or a guest's phone. */
export type AdminOrderBuyer = AdminOrderRow['buyer'];
export type AdminOrderStep = z.infer<typeof adminOrderStepSchema>;
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>;
export type StaffOrderCommandResult = z.infer<typeof staffOrderCommandResultSchema>;
