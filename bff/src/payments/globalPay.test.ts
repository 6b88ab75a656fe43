import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { globalPayForm, parseAmount, signGatewayMessage, verifyGlobalPayMessage } from './globalPay.ts';

const config = {
  accessKey: 'ak-1',
  profileId: 'PF-9',
  secretKey: 'top-secret-key',
  payUrl: 'https://pay.example/pay',
};
const hmac = (data: string) => createHmac('sha256', config.secretKey).update(data).digest('base64');
const context = { now: new Date('2026-11-24T10:15:00.123Z'), transactionUuid: 'u-1' };

describe('GlobalPay form', () => {
  it('signs its own request fields, amount with two decimals, HKD, zh-hk, sale', () => {
    const form = globalPayForm(config, { reference: 'DEV-12_JH1', totalCents: 29850 }, {}, context);
    expect(form.action).toBe('https://pay.example/pay');
    expect(form.fields).toMatchObject({
      amount: '298.50',
      currency: 'HKD',
      locale: 'zh-hk',
      transaction_type: 'sale',
      reference_number: 'DEV-12_JH1',
      signed_date_time: '2026-11-24T10:15:00Z',
    });
    const names =
      'access_key,profile_id,transaction_uuid,signed_date_time,locale,transaction_type,reference_number,amount,currency,unsigned_field_names,signed_field_names';
    expect(form.fields.unsigned_field_names).toBe('');
    expect(form.fields.signed_field_names).toBe(names);
    const data =
      'access_key=ak-1,profile_id=PF-9,transaction_uuid=u-1,signed_date_time=2026-11-24T10:15:00Z,locale=zh-hk,' +
      `transaction_type=sale,reference_number=DEV-12_JH1,amount=298.50,currency=HKD,unsigned_field_names=,signed_field_names=${names}`;
    expect(form.fields.signature).toBe(hmac(data));
  });

  it('sends billing fields only when not empty, rows 3 and 4 appended to line 2', () => {
    const form = globalPayForm(
      config,
      { reference: 'DEV-12_JH1', totalCents: 100 },
      {
        forename: 'Mei',
        surname: ' ',
        email: 'mei@example.hk',
        address1: '1 Queen’s Rd',
        address2: '',
        address3: '12/F',
        address4: 'Flat B',
      },
      context,
    );
    expect(form.fields.bill_to_forename).toBe('Mei');
    expect(form.fields).not.toHaveProperty('bill_to_surname');
    expect(form.fields).not.toHaveProperty('bill_to_phone');
    expect(form.fields.bill_to_address_line2).toBe('12/F Flat B');
    expect(form.fields.unsigned_field_names).toBe(
      'bill_to_forename,bill_to_email,bill_to_address_line1,bill_to_address_line2',
    );
    expect(form.fields.signed_field_names).not.toContain('bill_to');
  });

  it('never signs what the shopper typed: the signature is the same whatever the billing fields hold (only which ones are sent is signed)', () => {
    const order = { reference: 'DEV-12_JH1', totalCents: 100 };
    const plain = globalPayForm(config, order, { forename: 'Mei', surname: 'Chan' }, context);
    const hostile = globalPayForm(
      config,
      order,
      { forename: 'x,decision=ACCEPT,reason_code=100,signed_field_names=decision', surname: '陳=,' },
      context,
    );
    expect(hostile.fields.signature).toBe(plain.fields.signature);
    expect(hostile.fields.bill_to_forename).toContain('decision=ACCEPT');
    expect(hostile.fields.unsigned_field_names).toBe('bill_to_forename,bill_to_surname');
  });

  it('refuses to sign a value of its own holding a delimiter', () => {
    for (const reference of ['DEV-1_JH1,decision=ACCEPT', 'DEV-1=JH1'])
      expect(() => globalPayForm(config, { reference, totalCents: 100 }, {}, context)).toThrow(
        expect.objectContaining({ code: 'PAYMENT_MESSAGE_INVALID' }),
      );
  });
});

