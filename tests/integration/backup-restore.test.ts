import { spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { localDiskStorage } from "../../app/media/storage.server";
import { storeOrderRequest } from "../../app/orders/order-requests.server";
import { openDatabase, type Database } from "../../db/client";
import { importDemo } from "../../db/demo/import.server";
import { items } from "../../db/schema";
import { createEmptyDatabase } from "../support/postgres-server";
import { repoRoot } from "../support/shop-server";

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "shop-backup-test-"));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

/** `npm run backup` / `npm run restore` as the owner runs them, with the shop's settings in the environment. */
function run(script: "backup" | "restore", args: string[], env: { DATA_DIR: string; DATABASE_URL?: string }) {
  const result = spawnSync(process.execPath, ["--import", "tsx", `scripts/${script}.ts`, ...args], {
    cwd: repoRoot,
    env: { ...process.env, DATABASE_URL: "", ...env },
    encoding: "utf8",
    timeout: 120_000,
  });
  return { status: result.status, out: `${result.stdout}${result.stderr}` };
}

/** Every row of every table, as text, in a stable order: two shops with equal contents are equal here. */
async function contents(db: Database): Promise<Record<string, string[]>> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL TIME ZONE 'UTC'`);
    const tables = (await tx.execute(sql`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY 1`)) as unknown as {
      rows: { name: string }[];
    };
    const all: Record<string, string[]> = {};
    for (const { name } of tables.rows) {
      const rows = (await tx.execute(sql`SELECT row_to_json(t)::text AS row FROM ${sql.identifier(name)} t`)) as unknown as { rows: { row: string }[] };
      all[name] = rows.rows.map((r) => r.row).sort();
    }
    return all;
  });
}

/** Each uploaded file by name, with a hash of its bytes. */
function uploads(dataDir: string): Record<string, string> {
  const root = path.join(dataDir, "uploads");
  const files: Record<string, string> = {};
  for (const entry of fs.readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    files[path.relative(root, file)] = crypto.createHash("sha256").update(fs.readFileSync(file)).digest("hex");
  }
  return files;
}

async function contentsOf(target: { DATA_DIR: string; DATABASE_URL?: string }) {
  const database = await openDatabase({ dataDir: target.DATA_DIR, databaseUrl: target.DATABASE_URL });
  try {
    return await contents(database.db);
  } finally {
    await database.close();
  }
}

const source = { DATA_DIR: path.join(scratch, "source") };
let expected: Record<string, string[]>;
let archive: string;

beforeAll(async () => {
  // The demo shop, with an order request, on the embedded database, stopped.
  const database = await openDatabase({
    dataDir: source.DATA_DIR,
    onCreate: (db) => importDemo(db, localDiskStorage(path.join(source.DATA_DIR, "uploads"))),
  });
  const [item] = await database.db.select().from(items).where(sql`${items.active} AND NOT ${items.hasColorVariants} AND ${items.stock} > 0`).limit(1);
  const stored = await storeOrderRequest(
    database.db,
    { kind: "order", name: "Ada Lovelace", email: "ada@example.com", phone: "", notes: "Before the backup", lines: [{ itemId: item.id, variantId: null, qty: 1, unitPrice: item.price }], idempotencyKey: "backup-test-0001" },
    "fr",
  );
  expect(stored.ok).toBe(true);
  expected = await contents(database.db);
  await database.close();
  archive = path.join(scratch, "shop.tar.gz");
  const backup = run("backup", ["--out", archive], source);
  expect(backup.status, backup.out).toBe(0);
  expect(backup.out).toMatch(/^Backup written to .*shop\.tar\.gz \([\d.]+ MB\): \d+ rows in \d+ tables, \d+ image files$/m);
}, 180_000);

describe("npm run backup and npm run restore", () => {
  it("restore into an empty data folder gives the same shop: every row and every image", async () => {
    const target = { DATA_DIR: path.join(scratch, "restored") };
    const restore = run("restore", [archive], target);
    expect(restore.status, restore.out).toBe(0);
    expect(await contentsOf(target)).toEqual(expected);
    expect(expected.order_requests).toHaveLength(1);
    expect(uploads(target.DATA_DIR)).toEqual(uploads(source.DATA_DIR));
    expect(Object.keys(uploads(target.DATA_DIR)).length).toBeGreaterThan(100);

    // Not over an existing shop: the second restore is refused and changes nothing.
    const again = run("restore", [archive], target);
    expect(again.status).toBe(1);
    expect(again.out.trim()).toMatch(/^Restore failed: .* already holds a database; restore into an empty data folder\.$/);
    expect(await contentsOf(target)).toEqual(expected);
  }, 120_000);

  it("refuses a file that is not a backup, leaving no database behind", () => {
    const bogus = path.join(scratch, "bogus.tar.gz");
    fs.writeFileSync(bogus, "not an archive");
    const target = { DATA_DIR: path.join(scratch, "bogus-target") };
    const restore = run("restore", [bogus], target);
    expect(restore.status).toBe(1);
    expect(restore.out.trim()).toMatch(/^Restore failed: Not a readable shop backup/);
    expect(fs.existsSync(path.join(target.DATA_DIR, "db"))).toBe(false);
  });

  describe.runIf(inject("testDb") === "postgres")("with PostgreSQL", () => {
    it("restores the embedded shop's backup into an empty PostgreSQL database, and a PostgreSQL backup into a data folder", async () => {
      const empty = await createEmptyDatabase(inject("postgresUrl"));
      try {
        const target = { DATA_DIR: path.join(scratch, "pg-uploads"), DATABASE_URL: empty.url };
        const restore = run("restore", [archive], target);
        expect(restore.status, restore.out).toBe(0);
        expect(await contentsOf(target)).toEqual(expected);
        expect(uploads(target.DATA_DIR)).toEqual(uploads(source.DATA_DIR));

        // New order requests continue after the restored references.
        const database = await openDatabase({ dataDir: target.DATA_DIR, databaseUrl: empty.url });
        const { lines } = JSON.parse(expected.order_requests[0]) as { lines: { itemId: string; unitPrice: number }[] };
        const next = await storeOrderRequest(
          database.db,
          { kind: "order", name: "Grace Hopper", email: "grace@example.com", phone: "", notes: "", lines: [{ itemId: lines[0].itemId, variantId: null, qty: 1, unitPrice: lines[0].unitPrice }] },
          "en",
        );
        await database.close();
        expect(next.ok && next.reference).toBe((JSON.parse(expected.order_requests[0]) as { reference: number }).reference + 1);

        const fromPostgres = path.join(scratch, "from-postgres.tar.gz");
        const backup = run("backup", ["--out", fromPostgres], target);
        expect(backup.status, backup.out).toBe(0);
        const refused = run("restore", [fromPostgres], target);
        expect(refused.out.trim()).toBe("Restore failed: The database at DATABASE_URL is not empty; restore into an empty one.");
        const embedded = { DATA_DIR: path.join(scratch, "from-postgres") };
        expect(run("restore", [fromPostgres], embedded).status).toBe(0);
        expect(await contentsOf(embedded)).toEqual(await contentsOf(target));
        expect(uploads(embedded.DATA_DIR)).toEqual(uploads(source.DATA_DIR));
      } finally {
        await empty.drop();
      }
    }, 180_000);
  });
});
