import { defineConfig } from "vitest/config";
import shop from "./vitest.config";

// `npm run test:mutation` (stryker.config.mjs): only the unit tests of the mutated modules, wherever
// they live, so Stryker's first run and each mutant's run stay short on two cores.
const testedModules = [
  "cart",
  "cart-check",
  "catalog-filters",
  "order-text",
  "order-message",
  "status-machine",
  "stock-conservation",
  "shipping-terms",
  "shipping-text",
  "money",
  "amount-schemas",
  "quote-form",
  "slug",
  "truncate",
  "dates",
  "password-rules",
  "accounts.server",
];

export default defineConfig({
  resolve: shop.resolve,
  test: { include: [`app/**/{${testedModules.join(",")}}.test.ts`], environment: "node" },
});
