import type { ListPage, ListQuery } from '@shop/domain/admin/listing';
import type { Queryable } from '@shop/projections/ports/db';

/**
 * A page of a back-office table. `from` is the query after `select` up to (not including) `order by`, with
 * its own parameters ($1...); `columns` maps each sortable name of the section's list schema to its SQL
 * expression (only these ever reach the SQL, so `sort` cannot inject). Ties are broken by `tieBreak`.
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
  const [rows, count] = await Promise.all([
    db.query<Row>(
      `select ${spec.select} from ${spec.from}
       order by ${spec.columns[query.sort]} ${direction} nulls last, ${spec.tieBreak} ${direction}
       limit $${n + 1} offset $${n + 2}`,
      [...spec.params, query.pageSize, (query.page - 1) * query.pageSize],
    ),
    db.query<{ total: number | string }>(`select count(*) as total from ${spec.from}`, spec.params),
  ]);
  return {
    items: rows.rows.map(spec.toItem),
    total: Number(count.rows[0]?.total ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** A `like` pattern that matches `text` anywhere, with the pattern characters in it taken literally. */
export function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
