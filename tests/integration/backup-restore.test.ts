import { spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { storeImagesIn } from "~/media/images.server";
import { localDiskStorage } from "~/media/storage.server";
import { storeOrderRequest } from "~/orders/order-requests.server";
import { answerBackupRequests, backupRequestsFolder, exportDatabase, writeBackupArchive } from "~db/backup";
import { openDatabase, type Database } from "~db/client";
import { importDemo } from "~db/demo/import.server";
import { items } from "~db/schema";
import { openToOthersUnder, withUmask } from "../support/file-modes";
import { createEmptyDatabase } from "../support/postgres-server";
import { repoRoot } from "../support/shop-server";

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "shop-backup-test-"));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

/** `npm run backup` / `npm run restore` as the owner runs them, with the shop's settings in the environment. */
function run(script: "backup" | "restore", args: string[], env: { DATA_DIR: string; DATABASE_URL?: string; BACKUP_PASSPHRASE?: string }) {
  const result = spawnSync(process.execPath, ["--import", "tsx", `scripts/${script}.ts`, ...args], {
    cwd: repoRoot,
    env: { ...process.env, DATABASE_URL: "", BACKUP_PASSPHRASE: "", ...env },
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
    onCreate: (db) => importDemo(db, storeImagesIn(localDiskStorage(path.join(source.DATA_DIR, "uploads")))),
  });
  const [item] = await database.db.select().from(items).where(sql`${items.active} AND NOT ${items.hasColorVariants} AND ${items.stock} > 0`).limit(1);
  const stored = await storeOrderRequest(
    database.db,
    { kind: "order", name: "Ada Lovelace", email: "ada@example.com", phone: "", notes: "Before the backup", lines: [{ itemId: item.id, variantId: null, qty: 1, unitPrice: item.price }], idempotencyKey: "backup-test-0001" },
    "fr",
  );
  expect(stored.ok).toBe(true);
  // What a backup leaves out (docs/decisions/0032): a signed-in session, a pending verification, a
  // sign-in throttle and a used code.
  await database.db.execute(sql`INSERT INTO "user" (id, name, email) VALUES ('owner-1', 'Owner', 'owner@shop.test')`);
  await database.db.execute(
    sql`INSERT INTO session (id, expires_at, token, updated_at, user_id) VALUES ('s-1', now() + interval '1 day', 'live-session-token', now(), 'owner-1')`,
  );
  await database.db.execute(sql`INSERT INTO verification (id, identifier, value, expires_at) VALUES ('v-1', 'reset', 'reset-token', now() + interval '1 hour')`);
  await database.db.execute(sql`INSERT INTO sign_in_throttle (key, attempts, window_started_at) VALUES ('account:owner@shop.test', 3, now())`);
  await database.db.execute(sql`INSERT INTO used_totp_codes (user_id, code, used_at) VALUES ('owner-1', '123456', now())`);
  expected = { ...(await contents(database.db)), session: [], verification: [], sign_in_throttle: [], used_totp_codes: [] };
  expect(expected.user).toHaveLength(1);
  await database.close();
  archive = path.join(scratch, "shop.tar.gz");
  const backup = run("backup", ["--out", archive], source);
  expect(backup.status, backup.out).toBe(0);
  expect(backup.out).toMatch(/^Backup written to .*shop\.tar\.gz \([\d.]+ MB\): \d+ rows in \d+ tables, \d+ image files$/m);
}, 180_000);

