import { describe, expect, it } from 'vitest';
import { declinedPayment, orderFailView, returnFailView } from './orderFail.ts';
import { apiOrder } from './orderTesting.ts';

const view = (query: string) => orderFailView(new URLSearchParams(query));

describe('/order_fail messages (seed 001 §8)', () => {
  it.each(['201', '203', '204', '205', '208', '210', '211'])(
    'code %s: rejected, contact your bank',
    (code) => {
      expect(view(`o=JH1&c=${code}`)).toEqual({ kind: 'bankRejected', orderNo: 'JH1', code });
    },
  );

  it.each(['200', '202', '209', '999', 'ABC'])('code %s: failed, please retry', (code) => {
    expect(view(`o=JH1&c=${code}`)).toEqual({ kind: 'failed', orderNo: 'JH1', code });
  });

  it.each(['', 'o=JH1', 'c=201', 'o=&c=201', 'o=JH1&c=%20'])('%j: the default title only', (query) => {
    expect(view(query)).toEqual({ kind: 'default' });
  });
});

describe('the reason on a failed payment return', () => {
  const returned = (query: string) => returnFailView(new URLSearchParams(query));

  it('a bank rejection code: rejected, contact your bank, with the order number of the reference', () => {
    expect(returned('Ref=DEV-12_JH2611240001&c=204')).toEqual({
      kind: 'bankRejected',
      orderNo: 'JH2611240001',
      code: '204',
    });
  });

  it('any other code: failed, please retry', () => {
    expect(returned('Ref=AD-TEST-12_JH1&c=102')).toEqual({ kind: 'failed', orderNo: 'JH1', code: '102' });
  });

  it.each(['Ref=DEV-12_JH1', 'Ref=DEV-12&c=204', 'Ref=DEV-12_&c=204', 'c=204'])(
    '%j: no reason (no code, or no order number)',
    (query) => {
      expect(returned(query)).toEqual({ kind: 'default' });
    },
  );
});

describe('the declined card on the order page', () => {
  it('an unpaid order with a bank rejection code: rejected, contact your bank, with the code', () => {
    expect(declinedPayment(apiOrder({ orderStatus: 'unpaid', paymentFailureCode: '204' }))).toEqual({
      kind: 'bankRejected',
      code: '204',
    });
  });

  it('an unpaid order with any other code: failed, please retry', () => {
    expect(declinedPayment(apiOrder({ orderStatus: 'unpaid', paymentFailureCode: '102' }))).toEqual({
      kind: 'failed',
      code: '102',
    });
  });

  it.each([
    ['unpaid', null],
    ['unpaid', ' '],
    ['pending', '204'],
    ['paid', '204'],
    ['canceled', '204'],
  ] as const)('%s with code %j: no notice', (orderStatus, paymentFailureCode) => {
    expect(declinedPayment(apiOrder({ orderStatus, paymentFailureCode }))).toBeNull();
  });
});
