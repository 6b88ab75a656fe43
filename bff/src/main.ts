import { systemClock } from './clock.ts';
import { loadConfig } from './config.ts';
import { DataDirLockedError, lockDataDir } from './dataDirLock.ts';
import { isDatabaseUnavailable } from './db/connectionErrors.ts';
import { assembleShop, openDatabase } from './server.ts';

async function main(): Promise<void> {
  const config = loadConfig();
  // Only the embedded database lives in the data folder; with DATABASE_URL several replicas may run.
  const lock = config.databaseUrl ? null : await lockDataDir(config.dataDir);
  let shop: Awaited<ReturnType<typeof assembleShop>>;
  try {
    shop = await assembleShop(config, await openDatabase(config), systemClock);
  } catch (error) {
    await lock?.release();
    throw error;
  }
  const { app } = shop;

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    try {
      await shop.close();
    } finally {
      await lock?.release();
      process.exit(0);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const where = config.databaseUrl ? 'Postgres' : `PGlite in ${config.dataDir}`;
  app.log.info(`${config.shopName} is open at http://localhost:${config.port} (${where})`);
}

main().catch((error: unknown) => {
  if (error instanceof DataDirLockedError) {
    console.error(`\n${error.message}\n`);
  } else if (isDatabaseUnavailable(error)) {
    console.error(`\nCould not reach the database at ${databaseAddress()}: ${(error as Error).message}.`);
    console.error('Check DATABASE_URL and that Postgres is up and answering; the shop did not start.\n');
  } else {
    console.error(error);
  }
  process.exit(1);
});

/** Host, port and database of DATABASE_URL, without the credentials. */
function databaseAddress(): string {
  try {
    const url = new URL(process.env.DATABASE_URL ?? '');
    return `${url.hostname}:${url.port || '5432'}${url.pathname}`;
  } catch {
    return 'DATABASE_URL';
  }
}