describe('GlobalPay messages', () => {
  const message = {
    reference: 'DEV-12_JH1',
    decision: 'ACCEPT' as const,
    reasonCode: '100',
    amountCents: 29850,
    currency: 'HKD',
    transactionId: 't-77',
  };

  it('accepts its own signed answer', () => {
    expect(verifyGlobalPayMessage(signGatewayMessage(message, config.secretKey), config.secretKey)).toEqual({
      ok: true,
      message,
    });
  });

  it.each([
    ['a changed amount', { req_amount: '1.00' }],
    ['a changed decision', { decision: 'DECLINE' }],
    ['a changed reference', { req_reference_number: 'DEV-13_JH2' }],
    ['a forged signature', { signature: hmac('decision=ACCEPT') }],
    ['no signature', { signature: '' }],
  ])('refuses %s', (_label, change) => {
    const fields = { ...signGatewayMessage(message, config.secretKey), ...change };
    expect(verifyGlobalPayMessage(fields, config.secretKey)).toMatchObject({
      ok: false,
      code: 'PAYMENT_SIGNATURE_INVALID',
    });
  });

  it('refuses a message signed with another key', () => {
    expect(verifyGlobalPayMessage(signGatewayMessage(message, 'another-key'), config.secretKey).ok).toBe(
      false,
    );
  });

  it('refuses a correctly signed message that signs more than the gateway’s fields, or a value with a delimiter', () => {
    const signedWith = (fields: Record<string, string>) => {
      const data = fields
        .signed_field_names!.split(',')
        .map((name) => `${name}=${fields[name] ?? ''}`)
        .join(',');
      return { ...fields, signature: hmac(data) };
    };
    const genuine = signGatewayMessage(message, config.secretKey);
    const { signature: _signature, ...unsigned } = genuine;
    const extra = signedWith({
      ...unsigned,
      access_key: 'ak-1',
      signed_field_names: `${genuine.signed_field_names},access_key`,
    });
    const comma = signedWith({ ...unsigned, transaction_id: 't-77,x' });
    const equals = signedWith({ ...unsigned, reason_code: '100=1' });
    const twice = signedWith({ ...unsigned, signed_field_names: `${genuine.signed_field_names},decision` });
    for (const fields of [extra, comma, equals, twice])
      expect(verifyGlobalPayMessage(fields, config.secretKey)).toMatchObject({
        ok: false,
        code: 'PAYMENT_MESSAGE_INVALID',
      });
    // The same fields in another order are the gateway's answer still.
    const reordered = signedWith({
      ...unsigned,
      signed_field_names: [...(genuine.signed_field_names ?? '').split(',')].reverse().join(','),
    });
    expect(verifyGlobalPayMessage(reordered, config.secretKey)).toEqual({ ok: true, message });
  });

  it('refuses a correctly signed message that leaves out a field we act on', () => {
    const fields: Record<string, string> = {
      decision: 'ACCEPT',
      req_reference_number: 'DEV-12_JH1',
      signed_field_names: 'decision,req_reference_number,signed_field_names',
    };
    fields.signature = hmac(
      'decision=ACCEPT,req_reference_number=DEV-12_JH1,signed_field_names=decision,req_reference_number,signed_field_names',
    );
    expect(verifyGlobalPayMessage({ ...fields, req_amount: '298.50' }, config.secretKey)).toMatchObject({
      ok: false,
      code: 'PAYMENT_MESSAGE_INVALID',
    });
  });
});

describe('amounts', () => {
  it.each([
    ['298.50', 29850],
    ['0.01', 1],
    ['1000.00', 100000],
  ])('%s is %i cents', (text, cents) => {
    expect(parseAmount(text)).toBe(cents);
  });
  it.each(['298.5', '-1.00', '1e3', '', '298.500', ' 1.00'])('%j is not an amount', (text) => {
    expect(parseAmount(text)).toBeNull();
  });
});
