import { randomUUID } from 'node:crypto';
import { formatHkd } from '@shop/domain/money';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../../errors.ts';
import { publicRoutes } from '../../http/access.ts';
import { readGlobalPayRequest, signGatewayMessage } from '../../payments/globalPay.ts';
import { readPayDollarRequest, signPayDollarMessage } from '../../payments/payDollar.ts';
import { type PaymentSettings, SANDBOX_PATHS } from '../../payments/paymentSettings.ts';
import { sandboxOutcome } from '../../payments/sandboxCards.ts';
import { sandboxCardPage } from '../../payments/sandboxPage.ts';
import { gatewayFieldsSchema } from './gatewayFields.ts';

const RESULT_PATHS = { ACCEPT: 's', DECLINE: 'f', ERROR: 'f', REVIEW: 'f', CANCEL: 'c' } as const;
const PAY_STATUS = {
  ACCEPT: 'success',
  DECLINE: 'fail',
  ERROR: 'fail',
  REVIEW: 'fail',
  CANCEL: 'cancel',
} as const;

/**
 * The sandbox card gateway (outside production): it speaks the gateways' signed protocol as they do. The
 * browser posts the shop's signed form here; the page asks for a test card; paying posts the signed notify
 * to the shop's notify route (in-process, as the gateway would over the network) and then sends the browser
 * to the return page with the reference, where the shop reads what the notify did.
 */
export async function sandboxRoutes(
  api: FastifyInstance,
  options: { settings: PaymentSettings },
): Promise<void> {
  publicRoutes(api);
  const app = api.withTypeProvider<ZodTypeProvider>();
  const { globalPay, payDollar } = options.settings;
  if (!globalPay || !payDollar) return;
  const payBody = gatewayFieldsSchema;

  /** The signed request, read as the gateway reads it; refused unless the shop's key signed it. */
  function requestOf(channel: 'globalpay' | 'paydollar', fields: Record<string, string>) {
    const request =
      channel === 'globalpay'
        ? readGlobalPayRequest(fields, globalPay!.secretKey)
        : readPayDollarRequest(fields, payDollar!.secretKey);
    if (!request)
      throw badRequest('The payment request is not signed by the shop.', 'PAYMENT_SIGNATURE_INVALID');
    return request;
  }

  for (const channel of ['globalpay', 'paydollar'] as const) {
    const path = channel === 'globalpay' ? SANDBOX_PATHS.GLOBALPAY : SANDBOX_PATHS.PAYDOLLAR;
    const route = path.replace(/^\/api/, '');

    app.post(route, { schema: { body: payBody } }, async (request, reply) => {
      const gatewayRequest = requestOf(channel, request.body);
      const { cardNumber: _card, outcome: _outcome, ...requestFields } = request.body;
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      return sandboxCardPage({
        shopName: app.deps.config.shopName,
        payAction: `${path}/pay`,
        amountText: formatHkd(gatewayRequest.amountCents),
        reference: gatewayRequest.reference,
        requestFields,
      });
    });

    app.post(
      `${route}/pay`,
      {
        schema: {
          body: payBody.and(
            z.object({ cardNumber: z.string().max(40).default(''), outcome: z.enum(['pay', 'cancel']) }),
          ),
        },
      },
      async (request, reply) => {
        const { cardNumber, outcome, ...requestFields } = request.body;
        const gatewayRequest = requestOf(channel, requestFields);
        const result =
          outcome === 'cancel' ? { decision: 'CANCEL' as const, reasonCode: '' } : sandboxOutcome(cardNumber);
        const transactionId = `SBX-${randomUUID()}`;
        const message =
          channel === 'globalpay'
            ? signGatewayMessage({ ...gatewayRequest, ...result, transactionId }, globalPay.secretKey)
            : signPayDollarMessage(
                {
                  ...gatewayRequest,
                  status: PAY_STATUS[result.decision],
                  code: result.reasonCode,
                  transactionId,
                },
                payDollar.secretKey,
              );
        const notified = await app.inject({
          method: 'POST',
          url: `/api/payment/${channel}/notify`,
          payload: new URLSearchParams(message).toString(),
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        });
        if (notified.statusCode !== 200)
          app.log.warn({ body: notified.body }, 'the sandbox notify was refused');
        const query = new URLSearchParams({ Ref: gatewayRequest.reference });
        if (RESULT_PATHS[result.decision] === 'f' && result.reasonCode) query.set('c', result.reasonCode);
        return reply.redirect(`/${channel}/${RESULT_PATHS[result.decision]}?${query}`, 303);
      },
    );
  }
}
