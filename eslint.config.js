import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["build/", ".react-router/", "node_modules/", "data/", "test-results/", ".test-reports/", "tmp/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/no-empty-object-type": ["error", { allowInterfaces: "with-single-extends" }],
    },
  },
  {
    // French texts put no-break spaces before : ; ! ? (docs/product/style-fr.md), also in the demo's article bodies.
    files: ["db/demo/**"],
    rules: { "no-irregular-whitespace": ["error", { skipStrings: true, skipTemplates: true }] },
  },
  {
    files: ["tests/e2e/**"],
    rules: { "no-empty-pattern": "off" },
  },
);
