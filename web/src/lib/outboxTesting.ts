import type { StoredOutboxEntry } from './db.ts';
import type { OutboxStorage } from './outbox.ts';

/** The outbox's storage in memory, for tests of the outbox and of the features that use it. */
export function memoryOutboxStorage(): OutboxStorage & { rows: StoredOutboxEntry[] } {
  const rows: StoredOutboxEntry[] = [];
  let seq = 0;
  return {
    rows,
    async add(entry) {
      seq += 1;
      const stored = { ...entry, seq };
      rows.push(stored);
      return stored;
    },
    all: async () => rows.map((row) => ({ ...row })),
    async update(mutationId, changes) {
      const row = rows.find((candidate) => candidate.mutationId === mutationId);
      if (row) Object.assign(row, changes);
    },
    async remove(mutationId) {
      const index = rows.findIndex((candidate) => candidate.mutationId === mutationId);
      if (index >= 0) rows.splice(index, 1);
    },
    async removeMember(memberId) {
      for (let index = rows.length - 1; index >= 0; index -= 1) {
        if (rows[index]?.memberId === memberId) rows.splice(index, 1);
      }
    },
  };
}
