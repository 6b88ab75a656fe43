import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { addFavourite, favourites, removeFavourite } from '../../favourites/favourites.ts';
import { membersOnly } from '../../http/access.ts';
import { bodyOf, parseInput, plainFields } from '../../http/body.ts';
import { idField } from '../../http/fields.ts';
import { idempotentWrite, sendOutcome, writeRequestOf } from '../../http/idempotency.ts';
import { memberOf } from '../../plugins/auth.ts';

const favouritesSchema = z.array(z.object({ displayProductId: z.number().int(), addedAt: z.string() }));

/** productId is the display product id; sent in the body or the query. */
const productIdInput = z.object({ productId: idField });

function productIdOf(request: FastifyRequest): number {
  return parseInput(productIdInput, { ...bodyOf(request.query), ...bodyOf(request.body) }, plainFields)
    .productId;
}

/**
 * member/favourite: the caller's own favourites, as display product ids. PUT adds one (a display product on
 * sale; adding it again changes nothing), DELETE removes one (removing one that is not there changes
 * nothing); both answer the list. Writes accept an Idempotency-Key header.
 */
export async function favouriteRoutes(api: FastifyInstance): Promise<void> {
  const app = api.withTypeProvider<ZodTypeProvider>();
  membersOnly(app);
  const response = { response: { 200: favouritesSchema } };

  app.get('/member/favourite', { schema: response }, async (request) =>
    favourites(app.deps.db, memberOf(request).memberId),
  );

  app.put('/member/favourite', { schema: response }, async (request, reply) => {
    const { db, clock } = app.deps;
    const { memberId } = memberOf(request);
    const displayProductId = productIdOf(request);
    const now = clock.now();
    const outcome = await idempotentWrite(db, writeRequestOf(request, memberId, now), (tx) =>
      addFavourite(tx, memberId, displayProductId, now),
    );
    return sendOutcome(reply, outcome);
  });

  app.delete('/member/favourite', { schema: response }, async (request, reply) => {
    const { db, clock } = app.deps;
    const { memberId } = memberOf(request);
    const displayProductId = productIdOf(request);
    const now = clock.now();
    const outcome = await idempotentWrite(db, writeRequestOf(request, memberId, now), (tx) =>
      removeFavourite(tx, memberId, displayProductId),
    );
    return sendOutcome(reply, outcome);
  });
}
