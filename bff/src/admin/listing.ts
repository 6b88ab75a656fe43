import type { ListPage, ListQuery } from '@shop/domain/admin/listing';
import type { Queryable } from '@shop/projections/ports/db';

/**
 * How many matching rows a table counts before it says "more than": counting every row of a bookstore's
 * 100,000 titles cost more than the page itself (17 ms alone, and a quarter of the throughput under load).
 */
export const LIST_COUNT_REACH = 10_000;

/**
 * A page of a back-office table. `from` is the query after `select` up to (not including) `order by`, with
 * its own parameters ($1...); `columns` maps each sortable name of the section's list schema to its SQL
 * expression (only these ever reach the SQL, so `sort` cannot inject). Ties are broken by `tieBreak`.
 * The rows are counted up to LIST_COUNT_REACH, or to the end of the asked page when it lies further: past
 * that, `total` is where the count stopped and `moreThanTotal` is true.
 */
export async function listPage<Row, Item, Sort extends string>(
  db: Queryable,
  query: ListQuery<Sort>,
  spec: {
    select: string;
    from: string;
    params: readonly unknown[];
    columns: Record<Sort, string>;
    tieBreak: string;
    toItem: (row: Row) => Item;
  },
): Promise<ListPage<Item>> {
  const direction = query.order === 'asc' ? 'asc' : 'desc';
  const n = spec.params.length;
  const offset = (query.page - 1) * query.pageSize;
  const reach = Math.max(LIST_COUNT_REACH, offset + query.pageSize);
  const [rows, count] = await Promise.all([
    db.query<Row>(
      `select ${spec.select} from ${spec.from}
       order by ${spec.columns[query.sort]} ${direction} nulls last, ${spec.tieBreak} ${direction}
       limit $${n + 1} offset $${n + 2}`,
      [...spec.params, query.pageSize, offset],
    ),
    db.query<{ total: number | string }>(
      `select count(*) as total from (select 1 from ${spec.from} limit $${n + 1}) as counted`,
      [...spec.params, reach + 1],
    ),
  ]);
  const counted = Number(count.rows[0]?.total ?? 0);
  return {
    items: rows.rows.map(spec.toItem),
    total: Math.min(counted, reach),
    moreThanTotal: counted > reach,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** A `like` pattern that matches `text` anywhere, with the pattern characters in it taken literally. */
export function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
