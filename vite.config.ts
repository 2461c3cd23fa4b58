import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { eagerCommonJs } from "./scripts/eager-commonjs.ts";

const shopFrame = new RegExp(
  [
    String.raw`[\/]app[\/](root\.tsx|root-data\.ts)$`,
    String.raw`[\/]app[\/]i18n[\/](i18n|languages|react|texts-files|content|per-language)\.tsx?$`,
    String.raw`[\/]app[\/]lib[\/](after-first-paint|dates|local-storage-store|money|utils)\.ts$`,
    String.raw`[\/]app[\/]cart[\/](cart-link|cart-provider|cart-store)\.tsx?$`,
    String.raw`[\/]app[\/]saved[\/](saved-link|saved-store)\.tsx?$`,
    String.raw`[\/]app[\/]components[\/](header-count|instagram-icon|language-switcher|logo|mobile-menu|nav-links|site-footer|site-header)\.tsx?$`,
    String.raw`[\/]app[\/]components[\/]ui[\/](badge|button|toast|use-dialog-on-demand)\.tsx?$`,
    String.raw`[\/]app[\/]seo[\/]meta\.ts$`,
    String.raw`[\/]shared[\/](languages|settings-values)\.ts$`,
    String.raw`[\/]node_modules[\/](clsx|class-variance-authority)[\/]`,
  ].join("|"),
);

const shopPieces = new RegExp(
  [
    String.raw`[\/]app[\/]components[\/](shown-price|image-placeholder|product-image)\.tsx$`,
    String.raw`[\/]app[\/]shop[\/](shipping-text|shipping-terms)\.ts$`,
    String.raw`[\/]app[\/]lib[\/](withdrawal|use-shop-time)\.ts$`,
  ].join("|"),
);

export default defineConfig(({ isSsrBuild }) => ({
  // The browser's CommonJS modules (React's) compiled as they arrive, not on first call (docs/decisions/0097).
  plugins: [tailwindcss(), reactRouter(), ...(isSsrBuild ? [] : [eagerCommonJs({ mustFindIn: "framework" })])],
  resolve: {
    alias: {
      "~": fileURLToPath(new URL("./app", import.meta.url)),
      "~db": fileURLToPath(new URL("./db", import.meta.url)),
      "~shared": fileURLToPath(new URL("./shared", import.meta.url)),
    },
  },
  build: {
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            codeSplitting: {
              // Every page needs React, react-dom and React Router whole: one file instead of three
              // (docs/decisions/0015).
              groups: [
                { name: "framework", test: /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/ },
                // What every page's frame loads (the root, header, footer, cart, texts and helpers):
                // one file instead of some twenty, which compresses 8 kB better together. Nothing
                // loaded on demand (menus, dialogs) and nothing of the back office is named here
                // (docs/decisions/0045).
                { name: "shop-frame", test: shopFrame },
                // Small parts that the cards, the product page and the cart all draw (a price, a
                // picture, the shipping and withdrawal words): one file instead of seven, which
                // saves a kilobyte of the product page's scripts in headers and imports.
                { name: "shop-pieces", test: shopPieces },
              ],
            },
          },
        },
  },
  // Bundled into the server build so that only the icons the shop draws are loaded, not the
  // whole set (tens of megabytes of the server's memory).
  ssr: { noExternal: ["lucide-react"] },
}));
