/**
 * The bff as production runs it, for benchmarks: the bundle `npm start` runs (bff/dist/main.js, built afresh
 * once per bench), in its own node process (its own event loop, its own pool of database connections) on a
 * Postgres database created for the run (freshDatabase.ts), or on an embedded PGlite data folder the bench
 * prepared.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { BFF_DIST, buildBff } from '../bff/scripts/build.ts';
import { freePort } from '../bff/src/testing/shopProcess.ts';

export interface BffProcess {
  /** `http://127.0.0.1:{port}/api` */
  api: string;
  pid: number;
  /** SIGINT (the bff's own graceful shutdown, which also writes a `--cpu-prof` profile), then waits for exit. */
  stop(): Promise<void>;
}

export interface BffProcessOptions {
  /** The Postgres database; without it the bff runs on the embedded PGlite of `dataDir`. */
  databaseUrl?: string | undefined;
  dataDir?: string | undefined;
  /** The bff's LOG_LEVEL; its output is discarded either way (info is what production runs). */
  logLevel: string;
  /** When set, the process runs with `--cpu-prof` and writes its profile there on exit. */
  cpuProfileDir?: string | undefined;
}

const MAIN = join(BFF_DIST, 'main.js');
// As bff/package.json's start script and the Dockerfile run it.
const PRODUCTION_FLAGS = '--optimize-for-size';
const READY_TIMEOUT_MS = 60_000;

async function waitUntilHealthy(api: string, child: ChildProcess, stderr: () => string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the bff exited (${child.exitCode}): ${stderr()}`);
    const status = await fetch(`${api}/health`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the bff did not answer /api/health within ${READY_TIMEOUT_MS} ms: ${stderr()}`);
}

let built: Promise<void> | undefined;

/**
 * Builds the bff once (unless BENCH_BFF_PREBUILT=1: a bundle built beforehand, e.g. under the lock that
 * serialises builds on a shared machine), then starts it on a free port of 127.0.0.1; resolves once its
 * health route answers 200.
 */
export async function startBffProcess(options: BffProcessOptions): Promise<BffProcess> {
  built ??= process.env.BENCH_BFF_PREBUILT === '1' ? Promise.resolve() : buildBff();
  await built;
  const port = await freePort();
  const profile = options.cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${options.cpuProfileDir}`] : [];
  const { DATABASE_URL: _server, ...inherited } = process.env;
  // The flags `npm start` runs the bff with, or others to try on the bff alone (space-separated, '' for none).
  const flags = (process.env.BENCH_BFF_FLAGS ?? PRODUCTION_FLAGS).split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...flags, ...profile, MAIN], {
    env: {
      ...inherited,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : { DATA_DIR: options.dataDir ?? '' }),
      SEED_DEMO_DATA: 'false',
      LOG_LEVEL: options.logLevel,
      JWT_SECRET: randomBytes(32).toString('hex'),
      WEB_DIST: '/nonexistent',
      WEB_SERVER_ENTRY: '/nonexistent/render.js',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors = `${errors}${chunk.toString()}`.slice(-4000);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const api = `http://127.0.0.1:${port}/api`;
  try {
    await waitUntilHealthy(api, child, () => errors);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    api,
    pid: child.pid ?? 0,
    async stop() {
      if (child.exitCode === null) child.kill('SIGINT');
      await exited;
    },
  };
}
