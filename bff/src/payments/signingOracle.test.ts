import { createHmac } from 'node:crypto';
import type { Cents } from '@shop/domain/money';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type Recut,
  recutsWithFixedNames,
  recutsWithNameList,
  signedBytes,
} from '../testing/signatureRecuts.ts';
import {
  type Billing,
  GATEWAY_SIGNED,
  globalPayForm,
  readGlobalPayRequest,
  signGatewayMessage,
  verifyGlobalPayMessage,
} from './globalPay.ts';
import {
  MESSAGE_SIGNED as PAYDOLLAR_MESSAGE_SIGNED,
  REQUEST_SIGNED as PAYDOLLAR_REQUEST_SIGNED,
  payDollarForm,
  readPayDollarRequest,
  signPayDollarMessage,
  verifyPayDollarMessage,
} from './payDollar.ts';

/**
 * The shop must never be a signing oracle: no signature it makes over a payment request, whatever the
 * shopper typed, verifies as the gateway's answer on either channel, however its bytes are re-cut; and no
 * answer (which the sandbox signs) reads as a request. One key for both channels, as the sandbox has.
 */
const secret = 'one-key-for-both-channels';
const hmac = (data: string) => createHmac('sha256', secret).update(data, 'utf8').digest('base64');
const RUNS = 2000;

/** Text a shopper (or an attacker) might type: the delimiters, whole notifies, Unicode, long and empty. */
const NOTIFY_PIECES = [
  ',',
  '=',
  'decision=ACCEPT',
  'reason_code=100',
  'req_amount=556.00',
  'req_currency=HKD',
  'req_reference_number=DEV-1_JH1',
  'transaction_id=t-1',
  'signed_field_names=',
  'decision,reason_code,req_reference_number,req_amount,req_currency,transaction_id,signed_field_names',
  'status=success',
  'code=0',
  'amount=55600',
  'currency=HKD',
  'reference=DEV-1_JH1',
  'transactionId=t-1',
  'access_key',
  'bill_to_surname=',
];
const typedText = fc.oneof(
  fc
    .array(fc.oneof(fc.constantFrom(...NOTIFY_PIECES), fc.string({ unit: 'grapheme', maxLength: 6 })), {
      maxLength: 16,
    })
    .map((pieces) => pieces.join('')),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  // Long values (up to 2,000 characters), built by repetition: generating each character is slow.
  fc
    .tuple(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 20 }), fc.integer({ min: 25, max: 100 }))
    .map(([text, times]) => text.repeat(times)),
  fc.constant(''),
);
/**
 * The known attack, typed into the forename: the gateway's answer, then a `signed_field_names` whose last
 * name (a billing field sent after the forename) swallows the rest of the form's bytes.
 */
const REQUEST_HEAD =
  'access_key,profile_id,transaction_uuid,signed_date_time,locale,transaction_type,reference_number,amount,currency,unsigned_field_names';
const attack = fc
  .record({
    swallower: fc.constantFrom('bill_to_surname', 'bill_to_email', 'bill_to_phone', 'bill_to_address_line1'),
    reference: fc.nat({ max: 999_999 }).map((id) => `DEV-${id}_JH${id}`),
    amount: fc.constantFrom('556.00', '0.01'),
  })
  .map(
    ({ swallower, reference, amount }) =>
      `x,decision=ACCEPT,reason_code=100,req_reference_number=${reference},req_amount=${amount},req_currency=HKD,` +
      `transaction_id=t-1,signed_field_names=${REQUEST_HEAD},bill_to_forename,${GATEWAY_SIGNED.join(',')},${swallower}`,
  );
