import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { connect, createServer, type Server, type Socket } from 'node:net';
import type { Db } from '@shop/projections/ports/db';
import { openPostgres } from '../db/postgres.ts';

const MAIN = new URL('../main.ts', import.meta.url).pathname;

export interface ShopProcess {
  child: ChildProcess;
  /** stdout and stderr so far. */
  output(): string;
  /** Resolves with the exit code once the process has ended. */
  exited(): Promise<number | null>;
}

/** The real bff process (`node --import tsx src/main.ts`) with the given environment on top of ours. */
export function startShopProcess(env: Record<string, string>): ShopProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: { ...process.env, LOG_LEVEL: 'warn', WEB_DIST: '/nonexistent', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout?.on('data', (chunk) => (text += chunk));
  child.stderr?.on('data', (chunk) => (text += chunk));
  return {
    child,
    output: () => text,
    exited: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode);
        else child.once('exit', (code) => resolve(code));
      }),
  };
}

/**
 * Resolves once the shop on `port` answers its health check. A process that ends first fails the wait at
 * once, with what it printed: a crash at start-up reads as the crash, not as a minute's timeout.
 */
export async function waitForHealth(port: number, shop: ShopProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let ended = false;
  void shop.exited().then(() => (ended = true));
  while (Date.now() < deadline) {
    if (ended) {
      throw new Error(`the shop on port ${port} exited before it was healthy:\n${shop.output()}`);
    }
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(
    `the shop on port ${port} did not become healthy within ${timeoutMs} ms:\n${shop.output()}`,
  );
}

/** A free TCP port on loopback (listen on 0, read it, close). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/**
 * A TCP proxy on loopback in front of a real server, which a test can take down (every connection cut, new
 * ones refused) and bring back on the same port: a database restart or failover, seen from the bff.
 */
export interface Outage {
  port: number;
  down(): Promise<void>;
  up(): Promise<void>;
  close(): Promise<void>;
}

export async function tcpProxy(target: { host: string; port: number }): Promise<Outage> {
  const port = await freePort();
  const sockets = new Set<Socket>();
  let server: Server | null = null;
  const up = async () => {
    server = createServer((client) => {
      const upstream = connect(target.port, target.host);
      sockets.add(client).add(upstream);
      client.pipe(upstream).pipe(client);
      const drop = () => {
        client.destroy();
        upstream.destroy();
        sockets.delete(client);
        sockets.delete(upstream);
      };
      client.on('error', drop).on('close', drop);
      upstream.on('error', drop).on('close', drop);
    });
    await new Promise<void>((resolve) => server?.listen(port, '127.0.0.1', resolve));
  };
  const down = async () => {
    const closing = server ? new Promise((resolve) => server?.close(resolve)) : Promise.resolve();
    for (const socket of sockets) socket.destroy();
    sockets.clear();
    await closing;
    server = null;
  };
  await up();
  return { port, up, down, close: down };
}

/**
 * A fresh schema on the Postgres at `url` for shop processes: the URL they open (its search path, and an
 * application name that finds their backends in pg_stat_activity; through `via` when given, a tcpProxy on
 * loopback), a connection of the test's own to the same schema, and the drop.
 */
export interface ProcessSchema {
  url: string;
  applicationName: string;
  db: Db;
  drop(): Promise<void>;
}

export async function processSchema(url: string, via?: { port: number }): Promise<ProcessSchema> {
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = openPostgres(url, { max: 1 });
  await admin.exec(`create schema ${schema}`);
  const processUrl = new URL(url);
  if (via) {
    processUrl.hostname = '127.0.0.1';
    processUrl.port = String(via.port);
  }
  const applicationName = `shop_process_${schema}`;
  processUrl.searchParams.set('options', `-c search_path=${schema}`);
  processUrl.searchParams.set('application_name', applicationName);
  const db = openPostgres(url, { searchPath: schema, max: 2 });
  return {
    url: processUrl.toString(),
    applicationName,
    db,
    async drop() {
      await db.close();
      await admin.exec(`drop schema ${schema} cascade`);
      await admin.close();
    },
  };
}
