import type {
  MembersByLevelRow,
  PointsRow,
  ReportRange,
  SalesRow,
  TopProductRow,
} from '@shop/domain/admin/reports';
import type { Queryable } from '@shop/projections/ports/db';

/**
 * The back office's reports, from the read models the projections keep (orders, order_lines, member point
 * records) and the members table. Days are Hong Kong days: a range's bounds are HK midnights, and a sale
 * counts on the day (or the Monday-started week) it was paid in Hong Kong. Every period of the range is a row,
 * with zeros where nothing happened, so a chart has no gaps that lie.
 */
const ZONE = 'Asia/Hong_Kong';

/** $1 from, $2 to (dates), $3 'day' | 'week'. */
const PERIODS = `periods as (
  select generate_series(date_trunc($3, $1::date), $2::date, ('1 ' || $3)::interval)::date as period)`;
const BOUNDS = `(($1::date)::timestamp at time zone '${ZONE}')`;
const END = `((($2::date) + 1)::timestamp at time zone '${ZONE}')`;

const rangeParams = (range: ReportRange) => [range.from, range.to, range.by];

export async function salesByPeriod(db: Queryable, range: ReportRange): Promise<SalesRow[]> {
  const { rows } = await db.query<{ period: string; orders: number | string; sales: number | string }>(
    `with ${PERIODS},
     paid as (
       select date_trunc($3, paid_at at time zone '${ZONE}')::date as period, paid_amount
       from orders where paid_at >= ${BOUNDS} and paid_at < ${END})
     select to_char(p.period, 'YYYY-MM-DD') as period, count(paid.period) as orders,
       coalesce(sum(paid.paid_amount), 0) as sales
     from periods p left join paid on paid.period = p.period
     group by p.period order by p.period`,
    rangeParams(range),
  );
  return rows.map((row) => ({
    period: row.period,
    orders: Number(row.orders),
    salesCents: Number(row.sales),
  }));
}

/** The best sellers of the range by paid quantity (orders paid in it, canceled ones left out). */
export async function topProducts(db: Queryable, range: ReportRange, limit = 10): Promise<TopProductRow[]> {
  const { rows } = await db.query<{
    product_id: number | string;
    sku: string;
    name_chi: string | null;
    name_eng: string | null;
    quantity: number | string;
    sales: number | string;
  }>(
    `select l.product_id, l.sku, p.name_chi, p.name_eng, sum(l.quantity) as quantity, sum(l.final_price) as sales
     from order_lines l
     join orders o on o.order_id = l.order_id
     left join products p on p.product_id = l.product_id
     where o.paid_at >= ${BOUNDS} and o.paid_at < ${END} and o.status <> 'canceled'
     group by l.product_id, l.sku, p.name_chi, p.name_eng
     order by quantity desc, sales desc, l.product_id
     limit $3`,
    [range.from, range.to, limit],
  );
  return rows.map((row) => ({
    productId: Number(row.product_id),
    sku: row.sku,
    nameChi: row.name_chi ?? row.sku,
    nameEng: row.name_eng ?? row.sku,
    quantity: Number(row.quantity),
    salesCents: Number(row.sales),
  }));
}

export async function pointsByPeriod(db: Queryable, range: ReportRange): Promise<PointsRow[]> {
  const { rows } = await db.query<{ period: string; issued: number | string; redeemed: number | string }>(
    `with ${PERIODS},
     records as (
       select date_trunc($3, recorded_at at time zone '${ZONE}')::date as period, earned_point, used_point
       from member_point_records where recorded_at >= ${BOUNDS} and recorded_at < ${END})
     select to_char(p.period, 'YYYY-MM-DD') as period, coalesce(sum(r.earned_point), 0) as issued,
       coalesce(sum(r.used_point), 0) as redeemed
     from periods p left join records r on r.period = p.period
     group by p.period order by p.period`,
    rangeParams(range),
  );
  return rows.map((row) => ({
    period: row.period,
    issued: Number(row.issued),
    redeemed: Number(row.redeemed),
  }));
}

export async function membersByLevel(db: Queryable): Promise<MembersByLevelRow[]> {
  const { rows } = await db.query<{ member_level_id: number; members: number | string }>(
    `select l.member_level_id, count(m.member_id) as members
     from (values (1), (2)) as l(member_level_id)
     left join members m on m.member_level_id = l.member_level_id
     group by l.member_level_id order by l.member_level_id`,
  );
  return rows.map((row) => ({
    level: Number(row.member_level_id) === 2 ? 'vip' : 'ordinary',
    members: Number(row.members),
  }));
}

/** RFC 4180 CSV: every field quoted, quotes doubled, CRLF rows; a leading BOM so Excel reads the Chinese. */
export function toCsv(header: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  const line = (fields: readonly (string | number)[]) =>
    fields.map((field) => `"${neutralised(String(field)).replaceAll('"', '""')}"`).join(',');
  return `\uFEFF${[line(header), ...rows.map(line)].join('\r\n')}\r\n`;
}

/** A cell a spreadsheet would run as a formula (=, +, -, @ first) is kept as text (CSV injection). */
function neutralised(text: string): string {
  return /^[=+\-@\t\r]/.test(text) && !/^-?\d/.test(text) ? `'${text}` : text;
}
