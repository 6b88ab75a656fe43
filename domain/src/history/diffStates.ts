/** One difference between two states: where (`placed.lines[0].quantity`), and the value on each side. */
export interface StateChange {
  path: string;
  /** Absent when the path did not exist before. */
  before?: unknown;
  /** Absent when the path no longer exists. */
  after?: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);

function same(a: unknown, b: unknown): boolean {
  if (a instanceof Date && b instanceof Date) return a.getTime() === b.getTime();
  return Object.is(a, b);
}

const keyPath = (path: string, key: string) => (path === '' ? key : `${path}.${key}`);

/**
 * What changed from `before` to `after`, leaf by leaf: objects are compared key by key and arrays index by
 * index, so a changed quantity shows as one path. A value that appears, disappears or changes kind (a
 * state's `placed` appearing at OrderPlaced) is one change holding the whole value, which reads better
 * than a hundred leaves.
 */
export function diffStates(before: unknown, after: unknown, path = ''): StateChange[] {
  // evolve copies only what an event touches: a part kept by reference is unchanged, however large.
  if (before === after) return [];
  if (isRecord(before) && isRecord(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    return keys.flatMap((key) => {
      const inBefore = Object.hasOwn(before, key) && before[key] !== undefined;
      const inAfter = Object.hasOwn(after, key) && after[key] !== undefined;
      if (inBefore && inAfter) return diffStates(before[key], after[key], keyPath(path, key));
      if (inBefore) return [{ path: keyPath(path, key), before: before[key] }];
      if (inAfter) return [{ path: keyPath(path, key), after: after[key] }];
      return [];
    });
  }
  if (Array.isArray(before) && Array.isArray(after)) {
    const changes: StateChange[] = [];
    for (let index = 0; index < Math.max(before.length, after.length); index++) {
      const at = `${path}[${index}]`;
      if (index >= after.length) changes.push({ path: at, before: before[index] });
      else if (index >= before.length) changes.push({ path: at, after: after[index] });
      else changes.push(...diffStates(before[index], after[index], at));
    }
    return changes;
  }
  return same(before, after) ? [] : [{ path, before, after }];
}
