import type { AdminMarketingEvent, MarketingEventForm } from '@shop/domain/admin/content';
import type { ListPage, ListQuery } from '@shop/domain/admin/listing';
import { DomainError } from '@shop/domain/errors';
import type { Queryable } from '@shop/projections/ports/db';
import type { AdminChange } from '../audit.ts';
import { containing, listPage } from '../listing.ts';

export const EVENT_SORTS = ['endsAt', 'startsAt', 'title', 'priority', 'marketingEventId'] as const;
export type EventSort = (typeof EVENT_SORTS)[number];

interface EventRow {
  marketing_event_id: number;
  title: string;
  title_eng: string | null;
  start_date: Date | string | null;
  end_date: Date | string | null;
  banner_link_to: string | null;
  is_mega_sale: boolean;
  priority: number;
  status: number;
  display_product_ids: number[] | null;
  banner_count: number | string;
}

const COLUMNS = `me.marketing_event_id, me.title, me.title_eng, me.start_date, me.end_date, me.banner_link_to, me.is_mega_sale,
  me.priority, me.status,
  array(select dp.display_product_id from display_products dp where dp.marketing_event_id = me.marketing_event_id
        order by dp.display_product_id) as display_product_ids,
  (select count(*) from banners b where b.marketing_event_id = me.marketing_event_id) as banner_count`;
const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

const toEvent = (row: EventRow): AdminMarketingEvent => ({
  marketingEventId: Number(row.marketing_event_id),
  title: row.title,
  titleEng: row.title_eng,
  startsAt: iso(row.start_date),
  endsAt: iso(row.end_date),
  linkTo: row.banner_link_to ?? '',
  isMegaSale: row.is_mega_sale,
  priority: Number(row.priority),
  active: Number(row.status) === 1,
  displayProductIds: (row.display_product_ids ?? []).map(Number),
  bannerCount: Number(row.banner_count),
});

export function listEvents(
  db: Queryable,
  query: ListQuery<EventSort> & { running?: boolean | undefined },
  now: Date,
): Promise<ListPage<AdminMarketingEvent>> {
  const where: string[] = [];
  const params: unknown[] = [];
  if (query.q) {
    params.push(containing(query.q));
    where.push(`(me.title ilike $${params.length} or me.title_eng ilike $${params.length})`);
  }
  if (query.running !== undefined) {
    params.push(now);
    const running = `(me.status = 1 and (me.start_date is null or me.start_date <= $${params.length})
      and (me.end_date is null or me.end_date > $${params.length}))`;
    where.push(query.running ? running : `not ${running}`);
  }
  return listPage(db, query, {
    select: COLUMNS,
    from: `marketing_events me${where.length > 0 ? ` where ${where.join(' and ')}` : ''}`,
    params,
    columns: {
      endsAt: 'me.end_date',
      startsAt: 'me.start_date',
      title: 'me.title',
      priority: 'me.priority',
      marketingEventId: 'me.marketing_event_id',
    },
    tieBreak: 'me.marketing_event_id',
    toItem: toEvent,
  });
}

export async function findEvent(
  db: Queryable,
  eventId: number,
  forUpdate = false,
): Promise<AdminMarketingEvent> {
  const { rows } = await db.query<EventRow>(
    `select ${COLUMNS} from marketing_events me where me.marketing_event_id = $1${forUpdate ? ' for update of me' : ''}`,
    [eventId],
  );
  if (!rows[0]) throw new DomainError('NOT_FOUND', '找不到此推廣活動 No such marketing event.');
  return toEvent(rows[0]);
}

/**
 * Points the listed display products' countdown at this event, and takes it off the ones no longer listed.
 * A product shows one event's countdown: listing it here moves it from another event.
 */
async function setCountdownProducts(
  tx: Queryable,
  eventId: number,
  productIds: readonly number[],
): Promise<void> {
  const ids = [...new Set(productIds)];
  const { rows } = await tx.query<{ display_product_id: number }>(
    'select display_product_id from display_products where display_product_id = any ($1)',
    [ids],
  );
  const missing = ids.filter((id) => !rows.some((row) => Number(row.display_product_id) === id));
  if (missing.length > 0) {
    throw new DomainError(
      'NAMED_PRODUCT_NOT_FOUND',
      `沒有此產品 No such display product: ${missing.join(', ')}`,
      {
        fields: [{ field: 'displayProductIds', message: `No such display product: ${missing.join(', ')}` }],
      },
    );
  }
  await tx.query(
    `update display_products set marketing_event_id = null
     where marketing_event_id = $1 and not (display_product_id = any ($2))`,
    [eventId, ids],
  );
  await tx.query('update display_products set marketing_event_id = $1 where display_product_id = any ($2)', [
    eventId,
    ids,
  ]);
}

const values = (input: MarketingEventForm) => [
  input.title,
  input.titleEng === '' ? null : input.titleEng,
  input.startsAt,
  input.endsAt,
  input.linkTo === '' ? null : input.linkTo,
  input.isMegaSale,
  input.priority,
  input.active ? 1 : 0,
];

export async function createEvent(
  tx: Queryable,
  input: MarketingEventForm,
): Promise<{ result: AdminMarketingEvent; change: AdminChange }> {
  const { rows } = await tx.query<{ marketing_event_id: number }>(
    `insert into marketing_events (title, title_eng, start_date, end_date, banner_link_to, is_mega_sale, priority,
       status)
     values ($1, $2, $3, $4, $5, $6, $7, $8) returning marketing_event_id`,
    values(input),
  );
  const eventId = Number(rows[0]!.marketing_event_id);
  await setCountdownProducts(tx, eventId, input.displayProductIds);
  const created = await findEvent(tx, eventId);
  return {
    result: created,
    change: {
      section: 'marketingEvents',
      action: 'marketingEvent.created',
      entityId: eventId,
      before: null,
      after: created,
    },
  };
}

export async function updateEvent(
  tx: Queryable,
  eventId: number,
  input: MarketingEventForm,
): Promise<{ result: AdminMarketingEvent; change: AdminChange }> {
  const before = await findEvent(tx, eventId, true);
  await tx.query(
    `update marketing_events set title = $2, title_eng = $3, start_date = $4, end_date = $5, banner_link_to = $6,
       is_mega_sale = $7, priority = $8, status = $9
     where marketing_event_id = $1`,
    [eventId, ...values(input)],
  );
  await setCountdownProducts(tx, eventId, input.displayProductIds);
  const after = await findEvent(tx, eventId);
  return {
    result: after,
    change: {
      section: 'marketingEvents',
      action: 'marketingEvent.updated',
      entityId: eventId,
      before,
      after,
    },
  };
}

/**
 * Deletes an event. Its products lose the countdown (the database sets their event to null). Its banners are
 * switched off and kept, belonging to no event: left on, a banner of no event would show at once, which the
 * event's end had been holding back. Staff decide about the pictures in the banners section.
 */
export async function deleteEvent(
  tx: Queryable,
  eventId: number,
): Promise<{ result: { marketingEventId: number }; change: AdminChange }> {
  const before = await findEvent(tx, eventId, true);
  await tx.query('update banners set active = false where marketing_event_id = $1', [eventId]);
  await tx.query('delete from marketing_events where marketing_event_id = $1', [eventId]);
  return {
    result: { marketingEventId: eventId },
    change: {
      section: 'marketingEvents',
      action: 'marketingEvent.deleted',
      entityId: eventId,
      before,
      after: null,
    },
  };
}
