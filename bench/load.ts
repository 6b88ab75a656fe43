/**
 * Closed-loop HTTP load for the benchmarks: `connections` loops, each sending one request at a time for a
 * bounded time, and a one-line report of requests per second and p50/p99 latency.
 */
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';

export interface PhaseResult {
  name: string;
  requests: number;
  byStatus: Map<number, number>;
  latenciesMs: number[];
  elapsedMs: number;
}

/** The p-th percentile (nearest rank) of ascending `sorted` latencies. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}

export function report(result: PhaseResult): void {
  const sorted = [...result.latenciesMs].sort((a, b) => a - b);
  const statuses = [...result.byStatus.entries()]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${status}×${count}`)
    .join(' ');
  const rps = (result.requests / result.elapsedMs) * 1000;
  console.log(
    `${result.name.padEnd(46)} ${rps.toFixed(0).padStart(6)} req/s   p50 ${percentile(sorted, 50).toFixed(1).padStart(6)} ms   p99 ${percentile(sorted, 99).toFixed(1).padStart(6)} ms   ${result.requests} requests (${statuses})`,
  );
}

/** Runs `connections` loops for `durationMs`, each loop sending one request at a time. */
export async function phase(
  name: string,
  connections: number,
  durationMs: number,
  send: (worker: number, iteration: number) => Promise<Response>,
): Promise<PhaseResult> {
  const result: PhaseResult = { name, requests: 0, byStatus: new Map(), latenciesMs: [], elapsedMs: 0 };
  const started = performance.now();
  const deadline = started + durationMs;
  await Promise.all(
    Array.from({ length: connections }, async (_unused, worker) => {
      for (let iteration = 0; performance.now() < deadline; iteration += 1) {
        const before = performance.now();
        const response = await send(worker, iteration);
        await response.arrayBuffer();
        result.latenciesMs.push(performance.now() - before);
        result.requests += 1;
        result.byStatus.set(response.status, (result.byStatus.get(response.status) ?? 0) + 1);
      }
    }),
  );
  result.elapsedMs = performance.now() - started;
  return result;
}

/** Starts the app on a free local port; its base URL (`http://127.0.0.1:{port}`). */
export async function listenOnFreePort(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('No listening address');
  return `http://127.0.0.1:${address.port}`;
}
