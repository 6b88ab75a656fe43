import { usePageTitle } from '../../hooks/usePageTitle.ts';
import { DataTable } from './kit/DataTable.tsx';
import { useFormatDateTime } from './kit/format.ts';
import { useAdminT } from './useAdminT.ts';

interface AuditEntry {
  auditId: number;
  at: string;
  staffName: string;
  section: string;
  action: string;
  entityId: string | null;
  before: unknown;
  after: unknown;
}

const brief = (value: unknown) => (value === null || value === undefined ? '—' : JSON.stringify(value));

/** Every staff change of the sections the reader may read: who, what, before and after, when. */
export function AuditPage() {
  const t = useAdminT();
  const formatDateTime = useFormatDateTime();
  usePageTitle(`${t('admin.audit.heading')} | ${t('admin.title')}`);
  return (
    <section>
      <h1>{t('admin.audit.heading')}</h1>
      <DataTable<AuditEntry>
        path="admin/audit"
        caption={t('admin.audit.heading')}
        rowKey={(entry) => entry.auditId}
        columns={[
          { key: 'at', label: t('admin.audit.at'), sort: 'at', render: (entry) => formatDateTime(entry.at) },
          { key: 'staff', label: t('admin.audit.staff'), render: (entry) => entry.staffName },
          { key: 'section', label: t('admin.audit.section'), render: (entry) => entry.section },
          { key: 'action', label: t('admin.audit.action'), render: (entry) => entry.action },
          { key: 'entity', label: t('admin.audit.entity'), render: (entry) => entry.entityId ?? '—' },
          {
            key: 'changes',
            label: t('admin.audit.changes'),
            render: (entry) => (
              <code className="admin-diff">
                {t('admin.audit.diff', { before: brief(entry.before), after: brief(entry.after) })}
              </code>
            ),
          },
        ]}
      />
    </section>
  );
}
