/**
 * Compiles the Node entry (server.ts and what it imports outside React Router's build) into
 * build/shop, so that the shop runs on plain `node` without compiling TypeScript as it starts
 * (docs/decisions/0017). Packages stay in node_modules; the migrations travel with the bundle.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const root = fileURLToPath(new URL("..", import.meta.url));
const outdir = path.join(root, "build/shop");

fs.rmSync(outdir, { recursive: true, force: true });
await build({
  absWorkingDir: root,
  entryPoints: {
    server: "server.ts",
    // The first start imports the demo in a child process of its own (demo-database.server.ts).
    "demo-database-child.server": "app/server/demo-database-child.server.ts",
  },
  outdir,
  bundle: true,
  splitting: true,
  format: "esm",
  platform: "node",
  target: "node20",
  packages: "external",
  sourcemap: "linked",
  logLevel: "warning",
});
fs.cpSync(path.join(root, "db/migrations"), path.join(outdir, "migrations"), { recursive: true });
