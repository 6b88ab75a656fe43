import { defineConfig } from 'vitest/config';

// One run covers every workspace, and tools/ (the import rules of the whole repository). Integration suites
// (*.int.test.ts) use real databases: PGlite always, Postgres when DATABASE_URL is set. Playwright specs live
// in web/e2e and run through `npm run test:e2e`.
export default defineConfig({
  test: {
    projects: [
      ...['domain', 'projections', 'bff', 'web'].map((name) => ({
        extends: true as const,
        test: {
          name,
          root: `./${name}`,
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
          // A file's worker keeps the modules the files before it loaded: importing the bff afresh for each of
          // its files cost more than the tests themselves. The web's files render into a shared DOM, so they
          // keep a fresh worker each.
          isolate: name === 'web',
        },
      })),
      { extends: true as const, test: { name: 'tools', root: './tools', include: ['**/*.test.ts'] } },
    ],
    // Generous: two files share two cores, and a few tests start real processes or hash many passwords.
    testTimeout: 90_000,
    hookTimeout: 120_000,
    // Two files at a time, one per core: every integration suite has its own PGlite and its own Postgres
    // schema (bff/src/db/testDatabases.ts), so files never see each other's rows.
    maxWorkers: 2,
  },
});
