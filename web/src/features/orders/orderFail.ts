import type { Order } from '@shop/domain/orders/apiSchemas';
import { type PaymentFailureKind, paymentFailureKind } from '@shop/domain/payments/reference';

/**
 * /order_fail?o=&c= (seed 001 §2, §8): the order number and a message chosen by the gateway's code. Bank
 * rejections (201, 203, 204, 205, 208, 210, 211) say "contact your bank"; any other code "please retry".
 * With o or c missing only the default title shows.
 */
export type OrderFailView = { kind: 'default' } | { kind: PaymentFailureKind; orderNo: string; code: string };

export function orderFailView(params: URLSearchParams): OrderFailView {
  return failView(params.get('o'), params.get('c'));
}

/**
 * A guest's failed payment return, `/globalpay/f?Ref={prefix}{orderId}_{orderNo}&c={code}`: the same reason
 * as /order_fail, from the gateway's code and the order number in the reference. Only words are chosen
 * here (nothing is changed by them), so a code the browser made up can mislead no one but itself.
 */
export function returnFailView(params: URLSearchParams): OrderFailView {
  const ref = params.get('Ref') ?? '';
  const underscore = ref.indexOf('_');
  return failView(underscore < 0 ? '' : ref.slice(underscore + 1), params.get('c'));
}

function failView(rawOrderNo: string | null, rawCode: string | null): OrderFailView {
  const orderNo = rawOrderNo?.trim() ?? '';
  const code = rawCode?.trim() ?? '';
  if (orderNo === '' || code === '') return { kind: 'default' };
  return { kind: paymentFailureKind(code), orderNo, code };
}

/**
 * The order page's declined-card notice: an order still unpaid whose last card payment the gateway refused,
 * with the same reason as /order_fail. Null for any other order (paid, at the gateway again, cancelled when
 * its payment window ended) and for a failure that came without a code.
 */
export type DeclinedPayment = { kind: PaymentFailureKind; code: string };

export function declinedPayment(
  order: Pick<Order, 'orderStatus' | 'paymentFailureCode'>,
): DeclinedPayment | null {
  const code = order.paymentFailureCode?.trim() ?? '';
  if (order.orderStatus !== 'unpaid' || code === '') return null;
  return { kind: paymentFailureKind(code), code };
}
