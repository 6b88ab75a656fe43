import type { Column } from '../kit/DataTable.tsx';
import { useFormatDateTime } from '../kit/format.ts';
import { useAdminT } from '../useAdminT.ts';

/** The columns several content lists share, for records that have the field. */
export function useContentColumns() {
  const t = useAdminT();
  const formatDateTime = useFormatDateTime();
  return {
    title: {
      key: 'title',
      label: t('admin.content.title'),
      sort: 'title',
      render: (row: { title: string }) => row.title,
    },
    active: {
      key: 'active',
      label: t('admin.content.active'),
      render: (row: { active: boolean }) => (row.active ? t('admin.yes') : t('admin.no')),
    },
    updatedAt: {
      key: 'updated',
      label: t('admin.content.updatedAt'),
      sort: 'updatedAt',
      render: (row: { updatedAt: string }) => formatDateTime(row.updatedAt),
    },
  } satisfies Record<string, Column<never>>;
}
