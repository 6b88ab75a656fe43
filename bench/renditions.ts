/**
 * Image rendition benchmark: the bff on the embedded default (PGlite, demo data in a temporary DATA_DIR),
 * over HTTP on 127.0.0.1.
 *
 *   node --import tsx bench/renditions.ts
 *
 * For two 1200×1200 JPEGs, the seeded packshot `starlight-town.jpg` (a flat drawing) and a photo-like one
 * (noise, which JPEG and WebP compress badly), it times the first request of each width in
 * RENDITION_WIDTHS (`GET /api/file/{name}?w=N`: read the original, resize with sharp, store, send) beside
 * sharp's resize alone. Then requests per second and p50/p99 latency of one stored rendition, with the
 * original for scale. BENCH_CONNECTIONS (10) and BENCH_SECONDS (10 per phase) tune it. It prints figures
 * only: it never fails on time.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { RENDITION_WIDTHS } from '@shop/domain/catalogue/renditions';
import sharp from 'sharp';
import { systemClock } from '../bff/src/clock.ts';
import { loadConfig } from '../bff/src/config.ts';
import { renderRendition } from '../bff/src/files/renditions.ts';
import { assembleShop, openDatabase } from '../bff/src/server.ts';
import { listenOnFreePort, phase, report } from './load.ts';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const PHASE_MS = Number(process.env.BENCH_SECONDS ?? 10) * 1000;
const CACHED_WIDTH = 480;

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-renditions-bench-'));
  const config = {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir }),
    webDist: '/nonexistent',
    webServerEntry: '/nonexistent/render.js',
    seedDemoData: true,
  };
  const db = await openDatabase(config);
  const shop = await assembleShop(config, db, systemClock);
  try {
    const api = `${await listenOnFreePort(shop.app)}/api`;

    const photo = await sharp({
      create: {
        width: 1200,
        height: 1200,
        channels: 3,
        background: '#8a6f5c',
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .jpeg({ quality: 80 })
      .toBuffer();
    await db.query('insert into files (name, content_type, bytes, etag) values ($1, $2, $3, $4)', [
      'bench-photo.jpg',
      'image/jpeg',
      photo,
      createHash('sha256').update(photo).digest('hex'),
    ]);

    console.log(
      `rendition benchmark: node ${process.version}, ${availableParallelism()} cores, PGlite, ` +
        `sharp ${sharp.versions.sharp} (libvips ${sharp.versions.vips}), ${CONNECTIONS} connections, ` +
        `${PHASE_MS / 1000} s per phase`,
    );
    // Warm up sharp and the route on a width nobody times.
    await (await fetch(`${api}/file/bench-photo.jpg`)).arrayBuffer();
    await renderRendition(photo, 1000);

    for (const name of ['starlight-town.jpg', 'bench-photo.jpg']) {
      const original = Buffer.from(await (await fetch(`${api}/file/${name}`)).arrayBuffer());
      console.log(`\nfirst request of each width, ${name} (1200×1200 JPEG, ${kb(original.length)})`);
      for (const width of RENDITION_WIDTHS) {
        const before = performance.now();
        const response = await fetch(`${api}/file/${name}?w=${width}`);
        const body = await response.arrayBuffer();
        const firstMs = performance.now() - before;
        const sharpBefore = performance.now();
        const rendered = await renderRendition(original, width);
        const sharpMs = performance.now() - sharpBefore;
        const againBefore = performance.now();
        await (await fetch(`${api}/file/${name}?w=${width}`)).arrayBuffer();
        const againMs = performance.now() - againBefore;
        const head = `  w=${String(width).padEnd(5)} ${response.status} ${response.headers.get('content-type')?.padEnd(10)} ${kb(body.byteLength).padStart(9)}`;
        console.log(
          rendered
            ? `${head}   first ${ms(firstMs)}   sharp alone ${ms(sharpMs)}   stored, next request ${ms(againMs)}`
            : `${head}   the original (not wider than ${width}): ${ms(firstMs)}, next request ${ms(againMs)}`,
        );
      }
    }

    console.log('');
    for (const [label, path] of [
      [`GET file/starlight-town.jpg?w=${CACHED_WIDTH} (stored)`, `starlight-town.jpg?w=${CACHED_WIDTH}`],
      [`GET file/bench-photo.jpg?w=${CACHED_WIDTH} (stored)`, `bench-photo.jpg?w=${CACHED_WIDTH}`],
      ['GET file/starlight-town.jpg (original)', 'starlight-town.jpg'],
    ] as const) {
      report(await phase(label, CONNECTIONS, PHASE_MS, () => fetch(`${api}/file/${path}`)));
    }
  } finally {
    await shop.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${value.toFixed(1).padStart(6)} ms`;

await main();
