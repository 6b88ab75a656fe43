import { describe, expect, it } from 'vitest';
import { orderFailView } from './orderFail.ts';

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
