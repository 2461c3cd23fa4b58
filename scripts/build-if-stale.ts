/**
 * The first half of `npm start`: builds the shop (`npm run build`) when a build is missing or older
 * than its sources. The build's own output goes to build/build.log; the terminal gets one line
 * that counts the seconds, or the log's last lines when the build fails. package.json then runs
 * build/shop/server.js on plain node, which migrates the database and imports the demo into a new
 * embedded one.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { startStep } from "~/server/progress.server";

const root = fileURLToPath(new URL("..", import.meta.url));
const builds = ["build/server/index.js", "build/shop/server.js"];
const sources = ["app", "db", "shared", "public", "server.ts", "scripts/build-server.ts", "vite.config.ts", "react-router.config.ts", "tsconfig.json", "package-lock.json"];
const buildLog = "build/build.log";

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
  // Written aside while the build runs, as the build empties build/ first.
  const writing = path.join(root, "node_modules/.cache/shop-build.log");
  fs.mkdirSync(path.dirname(writing), { recursive: true });
  const log = fs.openSync(writing, "w");
  const step = startStep(`building the shop (its log: ${buildLog})…`);
  const code = await new Promise<number | null>((resolve) => {
    const child = spawn("npm", ["run", "-s", "build"], {
      cwd: root,
      stdio: ["ignore", log, log],
      env: { ...process.env, NODE_ENV: "production" },
    });
    child.once("error", () => resolve(null));
    child.once("exit", resolve);
  });
  fs.closeSync(log);
  fs.mkdirSync(path.join(root, "build"), { recursive: true });
  fs.renameSync(writing, path.join(root, buildLog));
  if (code !== 0) {
    step.end("the build failed");
    const lines = fs.readFileSync(path.join(root, buildLog), "utf8").trimEnd().split("\n");
    console.error(lines.slice(-30).join("\n"));
    console.error(`\nThe shop could not be built; the whole output is in ${buildLog}.`);
    process.exit(code || 1);
  }
  step.end("built the shop");
}
