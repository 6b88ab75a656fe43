import type { FastifyInstance } from 'fastify';
import { fixedClock } from '../clock.ts';
import { type Config, loadConfig } from '../config.ts';
import type { TestDatabase } from '../db/testDatabases.ts';
import { assembleShop, type Shop } from '../server.ts';

export interface TestShop extends Shop {
  app: FastifyInstance;
  clock: ReturnType<typeof fixedClock>;
  config: Config;
}

/** The real shop on a test database: migrated, seeded with the demo data, projections running. */
export async function startTestShop(
  leg: TestDatabase,
  options: { now?: Date; seed?: boolean; config?: Partial<Config> } = {},
): Promise<TestShop> {
  const clock = fixedClock(options.now ?? new Date('2026-11-21T10:00:00+08:00'));
  const config: Config = {
    ...loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    }),
    webDist: '/nonexistent',
    webServerEntry: '/nonexistent/render.js',
    seedDemoData: options.seed ?? true,
    ...options.config,
  };
  const db = await leg.open();
  const shop = await assembleShop(config, db, clock);
  return { ...shop, clock, config };
}
