import type { Db } from '@shop/projections/ports/db';
import type { EventStore } from '@shop/projections/ports/eventStore';
import type { SmsSender } from './adapters/sms/smsSender.ts';
import type { CatalogueAnswers } from './catalogue/catalogueAnswers.ts';
import type { Clock } from './clock.ts';
import type { Config } from './config.ts';
import type { ProjectionWaits } from './orders/readYourWrites.ts';
import type { VapidKeys } from './push/pushKeys.ts';
import type { ProjectionRunners } from './routes/admin/projections/index.ts';
import type { ProjectionHealth } from './routes/health/index.ts';

/**
 * What the assembled shop hands the app (server.ts builds it, tests build their own): types only, so code
 * that needs the dependencies' shape (limits/, features) imports this module and never the app itself.
 */
export interface AppDeps {
  config: Config;
  db: Db;
  eventStore: EventStore;
  clock: Clock;
  /** Lag for the health route; waits for read-your-writes (orders/readYourWrites.ts); who runs each. */
  projections: ProjectionHealth & ProjectionWaits & ProjectionRunners;
  sms: SmsSender;
  catalogueAnswers: CatalogueAnswers;
  /** The VAPID keys Web Push signs with; null or absent: push is off (push/pushKeys.ts). */
  pushKeys?: VapidKeys | null;
}

/** Every route reads them as `app.deps`. */
declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}
