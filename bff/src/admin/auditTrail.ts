import type { ListPage, ListQuery } from '@shop/domain/admin/listing';
import type { AdminSection } from '@shop/domain/admin/sections';
import type { Queryable } from '@shop/projections/ports/db';
import { listPage } from './listing.ts';

export interface AuditEntry {
  auditId: number;
  at: string;
  staffId: number;
  staffName: string;
  section: string;
  action: string;
  entityId: string | null;
  before: unknown;
  after: unknown;
}

export const AUDIT_SORTS = ['at'] as const;

/** The audit trail, newest first; of some sections (the ones the reader may read), optionally of one record. */
export function auditTrail(
  db: Queryable,
  query: ListQuery<(typeof AUDIT_SORTS)[number]>,
  filter: { sections: readonly AdminSection[]; entityId?: string | undefined },
): Promise<ListPage<AuditEntry>> {
  const params: unknown[] = [filter.sections];
  let where = 'a.section = any ($1)';
  if (filter.entityId !== undefined) {
    params.push(filter.entityId);
    where += ` and a.entity_id = $${params.length}`;
  }
  return listPage(db, query, {
    select:
      'a.audit_id, a.at, a.staff_id, s.display_name, a.section, a.action, a.entity_id, a.before, a.after',
    from: `admin_audit a join staff s on s.staff_id = a.staff_id where ${where}`,
    params,
    columns: { at: 'a.at' },
    tieBreak: 'a.audit_id',
    toItem: (row: {
      audit_id: number | string;
      at: Date | string;
      staff_id: number;
      display_name: string;
      section: string;
      action: string;
      entity_id: string | null;
      before: unknown;
      after: unknown;
    }) => ({
      auditId: Number(row.audit_id),
      at: new Date(row.at).toISOString(),
      staffId: Number(row.staff_id),
      staffName: row.display_name,
      section: row.section,
      action: row.action,
      entityId: row.entity_id,
      before: row.before,
      after: row.after,
    }),
  });
}
