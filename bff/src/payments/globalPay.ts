import { type Cents, toDollars } from '@shop/domain/money';
import { canonicalFields, exactlyTheNames, fieldsSigned, signFields } from './signing.ts';

/**
 * GLOBALPAY, the card channel the checkout uses (seed 001 §7, second variant): a form signed in the
 * CyberSource Secure Acceptance style, posted by the shopper's browser to the gateway's payment page. The
 * gateway answers twice with fields signed the same way: to our notify URL (server to server, the only
 * message that can make an order paid) and through the shopper's browser to the return URL.
 */
export interface GlobalPayConfig {
  accessKey: string;
  profileId: string;
  secretKey: string;
  /** Where the browser posts the form: the gateway's payment page, or the sandbox's outside production. */
  payUrl: string;
}

export interface PaymentRequestOrder {
  reference: string;
  totalCents: Cents;
}

/**
 * Billing details the shopper typed; only the non-empty ones are sent (seed 001 §3), and never signed: they
 * travel as `unsigned_field_names`, the gateway's rule for "fields that contain data the customer is entering".
 */
export interface Billing {
  forename?: string;
  surname?: string;
  email?: string;
  phone?: string;
  countryCode?: string;
  state?: string;
  city?: string;
  address1?: string;
  /** Rows 2, 3 and 4 of the address; 3 and 4 are appended to line 2. */
  address2?: string;
  address3?: string;
  address4?: string;
}

export interface SignedForm {
  action: string;
  fields: Record<string, string>;
}

/** Amounts travel as dollars with two decimals (`298.00`). */
export function formatAmount(cents: Cents): string {
  return toDollars(cents).toFixed(2);
}

/** The cents of `298.00`; null for anything that is not a plain two-decimal amount. */
export function parseAmount(text: string): Cents | null {
  if (!/^[0-9]{1,9}\.[0-9]{2}$/.test(text)) return null;
  return Number(text.replace('.', ''));
}

function billingFields(billing: Billing): Record<string, string> {
  const line2 = [billing.address2, billing.address3, billing.address4]
    .map((row) => row?.trim() ?? '')
    .filter((row) => row !== '')
    .join(' ');
  const candidates: Record<string, string | undefined> = {
    bill_to_forename: billing.forename,
    bill_to_surname: billing.surname,
    bill_to_email: billing.email,
    bill_to_phone: billing.phone,
    bill_to_address_country: billing.countryCode,
    bill_to_address_state: billing.state,
    bill_to_address_city: billing.city,
    bill_to_address_line1: billing.address1,
    bill_to_address_line2: line2,
  };
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(candidates)) {
    const trimmed = value?.trim() ?? '';
    if (trimmed !== '') fields[name] = trimmed;
  }
  return fields;
}

/** `2026-11-24T10:15:00Z`: the gateway's time format, without milliseconds. */
function gatewayTime(now: Date): string {
  return `${now.toISOString().slice(0, 19)}Z`;
}

/**
 * The fields the shop signs in its payment request, exactly these, in this order: only the shop's own
 * values. Apart from `signed_field_names` none of them is a name the gateway signs in its answer (see
 * GATEWAY_SIGNED), and the signed bytes tell which names were signed (signing.ts), so a request's signature
 * can never be read as an answer's.
 */
export const REQUEST_SIGNED = [
  'access_key',
  'profile_id',
  'transaction_uuid',
  'signed_date_time',
  'locale',
  'transaction_type',
  'reference_number',
  'amount',
  'currency',
  'unsigned_field_names',
  'signed_field_names',
] as const;

export function globalPayForm(
  config: GlobalPayConfig,
  order: PaymentRequestOrder,
  billing: Billing,
  context: { now: Date; transactionUuid: string },
): SignedForm {
  const typed = billingFields(billing);
  const fields: Record<string, string> = {
    access_key: config.accessKey,
    profile_id: config.profileId,
    transaction_uuid: context.transactionUuid,
    signed_date_time: gatewayTime(context.now),
    locale: 'zh-hk',
    transaction_type: 'sale',
    reference_number: order.reference,
    amount: formatAmount(order.totalCents),
    currency: 'HKD',
    unsigned_field_names: Object.keys(typed).join(','),
    signed_field_names: REQUEST_SIGNED.join(','),
  };
  const signature = signFields(fields, REQUEST_SIGNED, config.secretKey);
  return { action: config.payUrl, fields: { ...fields, ...typed, signature } };
}

export type GatewayDecision = 'ACCEPT' | 'DECLINE' | 'CANCEL' | 'ERROR' | 'REVIEW';