const billing: fc.Arbitrary<Billing> = fc.record(
  {
    forename: fc.oneof(typedText, attack),
    surname: typedText,
    email: typedText,
    phone: typedText,
    countryCode: typedText,
    state: typedText,
    city: typedText,
    address1: typedText,
    address2: typedText,
    address3: typedText,
    address4: typedText,
  },
  { requiredKeys: [] },
);
/** The shop's own values: a reference of its shape, an amount in cents. */
const order = fc.record({
  reference: fc
    .tuple(fc.constantFrom('DEV-', 'UAT-', 'AD-'), fc.nat({ max: 999_999_999 }), fc.nat({ max: 99_999_999 }))
    .map(([prefix, id, no]) => `${prefix}${id}_JH${no}`),
  totalCents: fc.integer({ min: 1, max: 99_999_999 }).map((cents) => cents as Cents),
});
const context = fc.record({
  now: fc.date({ min: new Date('2020-01-01'), max: new Date('2040-01-01'), noInvalidDate: true }),
  transactionUuid: fc.uuid(),
});
const globalPayConfig = {
  accessKey: 'ak-1',
  profileId: 'PF-9',
  secretKey: secret,
  payUrl: 'https://pay.example',
};

/** The bytes a form's signature covers, as the shop hashed them (checked against the signature itself). */
function formBytes(fields: Record<string, string>, names: readonly string[]): string {
  const bytes = names.map((name) => `${name}=${fields[name] ?? ''}`).join(',');
  expect(hmac(bytes)).toBe(fields.signature);
  return bytes;
}

/** Every re-cut of `bytes`, each checked to rebuild the very bytes the signature covers. */
function everyRecut(bytes: string): Recut[] {
  const recuts = [
    ...recutsWithNameList(bytes),
    ...recutsWithFixedNames(bytes, PAYDOLLAR_MESSAGE_SIGNED),
    ...recutsWithFixedNames(bytes, PAYDOLLAR_REQUEST_SIGNED),
  ];
  for (const recut of recuts) expect(signedBytes(recut)).toBe(bytes);
  return recuts;
}

function expectNoMessage(fields: Record<string, string>) {
  expect(verifyGlobalPayMessage(fields, secret).ok).toBe(false);
  expect(verifyPayDollarMessage(fields, secret).ok).toBe(false);
}

