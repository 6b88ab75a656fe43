import { addOnAnswerSchema, cartAnswerSchema, setContentAnswerSchema } from '@shop/domain/cart/apiSchemas';
import type { Queryable } from '@shop/projections/ports/db';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { addAddOn, deleteAddOn } from '../../cart/addOns.ts';
import { removeCoupon, setCoupon } from '../../cart/cartCoupon.ts';
import { memberCart } from '../../cart/memberCart.ts';
import { mergeContent } from '../../cart/mergeContent.ts';
import { addPointsProduct, deletePointsProduct, minusPointsProduct } from '../../cart/pointsLines.ts';
import { guestAddOn } from '../../cart/prePricing.ts';
import {
  addProduct,
  cleanCart,
  deleteProduct,
  minusProduct,
  setDeliveryTimes,
} from '../../cart/regularLines.ts';
import { membersOnly } from '../../http/access.ts';
import {
  couponCodeField,
  deliveryTimesField,
  idField,
  noFields,
  optionalCouponCodeField,
  productListJsonField,
  quantityField,
  wholeNumber,
} from '../../http/fields.ts';
import { idempotentWrite, sendOutcome, writeRequestOf } from '../../http/idempotency.ts';
import { checkLocation } from '../../locations/locations.ts';
import { memberOf } from '../../plugins/auth.ts';

const productQuantity = z.object({ productId: idField, quantity: quantityField.default(1) });
const productOnly = z.object({ productId: idField });
const pointsQuantity = productQuantity.extend({ productPointId: idField });
const pointsOnly = productOnly.extend({ productPointId: idField });
/** The storefront sends the code as couponId; couponCode is accepted too. */
const couponBody = z.preprocess(
  (raw) => {
    const body = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
    const value = body.couponId ?? body.couponCode;
    return { couponId: value === undefined || value === null ? '' : String(value) };
  },
  z.object({ couponId: couponCodeField }),
);
/** An add-on: 0 removes it, 1 adds it; more is refused (ADD_ON_QUANTITY_EXCEEDED). */
const addOnBody = z.object({
  discountId: idField,
  productId: idField.optional(),
  quantity: wholeNumber(0, 9_999).default(1),
});
const addOnDeleteBody = z.object({ discountId: idField, productId: idField.optional() });

const cartResponse = { response: { 200: cartAnswerSchema } };

/**
 * The member's server-held cart (spec 000 §7). Every call acts on the caller's own cart (the member id
 * comes from the token, never from the body) and answers the whole cart, priced by the domain's
 * `priceCart`. Writes accept an Idempotency-Key header and apply each key once per member. Bad input is a
 * 4xx that changes nothing.
 */
export async function shoppingCartRoutes(api: FastifyInstance): Promise<void> {
  await api.register(memberCartRoutes);

  const app = api.withTypeProvider<ZodTypeProvider>();
  /** A guest's add-on: checked against the cart the browser holds; answers the lines to keep. */
  app.post(
    '/shoppingCart/cartProduct/gwp/guestadd',
    {
      config: { access: 'public' },
      schema: {
        body: z.object({
          discountId: idField,
          productId: idField.optional(),
          productListJson: productListJsonField,
          couponCode: optionalCouponCodeField,
        }),
        response: { 200: addOnAnswerSchema },
      },
    },
    async (request) =>
      guestAddOn(
        app.deps.db,
        {
          discountId: request.body.discountId,
          productId: request.body.productId,
          items: request.body.productListJson,
          couponCode: request.body.couponCode,
        },
        app.deps.clock.now(),
      ),
  );
}

