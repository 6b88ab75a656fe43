import { randomUUID } from 'node:crypto';
import { DomainError } from '@shop/domain/errors';
import type { PaymentForm } from '@shop/domain/orders/apiSchemas';
import type { PlacedOrder } from '@shop/domain/orders/order';
import type { Queryable } from '@shop/projections/ports/db';
import { type Billing, globalPayForm } from './globalPay.ts';
import { payDollarForm } from './payDollar.ts';
import type { CardChannel, PaymentSettings } from './paymentSettings.ts';

/** The billing fields of the checkout (seed 001 §2), as the payment form request carries them. */
export interface BillingInput {
  billingFirstName: string;
  billingLastName: string;
  billingProvince: string;
  billingCity: string;
  billingZone: string;
  billingAddress1: string;
  billingAddress2: string;
  billingAddress3: string;
  billingAddress4: string;
  billingPhone: string;
  billingEmail: string;
}

async function countryCodeOf(db: Queryable, locationId: number): Promise<string> {
  const { rows } = await db.query<{ country_code: string }>(
    'select country_code from locations where location_id = $1',
    [locationId],
  );
  return rows[0]?.country_code ?? '';
}

/**
 * The signed form the shopper's browser posts once to the card gateway. Secrets stay here: the browser
 * gets the fields and their signature, never the key. The zone is the city line's detail (the gateway has
 * no field for it), so it goes before the city.
 */
export async function paymentFormFor(
  db: Queryable,
  settings: PaymentSettings,
  input: {
    order: PlacedOrder;
    reference: string;
    channel: CardChannel;
    billing: BillingInput;
    /** The shop's public origin (http/publicOrigin.ts): PUBLIC_URL's, else the request's. */
    origin: string;
    now: Date;
  },
): Promise<PaymentForm> {
  const { order, reference, channel, billing } = input;
  const totalCents = order.placed.totals.orderTotal;
  if (channel === 'PAYDOLLAR') {
    if (!settings.payDollar)
      throw new DomainError('PAYMENT_UNAVAILABLE', 'Card payment is not available now.');
    // Without PUBLIC_URL the origin comes from the request's Host header, which the client writes: a `,` or
    // `=` in it would make the form unsignable (signing.ts) after the order was marked as at the gateway.
    // Escaped, the form is signed; such a client only sends its own gateway's answers to a broken URL.
    const base = input.origin.replace(/[,=]/g, (char) => encodeURIComponent(char));
    const form = payDollarForm(
      {
        ...settings.payDollar,
        notifyUrl: `${base}/api/payment/paydollar/notify`,
        returnUrl: `${base}/paydollar`,
      },
      { reference, totalCents },
    );
    return { channel, ...form };
  }
  if (!settings.globalPay) throw new DomainError('PAYMENT_UNAVAILABLE', 'Card payment is not available now.');
  const gatewayBilling: Billing = {
    forename: billing.billingFirstName,
    surname: billing.billingLastName,
    email: billing.billingEmail,
    phone: billing.billingPhone,
    countryCode: await countryCodeOf(db, order.placed.shipping.countryId),
    state: billing.billingProvince,
    city: [billing.billingZone, billing.billingCity].filter((part) => part.trim() !== '').join(', '),
    address1: billing.billingAddress1,
    address2: billing.billingAddress2,
    address3: billing.billingAddress3,
    address4: billing.billingAddress4,
  };
  const form = globalPayForm(settings.globalPay, { reference, totalCents }, gatewayBilling, {
    now: input.now,
    transactionUuid: randomUUID(),
  });
  return { channel, ...form };
}
