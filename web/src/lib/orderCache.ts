import { isApiError } from './api.ts';
import { shopDb } from './db.ts';

/**
 * A member's orders stay readable offline once seen (issue 11): every answer is copied to IndexedDB, and
 * when the network (or the server) fails the copy is shown instead, with the time it was saved so the page
 * can mark it as possibly out of date. A 4xx is an answer, not a failure: a 404 never shows a copy. The
 * service worker never caches order calls (serviceWorkerPolicy.ts); this copy is keyed by member, so a
 * member never reads another's.
 */
export interface OrderCopyStorage {
  get(key: string): Promise<{ value: unknown; savedAt: number } | undefined>;
  put(key: string, memberId: string, value: unknown, savedAt: number): Promise<void>;
}

export type Fresh<T> = { value: T; savedAt: null } | { value: T; savedAt: number };

export const dexieOrderCopies: OrderCopyStorage = {
  async get(key) {
    return shopDb().orderCopies.get(key);
  },
  async put(key, memberId, value, savedAt) {
    await shopDb().orderCopies.put({ key, memberId, value, savedAt });
  },
};

function fallsBackToCopy(error: unknown): boolean {
  return isApiError(error) && (error.isNetworkError || error.isServerError);
}

export async function readThroughOrderCache<T>(options: {
  memberId: string;
  what: string;
  load: () => Promise<T>;
  /** The copy is checked again: an old copy from an older app must not break the page. */
  parse: (value: unknown) => T;
  storage?: OrderCopyStorage;
  now?: () => number;
}): Promise<Fresh<T>> {
  const storage = options.storage ?? dexieOrderCopies;
  const key = `${options.memberId}:${options.what}`;
  try {
    const value = await options.load();
    // A copy that cannot be written (private mode, quota) only costs the offline view.
    await storage.put(key, options.memberId, value, (options.now ?? Date.now)()).catch(() => undefined);
    return { value, savedAt: null };
  } catch (error) {
    if (!fallsBackToCopy(error)) throw error;
    const copy = await storage.get(key).catch(() => undefined);
    if (!copy) throw error;
    try {
      return { value: options.parse(copy.value), savedAt: copy.savedAt };
    } catch {
      throw error;
    }
  }
}
