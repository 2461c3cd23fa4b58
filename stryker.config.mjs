// Mutation testing of the shop's pure domain modules (`npm run test:mutation`, see bench/RESULTS.md):
// each change Stryker makes to one of these files must make one of its unit tests fail. It runs in
// the bench rather than in `npm test`: a full run takes minutes on two cores.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: "vitest",
  vitest: { configFile: "vitest.mutation.config.ts" },
  plugins: ["@stryker-mutator/vitest-runner"],
  mutate: [
    "app/shop/cart.ts",
    "app/cart/cart-check.ts",
    "app/catalog/catalog-filters.ts",
    "app/orders/order-text.ts",
    "app/orders/order-message.ts",
    "app/orders/conversation/status-machine.ts",
    "app/shop/shipping-terms.ts",
    "app/lib/money.ts",
    "app/lib/amount-schemas.ts",
    "app/lib/slug.ts",
    "app/lib/truncate.ts",
    "app/lib/dates.ts",
    "app/lib/password-rules.ts",
    "app/auth/common-passwords.server.ts",
    // passwordProblem: the rest of the file writes accounts
    "app/auth/accounts.server.ts:8-13",
  ],
  ignorePatterns: ["/build", "/data", "/test-results", "/playwright-report", "/bench/results", "/reports"],
  concurrency: 2,
  incremental: true,
  // Kept out of git (.gitignore): each run retests only the mutants whose code or tests changed.
  incrementalFile: "reports/stryker-incremental.json",
  reporters: ["clear-text", "progress", "html"],
  htmlReporter: { fileName: "reports/mutation/mutation.html" },
  thresholds: { high: 95, low: 90, break: 90 },
  tempDirName: ".stryker-tmp",
  cleanTempDir: "always",
};
