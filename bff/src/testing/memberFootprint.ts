import { projectedThrough } from './testEvents.ts';
import type { TestShop } from './testShop.ts';

/**
 * Everything the shop holds about one member, as comparable text: every row of every table with a
 * `member_id` column (found in the catalogue, so a new table is covered without a change here) and the
 * events of the member's streams. Equal before and after means nothing of theirs changed.
 */
export async function memberFootprint(
  shop: TestShop,
  memberId: number,
  streamIds: readonly string[],
): Promise<Record<string, string[]>> {
  await projectedThrough(shop, streamIds);
  const { rows: tables } = await shop.db.query<{ table_name: string }>(
    `select distinct c.table_name from information_schema.columns c
     join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
     where c.column_name = 'member_id' and c.table_schema = current_schema() and t.table_type = 'BASE TABLE'
     order by 1`,
  );
  const footprint: Record<string, string[]> = {};
  for (const { table_name: table } of tables) {
    const { rows } = await shop.db.query(`select * from "${table}" where member_id = $1`, [memberId]);
    footprint[table] = rows.map((row) => JSON.stringify(row, bigintsAsText)).sort();
  }
  for (const streamId of streamIds) {
    const events = await shop.eventStore.readStream(streamId);
    footprint[streamId] = events.map((event) => `${event.type} ${JSON.stringify(event.data, bigintsAsText)}`);
  }
  return footprint;
}

const bigintsAsText = (_key: string, value: unknown) => (typeof value === 'bigint' ? String(value) : value);
