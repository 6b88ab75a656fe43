import { type PaymentFailureKind, paymentFailureKind } from '@shop/domain/payments/reference';

/**
 * /order_fail?o=&c= (seed 001 §2, §8): the order number and a message chosen by the gateway's code. Bank
 * rejections (201, 203, 204, 205, 208, 210, 211) say "contact your bank"; any other code "please retry".
 * With o or c missing only the default title shows.
 */
export type OrderFailView = { kind: 'default' } | { kind: PaymentFailureKind; orderNo: string; code: string };

export function orderFailView(params: URLSearchParams): OrderFailView {
  const orderNo = params.get('o')?.trim() ?? '';
  const code = params.get('c')?.trim() ?? '';
  if (orderNo === '' || code === '') return { kind: 'default' };
  return { kind: paymentFailureKind(code), orderNo, code };
}
