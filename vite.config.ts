import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
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
              groups: [{ name: "framework", test: /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/ }],
            },
          },
        },
  },
  // Bundled into the server build so that only the icons the shop draws are loaded, not the
  // whole set (tens of megabytes of the server's memory).
  ssr: { noExternal: ["lucide-react"] },
}));
