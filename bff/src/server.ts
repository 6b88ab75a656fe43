import { hostname } from 'node:os';
import type { Db } from '@shop/projections/ports/db';
import type { EventStore } from '@shop/projections/ports/eventStore';
import { allProjections } from '@shop/projections/registry';
import { type RunningProjections, startProjections } from '@shop/projections/runner/runningProjections';
import { projectionStatuses } from '@shop/projections/runner/status';
import type { FastifyInstance } from 'fastify';
import { openEventStore } from './adapters/eventStore/openEventStore.ts';
import { openSmsSender } from './adapters/sms/openSmsSender.ts';
import { buildApp } from './app.ts';
import type { AppDeps } from './appDeps.ts';
import { openCatalogueAnswers } from './catalogue/catalogueAnswers.ts';
import type { Clock } from './clock.ts';
import type { Config } from './config.ts';
import { migrate } from './db/migrate.ts';
import { openPglite } from './db/pglite.ts';
import { openPostgres } from './db/postgres.ts';
import { startVipLapseSweeper } from './members/vipLapse.ts';
import { startPaymentWindowSweeper } from './orders/paymentWindow.ts';
import { type VapidKeys, vapidKeys } from './push/pushKeys.ts';
import { pushReactor } from './push/pushReactor.ts';
import { startPushSender } from './push/pushSender.ts';
import { seedDemoData } from './seed/seedDemoData.ts';
import type { Sweeper } from './sweeper.ts';

export interface Shop {
  app: FastifyInstance;
  db: Db;
  eventStore: EventStore;
  projections: RunningProjections;
  /** Cancels unpaid orders past their window: once at start, then every minute. */
  paymentWindow: Sweeper;
  /** Makes VIP members whose membership date has passed ordinary, forfeiting their points: at start, then hourly. */
  vipLapse: Sweeper;
  /** Web Push (docs/push.md): the reactor queueing notifications and the sender posting them; null when off. */
  push: { keys: VapidKeys; reactor: RunningProjections; sender: Sweeper } | null;
  /** Stops serving and every background worker, leaving the database and event store open (a restart in tests). */
  stop(): Promise<void>;
  close(): Promise<void>;
}

const PAYMENT_WINDOW_SWEEP_MS = 60_000;
// A membership ends on a date; an hour late is soon enough, and the start-up sweep catches up after a stop.
const VIP_LAPSE_SWEEP_MS = 60 * 60_000;
// Notifications go out within about a second of their event; retries wait their own backoff.
const PUSH_SEND_MS = 1000;
// Room for every page of every category and the searches shoppers repeat; a page of 1,000 is about 1 MB.
const CATALOGUE_ANSWER_BYTES = 32 * 1024 * 1024;

export async function openDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'>): Promise<Db> {
  return config.databaseUrl ? openPostgres(config.databaseUrl) : openPglite(config.dataDir);
}

/**
 * The composition root: migrate, open the event store, seed the demo data on the first start only, start
 * the projections, build the app. `db` is opened by the caller so tests can hand in an isolated database.
 */
export async function assembleShop(config: Config, db: Db, clock: Clock): Promise<Shop> {
  await migrate(db);
  const eventStore = await openEventStore({ db, eventStoreUrl: config.eventStoreUrl });
  if (config.seedDemoData) await seedDemoData(db, eventStore, clock.now());
  const projections = await startProjections({
    db,
    store: eventStore,
    projections: allProjections,
    identity: `${hostname()}:${process.pid}`,
    leaderRetryMs: config.projectionLeaderRetryMs,
  });
  const names = allProjections.map((projection) => projection.name);
  const pushKeys = await vapidKeys(config);
  const catalogueAnswers = await openCatalogueAnswers(db, clock, {
    maxAgeMs: config.catalogueMaxAgeMs,
    maxBytes: CATALOGUE_ANSWER_BYTES,
  });
  const deps: AppDeps = {
    config,
    db,
    eventStore,
    clock,
    projections: {
      lag: async () =>
        (await projectionStatuses(db, eventStore, names)).map(({ name, lag, state }) => ({
          name,
          behind: lag.behind,
          state,
        })),
      waitFor: (name, position, options) => projections.waitForProjection(name, position, options),
      runBy: () => projections.runBy(),
    },
    sms: openSmsSender(config, db, clock),
    catalogueAnswers,
    pushKeys,
  };
  const app = await buildApp(deps);
  const paymentWindow = await startPaymentWindowSweeper({
    db,
    eventStore,
    clock,
    intervalMs: PAYMENT_WINDOW_SWEEP_MS,
    onError: (error) => app.log.error({ err: error }, 'cancelling unpaid orders failed'),
  });
  const vipLapse = await startVipLapseSweeper({
    db,
    eventStore,
    clock,
    intervalMs: VIP_LAPSE_SWEEP_MS,
    onError: (error) => app.log.error({ err: error }, 'lapsing expired VIP memberships failed'),
  });
  const push = pushKeys
    ? {
        keys: pushKeys,
        // Its own runner and checkpoint, outside the read models: a rebuild of those never sends again.
        reactor: await startProjections({
          db,
          store: eventStore,
          projections: [pushReactor(config.shopName)],
          identity: `${hostname()}:${process.pid}`,
          leaderRetryMs: config.projectionLeaderRetryMs,
        }),
        sender: await startPushSender({
          db,
          clock,
          keys: pushKeys,
          shopName: config.shopName,
          intervalMs: PUSH_SEND_MS,
          onError: (error) => app.log.warn({ err: error }, 'sending a push notification failed'),
        }),
      }
    : null;
  async function stop() {
    await push?.sender.stop();
    await push?.reactor.stop();
    await vipLapse.stop();
    await paymentWindow.stop();
    await app.close();
    await projections.stop();
    catalogueAnswers.close();
  }
  return {
    app,
    db,
    eventStore,
    projections,
    paymentWindow,
    vipLapse,
    push,
    stop,
    async close() {
      await stop();
      await eventStore.close();
      await db.close();
    },
  };
}
