import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { repoRoot } from "../support/shop-server";
import { demoShop, orderableLines, orderLoad, removeScratch, sleep, startShop, storedOrders, type OrderOutcome } from "./support";

afterAll(removeScratch);

function run(script: string, args: string[], env: Record<string, string>): Promise<{ status: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", `scripts/${script}.ts`, ...args], {
      cwd: repoRoot,
      env: { ...process.env, DATABASE_URL: "", ...env },
    });
    let out = "";
    child.stdout.on("data", (c: Buffer) => (out += c.toString()));
    child.stderr.on("data", (c: Buffer) => (out += c.toString()));
    child.once("exit", (status) => resolve({ status, out }));
  });
}

/** Issue 8: `npm run backup` while the shop takes order requests; the restored shop has every one answered before it. */
describe.each(["pglite", "postgres"] as const)("backup of a running shop on %s", (kind) => {
  it("holds every order request stored before the backup began, and restores into a new data folder", async () => {
    const shop = await demoShop(kind);
    const server = await startShop(shop);
    const outcomes = new Map<string, OrderOutcome>();
    const stop = new AbortController();
    const load = orderLoad({ url: server.url, workers: 8, lines: await orderableLines(), prefix: "backup-load", stop: stop.signal, outcomes });
    // Until some requests are stored (the first ones after a start are slow).
    const storedSoFar = () => [...outcomes.values()].filter((o) => o.kind === "stored").length;
    for (let waited = 0; storedSoFar() < 10 && waited < 60_000; waited += 200) await sleep(200);
    const before = [...outcomes].filter(([, o]) => o.kind === "stored") as [string, { reference: number }][];
    const archive = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "shop-stress-backup-")), "shop.tar.gz");
    const backup = await run("backup", ["--out", archive], { DATA_DIR: shop.dataDir, ...(shop.env.DATABASE_URL ? { DATABASE_URL: shop.env.DATABASE_URL } : {}) });
    stop.abort();
    await load;
    expect(backup.status, backup.out).toBe(0);
    expect([...outcomes.values()].filter((o) => o.kind !== "stored")).toEqual([]);
    expect(await server.stop("SIGTERM")).toBe(0);

    const restored = { kind: "pglite" as const, dataDir: path.join(path.dirname(archive), "restored"), env: {}, drop: async () => undefined };
    const restore = await run("restore", [archive], { DATA_DIR: restored.dataDir });
    expect(restore.status, restore.out).toBe(0);
    const stored = await storedOrders(restored);
    expect(before.length).toBeGreaterThan(0);
    for (const [key, outcome] of before) expect(stored.get(key), key).toEqual([outcome.reference]);
    console.log(`${kind}: backup under load (${before.length} order requests before it, ${outcomes.size} during the run): ${backup.out.trim()}`);
    fs.rmSync(path.dirname(archive), { recursive: true, force: true });
    await shop.drop();
  });
});
