import type { ReactNode } from 'react';
import { useAdminT } from '../useAdminT.ts';

export interface FigureColumn<Row> {
  label: ReactNode;
  numeric?: boolean;
  render(row: Row): ReactNode;
}

/** A small table of figures the page already holds (a report's rows, an order's lines): no paging, no sort. */
export function FigureTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
}: {
  caption: ReactNode;
  columns: readonly FigureColumn<Row>[];
  rows: readonly Row[];
  /** The row's own key; its index only for rows without an id that never move. */
  rowKey(row: Row, index: number): string | number;
}) {
  const t = useAdminT();
  return (
    <table>
      <caption>{caption}</caption>
      <thead>
        <tr>
          {columns.map((column, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed for the table's life.
            <th key={index} scope="col" className={column.numeric ? 'numeric' : undefined}>
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={rowKey(row, index)}>
            {columns.map((column, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed for the table's life.
              <td key={index} className={column.numeric ? 'numeric' : undefined}>
                {column.render(row)}
              </td>
            ))}
          </tr>
        ))}
        {rows.length === 0 ? (
          <tr>
            <td colSpan={columns.length}>{t('admin.table.empty')}</td>
          </tr>
        ) : null}
      </tbody>
    </table>
  );
}
