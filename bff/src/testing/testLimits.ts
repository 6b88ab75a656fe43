import type { Db } from '@shop/projections/ports/db';

/** Starts every abuse limit afresh: for suites whose many requests share one address and one frozen hour. */
export async function forgetRateLimits(db: Pick<Db, 'query'>): Promise<void> {
  await db.query('delete from rate_limits');
}
