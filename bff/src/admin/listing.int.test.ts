import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../db/testDatabases.ts';
import { LIST_COUNT_REACH, listPage } from './listing.ts';

/** A table of `rows` numbered rows, newest (highest) first, as a back-office section's spec would read it. */
const numbers = (rows: number) => ({
  select: 'n',
  from: 'generate_series(1, $1::int) as g(n)',
  params: [rows],
  columns: { id: 'n' },
  tieBreak: 'n',
  toItem: (row: { n: number }) => row.n,
});

const query = (page: number, pageSize = 20) => ({
  page,
  pageSize,
  sort: 'id' as const,
  order: 'desc' as const,
});

for (const database of testDatabases()) {
  describe(`a back-office table's count (${database.name})`, () => {
    let db: Awaited<ReturnType<typeof database.open>>;
    beforeAll(async () => {
      db = await database.open();
    });
    afterAll(() => db.close());

    it('is exact up to its bound', async () => {
      for (const rows of [0, 1, 25, LIST_COUNT_REACH]) {
        const page = await listPage(db, query(1), numbers(rows));
        expect([page.total, page.moreThanTotal]).toEqual([rows, false]);
        expect(page.items).toEqual(Array.from({ length: Math.min(rows, 20) }, (_, index) => rows - index));
      }
    });

    it('stops at its bound and says more rows match', async () => {
      const page = await listPage(db, query(1), numbers(LIST_COUNT_REACH + 50));
      expect([page.total, page.moreThanTotal]).toEqual([LIST_COUNT_REACH, true]);
      expect(page.items[0]).toBe(LIST_COUNT_REACH + 50);
    });

    it('counts to the end of a page asked for beyond the bound, so that page and the next are reachable', async () => {
      const rows = LIST_COUNT_REACH * 2;
      const pageNumber = LIST_COUNT_REACH / 20 + 100;
      const far = await listPage(db, query(pageNumber), numbers(rows));
      expect([far.total, far.moreThanTotal]).toEqual([pageNumber * 20, true]);
      expect(far.items).toHaveLength(20);
      expect(far.items[0]).toBe(rows - (pageNumber - 1) * 20);
      const last = await listPage(db, query(rows / 20), numbers(rows));
      expect([last.total, last.moreThanTotal]).toEqual([rows, false]);
    });
  });
}
