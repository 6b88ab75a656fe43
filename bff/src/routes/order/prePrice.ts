import { preAnswerSchema } from '@shop/domain/cart/apiSchemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { guestPre, memberPre } from '../../cart/prePricing.ts';
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
import { checkLocation } from '../../locations/locations.ts';
import { memberOf } from '../../plugins/auth.ts';

const guestBody = z.object({
  productListJson: productListJsonField,
  promotionCode: optionalCouponCodeField,
  countryId: idField.optional(),
});

/** Buy-now lines as parallel fields (productId=…&quantity=…&deliveryTimes=…, repeated per line). */
const memberBody = z.object({
  productId: oneOrMany(idField).optional(),
  quantity: oneOrMany(quantityField).optional(),
  deliveryTimes: oneOrMany(deliveryTimesField).optional(),
  productListJson: productListJsonField.optional(),
  promotionCode: optionalCouponCodeField,
  /** Points the member wants to pay with (VIP); clamped to the rules, the answer says how many were used. */
  point: wholeNumber(0, 1_000_000_000).default(0),
  countryId: idField.optional(),
});

type MemberBody = z.infer<typeof memberBody>;

function buyNowLines(body: MemberBody) {
  if (body.productListJson) {
    return body.productListJson.map((item) => ({
      productId: item.productId,
      quantity: item.quantity,
      deliveryTimes: item.deliveryTimes,
    }));
  }
  return parallelLines(body);
}

/**
 * Pre-pricing before an order is placed (spec 000 §7). order/guest/pre and pre2 price a browser-held cart
 * for a guest (the two paths give the same answer); order/member/pre prices a member's order: the products
 * named (buy now), else the member's own cart. Nothing is stored. The answer: orderProducts (product,
 * quantity, deliveryTimes, discountList…), productTotal, productTotalBeforeDiscount, coupon, promotionCode,
 * shipping, points and the order total.
 */
export async function prePriceRoutes(api: FastifyInstance): Promise<void> {
  const app = api.withTypeProvider<ZodTypeProvider>();

  for (const path of ['/order/guest/pre', '/order/guest/pre2']) {
    app.post(
      path,
      { config: { access: 'public' }, schema: { body: guestBody, response: { 200: preAnswerSchema } } },
      async (request) => {
        const { db, clock } = app.deps;
        const { productListJson, promotionCode, countryId } = request.body;
        if (countryId !== undefined) await checkLocation(db, countryId);
        return guestPre(
          db,
          { items: productListJson, promotionCode, countryId: countryId ?? null },
          clock.now(),
        );
      },
    );
  }

  app.post(
    '/order/member/pre',
    {
      config: { access: 'member' },
      // No body at all prices the member's cart as it is.
      schema: { body: z.preprocess((body) => body ?? {}, memberBody), response: { 200: preAnswerSchema } },
    },
    async (request) => {
      const { db, clock } = app.deps;
      const { body } = request;
      if (body.countryId !== undefined) await checkLocation(db, body.countryId);
      return memberPre(
        db,
        memberOf(request).memberId,
        {
          lines: buyNowLines(body),
          promotionCode: body.promotionCode,
          point: body.point,
          countryId: body.countryId ?? null,
        },
        clock.now(),
      );
    },
  );
}
