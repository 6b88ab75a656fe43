import { placeOrderAnswerSchema, shippingMethodSchema } from '@shop/domain/orders/apiSchemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { eventMetadataOf } from '../../http/eventMetadata.ts';
import {
  deliveryTimesField,
  idField,
  oneOrMany,
  optionalCouponCodeField,
  parallelLines,
  productListJsonField,
  quantityField,
  wholeNumber,
} from '../../http/fields.ts';
import { fingerprintOf, idempotencyKeyOf, sendOutcome } from '../../http/idempotency.ts';
import { type PlacementDeps, placeOrder } from '../../orders/placeOrder.ts';
import { memberOf } from '../../plugins/auth.ts';

const text = (max: number) => z.string().trim().max(max).default('');

/** The address part of every placement (orderAddressFields of the contract), as forms and JSON send it. */
const destinationFields = {
  countryId: idField.default(6),
  shippingMethod: shippingMethodSchema.default('HOME_DELIVERY'),
  orderAddressRecipient: text(100),
  orderAddressProvince: text(100),
  orderAddressCity: text(100),
  orderAddressZone: text(100),
  orderAddress1: text(200),
  orderAddress2: text(200),
  orderAddress3: text(200),
  orderAddress4: text(200),
  orderAddress: text(32),
  phone: z.string().trim().min(1).max(20),
  phoneCountryId: idField.default(6),
  email: text(200),
};

const memberBody = z.object({
  ...destinationFields,
  /** Buy now / express: the products named, as parallel fields; without them the member's cart. */
  productId: oneOrMany(idField).optional(),
  quantity: oneOrMany(quantityField).optional(),
  deliveryTimes: oneOrMany(deliveryTimesField).optional(),
  couponCode: optionalCouponCodeField,
  /** Points to pay with (VIP): the engine clamps them to the rules exactly as order/member/pre does. */
  pointToCash: wholeNumber(0, 1_000_000_000).default(0),
});

const guestBody = z.object({
  ...destinationFields,
  productListJson: productListJsonField,
  couponCode: optionalCouponCodeField,
});

/**
 * Placing an order (seed 001 §3, §7; docs/orders.md "Placing an order"): POST order/member/add and
 * order/add (the member's cart, or the products named = express), order/guest/add (the browser's cart).
 * The answer is `{ orderId, orderNo }` or the stock-shortage list, both 200 as the specification's result
 * union; the same Idempotency-Key gives the same answer once the order is placed.
 */
export async function placeOrderRoutes(api: FastifyInstance): Promise<void> {
  const app = api.withTypeProvider<ZodTypeProvider>();
  const depsOf = (): PlacementDeps => ({
    db: app.deps.db,
    eventStore: app.deps.eventStore,
    now: app.deps.clock.now(),
    paymentWindowMs: app.deps.config.orderPaymentWindowMinutes * 60_000,
  });

  for (const path of ['/order/member/add', '/order/add']) {
    app.post(
      path,
      {
        config: { access: 'member' },
        schema: { body: memberBody, response: { 200: placeOrderAnswerSchema } },
      },
      async (request, reply) => {
        const deps = depsOf();
        const { memberId } = memberOf(request);
        const { body } = request;
        const lines = parallelLines(body);
        const outcome = await placeOrder(
          deps,
          {
            type: lines ? 'PlaceExpressOrder' : 'PlaceMemberOrder',
            buyer: { kind: 'member', memberId },
            cart: {
              lines,
              promotionCode: body.couponCode,
              point: body.pointToCash,
              countryId: body.countryId,
            },
            destination: body,
            metadata: eventMetadataOf(request, { kind: 'member', id: String(memberId) }, deps.now),
          },
          { key: idempotencyKeyOf(request), fingerprint: fingerprintOf(request) },
        );
        return sendOutcome(reply, outcome);
      },
    );
  }

  app.post(
    '/order/guest/add',
    { config: { access: 'public' }, schema: { body: guestBody, response: { 200: placeOrderAnswerSchema } } },
    async (request, reply) => {
      const deps = depsOf();
      const { body } = request;
      const outcome = await placeOrder(
        deps,
        {
          type: 'PlaceGuestOrder',
          buyer: { kind: 'guest', phone: body.phone, phoneCountryId: body.phoneCountryId },
          cart: { items: body.productListJson, promotionCode: body.couponCode, countryId: body.countryId },
          destination: body,
          metadata: eventMetadataOf(request, { kind: 'guest', id: body.phone }, deps.now),
        },
        { key: idempotencyKeyOf(request), fingerprint: fingerprintOf(request) },
      );
      return sendOutcome(reply, outcome);
    },
  );
}