/** A gateway message whose signature checked out. Whether it fits the order is the order's business. */
export interface VerifiedGatewayMessage {
  reference: string;
  decision: GatewayDecision;
  reasonCode: string;
  amountCents: Cents;
  currency: string;
  transactionId: string;
}

export type GatewayMessageCheck =
  | { ok: true; message: VerifiedGatewayMessage }
  | { ok: false; code: 'PAYMENT_SIGNATURE_INVALID' | 'PAYMENT_MESSAGE_INVALID'; reason: string };

/**
 * The fields the gateway signs in its answer, exactly these (in any order): the decision, the echo of what
 * the shop asked for (`req_*`) and the gateway's own transaction. A message signing any other set, such as a
 * request's names or a shopper's billing fields, is not the gateway's answer, whatever its signature.
 */
export const GATEWAY_SIGNED = [
  'decision',
  'reason_code',
  'req_reference_number',
  'req_amount',
  'req_currency',
  'transaction_id',
  'signed_field_names',
] as const;
const DECISIONS: readonly string[] = ['ACCEPT', 'DECLINE', 'CANCEL', 'ERROR', 'REVIEW'];

/**
 * Checks a message from the gateway: it must sign exactly the gateway's answer fields (GATEWAY_SIGNED;
 * every field we act on is among them, and a field outside `signed_field_names` could have been added by
 * anyone), no signed value may hold a delimiter, and the signature must be the key's over them.
 */
export function verifyGlobalPayMessage(
  fields: Readonly<Record<string, string>>,
  secretKey: string,
): GatewayMessageCheck {
  const names = (fields.signed_field_names ?? '').split(',');
  if (!exactlyTheNames(names, GATEWAY_SIGNED))
    return { ok: false, code: 'PAYMENT_MESSAGE_INVALID', reason: "not the gateway's signed fields" };
  if (canonicalFields(fields, names) === null)
    return { ok: false, code: 'PAYMENT_MESSAGE_INVALID', reason: 'a signed value holds a delimiter' };
  if (!fieldsSigned(fields, names, secretKey, fields.signature ?? ''))
    return { ok: false, code: 'PAYMENT_SIGNATURE_INVALID', reason: 'signature does not match' };
  const decision = fields.decision ?? '';
  const amountCents = parseAmount(fields.req_amount ?? '');
  if (!DECISIONS.includes(decision) || amountCents === null)
    return { ok: false, code: 'PAYMENT_MESSAGE_INVALID', reason: 'unknown decision or amount' };
  return {
    ok: true,
    message: {
      reference: fields.req_reference_number ?? '',
      decision: decision as GatewayDecision,
      reasonCode: fields.reason_code ?? '',
      amountCents,
      currency: fields.req_currency ?? '',
      transactionId: fields.transaction_id ?? '',
    },
  };
}

/** The fields a gateway (or our sandbox) signs when it answers, in the order it lists them. */
export function signGatewayMessage(
  message: VerifiedGatewayMessage,
  secretKey: string,
): Record<string, string> {
  const fields: Record<string, string> = {
    decision: message.decision,
    reason_code: message.reasonCode,
    req_reference_number: message.reference,
    req_amount: formatAmount(message.amountCents),
    req_currency: message.currency,
    transaction_id: message.transactionId,
  };
  fields.signed_field_names = GATEWAY_SIGNED.join(',');
  fields.signature = signFields(fields, GATEWAY_SIGNED, secretKey);
  return fields;
}

/** A payment request as the gateway (or our sandbox) reads it: null unless signed by the shop's key. */
export interface GatewayRequest {
  reference: string;
  amountCents: Cents;
  currency: string;
}

/**
 * The gateway's reading of a request: it must sign exactly the shop's request fields (REQUEST_SIGNED) and
 * carry none of the answer's names at all, so that an answer (which the sandbox signs) is never a request.
 */
export function readGlobalPayRequest(
  fields: Readonly<Record<string, string>>,
  secretKey: string,
): GatewayRequest | null {
  const names = (fields.signed_field_names ?? '').split(',');
  const answerNames = GATEWAY_SIGNED.filter(
    (name) => name !== 'signed_field_names' && Object.hasOwn(fields, name),
  );
  if (!exactlyTheNames(names, REQUEST_SIGNED) || answerNames.length > 0) return null;
  if (!fieldsSigned(fields, names, secretKey, fields.signature ?? '')) return null;
  const amountCents = parseAmount(fields.amount ?? '');
  if (amountCents === null) return null;
  return { reference: fields.reference_number ?? '', amountCents, currency: fields.currency ?? '' };
}
