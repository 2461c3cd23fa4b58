import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { repoRoot, serverArgs } from "../support/shop-server";
import {
  copyOfDemoDataDir,
  demoShop,
  embeddedDatabaseState,
  orderableLines,
  orderLoad,
  removeScratch,
  shopEnv,
  sleep,
  startShop,
  storedOrders,
  type OrderOutcome,
} from "./support";

afterAll(removeScratch);

const isRoot = process.getuid?.() === 0;
/** As root, a private mount namespace lets a test mount a read-only folder or a tiny disk for one process. */
const canMount = isRoot && spawnSync("unshare", ["-m", "sh", "-c", "mount -t tmpfs -o size=1m tmpfs /mnt"]).status === 0;

/** Runs `npm start`'s server to its end with a shell prefix (e.g. mounting in its own namespace). */
function runShop(dataDir: string, options: { shell?: string; nodeArgs?: string[]; env?: Record<string, string> } = {}) {
  const node = [process.execPath, ...(options.nodeArgs ?? []), ...serverArgs].map((a) => `'${a}'`).join(" ");
  const script = options.shell ? `${options.shell} && exec ${node}` : `exec ${node}`;
  const command = options.shell ? ["unshare", "-m", "sh", "-c", script] : ["sh", "-c", script];
  return spawnSync(command[0], command.slice(1), {
    cwd: repoRoot,
    env: { ...process.env, ...shopEnv, NODE_ENV: "production", PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir, ...options.env },
    encoding: "utf8",
    timeout: 120_000,
  });
}

/** The start fails with exactly one line on stderr, no stack trace, and a non-zero exit code. */
function expectOneLine(run: ReturnType<typeof runShop>, pattern: RegExp) {
  expect(run.status, run.stderr).not.toBe(0);
  const lines = run.stderr.split("\n").filter((l) => l.trim() && !l.includes("npm warn"));
  expect(lines, run.stderr).toHaveLength(1);
  expect(lines[0]).toMatch(pattern);
  expect(run.stdout).not.toContain("Shop ready");
}

describe("starts that cannot work", () => {
  it("refuses a second process on a data folder in use, while the first keeps taking orders", async () => {
    const shop = await demoShop("pglite");
    const first = await startShop(shop);
    const outcomes = new Map<string, OrderOutcome>();
    const stop = new AbortController();
    const load = orderLoad({ url: first.url, workers: 4, lines: await orderableLines(), prefix: "two-processes", stop: stop.signal, outcomes });
    await sleep(500);
    const second = runShop(shop.dataDir);
    expectOneLine(second, new RegExp(`^Cannot start the shop: The data folder .* is in use by another shop process \\(PID ${first.pid}\\)`));
    await sleep(500);
    expect((await fetch(`${first.url}/healthz`)).status).toBe(200);
    stop.abort();
    await load;
    expect(await first.stop("SIGTERM")).toBe(0);
    expect(embeddedDatabaseState(shop.dataDir)).toBe("shut down");
    const sent = [...outcomes.values()];
    expect(sent.every((o) => o.kind === "stored")).toBe(true);
    const stored = await storedOrders(shop);
    for (const [key, outcome] of outcomes) expect(stored.get(key), key).toEqual([(outcome as { reference: number }).reference]);
    expect(sent.length).toBeGreaterThan(0);
  });

  it("names a read-only data folder in one line", () => {
    const dataDir = copyOfDemoDataDir();
    if (canMount) {
      // Root writes through file modes, so the folder is mounted read-only for the server alone.
      const run = runShop(dataDir, { shell: `mount --bind '${dataDir}' '${dataDir}' && mount -o remount,bind,ro '${dataDir}'` });
      expectOneLine(run, /^Cannot start the shop: The data folder .* cannot be written \(read-only or no permission\)/);
    } else if (!isRoot) {
      fs.chmodSync(dataDir, 0o555);
      try {
        expectOneLine(runShop(dataDir), /^Cannot start the shop: The data folder .* cannot be written \(read-only or no permission\)/);
      } finally {
        fs.chmodSync(dataDir, 0o755);
      }
    } else {
      console.log("skipped: running as root without the right to mount, so a read-only folder cannot be made");
      return;
    }
    // Nothing was touched: the shop starts on it afterwards.
    expect(fs.existsSync(path.join(dataDir, "shop.lock"))).toBe(false);
  });

  it("refuses a data folder that other users can write, or that is another user's, in one line, and leaves it as it is", () => {
    const dataDir = copyOfDemoDataDir();
    fs.chmodSync(dataDir, 0o777);
    expectOneLine(
      runShop(dataDir),
      /^Cannot start the shop: The data folder .* \(DATA_DIR\) can be written by other users \(mode 0777\); .* chmod 700 .*\.$/,
    );
    // The owner looks at what is in it first: nothing was closed, locked or made.
    expect(fs.statSync(dataDir).mode & 0o777).toBe(0o777);
    expect(fs.existsSync(path.join(dataDir, "shop.lock"))).toBe(false);
    if (!isRoot) {
      console.log("skipped the folder of another user: only root can give a folder away");
      return;
    }
    fs.chmodSync(dataDir, 0o700);
    fs.chownSync(dataDir, 65534, 65534);
    expectOneLine(runShop(dataDir), /^Cannot start the shop: The data folder .* \(DATA_DIR\) belongs to another user \(uid 65534\), not to the one running the shop \(uid 0\)/);
  });

  it("names a read-only place for a new data folder before it says it creates the database, and leaves nothing there", () => {
    const parent = copyOfDemoDataDir();
    fs.rmSync(parent, { recursive: true, force: true });
    fs.mkdirSync(parent);
    const dataDir = path.join(parent, "new-shop");
    let run: ReturnType<typeof runShop>;
    if (canMount) {
      run = runShop(dataDir, { shell: `mount --bind '${parent}' '${parent}' && mount -o remount,bind,ro '${parent}'` });
    } else if (!isRoot) {
      fs.chmodSync(parent, 0o555);
      try {
        run = runShop(dataDir);
      } finally {
        fs.chmodSync(parent, 0o755);
      }
    } else {
      console.log("skipped: running as root without the right to mount, so a read-only folder cannot be made");
      return;
    }
    expectOneLine(run, /^Cannot start the shop: The data folder .*new-shop \(DATA_DIR\) cannot be written \(read-only or no permission\)/);
    expect(run.stdout).not.toContain("creating the database");
    expect(fs.readdirSync(parent)).toEqual([]);
  });

  it("names a full disk in one line, whether it is full at once or fills while the database is made", () => {
    if (canMount) {
      for (const freeMb of [0, 2]) {
        const mount = copyOfDemoDataDir();
        fs.rmSync(mount, { recursive: true, force: true });
        fs.mkdirSync(mount);
        const fill = `mount -t tmpfs -o size=16m tmpfs '${mount}' && (dd if=/dev/zero of='${mount}/filler' bs=1M count=${16 - freeMb} 2>/dev/null || true)`;
        const run = runShop(path.join(mount, "shop"), { shell: fill });
        expectOneLine(run, /^Cannot start the shop: The disk holding the data folder .* is full; free some space and start again\.$/);
      }
    } else {
      // No tiny disk can be mounted: Node's own full-disk error is injected at the first write.
      const run = runShop(copyOfDemoDataDir(), { nodeArgs: ["--import", "tsx", "--import", path.join(repoRoot, "tests/stress/fill-disk.ts")] });
      expectOneLine(run, /^Cannot start the shop: The disk holding the data folder .* is full; free some space and start again\.$/);
      console.log("a full disk was simulated by an injected ENOSPC (no right to mount a tiny disk)");
    }
  });
});
