import { randomBytes } from 'node:crypto';
import type { Db } from '@shop/projections/ports/db';
import { openPglite } from './pglite.ts';
import { openPostgres } from './postgres.ts';

export interface TestDatabase {
  name: 'pglite' | 'postgres';
  open(): Promise<Db>;
}

/**
 * The databases an integration suite runs on: PGlite always, Postgres when DATABASE_URL is set. Each
 * Postgres database opened here lives in its own fresh schema, dropped on close, so suites never see each
 * other's rows. A leg that cannot run says so once on stderr.
 */
export function testDatabases(): TestDatabase[] {
  const legs: TestDatabase[] = [{ name: 'pglite', open: () => openPglite() }];
  const url = process.env.DATABASE_URL;
  if (url) legs.push({ name: 'postgres', open: () => openIsolatedPostgres(url) });
  else warnOnce('DATABASE_URL is not set: the Postgres leg of the integration suites is SKIPPED.');
  return legs;
}

export async function openIsolatedPostgres(url: string, max = 10): Promise<Db> {
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = openPostgres(url, { max: 1 });
  await admin.exec(`create schema ${schema}`);
  await admin.close();
  const db = openPostgres(url, { searchPath: schema, max });
  return {
    ...db,
    async close() {
      await db.close();
      const cleanup = openPostgres(url, { max: 1 });
      await cleanup.exec(`drop schema ${schema} cascade`);
      await cleanup.close();
    },
  };
}

const warned = new Set<string>();
export function warnOnce(message: string): void {
  if (warned.has(message)) return;
  warned.add(message);
  process.stderr.write(`\n[skipped leg] ${message}\n`);
}
