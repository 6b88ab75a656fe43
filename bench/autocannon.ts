/**
 * autocannon in its own process (its CLI with `--json`), so the load generator never shares an event loop
 * with the server it measures, and the RSS of a process sampled while it runs.
 */
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';

const run = promisify(execFile);
const CLI = createRequire(import.meta.url).resolve('autocannon/autocannon.js');

export interface LoadRequest {
  url: string;
  method?: 'GET' | 'POST';
  /** Sent as JSON. */
  body?: unknown;
  /** Sent with every request, e.g. a staff member's authorization. */
  headers?: Record<string, string>;
}

export interface LoadResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  non2xx: number;
  errors: number;
}

interface AutocannonJson {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}

export async function autocannon(
  request: LoadRequest,
  connections: number,
  seconds: number,
): Promise<LoadResult> {
  const args = [CLI, '--json', '--no-progress', '-c', String(connections), '-d', String(seconds)];
  if (request.method === 'POST') args.push('-m', 'POST');
  if (request.body !== undefined) {
    args.push('-H', 'content-type=application/json', '-b', JSON.stringify(request.body));
  }
  for (const [name, value] of Object.entries(request.headers ?? {})) args.push('-H', `${name}=${value}`);
  args.push(request.url);
  const { stdout } = await run(process.execPath, args, { maxBuffer: 16 * 1024 * 1024 });
  const result = JSON.parse(stdout) as AutocannonJson;
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/** Resident set size of `pid` in bytes (Linux /proc), or 0 when it is gone. */
async function rssOf(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  const kilobytes = /^VmRSS:\s+(\d+) kB/m.exec(status)?.[1];
  return kilobytes ? Number(kilobytes) * 1024 : 0;
}

/** Samples the RSS of `pid` every `everyMs` until `stop()`, which resolves with the largest sample. */
export function sampleRss(pid: number, everyMs = 200): { stop(): Promise<number> } {
  let peak = 0;
  const sample = async () => {
    peak = Math.max(peak, await rssOf(pid));
  };
  const timer = setInterval(() => void sample(), everyMs);
  return {
    async stop() {
      clearInterval(timer);
      await sample();
      return peak;
    },
  };
}
