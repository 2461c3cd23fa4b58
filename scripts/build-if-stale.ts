/**
 * The first half of `npm start`: builds the shop when a build is missing or older than its
 * sources (React Router's build, then the compiled server entry). package.json then runs
 * build/shop/server.js on plain node, which migrates the database and imports the demo into a new
 * embedded one.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const builds = ["build/server/index.js", "build/shop/server.js"];
const sources = ["app", "db", "public", "server.ts", "scripts/build-server.ts", "vite.config.ts", "react-router.config.ts", "package-lock.json"];

function newestChange(entry: string): number {
  const full = path.join(root, entry);
  if (!fs.existsSync(full)) return 0;
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of fs.readdirSync(full)) newest = Math.max(newest, newestChange(path.join(entry, child)));
  return newest;
}

const buildTime = Math.min(...builds.map((built) => (fs.existsSync(path.join(root, built)) ? fs.statSync(path.join(root, built)).mtimeMs : 0)));
if (buildTime < Math.max(...sources.map(newestChange))) {
  console.log("Building the shop…");
  const result = spawnSync(path.join(root, "node_modules/.bin/react-router"), ["build"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
  await import("./build-server");
}
