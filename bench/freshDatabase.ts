/** A database of its own for one benchmark run, on the Postgres server the bench was pointed at. */
import { randomBytes } from 'node:crypto';
import { openPostgres } from '../bff/src/db/postgres.ts';

export interface FreshDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

/** A new database `{prefix}_{random}` on the server of `serverUrl`; `drop` removes it (and its sessions). */
export async function createFreshDatabase(serverUrl: string, prefix: string): Promise<FreshDatabase> {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = openPostgres(serverUrl, { max: 1 });
  try {
    await admin.exec(`create database ${name}`);
  } finally {
    await admin.close();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    async drop() {
      const cleanup = openPostgres(serverUrl, { max: 1 });
      try {
        await cleanup.exec(`drop database if exists ${name} with (force)`);
      } finally {
        await cleanup.close();
      }
    },
  };
}