describe("npm run backup and npm run restore", () => {
  it("restore into an empty data folder gives the same shop: every row and every image, the shop's user's alone", async () => {
    const target = { DATA_DIR: path.join(scratch, "restored") };
    // Whatever the owner's umask (docs/product/access.md#the-data-folder).
    const restore = await withUmask(0, () => run("restore", [archive], target));
    expect(restore.status, restore.out).toBe(0);
    expect(openToOthersUnder(target.DATA_DIR)).toEqual([]);
    expect(await contentsOf(target)).toEqual(expected);
    expect(expected.order_requests).toHaveLength(1);
    // The items' own notes are among the rows restored, not left to their empty default.
    const tote = expected.items.map((row) => JSON.parse(row) as { slug: string; care_i18n: { it?: string } }).find((row) => row.slug === "shell-stitch-market-tote");
    expect(tote?.care_i18n.it).toContain("30 °C");
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

describe("a backup is not a key to the shop (docs/decisions/0032)", () => {
  const mode = (file: string) => fs.statSync(file).mode & 0o777;

  it("leaves out sessions, verifications, throttles and used codes, and is readable by its owner only", async () => {
    const text = (await import("node:zlib")).gunzipSync(fs.readFileSync(archive)).toString("latin1");
    for (const secret of ["live-session-token", "reset-token", "account:owner@shop.test", '"code":"123456"']) expect(text).not.toContain(secret);
    expect(text).toContain("owner@shop.test");
    expect(mode(archive)).toBe(0o600);

    const inShop = run("backup", [], source);
    expect(inShop.status, inShop.out).toBe(0);
    const folder = path.join(source.DATA_DIR, "backups");
    expect(mode(folder)).toBe(0o700);
    const [name] = fs.readdirSync(folder).filter((file) => file.endsWith(".tar.gz"));
    expect(mode(path.join(folder, name))).toBe(0o600);
  });

  it("restore skips those rows in a backup that still has them", async () => {
    const target = { DATA_DIR: path.join(scratch, "older") };
    const database = await openDatabase({ dataDir: path.join(scratch, "older-source"), onCreate: async () => undefined });
    const older = path.join(scratch, "older-export.jsonl");
    // A backup from before: every table, sessions included.
    await database.db.execute(sql`INSERT INTO "user" (id, name, email) VALUES ('owner-1', 'Owner', 'owner@shop.test')`);
    await database.db.execute(
      sql`INSERT INTO session (id, expires_at, token, updated_at, user_id) VALUES ('s-1', now() + interval '1 day', 'live-session-token', now(), 'owner-1')`,
    );
    const summary = await exportDatabase(database.db, "pglite", older);
    const rows = (await database.db.execute(sql`SELECT row_to_json(s)::text AS row FROM session s`)) as unknown as { rows: { row: string }[] };
    await database.close();
    fs.appendFileSync(older, `{"table":"session","rows":[${rows.rows[0].row}]}\n`);
    const file = path.join(scratch, "older.tar.gz");
    await writeBackupArchive(file, { summary: { ...summary, tables: { ...summary.tables, session: 1 } }, databaseFile: older, uploadsDir: path.join(scratch, "none") });
    const restore = run("restore", [file], target);
    expect(restore.status, restore.out).toBe(0);
    const restored = await contentsOf(target);
    expect(restored.user).toHaveLength(1);
    expect(restored.session).toEqual([]);
  });

  it("is encrypted with a passphrase on demand, and restored only with it", async () => {
    const encrypted = path.join(scratch, "shop.tar.gz.age");
    const passphrase = "correct horse battery staple";
    const short = run("backup", ["--encrypt", "--out", path.join(scratch, "short.age")], { ...source, BACKUP_PASSPHRASE: "tooshort" });
    expect(short.status).toBe(1);
    expect(short.out).toMatch(/at least 12 characters/);
    const backup = run("backup", ["--encrypt", "--out", encrypted], { ...source, BACKUP_PASSPHRASE: passphrase });
    expect(backup.status, backup.out).toBe(0);
    expect(backup.out).toMatch(/encrypted\): \d+ rows/);
    expect(mode(encrypted)).toBe(0o600);
    const bytes = fs.readFileSync(encrypted);
    expect(bytes.subarray(0, 22).toString("latin1")).toBe("age-encryption.org/v1\n");
    expect(bytes.includes("owner@shop.test")).toBe(false);

    // No passphrase (and no terminal to ask on), or a wrong one: refused, no database made.
    const none = { DATA_DIR: path.join(scratch, "encrypted-none") };
    const withoutIt = run("restore", [encrypted], none);
    expect(withoutIt.status).toBe(1);
    expect(withoutIt.out.trim()).toBe("Restore failed: No terminal to ask for the passphrase: set BACKUP_PASSPHRASE.");
    const wrong = run("restore", [encrypted], { ...none, BACKUP_PASSPHRASE: "not the passphrase at all" });
    expect(wrong.status).toBe(1);
    expect(wrong.out).toMatch(/^Restore failed: This backup cannot be decrypted with that passphrase/m);
    expect(fs.existsSync(path.join(none.DATA_DIR, "db"))).toBe(false);

    const target = { DATA_DIR: path.join(scratch, "encrypted-restored"), BACKUP_PASSPHRASE: passphrase };
    const restore = run("restore", [encrypted], target);
    expect(restore.status, restore.out).toBe(0);
    expect(await contentsOf(target)).toEqual(expected);
    expect(uploads(target.DATA_DIR)).toEqual(uploads(source.DATA_DIR));
  }, 180_000);

  it("the running shop's export for a backup is readable by its owner only", async () => {
    const dataDir = path.join(scratch, "running");
    const database = await openDatabase({ dataDir, onCreate: async () => undefined });
    try {
      const folder = backupRequestsFolder(dataDir);
      fs.mkdirSync(folder, { recursive: true, mode: 0o755 });
      fs.writeFileSync(path.join(folder, "export-0001.request"), "");
      await answerBackupRequests(database.db, "pglite", dataDir);
      expect(mode(path.join(folder, "export-0001.jsonl"))).toBe(0o600);
      expect(mode(path.join(folder, "export-0001.json"))).toBe(0o600);
    } finally {
      await database.close();
    }
  });
});
