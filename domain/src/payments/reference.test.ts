import { describe, expect, it } from 'vitest';
import { orderIdFromReference, paymentFailureKind, paymentReference } from './reference.ts';

describe('payment reference', () => {
  it('is the prefix, the order id, an underscore and the order number', () => {
    expect(paymentReference('AD-PRO-', 1024, 'JH2611240001')).toBe('AD-PRO-1024_JH2611240001');
  });

  it.each([
    ['DEV-1024_JH2611240001', 1024],
    ['AD-TEST-7_X', 7],
    ['AD-PRO-88_JH1', 88],
    ['AD-UAT-5', 5],
    ['42_JH1', 42],
  ])('reads the order id of %s', (ref, id) => {
    expect(orderIdFromReference(ref)).toBe(id);
  });

  it.each([
    null,
    undefined,
    '',
    'DEV-',
    'DEV-abc_1',
    'XY-12_3',
    '0_JH',
    '-5_JH',
    '1e3_JH',
    ' 12_JH',
    '1234567890123456_JH',
  ])('has no order id in %j', (ref) => {
    expect(orderIdFromReference(ref)).toBeNull();
  });

  it('round-trips every prefix', () => {
    for (const prefix of ['DEV-', 'AD-TEST-', 'AD-PRO-', 'AD-UAT-'] as const) {
      expect(orderIdFromReference(paymentReference(prefix, 31337, 'JH_with_underscores'))).toBe(31337);
    }
  });
});

describe('payment failure kind', () => {
  it.each(['201', '203', '204', '205', '208', '210', '211'])('code %s is a bank rejection', (code) => {
    expect(paymentFailureKind(code)).toBe('bankRejected');
  });
  it.each(['200', '202', '102', '481', ''])('code %j is a plain failure', (code) => {
    expect(paymentFailureKind(code)).toBe('failed');
  });
});
