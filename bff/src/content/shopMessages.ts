import type { ShopMessage } from '@shop/domain/catalogue/apiSchemas';
import type { Queryable } from '@shop/projections/ports/db';
import { toIsoString } from '../catalogue/displayProducts.ts';

/**
 * The shop messages the storefront shows at `now` (active, inside their window): pop-ups first, newest first,
 * then notices. The home page shows the first pop-up a shopper has not confirmed yet, and every notice.
 */
export async function runningShopMessages(db: Queryable, now: Date): Promise<ShopMessage[]> {
  const { rows } = await db.query<{
    message_id: number;
    kind: 'popup' | 'notice';
    title_chi: string;
    title_eng: string;
    text_chi: string;
    text_eng: string;
    link_to: string;
    ends_at: Date | string | null;
  }>(
    `select message_id, kind, title_chi, title_eng, text_chi, text_eng, link_to, ends_at
     from shop_messages
     where active and (starts_at is null or starts_at <= $1) and (ends_at is null or ends_at > $1)
     order by kind = 'popup' desc, starts_at desc nulls last, message_id desc`,
    [now],
  );
  return rows.map((row) => ({
    messageId: row.message_id,
    kind: row.kind,
    title: row.title_chi,
    titleEng: row.title_eng,
    text: row.text_chi,
    textEng: row.text_eng,
    linkTo: row.link_to,
    endsAt: toIsoString(row.ends_at),
  }));
}
