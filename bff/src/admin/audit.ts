import type { AdminSection } from '@shop/domain/admin/sections';
import type { Db, Queryable } from '@shop/projections/ports/db';
import type { AuthenticatedStaff } from '../plugins/auth.ts';

/** One staff change, as the audit trail keeps it: who, what, the record before and after, when. */
export interface AdminChange {
  section: AdminSection;
  /** A verb in the past tense, e.g. 'product.updated', 'order.shipped', 'staff.created'. */
  action: string;
  entityId: string | number | null;
  before: unknown;
  after: unknown;
}

export async function recordAdminChange(
  tx: Queryable,
  staff: Pick<AuthenticatedStaff, 'staffId'>,
  change: AdminChange,
  at: Date,
): Promise<void> {
  await tx.query(
    `insert into admin_audit (staff_id, section, action, entity_id, before, after, at)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [
      staff.staffId,
      change.section,
      change.action,
      change.entityId === null ? null : String(change.entityId),
      change.before === undefined ? null : JSON.stringify(change.before),
      change.after === undefined ? null : JSON.stringify(change.after),
      at,
    ],
  );
}

/**
 * Runs a back-office write and records it in the same transaction: the change and its audit row commit
 * together or not at all. `write` returns the answer and the change it made (null: nothing changed, no row).
 */
export async function auditedWrite<Result>(
  db: Db,
  staff: Pick<AuthenticatedStaff, 'staffId'>,
  at: Date,
  write: (tx: Queryable) => Promise<{ result: Result; change: AdminChange | null }>,
): Promise<Result> {
  return db.transaction(async (tx) => {
    const { result, change } = await write(tx);
    if (change) await recordAdminChange(tx, staff, change, at);
    return result;
  });
}
