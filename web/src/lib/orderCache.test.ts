import { describe, expect, it } from 'vitest';
import { ApiError } from './api.ts';
import { type OrderCopyStorage, readThroughOrderCache } from './orderCache.ts';

function memoryStorage(): OrderCopyStorage & { rows: Map<string, { value: unknown; savedAt: number }> } {
  const rows = new Map<string, { value: unknown; savedAt: number }>();
  return {
    rows,
    async get(key) {
      return rows.get(key);
    },
    async put(key, _memberId, value, savedAt) {
      rows.set(key, { value, savedAt });
    },
  };
}

const parse = (value: unknown) => {
  if (typeof value !== 'string') throw new Error('not an order');
  return value;
};
const offline = () => Promise.reject(new ApiError('NETWORK_ERROR', 'offline', 0));

describe('readThroughOrderCache', () => {
  it('answers fresh and keeps a copy; offline later, answers the copy with its time', async () => {
    const storage = memoryStorage();
    const base = { memberId: '7', what: 'order:1024', parse, storage };
    expect(await readThroughOrderCache({ ...base, load: async () => 'paid', now: () => 5 })).toEqual({
      value: 'paid',
      savedAt: null,
    });
    expect(await readThroughOrderCache({ ...base, load: offline })).toEqual({ value: 'paid', savedAt: 5 });
    const serverDown = () => Promise.reject(new ApiError('INTERNAL', 'down', 503));
    expect(await readThroughOrderCache({ ...base, load: serverDown })).toEqual({ value: 'paid', savedAt: 5 });
  });

  it('never shows a copy for a 4xx (not yours, gone), nor another member’s copy', async () => {
    const storage = memoryStorage();
    await readThroughOrderCache({ memberId: '7', what: 'order:1', parse, storage, load: async () => 'x' });
    const notFound = new ApiError('NOT_FOUND', 'no', 404);
    await expect(
      readThroughOrderCache({
        memberId: '7',
        what: 'order:1',
        parse,
        storage,
        load: () => Promise.reject(notFound),
      }),
    ).rejects.toBe(notFound);
    await expect(
      readThroughOrderCache({ memberId: '8', what: 'order:1', parse, storage, load: offline }),
    ).rejects.toMatchObject({ code: 'NETWORK_ERROR' });
  });

  it('offline with no copy, or a copy that no longer parses: the failure itself', async () => {
    const storage = memoryStorage();
    const base = { memberId: '7', what: 'orders:1', parse, storage, load: offline };
    await expect(readThroughOrderCache(base)).rejects.toMatchObject({ code: 'NETWORK_ERROR' });
    storage.rows.set('7:orders:1', { value: 42, savedAt: 1 });
    await expect(readThroughOrderCache(base)).rejects.toMatchObject({ code: 'NETWORK_ERROR' });
  });
});
