import { type Order, orderSchema, type PaymentForm, paymentFormSchema } from '@shop/domain/orders/apiSchemas';
import { z } from 'zod';
import { api, isApiError } from '../../lib/api.ts';
import { type Fresh, readThroughOrderCache } from '../../lib/orderCache.ts';
import type { OrderRead } from './paymentReturnMachine.ts';

/**
 * The order pages' calls (domain/src/orders/apiSchemas.ts is the contract). Answers are parsed with the
 * contract's schemas, so a changed API fails loudly here instead of showing wrong figures.
 */

/** GET order/{id}: the member's own order; the API answers 404 for anyone else's. */
export function fetchOrder(orderId: number, signal?: AbortSignal): Promise<Order> {
  return api.request(`order/${orderId}`, {
    auth: 'required',
    schema: orderSchema,
    ...(signal ? { signal } : {}),
  });
}

/** The member's order, or the copy last seen when the network fails (marked by `savedAt`). */
export function fetchOrderOrCopy(
  memberId: string,
  orderId: number,
  signal?: AbortSignal,
): Promise<Fresh<Order>> {
  return readThroughOrderCache({
    memberId,
    what: `order:${orderId}`,
    load: () => fetchOrder(orderId, signal),
    parse: (value) => orderSchema.parse(value),
  });
}

/**
 * POST order/checking { orderNo, phone }: the guest's look-up. The API answers a list (the first entry is
 * the order); an empty list or a 404 is "not found", the same for a wrong number and a wrong phone.
 */
export async function findGuestOrder(
  orderNo: string,
  phone: string,
  signal?: AbortSignal,
): Promise<Order | null> {
  try {
    const orders = await api.request('order/checking', {
      method: 'POST',
      body: { orderNo, phone },
      schema: z.array(orderSchema),
      ...(signal ? { signal } : {}),
    });
    return orders[0] ?? null;
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

/** The payment return's read: the member's order by id, the guest's by number and phone (same id only). */
export async function readOrderForReturn(read: OrderRead): Promise<Order | null> {
  if (read.guest) {
    const order = await findGuestOrder(read.guest.orderNo, read.guest.phone);
    return order?.orderId === read.orderId ? order : null;
  }
  try {
    return await fetchOrder(read.orderId);
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

/** Who asks about an order from its page: the member by token, a guest by its number and phone. */
export type OrderOwner = { kind: 'member' } | { kind: 'guest'; orderNo: string; phone: string };

const ownerFields = (owner: OrderOwner) =>
  owner.kind === 'guest' ? { orderNo: owner.orderNo, phone: owner.phone } : {};

/**
 * POST payment/form again for an order the card did not pay (declined, cancelled at the gateway, a tab
 * left open): the same order, a new signed form. The billing details are the delivery's, as checkout
 * fills them when the shopper leaves them alone.
 */
export function payAgainForm(order: Order, owner: OrderOwner): Promise<PaymentForm> {
  return api.request('payment/form', {
    method: 'POST',
    body: {
      orderId: order.orderId,
      ...ownerFields(owner),
      billingFirstName: order.orderAddressRecipient,
      billingPhone: order.phone,
    },
    auth: owner.kind === 'member' ? 'required' : 'optional',
    schema: paymentFormSchema,
  });
}

/** POST order/cancel: the shopper cancels their own order while it waits for its payment; the answer is it. */
export function cancelOwnOrder(order: Order, owner: OrderOwner): Promise<Order> {
  return api.request('order/cancel', {
    method: 'POST',
    body: owner.kind === 'member' ? { orderId: order.orderId } : ownerFields(owner),
    auth: owner.kind === 'member' ? 'required' : 'optional',
    schema: orderSchema,
  });
}