describe('the shop is no signing oracle', () => {
  it('no GlobalPay form, whatever the shopper typed, re-cut in any way, verifies as a notify on either channel', () => {
    fc.assert(
      fc.property(order, billing, context, (request, typed, when) => {
        const { fields } = globalPayForm(globalPayConfig, request, typed, when);
        const bytes = formBytes(fields, (fields.signed_field_names ?? '').split(','));
        // What the shopper typed is not signed: the same fields holding 'x' give the same signature.
        const blank = Object.fromEntries(
          Object.entries(typed).map(([name, value]) => [name, value?.trim() ? 'x' : value]),
        );
        expect(globalPayForm(globalPayConfig, request, blank, when).fields.signature).toBe(fields.signature);
        expectNoMessage(fields);
        for (const recut of everyRecut(bytes))
          expectNoMessage({ ...recut.fields, signature: fields.signature! });
        // And the form itself reads as the request it is (the sandbox's side).
        expect(readGlobalPayRequest(fields, secret)).toEqual({
          reference: request.reference,
          amountCents: request.totalCents,
          currency: 'HKD',
        });
      }),
      { numRuns: RUNS },
    );
  });

  it('no PayDollar form, whatever URL the request came from, re-cut in any way, verifies as a notify on either channel', () => {
    const origin = fc.oneof(
      fc.webUrl({ withQueryParameters: true }),
      typedText.map((text) => `https://${text}`),
    );
    fc.assert(
      fc.property(order, origin, (request, base) => {
        const config = {
          merchantCode: 'M-100',
          secretKey: secret,
          payUrl: 'https://pd.example/pay',
          notifyUrl: `${base}/api/payment/paydollar/notify`,
          returnUrl: `${base}/paydollar`,
        };
        let fields: Record<string, string>;
        try {
          fields = payDollarForm(config, request).fields;
        } catch (error) {
          // The shop refuses to sign a value that holds a delimiter, and only that.
          expect(error).toMatchObject({ code: 'PAYMENT_MESSAGE_INVALID' });
          expect(base).toMatch(/[,=]/);
          return;
        }
        const bytes = formBytes(fields, PAYDOLLAR_REQUEST_SIGNED);
        expectNoMessage(fields);
        for (const recut of everyRecut(bytes))
          expectNoMessage({ ...recut.fields, signature: fields.signature! });
      }),
      { numRuns: RUNS },
    );
  });

  it('no gateway answer (which the sandbox signs) reads as a request on either channel, however re-cut', () => {
    const answer = fc.record({
      reference: order.map((request) => request.reference),
      amountCents: fc.integer({ min: 0, max: 99_999_999 }).map((cents) => cents as Cents),
      decision: fc.constantFrom('ACCEPT', 'DECLINE', 'CANCEL', 'ERROR', 'REVIEW' as const),
      reasonCode: fc.constantFrom('100', '203', '231', ''),
      currency: fc.constantFrom('HKD', 'USD'),
      transactionId: fc.uuid(),
    });
    fc.assert(
      fc.property(answer, (message) => {
        const globalPay = signGatewayMessage(message, secret);
        const payDollar = signPayDollarMessage(
          {
            ...message,
            status: message.decision === 'ACCEPT' ? 'success' : 'fail',
            code: message.reasonCode,
          },
          secret,
        );
        for (const [fields, names] of [
          [globalPay, GATEWAY_SIGNED],
          [payDollar, PAYDOLLAR_MESSAGE_SIGNED],
        ] as const) {
          const bytes = formBytes(fields, names);
          for (const attempt of [
            fields,
            ...everyRecut(bytes).map((recut) => ({ ...recut.fields, signature: fields.signature! })),
          ]) {
            expect(readGlobalPayRequest(attempt, secret)).toBeNull();
            expect(readPayDollarRequest(attempt, secret)).toBeNull();
          }
        }
        expect(verifyGlobalPayMessage(globalPay, secret).ok).toBe(true);
        expect(verifyPayDollarMessage(payDollar, secret).ok).toBe(true);
      }),
      { numRuns: RUNS },
    );
  });

  it('the re-cuts find the attack when shopper text is signed (the old form), and the verifier still refuses it', () => {
    // The form as the shop signed it before: every field it sent, the billing forename among them.
    const names = [
      'access_key',
      'reference_number',
      'amount',
      'currency',
      'bill_to_forename',
      'bill_to_surname',
      'signed_field_names',
    ];
    const notifyNames = [
      'access_key',
      'reference_number',
      'amount',
      'currency',
      'bill_to_forename',
      'decision',
      'reason_code',
      'req_reference_number',
      'req_amount',
      'req_currency',
      'transaction_id',
      'signed_field_names',
      'bill_to_surname',
    ];
    const fields: Record<string, string> = {
      access_key: 'ak-1',
      reference_number: 'DEV-1_JH1',
      amount: '556.00',
      currency: 'HKD',
      bill_to_forename: `x,decision=ACCEPT,reason_code=100,req_reference_number=DEV-1_JH1,req_amount=556.00,req_currency=HKD,transaction_id=t-1,signed_field_names=${notifyNames.join(',')}`,
      bill_to_surname: 'Chan',
      signed_field_names: names.join(','),
    };
    const bytes = names.map((name) => `${name}=${fields[name]}`).join(',');
    const signature = hmac(bytes);
    const accepting = recutsWithNameList(bytes).filter((recut) => recut.fields.decision === 'ACCEPT');
    expect(accepting.map((recut) => recut.names)).toEqual([notifyNames]);
    // Signature-wise the re-cut is perfect: a verifier that checks only the signature would take it.
    expect(hmac(signedBytes(accepting[0]!))).toBe(signature);
    expect(verifyGlobalPayMessage({ ...accepting[0]!.fields, signature }, secret)).toMatchObject({
      ok: false,
      code: 'PAYMENT_MESSAGE_INVALID',
    });
  });
});
