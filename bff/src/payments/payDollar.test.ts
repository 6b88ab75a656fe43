import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { payDollarForm, signPayDollarMessage, verifyPayDollarMessage } from './payDollar.ts';

const config = {
  merchantCode: 'M-100',
  secretKey: 'paydollar-secret',
  payUrl: 'https://pd.example/pay',
  notifyUrl: 'https://shop.example/api/payment/paydollar/notify',
  returnUrl: 'https://shop.example/paydollar',
};

describe('PayDollar form', () => {
  it('sends the amount in cents, timeout 20 and HKD, signed', () => {
    const form = payDollarForm(config, { reference: 'DEV-9_JH9', totalCents: 12345 });
    expect(form.fields).toMatchObject({
      merchantCode: 'M-100',
      timeout: '20',
      amount: '12345',
      currency: 'HKD',
      reference: 'DEV-9_JH9',
    });
    const data = `merchantCode=M-100,timeout=20,amount=12345,currency=HKD,reference=DEV-9_JH9,notifyUrl=${config.notifyUrl},returnUrl=${config.returnUrl}`;
    expect(form.fields.signature).toBe(createHmac('sha256', config.secretKey).update(data).digest('base64'));
  });
});

describe('PayDollar messages', () => {
  const answer = {
    reference: 'DEV-9_JH9',
    status: 'fail' as const,
    code: '204',
    amountCents: 12345,
    currency: 'HKD',
    transactionId: 'pd-1',
  };

  it('reads a signed answer', () => {
    expect(verifyPayDollarMessage(signPayDollarMessage(answer, config.secretKey), config.secretKey)).toEqual({
      ok: true,
      message: {
        reference: 'DEV-9_JH9',
        decision: 'DECLINE',
        reasonCode: '204',
        amountCents: 12345,
        currency: 'HKD',
        transactionId: 'pd-1',
      },
    });
  });

  it.each<Record<string, string>>([
    { amount: '1' },
    { status: 'success' },
    { currency: 'USD' },
    { signature: 'x' },
  ])('refuses a tampered answer %j', (change) => {
    const fields = { ...signPayDollarMessage(answer, config.secretKey), ...change };
    expect(verifyPayDollarMessage(fields, config.secretKey).ok).toBe(false);
  });
});
