import { type ChildProcess, spawn } from 'node:child_process';
import { connect, createServer, type Server, type Socket } from 'node:net';

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

export async function waitForHealth(port: number, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the shop on port ${port} did not become healthy within ${timeoutMs} ms`);
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
