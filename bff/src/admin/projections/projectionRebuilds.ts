import { DomainError } from '@shop/domain/errors';
import type { Db } from '@shop/projections/ports/db';
import type { EventStore } from '@shop/projections/ports/eventStore';
import type { ReadModelDefinition } from '@shop/projections/runner/readModel';
import { rebuildProjection } from '@shop/projections/runner/rebuild';
import { claimRebuild } from '@shop/projections/runner/status';

/**
 * Starts a rebuild of one projection in the background and answers at once; its progress is in
 * projection_status for every replica to show. One rebuild of a projection at a time across all replicas: the
 * claim is a conditional update of its status row, so a second click (here or on another replica) gets 409.
 */
export async function startRebuild(
  db: Db,
  store: EventStore,
  definition: ReadModelDefinition,
  log: { error(details: object, message: string): void },
): Promise<{ projection: string; startedAt: string }> {
  const startedAt = new Date();
  if (!(await claimRebuild(db, definition.name, startedAt))) {
    throw new DomainError('REBUILD_RUNNING', '此投影正在重建中 A rebuild of this projection is under way.');
  }
  // The request ends now; the rebuild goes on. Its failure is logged and shown (progress cleared, error kept).
  void rebuildProjection(db, store, definition).catch((error: unknown) =>
    log.error({ err: error, projection: definition.name }, 'projection rebuild failed'),
  );
  return { projection: definition.name, startedAt: startedAt.toISOString() };
}
