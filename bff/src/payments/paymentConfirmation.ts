import { formatHkd } from '@shop/domain/money';
import type { PlacedOrder } from '@shop/domain/orders/order';
import type { OrderEventData } from '@shop/domain/orders/orderEvents';
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

/**
 * A payment the order did not want (charged twice, or paid after the order was cancelled): the shopper is
 * told what the shop received and that it will be paid back — never "paid", which would be untrue for a
 * cancelled order and would hide the second charge of a paid one.
 */
export async function sendUnwantedPaymentNotice(
  deps: { db: Queryable; sms: SmsSender },
  order: PlacedOrder,
  payment: Pick<OrderEventData<'UnwantedPaymentReceived'>, 'amount' | 'reason'>,
): Promise<void> {
  const to = await phoneOf(deps.db, order);
  if (!to) return;
  const { orderNo } = order.placed;
  const amount = formatHkd(payment.amount);
  const text =
    payment.reason === 'ALREADY_PAID'
      ? `悅港生活：訂單 ${orderNo} 已付款，我們再收到一筆 ${amount}，將會退還給你。` +
        `Order ${orderNo} was already paid; a further payment of ${amount} was received and will be refunded.`
      : `悅港生活：訂單 ${orderNo} 已取消，收到的付款 ${amount} 將會退還給你。` +
        `Order ${orderNo} is cancelled; the payment of ${amount} received will be refunded.`;
  await deps.sms.send({ to, text });
}
