import { paymentFormRequestSchema, paymentFormSchema } from '@shop/domain/orders/apiSchemas';
import type { PlacedOrder } from '@shop/domain/orders/order';
import type { OrderEventData } from '@shop/domain/orders/orderEvents';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../../errors.ts';
import { eventMetadataOf, shopperActor } from '../../http/eventMetadata.ts';
import { publicOrigin } from '../../http/publicOrigin.ts';
import { awaitOrderView } from '../../orders/readYourWrites.ts';
import { verifyGlobalPayMessage } from '../../payments/globalPay.ts';
import { acceptGatewayMessage, ownOrder, requestPayment } from '../../payments/orderPayments.ts';
import { verifyPayDollarMessage } from '../../payments/payDollar.ts';
import { sendPaymentConfirmation, sendUnwantedPaymentNotice } from '../../payments/paymentConfirmation.ts';
import { paymentFormFor } from '../../payments/paymentForm.ts';
import { type CardChannel, channelSecret, type PaymentSettings } from '../../payments/paymentSettings.ts';
import { gatewayFieldsSchema } from './gatewayFields.ts';
import { sandboxRoutes } from './sandbox.ts';

const outcomeSchema = z.object({
  outcome: z.enum(['paid', 'refundDue', 'failed', 'canceled', 'repeated', 'ignored']),
  orderId: z.number(),
});

/**
 * Card payment (seed 001 §7; docs/orders.md, "Paying"). Paths the specification does not show:
 * - POST /payment/form: the signed form for the shopper's own order (member token, or a guest's order number
 *   and phone); the order is marked as at the gateway (pending).
 * - POST /payment/globalpay/notify, /payment/paydollar/notify: the gateway's server-to-server message, the
 *   ONLY way an order becomes paid (signature, reference, amount and currency checked; a replay changes
 *   nothing). The return pages (/globalpay/s…) only read the order: the specification's "mark paid" call
 *   from the browser is a defect this shop does not copy.
 * - /payment/sandbox/…: the sandbox gateway outside production (sandbox.ts).
 */
export async function paymentRoutes(
  api: FastifyInstance,
  options: { settings: PaymentSettings },
): Promise<void> {
  const app = api.withTypeProvider<ZodTypeProvider>();
  const { settings } = options;

  app.post(
    '/payment/form',
    {
      config: { access: 'optionalMember' },
      schema: { body: paymentFormRequestSchema, response: { 200: paymentFormSchema } },
    },
    async (request) => {
      const { db, eventStore, clock } = app.deps;
      const { orderId, orderNo, phone, channel, ...billing } = request.body;
      const caller = request.member
        ? ({ kind: 'member', memberId: request.member.memberId } as const)
        : ({ kind: 'guest', orderNo: orderNo ?? '', phone: phone ?? '' } as const);
      const order = await ownOrder(eventStore, orderId, caller);
      const now = clock.now();
      const metadata = eventMetadataOf(request, shopperActor(request, `order:${orderId}`), now);
      const reference = await requestPayment({ db, eventStore, settings }, order, channel, metadata, now);
      const origin = publicOrigin(settings.publicUrl, request);
      return paymentFormFor(db, settings, { order, reference, channel, billing, origin, now });
    },
  );

  const notify = (path: string, channel: CardChannel) =>
    app.post(
      path,
      // Anyone may post; only the signature checked below makes the message count.
      {
        config: { access: 'public' },
        schema: { body: gatewayFieldsSchema, response: { 200: outcomeSchema } },
      },
      async (request) => {
        const secret = channelSecret(settings, channel);
        if (!secret) throw badRequest('This payment channel is not configured.', 'PAYMENT_UNAVAILABLE');
        const check =
          channel === 'GLOBALPAY'
            ? verifyGlobalPayMessage(request.body, secret)
            : verifyPayDollarMessage(request.body, secret);
        const now = app.deps.clock.now();
        const { db, eventStore } = app.deps;
        const outcome = await acceptGatewayMessage(
          { db, eventStore, settings },
          channel,
          check,
          notifyMetadata(request, now),
          now,
        );
        if (outcome.outcome === 'paid') void tell(app, outcome.order, null);
        if (outcome.outcome === 'refundDue') void tell(app, outcome.order, outcome.unwanted);
        // The browser is sent to the return page next, which reads the order: let the read model get there.
        if ('position' in outcome && outcome.position)
          await awaitOrderView(app.deps.projections, outcome.position);
        return { outcome: outcome.outcome, orderId: outcome.orderId };
      },
    );
  notify('/payment/globalpay/notify', 'GLOBALPAY');
  notify('/payment/paydollar/notify', 'PAYDOLLAR');

  if (settings.sandbox && app.deps.config.nodeEnv !== 'production') {
    await app.register(sandboxRoutes, { settings });
  }
}

function notifyMetadata(request: Parameters<typeof eventMetadataOf>[0], now: Date) {
  return eventMetadataOf(request, { kind: 'system', id: 'card-gateway' }, now);
}

/**
 * The text goes after the answer: a slow SMS gateway never holds the gateway's notify. It says what
 * happened: paid, or a payment the order did not want that will be refunded.
 */
async function tell(
  app: FastifyInstance,
  order: PlacedOrder,
  unwanted: Pick<OrderEventData<'UnwantedPaymentReceived'>, 'amount' | 'reason'> | null,
) {
  try {
    if (unwanted) await sendUnwantedPaymentNotice(app.deps, order, unwanted);
    else await sendPaymentConfirmation(app.deps, order);
  } catch (error) {
    app.log.warn({ err: error, orderId: order.placed.orderId }, 'the payment SMS was not sent');
  }
}
