import { couponAnswerSchema } from '@shop/domain/cart/apiSchemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { couponAnswer } from '../../cart/cartPricing.ts';
import { memberWalletCoupons, usableCoupon } from '../../cart/coupons.ts';
import { couponCodeField } from '../../http/fields.ts';
import { shopperLevelOf } from '../../http/optionalMember.ts';
import { limitRequests } from '../../limits/limitRequests.ts';
import { routeLimits } from '../../limits/shopLimits.ts';
import { memberOf } from '../../plugins/auth.ts';

/**
 * GET coupon/?couponCode=: a coupon a shopper typed (trimmed, any case). Unknown, expired or not yet valid
 * codes are 404 (COUPON_NOT_FOUND, COUPON_EXPIRED, COUPON_NOT_YET_VALID); a guest (no token) may use only
 * cash and discount coupons, others are 403 COUPON_NOT_FOR_GUESTS.
 * GET coupon/available: the caller's own coupons that can be used now.
 */
export async function couponRoutes(api: FastifyInstance): Promise<void> {
  const app = api.withTypeProvider<ZodTypeProvider>();

  for (const path of ['/coupon', '/coupon/']) {
    app.get(
      path,
      {
        config: { access: 'optionalMember' },
        preValidation: limitRequests(app.deps, routeLimits.couponLookup),
        schema: {
          querystring: z.object({ couponCode: couponCodeField }),
          response: { 200: couponAnswerSchema },
        },
      },
      async (request) => {
        const { db, clock } = app.deps;
        return couponAnswer(
          await usableCoupon(db, request.query.couponCode, clock.now(), shopperLevelOf(request)),
        );
      },
    );
  }

  app.get(
    '/coupon/available',
    {
      config: { access: 'member' },
      schema: { response: { 200: z.array(couponAnswerSchema) } },
    },
    async (request) => {
      const { db, clock } = app.deps;
      const coupons = await memberWalletCoupons(db, memberOf(request).memberId, clock.now());
      return coupons.map(couponAnswer);
    },
  );
}
