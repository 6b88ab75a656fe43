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
        },
      })),
      { extends: true as const, test: { name: 'tools', root: './tools', include: ['**/*.test.ts'] } },
    ],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});
