/**
 * What this machine's Postgres does with nothing but two inserts per transaction (pgbench, prepared
 * statements, durable commits): the ceiling an order placement, which also commits once per order, can be
 * compared with.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { openPostgres } from '../bff/src/db/postgres.ts';

const run = promisify(execFile);

// An order-like row (jsonb) and a line row, like OrderPlaced and its payment deadline.
const TABLES = `
  create table if not exists pgbench_orders (id bigserial primary key, client integer not null,
    placed_at timestamptz not null default now(), body jsonb not null);
  create table if not exists pgbench_lines (id bigserial primary key, order_id bigint not null,
    product_id integer not null, quantity integer not null)`;

const SCRIPT = `\\set product random(1, 10000)
BEGIN;
INSERT INTO pgbench_orders (client, body) VALUES (:client_id, '{"lines": [{"productId": 1, "quantity": 1}]}');
INSERT INTO pgbench_lines (order_id, product_id, quantity) VALUES (currval('pgbench_orders_id_seq'), :product, 1);
END;
`;

export interface PgbenchResult {
  tps: number;
  latencyAverageMs: number;
}

/** Is pgbench on the PATH (Debian: postgresql-client)? */
export async function hasPgbench(): Promise<boolean> {
  return run('pgbench', ['--version']).then(
    () => true,
    () => false,
  );
}

/** Runs the two-insert script at `clients` connections for `seconds` on `databaseUrl` (tables created there). */
export async function pgbenchTwoInserts(
  databaseUrl: string,
  clients: number,
  seconds: number,
): Promise<PgbenchResult> {
  const db = openPostgres(databaseUrl, { max: 1 });
  try {
    await db.exec(TABLES);
  } finally {
    await db.close();
  }
  const dir = await mkdtemp(join(tmpdir(), 'pgbench-'));
  try {
    const script = join(dir, 'two-inserts.sql');
    await writeFile(script, SCRIPT);
    const threads = String(Math.min(clients, 2));
    const { stdout } = await run('pgbench', [
      ...['-n', '-M', 'prepared', '-c', String(clients), '-j', threads, '-T', String(seconds)],
      ...['-f', script, databaseUrl],
    ]);
    const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(stdout)?.[1];
    const latency = /latency average = ([\d.]+) ms/.exec(stdout)?.[1];
    if (tps === undefined || latency === undefined)
      throw new Error(
        `pgbench completed no transaction in ${seconds} s (too short for ${clients} connections?)`,
      );
    return { tps: Number(tps), latencyAverageMs: Number(latency) };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