async function memberCartRoutes(api: FastifyInstance): Promise<void> {
  const app = api.withTypeProvider<ZodTypeProvider>();
  membersOnly(app);

  /** Runs a cart write once per Idempotency-Key and answers the cart as it then is. */
  async function write(
    request: FastifyRequest,
    reply: FastifyReply,
    change: (tx: Queryable, memberId: number, now: Date) => Promise<unknown>,
  ) {
    const { db, clock } = app.deps;
    const { memberId } = memberOf(request);
    const now = clock.now();
    const outcome = await idempotentWrite(db, writeRequestOf(request, memberId, now), async (tx) => {
      await change(tx, memberId, now);
      return memberCart(tx, memberId, now);
    });
    return sendOutcome(reply, outcome);
  }

  app.get(
    '/shoppingCart',
    {
      schema: {
        querystring: z.object({ countryId: idField.optional() }),
        response: { 200: cartAnswerSchema },
      },
    },
    async (request) => {
      const { db, clock } = app.deps;
      const { countryId } = request.query;
      if (countryId !== undefined) await checkLocation(db, countryId);
      return memberCart(db, memberOf(request).memberId, clock.now(), countryId);
    },
  );

  app.post(
    '/shoppingCart/cartProduct/add',
    { schema: { body: productQuantity, ...cartResponse } },
    (request, reply) =>
      write(request, reply, (tx, memberId, now) => addProduct(tx, memberId, request.body, now)),
  );
  app.post(
    '/shoppingCart/cartProduct/minus',
    { schema: { body: productQuantity, ...cartResponse } },
    (request, reply) => write(request, reply, (tx, memberId) => minusProduct(tx, memberId, request.body)),
  );
  app.post(
    '/shoppingCart/cartProduct/delete',
    { schema: { body: productOnly, ...cartResponse } },
    (request, reply) => write(request, reply, (tx, memberId) => deleteProduct(tx, memberId, request.body)),
  );
  app.post(
    '/shoppingCart/cartProduct/deliveryTimes',
    { schema: { body: productOnly.extend({ deliveryTimes: deliveryTimesField }), ...cartResponse } },
    (request, reply) => write(request, reply, (tx, memberId) => setDeliveryTimes(tx, memberId, request.body)),
  );
  app.post('/shoppingCart/clean', { schema: { body: noFields, ...cartResponse } }, (request, reply) =>
    write(request, reply, (tx, memberId) => cleanCart(tx, memberId)),
  );

  app.post('/shoppingCart/coupon/set', { schema: { body: couponBody, ...cartResponse } }, (request, reply) =>
    write(request, reply, (tx, memberId, now) => setCoupon(tx, memberId, request.body, now)),
  );
  app.post('/shoppingCart/coupon/delete', { schema: { body: noFields, ...cartResponse } }, (request, reply) =>
    write(request, reply, (tx, memberId) => removeCoupon(tx, memberId)),
  );

  app.post(
    '/shoppingCart/cartProduct/usingPoint/add',
    { schema: { body: pointsQuantity, ...cartResponse } },
    (request, reply) =>
      write(request, reply, (tx, memberId, now) => addPointsProduct(tx, memberId, request.body, now)),
  );
  app.post(
    '/shoppingCart/cartProduct/usingPoint/minus',
    { schema: { body: pointsQuantity, ...cartResponse } },
    (request, reply) =>
      write(request, reply, (tx, memberId) => minusPointsProduct(tx, memberId, request.body)),
  );
  app.post(
    '/shoppingCart/cartProduct/usingPoint/delete',
    { schema: { body: pointsOnly, ...cartResponse } },
    (request, reply) =>
      write(request, reply, (tx, memberId) => deletePointsProduct(tx, memberId, request.body)),
  );

  app.post(
    '/shoppingCart/cartProduct/gwp/add',
    { schema: { body: addOnBody, ...cartResponse } },
    (request, reply) =>
      write(request, reply, (tx, memberId, now) => addAddOn(tx, memberId, request.body, now)),
  );
  app.post(
    '/shoppingCart/cartProduct/gwp/delete',
    { schema: { body: addOnDeleteBody, ...cartResponse } },
    (request, reply) => write(request, reply, (tx, memberId) => deleteAddOn(tx, memberId, request.body)),
  );

  /** The guest cart pushed after login, merged into the member's; the answer reports every line sent. */
  app.post(
    '/shoppingCart/setContent',
    {
      schema: {
        body: z.object({ productListJson: productListJsonField, promotionCode: optionalCouponCodeField }),
        response: { 200: setContentAnswerSchema },
      },
    },
    async (request, reply) => {
      const { db, clock } = app.deps;
      const { memberId } = memberOf(request);
      const now = clock.now();
      const outcome = await idempotentWrite(db, writeRequestOf(request, memberId, now), async (tx) => {
        const merge = await mergeContent(
          tx,
          memberId,
          { items: request.body.productListJson, promotionCode: request.body.promotionCode },
          now,
        );
        return { ...(await memberCart(tx, memberId, now)), merge };
      });
      return sendOutcome(reply, outcome);
    },
  );
}
