import { addOnAnswerSchema } from '@shop/domain/cart/apiSchemas';
import { toCents } from '@shop/domain/money';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loadAutoDiscounts, type StoredAddOn } from '../../cart/automaticOffers.ts';
import { addOnAnswer } from '../../cart/cartPricing.ts';
import { loadCartProducts } from '../../cart/cartProducts.ts';
import { dollarsQueryField, idField, oneOrMany } from '../../http/fields.ts';

const freeDeliverySchema = z
  .object({
    discountId: z.number().int(),
    discountTitle: z.string(),
    discountType: z.literal('FREE_DELIVERY'),
    validFrom: z.string().nullable(),
    validTo: z.string().nullable(),
  })
  .nullable();

/**
 * Discounts that apply without a code. GET discount/freeDelivery: the active site-wide free delivery, or
 * null. GET discount/available_gwp?price=: gifts earned by a product total. GET
 * discount/available_pwp?productId=…: add-ons offered for the products named.
 */
export async function discountRoutes(api: FastifyInstance): Promise<void> {
  const app = api.withTypeProvider<ZodTypeProvider>();

  async function withProducts(addOns: StoredAddOn[], now: Date) {
    const products = await loadCartProducts(
      app.deps.db,
      addOns.flatMap((addOn) => addOn.items.map((item) => item.productId)),
    );
    return addOns.map((addOn) => addOnAnswer(addOn, products, now));
  }

  app.get(
    '/discount/freeDelivery',
    { config: { access: 'optionalMember' }, schema: { response: { 200: freeDeliverySchema } } },
    async () => {
      const { db, clock } = app.deps;
      const { freeDelivery } = await loadAutoDiscounts(db, clock.now(), []);
      return freeDelivery ? { ...freeDelivery, discountType: 'FREE_DELIVERY' as const } : null;
    },
  );

  app.get(
    '/discount/available_gwp',
    {
      config: { access: 'public' },
      schema: {
        querystring: z.object({ price: dollarsQueryField }),
        response: { 200: z.array(addOnAnswerSchema) },
      },
    },
    async (request) => {
      const { db, clock } = app.deps;
      const now = clock.now();
      const total = toCents(request.query.price);
      const { gwp } = await loadAutoDiscounts(db, now, []);
      return withProducts(
        gwp.filter((addOn) => total >= addOn.discount.condition),
        now,
      );
    },
  );

  app.get(
    '/discount/available_pwp',
    {
      config: { access: 'public' },
      schema: {
        querystring: z.object({ productId: oneOrMany(idField).optional() }),
        response: { 200: z.array(addOnAnswerSchema) },
      },
    },
    async (request) => {
      const { db, clock } = app.deps;
      const now = clock.now();
      const productIds = request.query.productId ?? [];
      if (productIds.length === 0) return [];
      const { pwp } = await loadAutoDiscounts(db, now, productIds);
      return withProducts(
        pwp.filter((addOn) => addOn.discount.triggerProductIds.length > 0),
        now,
      );
    },
  );
}
