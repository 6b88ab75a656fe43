import { DomainError } from '@shop/domain/errors';
import type { Queryable } from '@shop/projections/ports/db';

/** A member keeps at most this many favourites (the specification sets no limit; this keeps lists bounded). */
export const MAX_FAVOURITES = 500;

/** A favourite as the API shows it: the display product id and when it was added. */
export interface Favourite {
  displayProductId: number;
  addedAt: string;
}

/** The member's favourites, newest first. */
export async function favourites(db: Queryable, memberId: number): Promise<Favourite[]> {
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

/** Adds a display product on sale (adding it again changes nothing) and answers the list. */
export async function addFavourite(
  tx: Queryable,
  memberId: number,
  displayProductId: number,
  now: Date,
): Promise<Favourite[]> {
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
}

/** Removes one (removing one that is not there changes nothing) and answers the list. */
export async function removeFavourite(
  tx: Queryable,
  memberId: number,
  displayProductId: number,
): Promise<Favourite[]> {
  await tx.query('delete from member_favourites where member_id = $1 and display_product_id = $2', [
    memberId,
    displayProductId,
  ]);
  return favourites(tx, memberId);
}
