import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// The same folders as tsconfig.json's paths and vite.config.ts.
const alias = {
  "~": fileURLToPath(new URL("./app", import.meta.url)),
  "~db": fileURLToPath(new URL("./db", import.meta.url)),
  "~shared": fileURLToPath(new URL("./shared", import.meta.url)),
};

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          include: ["app/**/*.test.ts", "app/**/*.test.tsx", "db/**/*.test.ts", "scripts/**/*.test.ts", "bench/**/*.test.ts"],
          environment: "node",
        },
      },
      {
        resolve: { alias },
        test: {
          // Run once per database: TEST_DB=pglite (default) or TEST_DB=postgres.
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/support/global-setup.ts"],
          // Each file opens a database of its own, so files can run side by side. vitest's default
          // (one worker less than the cores) leaves a 2-core machine one worker and a core idle;
          // with two, the runs on PGlite and on PostgreSQL together take 12 minutes instead of 20.
          maxWorkers: Math.max(2, availableParallelism() - 1),
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        resolve: { alias },
        test: {
          // `npm run test:stress`: crashes, restarts, load and backups against the production build,
          // one file at a time (each runs servers that want the whole machine).
          name: "stress",
          include: ["tests/stress/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/stress/global-setup.ts"],
          fileParallelism: false,
          testTimeout: 60 * 60_000,
          hookTimeout: 10 * 60_000,
        },
      },
      {
        resolve: { alias },
        test: {
          // The shopper's and the owner's main flows in Firefox ESR over WebDriver BiDi, against
          // the production build: one shop and one browser, one file at a time.
          name: "firefox",
          include: ["tests/firefox/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/firefox/global-setup.ts"],
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
      {
        resolve: { alias },
        test: {
          // `npm run test:topology`: Caddy, two production servers, PostgreSQL and a bucket
          // (docs/deploy.md); the tests of one file share them, in order.
          name: "topology",
          include: ["tests/topology/**/*.test.ts"],
          environment: "node",
          fileParallelism: false,
          testTimeout: 5 * 60_000,
          hookTimeout: 5 * 60_000,
        },
      },
    ],
  },
});
