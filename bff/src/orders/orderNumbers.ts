import { hongKongWallClock } from '@shop/domain/time/hongKong';
import type { Queryable } from '@shop/projections/ports/db';

/** The next order id, from the database sequence (never Math.random: two replicas never collide). */
export async function nextOrderId(tx: Queryable): Promise<number> {
  const { rows } = await tx.query<{ id: string }>(`select nextval('order_ids')::text as id`);
  const id = Number(rows[0]?.id);
  if (!Number.isSafeInteger(id)) throw new Error(`order_ids gave ${rows[0]?.id}`);
  return id;
}

/**
 * `JH` + the Hong Kong date (yymmdd) + the id, zero-padded to 8 digits: unique because the id is, readable
 * on the phone, and sortable by day. JH26112101000001 is order 1000001 placed on 21 November 2026.
 */
export function orderNumberOf(orderId: number, placedAt: Date): string {
  const hongKong = hongKongWallClock(placedAt);
  const yymmdd = `${hongKong.slice(2, 4)}${hongKong.slice(5, 7)}${hongKong.slice(8, 10)}`;
  return `JH${yymmdd}${String(orderId).padStart(8, '0')}`;
}

/**
 * The order id an order number names (the inverse of `orderNumberOf`), or null when the text is not an
 * order number of this shop. Only a hint where to look: the caller still compares the stored number.
 */
export function orderIdOfNumber(orderNo: string): number | null {
  const match = /^JH[0-9]{6}([0-9]{8,15})$/.exec(orderNo);
  if (!match?.[1]) return null;
  const orderId = Number(match[1]);
  return Number.isSafeInteger(orderId) && orderId > 0 ? orderId : null;
}
