import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { openToOthersUnder } from "../support/file-modes";
import { repoRoot } from "../support/shop-server";

/**
 * `npm start` as a new owner meets it (docs/decisions/0030): a checkout with no build and no data
 * folder builds the shop, creates the demo database and says where the shop is, in a few lines,
 * with no warning of the build tools on the way. The checkout is a copy of the repository's files
 * sharing its installed packages, so the build is real and nothing of the repository is touched.
 * It runs under a umask that opens every new file to everyone: the data folder is still the shop's
 * user's alone (docs/product/access.md#the-data-folder).
 */
const checkout = fs.mkdtempSync(path.join(os.tmpdir(), "shop-first-start-"));
let shopGroup: number | undefined;
/** The `npm start` of the first test, still running, for the second to stop. */
let started: { npm: ChildProcess; address: string; output: () => string } | undefined;

afterAll(() => {
  if (shopGroup) {
    try {
      process.kill(-shopGroup, "SIGTERM");
    } catch {
      // Already gone.
    }
  }
  fs.rmSync(checkout, { recursive: true, force: true });
});

function copyCheckout() {
  const files = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], { cwd: repoRoot, encoding: "utf8" })
    .split("\0")
    .filter(Boolean);
  for (const file of files) {
    const from = path.join(repoRoot, file);
    if (!fs.existsSync(from)) continue;
    fs.mkdirSync(path.dirname(path.join(checkout, file)), { recursive: true });
    fs.copyFileSync(from, path.join(checkout, file));
  }
  fs.symlinkSync(path.join(repoRoot, "node_modules"), path.join(checkout, "node_modules"));
}

it("builds, creates the demo shop and says where it is, quietly", async () => {
  copyCheckout();
  const env: Record<string, string | undefined> = { ...process.env, PORT: "0", HOST: "127.0.0.1" };
  // As in a fresh terminal: none of the test runner's or the owner's settings.
  for (const name of ["NODE_ENV", "DATA_DIR", "DATABASE_URL", "DEMO_DATA", "ADMIN_EMAIL", "ADMIN_PASSWORD", "LOG_LEVEL", "VITEST"]) delete env[name];
  const npm = spawn("sh", ["-c", "umask 000 && exec npm start"], { cwd: checkout, env, detached: true, stdio: ["ignore", "pipe", "pipe"] });
  shopGroup = npm.pid;
  let output = "";
  npm.stdout.on("data", (chunk) => (output += chunk));
  npm.stderr.on("data", (chunk) => (output += chunk));
  const address = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no "Shop ready" line in 8 minutes:\n${output}`)), 8 * 60_000);
    npm.once("exit", (code) => reject(new Error(`npm start ended (${code}) before the shop was ready:\n${output}`)));
    const poll = setInterval(() => {
      const ready = /Shop ready at (http:\/\/\S+)/.exec(output);
      if (ready) {
        clearInterval(poll);
        clearTimeout(timer);
        resolve(ready[1]);
      }
    }, 100);
  });

  // npm's own echo of the command ("> crochet-shop start" and the command line) is not the shop's.
  const lines = output
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith(">") && !/^npm warn Unknown (user|env) config/.test(line));
  // The shop's own warning that orders still go to the demo address is meant for the owner.
  const demoAddress = lines.filter((line) => line.startsWith("Warning: order requests still go to the demo address"));
  expect(demoAddress, output).toHaveLength(1);
  expect(lines.filter((line) => !demoAddress.includes(line) && /warn|deprecat|future flag|v\d_\w+/i.test(line)), output).toEqual([]);
  expect(lines.some((line) => line.startsWith("building the shop (its log: build/build.log)")), output).toBe(true);
  expect(lines.some((line) => /^built the shop \(\d+ s\)$/.test(line)), output).toBe(true);
  expect(lines.some((line) => line.startsWith("creating the database with the demo catalogue")), output).toBe(true);
  expect(lines.some((line) => line.startsWith("No admin account yet.") && line.includes("npm run admin -- create")), output).toBe(true);
  // The build's own output (asset sizes and all) is in its log, not in the terminal.
  expect(lines.length, output).toBeLessThanOrEqual(10);
  expect(fs.readFileSync(path.join(checkout, "build/build.log"), "utf8")).toMatch(/built in/);

  const home = await fetch(`${address.replace("localhost", "127.0.0.1")}/catalog?lng=en`);
  expect(home.status).toBe(200);
  expect(await home.text()).toContain("Pompom Beanie");
  expect(fs.existsSync(path.join(checkout, "data", "db", "PG_VERSION"))).toBe(true);
  expect(openToOthersUnder(path.join(checkout, "data"))).toEqual([]);
  started = { npm, address: address.replace("localhost", "127.0.0.1"), output: () => output };
});

it("stops when npm's own process is told to: the shop finishes, says so, and leaves no process behind", async () => {
  expect(started, "the shop the test above started").toBeDefined();
  const { npm, address, output } = started!;
  const exited = new Promise<number | null>((resolve) => npm.once("exit", (code) => resolve(code)));
  // What a service manager or a terminal's Ctrl-C does: a signal to the process it started, npm.
  process.kill(npm.pid!, "SIGTERM");
  const late = new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`still running 30 s after the signal:\n${output()}`)), 30_000).unref());
  expect(await Promise.race([exited, late]), output()).toBe(0);
  // The last line the server writes, after its database is closed.
  expect(output()).toMatch(/"msg":"stopped"/);
  await expect(fetch(`${address}/healthz`)).rejects.toThrow();
  // Nothing is left of npm's process group: not the shell npm ran, not the server.
  expect(() => process.kill(-npm.pid!, 0)).toThrow(expect.objectContaining({ code: "ESRCH" }));
  shopGroup = undefined;
});
