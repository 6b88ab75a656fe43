import { describe, expect, it } from 'vitest';
import { apiOrder } from './orderTesting.ts';
import { isPaidOrder, successState } from './successState.ts';

describe('successState: what a success page may say', () => {
  it('confirms only an order the server reports paid (or further on)', () => {
    for (const orderStatus of ['paid', 'Processing', 'inTransit', 'wait2ndDelivery', 'completed'] as const) {
      expect(successState(apiOrder({ orderStatus }))).toBe('confirmed');
      expect(isPaidOrder({ orderStatus })).toBe(true);
    }
    for (const orderStatus of ['unpaid', 'pending', 'canceled', 'deleted'] as const) {
      expect(successState(apiOrder({ orderStatus }))).not.toBe('confirmed');
      expect(isPaidOrder({ orderStatus })).toBe(false);
    }
  });

  it('names the state of an order that is not paid', () => {
    expect(successState(apiOrder({ orderStatus: 'unpaid', paymentFailureCode: '204' }))).toBe('declined');
    expect(successState(apiOrder({ orderStatus: 'unpaid', paymentFailureCode: null }))).toBe(
      'awaitingPayment',
    );
    // A code without an unpaid order is history (a later attempt paid, or the window closed).
    expect(successState(apiOrder({ orderStatus: 'canceled', paymentFailureCode: '204' }))).toBe('cancelled');
    expect(successState(apiOrder({ orderStatus: 'pending' }))).toBe('paymentPending');
    expect(successState(apiOrder({ orderStatus: 'deleted' }))).toBe('notFound');
    expect(successState(null)).toBe('notFound');
  });
});
