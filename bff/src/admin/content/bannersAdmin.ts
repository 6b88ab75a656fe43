import {
  type AdminBanner,
  type BannerForm,
  type BannerSlot,
  SINGLE_BANNER_SLOTS,
} from '@shop/domain/admin/content';
import type { ListPage, ListQuery } from '@shop/domain/admin/listing';
import { DomainError } from '@shop/domain/errors';
import type { Queryable } from '@shop/projections/ports/db';
import { assertFilesExist } from '../../files/uploads.ts';
import type { AdminChange } from '../audit.ts';
import { containing, listPage } from '../listing.ts';

export const BANNER_SORTS = ['slot', 'sortOrder', 'title', 'updatedAt'] as const;
export type BannerSort = (typeof BANNER_SORTS)[number];

interface BannerRow {
  banner_id: number;
  slot: BannerSlot;
  title: string;
  image: string;
  mobile_image: string | null;
  link_to: string;
  sort_order: number;
  active: boolean;
  marketing_event_id: number | null;
  event_title: string | null;
  updated_at: Date | string;
}

const COLUMNS = `b.banner_id, b.slot, b.title, b.image, b.mobile_image, b.link_to, b.sort_order, b.active,
  b.marketing_event_id, me.title as event_title, b.updated_at`;
const FROM = 'banners b left join marketing_events me on me.marketing_event_id = b.marketing_event_id';

const toBanner = (row: BannerRow): AdminBanner => ({
  bannerId: Number(row.banner_id),
  slot: row.slot,
  title: row.title,
  image: row.image,
  mobileImage: row.mobile_image,
  linkTo: row.link_to,
  sortOrder: Number(row.sort_order),
  active: row.active,
  marketingEventId: row.marketing_event_id === null ? null : Number(row.marketing_event_id),
  marketingEventTitle: row.event_title,
  updatedAt: new Date(row.updated_at).toISOString(),
});

export function listBanners(
  db: Queryable,
  query: ListQuery<BannerSort> & { slot?: BannerSlot | undefined },
): Promise<ListPage<AdminBanner>> {
  const where: string[] = [];
  const params: unknown[] = [];
  if (query.q) {
    params.push(containing(query.q));
    where.push(`b.title ilike $${params.length}`);
  }
  if (query.slot) {
    params.push(query.slot);
    where.push(`b.slot = $${params.length}`);
  }
  return listPage(db, query, {
    select: COLUMNS,
    from: `${FROM}${where.length > 0 ? ` where ${where.join(' and ')}` : ''}`,
    params,
    // By slot, the carousel's pictures then in their order.
    columns: { slot: 'b.slot', sortOrder: 'b.sort_order', title: 'b.title', updatedAt: 'b.updated_at' },
    tieBreak: 'b.sort_order, b.banner_id',
    toItem: toBanner,
  });
}

export async function findBanner(db: Queryable, bannerId: number, forUpdate = false): Promise<AdminBanner> {
  const { rows } = await db.query<BannerRow>(
    `select ${COLUMNS} from ${FROM} where b.banner_id = $1${forUpdate ? ' for update of b' : ''}`,
    [bannerId],
  );
  if (!rows[0]) throw new DomainError('NOT_FOUND', '找不到此橫額 No such banner.');
  return toBanner(rows[0]);
}

const slotTaken = (slot: BannerSlot) =>
  new DomainError(
    'BANNER_SLOT_TAKEN',
    `橫額 ${slot} 只可有一張圖片 Banner ${slot} holds one picture: edit or delete it.`,
    {
      fields: [{ field: 'slot', message: `Banner ${slot} holds one picture.` }],
    },
  );

/** Banner B and C hold one picture each; the pictures and the event must exist. */
async function checkBanner(tx: Queryable, input: BannerForm, bannerId: number | null): Promise<void> {
  if (SINGLE_BANNER_SLOTS.includes(input.slot)) {
    const { rows } = await tx.query(
      'select 1 from banners where slot = $1 and banner_id is distinct from $2',
      [input.slot, bannerId],
    );
    if (rows.length > 0) throw slotTaken(input.slot);
  }
  await assertFilesExist(tx, { image: input.image, mobileImage: input.mobileImage });
  if (input.marketingEventId !== null) {
    const { rows } = await tx.query('select 1 from marketing_events where marketing_event_id = $1', [
      input.marketingEventId,
    ]);
    if (rows.length === 0) {
      throw new DomainError('EVENT_NOT_FOUND', '沒有此推廣活動 No such marketing event.', {
        fields: [{ field: 'marketingEventId', message: 'No such marketing event.' }],
      });
    }
  }
}

/** Two staff adding banner B at once: the unique index refuses the second; say so as the check would. */
async function orSlotTaken<T>(slot: BannerSlot, write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if ((error as { code?: string }).code === '23505') throw slotTaken(slot);
    throw error;
  }
}

const values = (input: BannerForm, now: Date) => [
  input.slot,
  input.title,
  input.image,
  input.mobileImage,
  input.linkTo,
  input.sortOrder,
  input.active,
  input.marketingEventId,
  now,
];

export async function createBanner(
  tx: Queryable,
  input: BannerForm,
  now: Date,
): Promise<{ result: AdminBanner; change: AdminChange }> {
  await checkBanner(tx, input, null);
  const { rows } = await orSlotTaken(
    input.slot,
    tx.query<{ banner_id: number }>(
      `insert into banners (slot, title, image, mobile_image, link_to, sort_order, active, marketing_event_id, updated_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning banner_id`,
      values(input, now),
    ),
  );
  const created = await findBanner(tx, Number(rows[0]!.banner_id));
  return {
    result: created,
    change: {
      section: 'banners',
      action: 'banner.created',
      entityId: created.bannerId,
      before: null,
      after: created,
    },
  };
}

export async function updateBanner(
  tx: Queryable,
  bannerId: number,
  input: BannerForm,
  now: Date,
): Promise<{ result: AdminBanner; change: AdminChange }> {
  const before = await findBanner(tx, bannerId, true);
  await checkBanner(tx, input, bannerId);
  await orSlotTaken(
    input.slot,
    tx.query(
      `update banners set slot = $2, title = $3, image = $4, mobile_image = $5, link_to = $6, sort_order = $7,
         active = $8, marketing_event_id = $9, updated_at = $10
       where banner_id = $1`,
      [bannerId, ...values(input, now)],
    ),
  );
  const after = await findBanner(tx, bannerId);
  return {
    result: after,
    change: { section: 'banners', action: 'banner.updated', entityId: bannerId, before, after },
  };
}

export async function deleteBanner(
  tx: Queryable,
  bannerId: number,
): Promise<{ result: { bannerId: number }; change: AdminChange }> {
  const before = await findBanner(tx, bannerId, true);
  await tx.query('delete from banners where banner_id = $1', [bannerId]);
  return {
    result: { bannerId },
    change: { section: 'banners', action: 'banner.deleted', entityId: bannerId, before, after: null },
  };
}
