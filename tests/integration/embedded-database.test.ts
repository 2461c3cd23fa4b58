import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, inject, it } from "vitest";
import { openDatabase } from "~db/client";
import { DataDirLockedError } from "~db/lock";
import { categories } from "~db/schema";
import { openToOthersUnder, withUmask } from "../support/file-modes";

const dirs: string[] = [];
function tempDataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-data-"));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** Starts another process that opens the same data folder and waits until it holds it. */
async function otherProcessHolding(dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", "tests/support/hold-database.ts", dataDir], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on("data", (chunk: Buffer) => chunk.toString().includes("ready") && resolve());
    child.once("exit", (code) => reject(new Error(`holder exited with ${code}`)));
  });
  return child;
}

describe.runIf(inject("testDb") === "pglite")("embedded database in DATA_DIR", () => {
  it("is created once, migrated, and keeps its data across restarts", async () => {
    const dataDir = tempDataDir();
    let creations = 0;
    const first = await openDatabase({ dataDir, onCreate: async () => void creations++ });
    expect(first.created).toBe(true);
    await first.db.insert(categories).values({ slug: "bags", nameI18n: { en: "Bags" } });
    await first.close();
    expect(fs.existsSync(path.join(dataDir, "shop.lock"))).toBe(false);

    const second = await openDatabase({ dataDir, onCreate: async () => void creations++ });
    expect(second.created).toBe(false);
    expect(creations).toBe(1);
    const rows = await second.db.select().from(categories).where(eq(categories.slug, "bags"));
    expect(rows).toHaveLength(1);
    expect(await second.ping()).toBe(true);
    await second.close();
  });

  it("keeps every folder and file of the database to the shop's user, even under a umask that opens them all", async () => {
    const dataDir = path.join(tempDataDir(), "data");
    await withUmask(0, async () => {
      const first = await openDatabase({ dataDir });
      await first.db.insert(categories).values({ slug: "bags", nameI18n: { en: "Bags" } });
      await first.close();
      // A second start writes files of its own (the relation cache, new WAL).
      const second = await openDatabase({ dataDir });
      await second.db.delete(categories);
      await second.close();
    });
    expect(fs.readdirSync(path.join(dataDir, "db")).length).toBeGreaterThan(10);
    expect(openToOthersUnder(dataDir)).toEqual([]);
  });

  it("leaves nothing half-made when the first initialisation fails, and finishes it next time", async () => {
    const dataDir = tempDataDir();
    await expect(
      openDatabase({
        dataDir,
        onCreate: async () => {
          throw new Error("interrupted");
        },
      }),
    ).rejects.toThrow("interrupted");
    expect(fs.existsSync(path.join(dataDir, "db"))).toBe(false);
    expect(fs.existsSync(path.join(dataDir, "shop.lock"))).toBe(false);
    // A folder left by a start that was killed mid-way is cleaned up.
    fs.mkdirSync(path.join(dataDir, "db.tmp-99999"));

    const handle = await openDatabase({ dataDir, onCreate: async (db) => void (await db.insert(categories).values({ slug: "hats", nameI18n: { en: "Hats" } })) });
    expect(handle.created).toBe(true);
    expect(fs.readdirSync(dataDir).filter((f) => f.startsWith("db.tmp-"))).toEqual([]);
    expect(await handle.db.select().from(categories)).toHaveLength(1);
    await handle.close();
  });

  it("refuses a second process on the same folder, and reclaims the lock of a dead one", async () => {
    const dataDir = tempDataDir();
    const holder = await otherProcessHolding(dataDir);
    try {
      const lock = fs.readFileSync(path.join(dataDir, "shop.lock"), "utf8");
      expect(lock).toBe(String(holder.pid));
      const attempt = openDatabase({ dataDir });
      await expect(attempt).rejects.toBeInstanceOf(DataDirLockedError);
      await expect(attempt).rejects.toThrow(`in use by another shop process (PID ${holder.pid})`);
    } finally {
      const exited = new Promise((resolve) => holder.once("exit", resolve));
      holder.kill("SIGKILL");
      await exited;
    }
    // The holder died without releasing its lock: the next start takes over.
    expect(fs.existsSync(path.join(dataDir, "shop.lock"))).toBe(true);
    const handle = await openDatabase({ dataDir });
    expect(fs.readFileSync(path.join(dataDir, "shop.lock"), "utf8")).toBe(String(process.pid));
    await handle.close();
  });
});

describe.runIf(inject("testDb") === "postgres")("PostgreSQL through DATABASE_URL", () => {
  it("migrates a new database once even when several processes start together", async () => {
    const { createEmptyDatabase } = await import("../support/postgres-server");
    const empty = await createEmptyDatabase(inject("postgresUrl"));
    try {
      let creations = 0;
      const onCreate = async () => void creations++;
      const handles = await Promise.all(
        [1, 2, 3].map(() => openDatabase({ dataDir: "", databaseUrl: empty.url, onCreate })),
      );
      expect(creations).toBe(1);
      expect(handles.filter((h) => h.created)).toHaveLength(1);
      expect(await handles[0].ping()).toBe(true);
      await Promise.all(handles.map((h) => h.close()));
    } finally {
      await empty.drop();
    }
  });
});
