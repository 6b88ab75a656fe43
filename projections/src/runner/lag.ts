import type { Queryable } from '../ports/db.ts';
import type { EventStore } from '../ports/eventStore.ts';
import { loadCheckpoint, positionToJson } from './checkpoints.ts';

export interface ProjectionLag {
  name: string;
  /** As strings, so that a health route can send it as JSON. START is -1/-1. */
  checkpoint: { commit: string; prepare: string };
  /** Events after the checkpoint, counted up to `countUpTo`. */
  behind: number;
  /** True when there are at least `behind` events to go, perhaps more. */
  behindAtLeast: boolean;
}

/** How far each named projection trails the store, for a health check. Reads at most `countUpTo` events each. */
export async function projectionLag(
  db: Queryable,
  store: EventStore,
  names: readonly string[],
  options: { countUpTo?: number } = {},
): Promise<ProjectionLag[]> {
  const countUpTo = options.countUpTo ?? 1000;
  const lags: ProjectionLag[] = [];
  for (const name of names) {
    const checkpoint = await loadCheckpoint(db, name);
    const behind = (await store.readAll(checkpoint, countUpTo)).length;
    lags.push({ name, checkpoint: positionToJson(checkpoint), behind, behindAtLeast: behind === countUpTo });
  }
  return lags;
}
