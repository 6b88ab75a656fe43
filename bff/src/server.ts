import type { Db } from '@shop/projections/ports/db';
import type { EventStore } from '@shop/projections/ports/eventStore';
import { allProjections } from '@shop/projections/registry';
import { projectionLag } from '@shop/projections/runner/lag';
import { type RunningProjections, startProjections } from '@shop/projections/runner/projectionRunner';
import type { FastifyInstance } from 'fastify';
import { openEventStore } from './adapters/eventStore/openEventStore.ts';
import { openSmsSender } from './adapters/sms/openSmsSender.ts';
import { type AppDeps, buildApp } from './app.ts';
import type { Clock } from './clock.ts';
import type { Config } from './config.ts';
import { migrate } from './db/migrate.ts';
import { openPglite } from './db/pglite.ts';
import { openPostgres } from './db/postgres.ts';
import { type PaymentWindowSweeper, startPaymentWindowSweeper } from './orders/paymentWindow.ts';
import { seedDemoData } from './seed/seedDemoData.ts';

export interface Shop {
  app: FastifyInstance;
  db: Db;
  eventStore: EventStore;
  projections: RunningProjections;
  /** Cancels unpaid orders past their window: once at start, then every minute. */
  paymentWindow: PaymentWindowSweeper;
  close(): Promise<void>;
}

const PAYMENT_WINDOW_SWEEP_MS = 60_000;

export async function openDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'>): Promise<Db> {
  return config.databaseUrl ? openPostgres(config.databaseUrl) : openPglite(config.dataDir);
}

/**
 * The composition root: migrate, open the event store, seed the demo data on the first start only, start
 * the projections, build the app. `db` is opened by the caller so tests can hand in an isolated database.
 */
export async function assembleShop(config: Config, db: Db, clock: Clock): Promise<Shop> {
  await migrate(db);
  const eventStore = openEventStore({ db, eventStoreUrl: config.eventStoreUrl });
  if (config.seedDemoData) await seedDemoData(db, eventStore, clock.now());
  const projections = await startProjections({ db, store: eventStore, projections: allProjections });
  const names = allProjections.map((projection) => projection.name);
  const deps: AppDeps = {
    config,
    db,
    eventStore,
    clock,
    projections: {
      lag: () => projectionLag(db, eventStore, names),
      waitFor: async (name, position, options) => {
        const runner = projections.runners.find((candidate) => candidate.name === name);
        if (!runner) throw new Error(`No projection named ${name}`);
        await runner.waitFor(position, options);
      },
    },
    sms: openSmsSender(config, db, clock),
  };
  const app = await buildApp(deps);
  const paymentWindow = await startPaymentWindowSweeper({
    db,
    eventStore,
    clock,
    intervalMs: PAYMENT_WINDOW_SWEEP_MS,
    onError: (error) => app.log.error({ err: error }, 'cancelling unpaid orders failed'),
  });
  return {
    app,
    db,
    eventStore,
    projections,
    paymentWindow,
    async close() {
      await paymentWindow.stop();
      await app.close();
      await projections.stop();
      await eventStore.close();
      await db.close();
    },
  };
}
