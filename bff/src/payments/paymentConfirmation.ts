import { formatHkd } from '@shop/domain/money';
import type { PlacedOrder } from '@shop/domain/orders/order';
import type { Queryable } from '@shop/projections/ports/db';
import type { SmsSender } from '../adapters/sms/smsSender.ts';

/** The shopper's number as digits with its calling code: the member's own, or the phone a guest ordered with. */
async function phoneOf(db: Queryable, order: PlacedOrder): Promise<string | null> {
  const { buyer } = order.placed;
  const { rows } =
    buyer.kind === 'member'
      ? await db.query<{ to: string }>(
          `select l.calling_code || m.phone as "to" from members m join locations l on l.location_id = m.location_id
           where m.member_id = $1`,
          [buyer.memberId],
        )
      : await db.query<{ to: string }>(
          `select calling_code || $2 as "to" from locations where location_id = $1`,
          [buyer.phoneCountryId, buyer.phone.replace(/\D/g, '')],
        );
  return rows[0]?.to ?? null;
}

/** "Order JH… paid, HK$…" to the shopper's phone, through the SMS port (the dev outbox outside production). */
export async function sendPaymentConfirmation(
  deps: { db: Queryable; sms: SmsSender },
  order: PlacedOrder,
): Promise<void> {
  const to = await phoneOf(deps.db, order);
  if (!to) return;
  const { orderNo, totals } = order.placed;
  const amount = formatHkd(totals.orderTotal);
  await deps.sms.send({
    to,
    text: `悅港生活：訂單 ${orderNo} 已付款 ${amount}，多謝惠顧。Order ${orderNo} paid: ${amount}.`,
  });
}
