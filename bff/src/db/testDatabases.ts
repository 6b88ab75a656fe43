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
  const url = postgresUrlOrSkip('the Postgres leg of the integration suites');
  if (url) legs.push({ name: 'postgres', open: () => openIsolatedPostgres(url) });
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

/** DATABASE_URL for a test that needs real Postgres, or undefined after saying once what is skipped. */
export function postgresUrlOrSkip(what: string): string | undefined {
  const url = process.env.DATABASE_URL;
  if (!url) warnOnce(`DATABASE_URL is not set, so this is SKIPPED: ${what}.`);
  return url;
}

const warned = new Set<string>();
function warnOnce(message: string): void {
  if (warned.has(message)) return;
  warned.add(message);
  process.stderr.write(`\n[skipped leg] ${message}\n`);
}
