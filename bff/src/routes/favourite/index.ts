import { DomainError } from '@shop/domain/errors';
import type { Queryable } from '@shop/projections/ports/db';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { membersOnly } from '../../http/access.ts';
import { bodyOf, parseInput, plainFields } from '../../http/body.ts';
import { idField } from '../../http/fields.ts';
import { idempotentWrite, sendOutcome, writeRequestOf } from '../../http/idempotency.ts';
import { memberOf } from '../../plugins/auth.ts';

/** A member keeps at most this many favourites (the specification sets no limit; this keeps lists bounded). */
export const MAX_FAVOURITES = 500;

const favouriteSchema = z.object({ displayProductId: z.number().int(), addedAt: z.string() });
const favouritesSchema = z.array(favouriteSchema);
type Favourite = z.infer<typeof favouriteSchema>;

/** productId is the display product id; sent in the body or the query. */
const productIdInput = z.object({ productId: idField });

async function favourites(db: Queryable, memberId: number): Promise<Favourite[]> {
  const { rows } = await db.query<{ display_product_id: number; added_at: Date | string }>(
    `select display_product_id, added_at from member_favourites where member_id = $1
     order by added_at desc, display_product_id desc`,
    [memberId],
  );
  return rows.map((row) => ({
    displayProductId: row.display_product_id,
    addedAt: new Date(row.added_at).toISOString(),
  }));
}

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
    const outcome = await idempotentWrite(db, writeRequestOf(request, memberId, now), async (tx) => {
      const { rows } = await tx.query<{ status: number }>(
        'select status from display_products where display_product_id = $1',
        [displayProductId],
      );
      if (rows[0]?.status !== 1)
        throw new DomainError('PRODUCT_NOT_FOUND', '找不到此產品', { productId: displayProductId });
      const inserted = await tx.query(
        `insert into member_favourites (member_id, display_product_id, added_at)
         select $1, $2, $3 where (select count(*) from member_favourites where member_id = $1) < $4
         on conflict (member_id, display_product_id) do nothing returning 1`,
        [memberId, displayProductId, now, MAX_FAVOURITES],
      );
      const list = await favourites(tx, memberId);
      if (inserted.rows.length === 0 && !list.some((entry) => entry.displayProductId === displayProductId))
        throw new DomainError('FAVOURITES_FULL', `最多可收藏${MAX_FAVOURITES}件產品`, {
          maximum: MAX_FAVOURITES,
        });
      return list;
    });
    return sendOutcome(reply, outcome);
  });

  app.delete('/member/favourite', { schema: response }, async (request, reply) => {
    const { db, clock } = app.deps;
    const { memberId } = memberOf(request);
    const displayProductId = productIdOf(request);
    const now = clock.now();
    const outcome = await idempotentWrite(db, writeRequestOf(request, memberId, now), async (tx) => {
      await tx.query('delete from member_favourites where member_id = $1 and display_product_id = $2', [
        memberId,
        displayProductId,
      ]);
      return favourites(tx, memberId);
    });
    return sendOutcome(reply, outcome);
  });
}
