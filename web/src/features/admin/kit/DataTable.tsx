import type { ListPage } from '@shop/domain/admin/listing';
import { type ReactNode, useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useAdminT } from '../useAdminT.ts';
import { ErrorNotice } from './ErrorNotice.tsx';
import { useUpdateSearchParams } from './listFilters.tsx';
import { useAdminQuery } from './useAdminQuery.ts';

export interface Column<Item> {
  key: string;
  label: ReactNode;
  /** The sort name the section's list schema accepts, when this column sorts. */
  sort?: string;
  render(item: Item): ReactNode;
  /** Right-aligned (numbers, money). */
  numeric?: boolean;
}

/**
 * A back-office table that pages, sorts and filters on the server. Its state lives in the URL (page, sort,
 * order, q and any filter a section adds as a search parameter), so a filtered view can be bookmarked, shared
 * and reloaded, and Back goes to the previous view. `filters` are the section's own inputs: they set search
 * parameters with `useSearchParams`, and every parameter reaches the server as the query.
 */
export function DataTable<Item>({
  path,
  columns,
  rowKey,
  rowLink,
  caption,
  searchLabel,
  filters,
}: {
  path: string;
  columns: readonly Column<Item>[];
  rowKey(item: Item): string | number;
  rowLink?(item: Item): string;
  caption: ReactNode;
  /** Shows a free-text search box (the `q` parameter) with this label. */
  searchLabel?: string;
  filters?: ReactNode;
}) {
  const t = useAdminT();
  const searchId = useId();
  const [params] = useSearchParams();
  const update = useUpdateSearchParams();
  const query = Object.fromEntries(params);
  const { data, error, loading, reload } = useAdminQuery<ListPage<Item>>(path, query);
  const page = Number(params.get('page') ?? 1);
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  // A count that stopped at its bound: more pages follow than it can name.
  const more = data?.moreThanTotal === true;
  const pageLabel = t(more ? 'admin.table.pageOfMore' : 'admin.table.page', { page, pages });

  const sortBy = (sort: string) => {
    const same = params.get('sort') === sort;
    update({ sort, order: same && params.get('order') !== 'asc' ? 'asc' : 'desc', page: null });
  };

  return (
    <div className="admin-table">
      <div className="admin-table-tools">
        {searchLabel ? (
          <search>
            <form
              onSubmit={(event) => {
                event.preventDefault();
                const value = new FormData(event.currentTarget).get('q');
                update({ q: typeof value === 'string' ? value.trim() : null, page: null });
              }}
            >
              <label htmlFor={searchId}>{searchLabel}</label>
              <input
                id={searchId}
                name="q"
                type="search"
                defaultValue={params.get('q') ?? ''}
                maxLength={100}
              />
              <button type="submit">{t('admin.table.search')}</button>
            </form>
          </search>
        ) : null}
        {filters}
      </div>
      {error ? (
        <ErrorNotice error={error} onRetry={reload} />
      ) : (
        <table aria-busy={loading}>
          <caption>{caption}</caption>
          <thead>
            <tr>
              {columns.map((column) => {
                const sorted = column.sort !== undefined && params.get('sort') === column.sort;
                const direction = params.get('order') === 'asc' ? 'ascending' : 'descending';
                return (
                  <th
                    key={column.key}
                    scope="col"
                    className={column.numeric ? 'numeric' : undefined}
                    aria-sort={sorted ? direction : undefined}
                  >
                    {column.sort ? (
                      <button type="button" onClick={() => sortBy(column.sort!)}>
                        {column.label}
                        {sorted ? (direction === 'ascending' ? ' ▲' : ' ▼') : ''}
                      </button>
                    ) : (
                      column.label
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {data?.items.map((item) => (
              <tr key={rowKey(item)}>
                {columns.map((column, index) => (
                  <td key={column.key} className={column.numeric ? 'numeric' : undefined}>
                    {index === 0 && rowLink ? (
                      <Link to={rowLink(item)}>{column.render(item)}</Link>
                    ) : (
                      column.render(item)
                    )}
                  </td>
                ))}
              </tr>
            ))}
            {data && data.items.length === 0 ? (
              <tr>
                <td colSpan={columns.length}>{t('admin.table.empty')}</td>
              </tr>
            ) : null}
            {!data && loading ? (
              <tr>
                <td colSpan={columns.length}>{t('admin.table.loading')}</td>
              </tr>
            ) : null}
          </tbody>
        </table>
      )}
      {data ? (
        <nav className="admin-pager" aria-label={pageLabel}>
          <span>{t(more ? 'admin.table.moreThanTotal' : 'admin.table.total', { total: data.total })}</span>
          <button type="button" disabled={page <= 1} onClick={() => update({ page: String(page - 1) })}>
            {t('admin.table.previous')}
          </button>
          <span>{pageLabel}</span>
          <button
            type="button"
            disabled={page >= pages && !more}
            onClick={() => update({ page: String(page + 1) })}
          >
            {t('admin.table.next')}
          </button>
        </nav>
      ) : null}
    </div>
  );
}
