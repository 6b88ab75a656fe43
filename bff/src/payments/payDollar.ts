import type { Cents } from '@shop/domain/money';
import type {
  GatewayDecision,
  GatewayMessageCheck,
  GatewayRequest,
  PaymentRequestOrder,
  SignedForm,
} from './globalPay.ts';
import { canonicalFields, fieldsSigned, signFields } from './signing.ts';

/**
 * The first card variant of seed 001 §7 (PayDollar style): merchant code, timeout 20, the amount in cents,
 * HKD, the reference and the notify and return URLs, signed with the merchant's secret. The checkout uses
 * GLOBALPAY; this channel is kept working (and tested) because the specification has both.
 */
export interface PayDollarConfig {
  merchantCode: string;
  secretKey: string;
  payUrl: string;
  notifyUrl: string;
  returnUrl: string;
}

/**
 * The fixed lists each side signs, in order. They differ in names (a request has `merchantCode`, `timeout`
 * and the URLs, a message `status`, `code` and `transactionId`), and no signed value may hold `,` or `=`,
 * so the bytes of a request can never be re-cut into a message or the other way round.
 */
export const REQUEST_SIGNED = [
  'merchantCode',
  'timeout',
  'amount',
  'currency',
  'reference',
  'notifyUrl',
  'returnUrl',
];
export const MESSAGE_SIGNED = ['reference', 'status', 'code', 'amount', 'currency', 'transactionId'];

export function payDollarForm(config: PayDollarConfig, order: PaymentRequestOrder): SignedForm {
  const fields: Record<string, string> = {
    merchantCode: config.merchantCode,
    timeout: '20',
    amount: String(order.totalCents),
    currency: 'HKD',
    reference: order.reference,
    notifyUrl: config.notifyUrl,
    returnUrl: config.returnUrl,
  };
  fields.signature = signFields(fields, REQUEST_SIGNED, config.secretKey);
  return { action: config.payUrl, fields };
}

const STATUS_DECISIONS: Record<string, GatewayDecision> = {
  success: 'ACCEPT',
  fail: 'DECLINE',
  cancel: 'CANCEL',
};

export function verifyPayDollarMessage(
  fields: Readonly<Record<string, string>>,
  secretKey: string,
): GatewayMessageCheck {
  if (canonicalFields(fields, MESSAGE_SIGNED) === null)
    return { ok: false, code: 'PAYMENT_MESSAGE_INVALID', reason: 'a signed value holds a delimiter' };
  if (!fieldsSigned(fields, MESSAGE_SIGNED, secretKey, fields.signature ?? ''))
    return { ok: false, code: 'PAYMENT_SIGNATURE_INVALID', reason: 'signature does not match' };
  const decision = STATUS_DECISIONS[fields.status ?? ''];
  const amount = fields.amount ?? '';
  if (!decision || !/^[0-9]{1,11}$/.test(amount))
    return { ok: false, code: 'PAYMENT_MESSAGE_INVALID', reason: 'unknown status or amount' };
  return {
    ok: true,
    message: {
      reference: fields.reference ?? '',
      decision,
      reasonCode: fields.code ?? '',
      amountCents: Number(amount) as Cents,
      currency: fields.currency ?? '',
      transactionId: fields.transactionId ?? '',
    },
  };
}

export function signPayDollarMessage(
  message: {
    reference: string;
    status: 'success' | 'fail' | 'cancel';
    code: string;
    amountCents: Cents;
    currency: string;
    transactionId: string;
  },
  secretKey: string,
): Record<string, string> {
  const fields: Record<string, string> = {
    reference: message.reference,
    status: message.status,
    code: message.code,
    amount: String(message.amountCents),
    currency: message.currency,
    transactionId: message.transactionId,
  };
  fields.signature = signFields(fields, MESSAGE_SIGNED, secretKey);
  return fields;
}

/** The request as the gateway (or our sandbox) reads it, with where to answer: null unless signed by the shop. */
export function readPayDollarRequest(
  fields: Readonly<Record<string, string>>,
  secretKey: string,
): (GatewayRequest & { returnUrl: string }) | null {
  const messageNames = ['status', 'code', 'transactionId'].filter((name) => Object.hasOwn(fields, name));
  if (messageNames.length > 0 || !fieldsSigned(fields, REQUEST_SIGNED, secretKey, fields.signature ?? ''))
    return null;
  if (!/^[0-9]{1,11}$/.test(fields.amount ?? '')) return null;
  return {
    reference: fields.reference ?? '',
    amountCents: Number(fields.amount) as Cents,
    currency: fields.currency ?? '',
    returnUrl: fields.returnUrl ?? '',
  };
}
