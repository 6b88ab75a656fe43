/**
 * `npm run projections:rebuild`: replays the event store into fresh copies of every read model's tables
 * and swaps them in. Uses DATABASE_URL (else PGlite in DATA_DIR, default ./data, which the shop must not
 * have open) and EVENTSTORE_URL (else the events table in that database).
 */
import type { Db } from '@shop/projections/ports/db';
import { allProjections } from '@shop/projections/registry';
import {
  type RebuildProgress,
  type RebuildResult,
  rebuildProjection,
} from '@shop/projections/runner/rebuild';
import { claimRebuild } from '@shop/projections/runner/status';
import { openEventStore } from '../adapters/eventStore/openEventStore.ts';
import { dataDirOf } from '../config.ts';
import { DataDirLockedError, lockDataDir } from '../dataDirLock.ts';
import { migrate } from '../db/migrate.ts';
import { openPglite } from '../db/pglite.ts';
import { openPostgres } from '../db/postgres.ts';

const BAR_WIDTH = 30;

function setting(name: string): string | undefined {
  const value = process.env[name];
  return value === undefined || value === '' ? undefined : value;
}

function drawBar(progress: RebuildProgress): void {
  const filled = Math.round(progress.fraction * BAR_WIDTH);
  const bar = `${'#'.repeat(filled)}${'-'.repeat(BAR_WIDTH - filled)}`;
  const percent = `${Math.floor(progress.fraction * 100)}`.padStart(3);
  process.stderr.write(
    `\r${progress.projection.padEnd(24)} [${bar}] ${percent}%  ${progress.processed} events`,
  );
}

async function openDatabase(): Promise<{ db: Db; where: string; release(): Promise<void> }> {
  const databaseUrl = setting('DATABASE_URL');
  if (databaseUrl) {
    return {
      // An offline rebuild may run long statements over every event; the shop's 30 s cap is for requests.
      db: openPostgres(databaseUrl, { statementTimeoutMs: 0 }),
      where: 'Postgres (DATABASE_URL)',
      release: async () => undefined,
    };
  }
  const dataDir = dataDirOf(setting('DATA_DIR'), process.env.INIT_CWD);
  // PGlite corrupts a folder opened by two processes: take the shop's own lock, or refuse.
  const lock = await lockDataDir(dataDir);
  try {
    return { db: await openPglite(dataDir), where: `PGlite in ${dataDir}`, release: () => lock.release() };
  } catch (error) {
    await lock.release();
    throw error;
  }
}

async function main(): Promise<number> {
  let opened: Awaited<ReturnType<typeof openDatabase>>;
  try {
    opened = await openDatabase();
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(
        `Cannot rebuild: the shop (pid ${error.pid}) has ${error.dataDir} open. Stop the shop first, then run ` +
          'npm run projections:rebuild again.',
      );
      return 2;
    }
    throw error;
  }
  const { db, where } = opened;
  const eventStoreUrl = setting('EVENTSTORE_URL');
  const store = await openEventStore({ db, eventStoreUrl });
  const results: RebuildResult[] = [];
  try {
    await migrate(db);
    console.error(
      `Rebuilding ${allProjections.length} projection(s) on ${where}, events from ${
        eventStoreUrl ? 'KurrentDB (EVENTSTORE_URL)' : 'the events table'
      }`,
    );
    for (const projection of allProjections) {
      if (!(await claimRebuild(db, projection.name, new Date()))) {
        console.error(
          `Cannot rebuild ${projection.name}: a rebuild of it is under way (from the back office, or another ` +
            `run of this command). Wait for it to end (the projections page shows it), then run this again.` +
            (results.length > 0 ? ` Rebuilt before it: ${results.map((r) => r.projection).join(', ')}.` : ''),
        );
        return 2;
      }
      const result = await rebuildProjection(db, store, projection, { onProgress: drawBar });
      process.stderr.write('\n');
      results.push(result);
    }
  } finally {
    await store.close();
    await db.close();
    await opened.release();
  }

  console.log(
    '\nprojection               events  tables                                    checkpoint        time',
  );
  for (const r of results) {
    console.log(
      `${r.projection.padEnd(24)} ${String(r.events).padStart(6)}  ${r.tables.join(', ').padEnd(40)}  ${`${r.checkpoint.commit}/${r.checkpoint.prepare}`.padEnd(16)}  ${(r.durationMs / 1000).toFixed(1)} s`,
    );
  }
  console.log(`Rebuilt ${results.length} projection(s).`);
  return 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write('\n');
    console.error('Rebuild failed:', error);
    process.exitCode = 1;
  },
);
