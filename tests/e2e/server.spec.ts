import { spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { openDatabase } from "~db/client";
import { items } from "~db/schema";
import { freePort, startTemporaryPostgres } from "../support/postgres-server";
import { repoRoot, serverArgs, startShopServer } from "../support/shop-server";
import { copyOfDemoData, expect, test } from "./fixtures";

/** The server as an operator meets it: start, health, logs, restarts and shutdown. */
test.describe("the shop server", () => {
  test("answers /healthz, logs each request and the missing path, and stops cleanly on SIGTERM", async () => {
    const dataDir = copyOfDemoData();
    const server = await startShopServer({ dataDir });
    try {
      const health = await fetch(`${server.url}/healthz`);
      expect(health.status).toBe(200);
      const missing = await fetch(`${server.url}/no/such/page`);
      expect(missing.status).toBe(404);
      expect(await missing.text()).toContain('href="/"');
      await expect.poll(() => server.output()).toMatch(/"method":"GET","path":"\/no\/such\/page","status":404/);
      expect(server.output()).toMatch(/"path":"\/no\/such\/page","msg":"page not found"/);
    } finally {
      expect(await server.stop("SIGTERM")).toBe(0);
    }
    expect(fs.existsSync(path.join(dataDir, "shop.lock"))).toBe(false);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  for (const signal of ["SIGINT", "SIGHUP"] as const) {
    test(`exits 0 and releases the data folder on ${signal}`, async () => {
      const dataDir = copyOfDemoData();
      const server = await startShopServer({ dataDir });
      expect((await fetch(`${server.url}/`)).status).toBe(200);
      expect(await server.stop(signal)).toBe(0);
      expect(fs.existsSync(path.join(dataDir, "shop.lock"))).toBe(false);
      fs.rmSync(dataDir, { recursive: true, force: true });
    });
  }

  test("keeps its data across restarts and refuses a second process on the same folder", async () => {
    const dataDir = copyOfDemoData();
    const first = await startShopServer({ dataDir });
    // A second shop on the same folder stops at once with a clear message.
    const second = spawnSync(process.execPath, serverArgs, {
      cwd: repoRoot,
      env: { ...process.env, PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir },
      encoding: "utf8",
      timeout: 30_000,
    });
    expect(second.status).toBe(1);
    expect(second.stderr).toContain(`in use by another shop process (PID ${first.pid})`);
    expect(await first.stop()).toBe(0);

    // Change a featured item while the shop is down, as a write would.
    const handle = await openDatabase({ dataDir });
    const [featured] = await handle.db.select().from(items).where(eq(items.featured, true)).limit(1);
    await handle.db
      .update(items)
      .set({ nameI18n: { ...featured.nameI18n, it: "Borsa che resta" } })
      .where(eq(items.id, featured.id));
    await handle.close();

    for (let restart = 0; restart < 2; restart++) {
      const server = await startShopServer({ dataDir });
      const html = await (await fetch(`${server.url}/?lng=it`)).text();
      expect(html).toContain("Borsa che resta");
      expect(server.output()).not.toContain("importing the demo");
      expect(await server.stop()).toBe(0);
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  test("reports 503 from /healthz when PostgreSQL goes away", async () => {
    const postgres = await startTemporaryPostgres();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-pg-data-"));
    const server = await startShopServer({ dataDir, env: { DATABASE_URL: postgres.url } });
    try {
      expect(server.output()).toContain("(database: postgres)");
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
      await postgres.stop();
      const health = await fetch(`${server.url}/healthz`);
      expect(health.status).toBe(503);
    } finally {
      await server.stop();
      await postgres.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  test("stops with one line naming an invalid setting", async () => {
    for (const [name, value] of [
      ["PORT", "not-a-port"],
      ["DATABASE_URL", "mysql://nope"],
    ]) {
      const run = spawnSync(process.execPath, serverArgs, {
        cwd: repoRoot,
        env: { ...process.env, [name]: value, DATA_DIR: os.tmpdir() },
        encoding: "utf8",
        timeout: 30_000,
      });
      expect(run.status).toBe(1);
      const lines = run.stderr.trim().split("\n");
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(new RegExp(`^Cannot start the shop: (Invalid )?${name}\\b`));
    }
  });
});

/**
 * A first start whose settings cannot work stops before it makes anything: one line naming the
 * setting, a non-zero exit, and no data folder left behind.
 */
test.describe("a first start with a setting that cannot work", () => {
  function firstStart(env: Record<string, string>) {
    const dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "shop-first-start-")), "data");
    const run = spawnSync(process.execPath, serverArgs, {
      cwd: repoRoot,
      env: { ...process.env, NODE_ENV: "production", PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir, ...env },
      encoding: "utf8",
      timeout: 60_000,
    });
    const madeDataDir = fs.existsSync(dataDir);
    fs.rmSync(path.dirname(dataDir), { recursive: true, force: true });
    return { status: run.status, stdout: run.stdout, errorLines: run.stderr.split("\n").filter((line) => line.trim()), madeDataDir };
  }

  test("PORT that is not a port", () => {
    const run = firstStart({ PORT: "abc" });
    expect(run.errorLines).toEqual(['Cannot start the shop: PORT must be a whole number between 1 and 65535 (it is "abc")']);
    expect(run.status).toBe(1);
    expect(run.madeDataDir).toBe(false);
  });

  test("a port already in use is found before the demo is imported", async () => {
    const other = net.createServer();
    const port = await new Promise<number>((resolve) => other.listen(0, "127.0.0.1", () => resolve((other.address() as net.AddressInfo).port)));
    try {
      const run = firstStart({ PORT: String(port) });
      expect(run.errorLines).toEqual([
        `Cannot start the shop: PORT ${port} is already in use on 127.0.0.1 (another program listens there); stop it or set PORT to a free port`,
      ]);
      expect(run.status).toBe(1);
      expect(run.stdout).not.toContain("creating the database");
      expect(run.madeDataDir).toBe(false);
    } finally {
      other.close();
    }
  });

  test("a DATABASE_URL whose server does not answer", async () => {
    const port = await freePort();
    const run = firstStart({ DATABASE_URL: `postgres://shop:secret@127.0.0.1:${port}/shop` });
    expect(run.errorLines).toEqual([
      `Cannot start the shop: DATABASE_URL: cannot reach the PostgreSQL server at 127.0.0.1:${port} (connection refused: is it running, on that port?)`,
    ]);
    expect(run.status).toBe(1);
    expect(run.madeDataDir).toBe(false);
  });

  test("a DATABASE_URL naming a database the server does not have", async () => {
    const postgres = await startTemporaryPostgres();
    try {
      const url = new URL(postgres.url);
      url.pathname = "/no_such_shop";
      const run = firstStart({ DATABASE_URL: url.href });
      expect(run.errorLines).toEqual([
        `Cannot start the shop: DATABASE_URL: the database "no_such_shop" does not exist on the PostgreSQL server at 127.0.0.1:${url.port}; create it (see the README's PostgreSQL section)`,
      ]);
      expect(run.status).toBe(1);
      expect(run.madeDataDir).toBe(false);
    } finally {
      await postgres.stop();
    }
  });
});
