import type { ProjectionLag } from '@shop/domain/health/apiSchemas';
import type { Db } from '@shop/projections/ports/db';
import type { EventStore } from '@shop/projections/ports/eventStore';
import type { SmsSender } from './adapters/sms/smsSender.ts';
import type { CatalogueAnswers } from './catalogue/catalogueAnswers.ts';
import type { Clock } from './clock.ts';
import type { Config } from './config.ts';
import type { ProjectionWaits } from './orders/readYourWrites.ts';
import type { VapidKeys } from './push/pushKeys.ts';

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

/** How far each projection is behind the event store (the health route's lag). */
export interface ProjectionHealth {
  lag(): Promise<ProjectionLag[]>;
}

/** Which replica runs each projection (server.ts wires it to the running projections). */
export interface ProjectionRunners {
  /** The identity ("host:pid") of the process running each projection now; one nobody runs is left out. */
  runBy(): Promise<ReadonlyMap<string, string>>;
}

/** Every route reads them as `app.deps`. */
declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}
