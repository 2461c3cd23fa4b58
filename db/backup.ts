import { createReadStream, createWriteStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import readline from "node:readline";
import { Readable, type Writable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { pipeline } from "node:stream/promises";
import zlib from "node:zlib";
import { Decrypter, Encrypter } from "age-encryption";
import { sql } from "drizzle-orm";
import tar from "tar-stream";
import { migrationsFolder, type Database } from "~db/client";
import { privateFile, privateFolder } from "~db/data-folder";

/**
 * A backup of the shop (docs/decisions/0012-backup-format.md): one .tar.gz with `backup.json`
 * (what it holds), `database.jsonl` (every row of every table, as PostgreSQL's own JSON of the
 * row, so it restores into either engine) and `uploads/` (the images).
 */
const backupFormat = 1;

export type DatabaseSummary = {
  engine: "pglite" | "postgres";
  /** The newest migration applied to the database the rows came from (its journal time). */
  migration: number;
  /** Rows per table. */
  tables: Record<string, number>;
};

export type BackupManifest = DatabaseSummary & {
  format: typeof backupFormat;
  createdAt: string;
  /** Files under uploads/. */
  uploads: number;
};

export class BackupError extends Error {}

/**
 * Rows a backup leaves out (docs/decisions/0032): signed-in sessions, e-mail and reset
 * verifications, sign-in throttles, used codes and open invitation links. They are keys to the shop for as long as they
 * last and worth nothing after a restore, which starts them empty (and skips them in an older
 * backup that has them).
 */
const tablesLeftOut: ReadonlySet<string> = new Set(["session", "verification", "sign_in_throttle", "rate_limit", "used_totp_codes", "admin_invitations"]);

/** Makes `folder` (and missing parents) readable by its owner only; an existing one is made so too. */
export async function makePrivateFolder(folder: string): Promise<void> {
  await fs.mkdir(folder, { recursive: true, mode: privateFolder });
  await fs.chmod(folder, privateFolder);
}

/** The first bytes of a file in the age format (https://age-encryption.org/v1). */
const ageHeader = "age-encryption.org/v1\n";

/** Whether `file` is an encrypted backup (`npm run backup -- --encrypt`). */
async function isEncryptedBackup(file: string): Promise<boolean> {
  const handle = await fs.open(file, "r");
  try {
    const start = Buffer.alloc(ageHeader.length);
    await handle.read(start, 0, start.length, 0);
    return start.toString("latin1") === ageHeader;
  } finally {
    await handle.close();
  }
}

/** Rows per line of database.jsonl, and per INSERT on restore. */
const batchSize = 500;

type Row = Record<string, unknown>;
const rowsOf = <T extends Row>(result: unknown): T[] =>
  (result as { rows: T[] }).rows;

async function tableNames(db: Pick<Database, "execute">): Promise<string[]> {
  const result = await db.execute(sql`
    SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') ORDER BY 1`);
  return rowsOf<{ name: string }>(result).map((r) => r.name);
}

/**
 * Tables ordered so that every table comes after the tables its foreign keys point to: rows
 * inserted in this order never reference a row not yet there.
 */
function parentsFirst(tables: string[], references: { child: string; parent: string }[]): string[] {
  const ordered: string[] = [];
  const placed = new Set<string>();
  const visiting = new Set<string>();
  const visit = (table: string) => {
    if (placed.has(table)) return;
    if (visiting.has(table)) throw new BackupError(`Foreign keys form a cycle through table ${table}`);
    visiting.add(table);
    for (const ref of references) if (ref.child === table && ref.parent !== table) visit(ref.parent);
    visiting.delete(table);
    placed.add(table);
    ordered.push(table);
  };
  for (const table of [...tables].sort()) visit(table);
  return ordered.filter((t) => tables.includes(t));
}

async function tablesInInsertOrder(db: Pick<Database, "execute">): Promise<string[]> {
  const references = rowsOf<{ child: string; parent: string }>(
    await db.execute(sql`
      SELECT ch.relname AS child, pa.relname AS parent FROM pg_constraint k
      JOIN pg_class ch ON ch.oid = k.conrelid JOIN pg_class pa ON pa.oid = k.confrelid
      JOIN pg_namespace n ON n.oid = k.connamespace
      WHERE k.contype = 'f' AND n.nspname = 'public'`),
  );
  return parentsFirst(await tableNames(db), references);
}

async function newestMigration(db: Pick<Database, "execute">): Promise<number> {
  const result = await db.execute(sql`SELECT max(created_at)::text AS newest FROM drizzle.__drizzle_migrations`);
  return Number(rowsOf<{ newest: string | null }>(result)[0]?.newest ?? 0);
}

/**
 * Writes every row of every table to `file` (JSON lines), all read in one read-only snapshot, so
 * the rows agree with each other even while the shop keeps taking orders.
 */
export async function exportDatabase(db: Database, engine: DatabaseSummary["engine"], file: string): Promise<DatabaseSummary> {
  const out = await fs.open(file, "w", privateFile);
  try {
    return await db.transaction(
      async (tx) => {
        const tables: Record<string, number> = {};
        for (const table of await tablesInInsertOrder(tx)) {
          if (tablesLeftOut.has(table)) continue;
          tables[table] = 0;
          for (let offset = 0; ; offset += batchSize) {
            const rows = rowsOf<{ row: string }>(
              await tx.execute(
                sql`SELECT row_to_json(t)::text AS row FROM ${sql.identifier(table)} t ORDER BY t.ctid LIMIT ${batchSize} OFFSET ${offset}`,
              ),
            );
            // An empty table still gets its line: restore then knows the table was empty, not absent.
            if (rows.length === 0 && offset > 0) break;
            await out.write(`{"table":${JSON.stringify(table)},"rows":[${rows.map((r) => r.row).join(",")}]}\n`);
            tables[table] += rows.length;
            if (rows.length < batchSize) break;
          }
        }
        return { engine, migration: await newestMigration(tx), tables };
      },
      { isolationLevel: "repeatable read", accessMode: "read only" },
    );
  } finally {
    await out.close();
  }
}

/** Tables that the migrations themselves put rows into (e.g. a counter's single row). */
async function tablesFilledByMigrations(): Promise<Set<string>> {
  const tables = new Set<string>();
  for (const file of await fs.readdir(migrationsFolder)) {
    if (!file.endsWith(".sql")) continue;
    const text = await fs.readFile(path.join(migrationsFolder, file), "utf8");
    for (const match of text.matchAll(/INSERT INTO "?(\w+)"?/gi)) tables.add(match[1]);
  }
  return tables;
}

/** True when no table holds a row the shop wrote (a new database, migrated or not). */
export async function databaseIsEmpty(db: Database): Promise<boolean> {
  const fromMigrations = await tablesFilledByMigrations();
  for (const table of await tableNames(db)) {
    if (fromMigrations.has(table)) continue;
    const result = await db.execute(sql`SELECT EXISTS (SELECT 1 FROM ${sql.identifier(table)}) AS used`);
    if (rowsOf<{ used: boolean }>(result)[0].used) return false;
  }
  return true;
}

/**
 * Inserts the rows of a database.jsonl into an empty, migrated database in one transaction (all or
 * nothing), then moves every sequence past the restored rows so new order references continue.
 */
export async function importDatabase(db: Database, file: string, summary: DatabaseSummary): Promise<void> {
  const migration = await newestMigration(db);
  if (summary.migration > migration) {
    throw new BackupError("This backup was made by a newer version of the shop; restore it with that version or a later one.");
  }
  await db.transaction(async (tx) => {
    const columnsOf = new Map<string, Set<string>>();
    for (const table of await tableNames(tx)) {
      const result = await tx.execute(sql`
        SELECT a.attname AS name FROM pg_attribute a
        WHERE a.attrelid = (SELECT c.oid FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = 'public' AND c.relname = ${table})
          AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''`);
      columnsOf.set(table, new Set(rowsOf<{ name: string }>(result).map((r) => r.name)));
    }
    // The rows go back exactly as they were: triggers (e.g. the page cache's version counter) stay
    // off until the end of the restore, and rows the migrations wrote give way to the backup's.
    for (const table of columnsOf.keys()) await tx.execute(sql`ALTER TABLE ${sql.identifier(table)} DISABLE TRIGGER USER`);
    const started = new Set<string>();
    const lines = readline.createInterface({ input: createReadStream(file, "utf8"), crlfDelay: Infinity });
    for await (const line of lines) {
      if (!line.trim()) continue;
      const { table, rows } = JSON.parse(line) as { table: string; rows: Row[] };
      if (tablesLeftOut.has(table)) continue;
      const known = columnsOf.get(table);
      if (!known) throw new BackupError(`The backup has a table this shop does not know: ${table}`);
      if (!started.has(table)) {
        started.add(table);
        await tx.execute(sql`DELETE FROM ${sql.identifier(table)}`);
      }
      if (rows.length === 0) continue;
      // Columns added by later migrations keep their defaults; a column this shop lacks means the
      // backup is from another version and cannot be restored faithfully.
      const columns = Object.keys(rows[0] ?? {});
      const unknown = columns.find((c) => !known.has(c));
      if (unknown) throw new BackupError(`The backup has a column this shop does not know: ${table}.${unknown}`);
      const list = sql.join(columns.map((c) => sql.identifier(c)), sql`, `);
      await tx.execute(sql`
        INSERT INTO ${sql.identifier(table)} (${list}) OVERRIDING SYSTEM VALUE
        SELECT ${list} FROM json_populate_recordset(NULL::${sql.identifier(table)}, ${JSON.stringify(rows)}::json)`);
    }
    for (const table of columnsOf.keys()) await tx.execute(sql`ALTER TABLE ${sql.identifier(table)} ENABLE TRIGGER USER`);
    // What triggers keep from other rows is counted again from the rows restored: a backup made
    // before those triggers existed has none of it (migration 0005's counts of order requests).
    await tx.execute(sql`DELETE FROM order_request_counts`);
    await tx.execute(
      sql`INSERT INTO order_request_counts (status, count) SELECT status, count(*)::int FROM order_requests GROUP BY status`,
    );
    const sequences = rowsOf<{ tbl: string; col: string; seq: string }>(
      await tx.execute(sql`
        SELECT c.relname AS tbl, a.attname AS col, s.seq FROM pg_class c
        JOIN pg_namespace n ON n.oid = c.relnamespace JOIN pg_attribute a ON a.attrelid = c.oid
        CROSS JOIN LATERAL (SELECT pg_get_serial_sequence(format('%I.%I', n.nspname, c.relname), a.attname) AS seq) s
        WHERE n.nspname = 'public' AND c.relkind = 'r' AND a.attnum > 0 AND NOT a.attisdropped AND s.seq IS NOT NULL`),
    );
    for (const { tbl, col, seq } of sequences) {
      await tx.execute(
        sql`SELECT setval(${seq}, m) FROM (SELECT max(${sql.identifier(col)}) AS m FROM ${sql.identifier(tbl)}) x WHERE m IS NOT NULL`,
      );
    }
  });
}

/** Every regular file under `dir`, as paths relative to it with forward slashes. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return [];
    throw error;
  });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join("/"))
    .sort();
}

/**
 * Writes the archive: the database export first, then the uploads. Images are only added after the
 * rows that use them exist, so every image the rows name is already on disk when it is copied.
 * The archive appears under its name only once complete, readable by its owner only; with a
 * passphrase, it is encrypted in the age format as it is written.
 */
export async function writeBackupArchive(
  file: string,
  parts: { summary: DatabaseSummary; databaseFile: string; uploadsDir: string; createdAt?: Date; passphrase?: string },
): Promise<BackupManifest> {
  const uploads = await filesUnder(parts.uploadsDir);
  const pack = tar.pack();
  const partial = `${file}.partial`;
  const sink = createWriteStream(partial, { flags: "wx", mode: privateFile });
  const written = parts.passphrase ? encryptInto(pack, parts.passphrase, sink) : pipeline(pack, zlib.createGzip(), sink);
  const add = (name: string, body: Buffer) =>
    new Promise<void>((resolve, reject) => pack.entry({ name, mode: 0o644 }, body, (error) => (error ? reject(error) : resolve())));
  let copied = 0;
  try {
    const database = await fs.stat(parts.databaseFile);
    const entry = pack.entry({ name: "database.jsonl", size: database.size, mode: 0o644 });
    await pipeline(createReadStream(parts.databaseFile), entry);
    for (const name of uploads) {
      // An image removed since the rows were read is no longer needed by them.
      const body = await fs.readFile(path.join(parts.uploadsDir, ...name.split("/"))).catch((error: NodeJS.ErrnoException) => {
        if (error.code === "ENOENT") return undefined;
        throw error;
      });
      if (!body) continue;
      await add(`uploads/${name}`, body);
      copied++;
    }
    // Written last: only then is the number of images known.
    const manifest: BackupManifest = {
      format: backupFormat,
      createdAt: (parts.createdAt ?? new Date()).toISOString(),
      ...parts.summary,
      uploads: copied,
    };
    await add("backup.json", Buffer.from(JSON.stringify(manifest)));
    pack.finalize();
    await written;
    await fs.rename(partial, file);
    return manifest;
  } catch (error) {
    pack.destroy();
    await written.catch(() => undefined);
    await fs.rm(partial, { force: true });
    throw error;
  }
}

/** Gzips `pack` and encrypts it with the passphrase (age's scrypt recipient) into `sink`. */
async function encryptInto(pack: tar.Pack, passphrase: string, sink: Writable): Promise<void> {
  const gzip = zlib.createGzip();
  const packed = pipeline(pack, gzip);
  const encrypter = new Encrypter();
  encrypter.setPassphrase(passphrase);
  const encrypted = await encrypter.encrypt(Readable.toWeb(gzip) as ReadableStream<Uint8Array>);
  await Promise.all([packed, pipeline(Readable.fromWeb(encrypted as unknown as NodeReadableStream<Uint8Array>), sink)]);
}

/** A file name inside uploads/ that stays inside it: no absolute path, no "..", no hidden files. */
function safeUploadName(name: string): boolean {
  const parts = name.split("/");
  return parts.length > 0 && parts.every((p) => p !== "" && p !== "." && p !== ".." && !p.startsWith(".") && !p.includes("\\") && !p.includes("\0"));
}

/**
 * Unpacks an archive into `dir`: database.jsonl and uploads/. Anything else, or a name that would
 * leave the folder, makes the archive invalid. An encrypted one needs `passphrase`, asked for only then.
 */
export async function readBackupArchive(file: string, dir: string, passphrase?: () => Promise<string>): Promise<BackupManifest> {
  let manifest: BackupManifest | undefined;
  const extract = tar.extract();
  const source = (await isEncryptedBackup(file)) ? await decrypted(file, passphrase) : createReadStream(file);
  const done = pipeline(source, zlib.createGunzip(), extract);
  const unpacked = (async () => {
    for await (const entry of extract) {
      const { name, type } = entry.header;
      if (type !== "file") throw new BackupError(`Not a shop backup: unexpected entry ${name}`);
      if (name === "backup.json") {
        const chunks: Buffer[] = [];
        for await (const chunk of entry) chunks.push(chunk as Buffer);
        manifest = JSON.parse(Buffer.concat(chunks).toString("utf8")) as BackupManifest;
        continue;
      }
      let target: string;
      if (name === "database.jsonl") target = path.join(dir, "database.jsonl");
      else if (name.startsWith("uploads/") && safeUploadName(name.slice("uploads/".length))) target = path.join(dir, ...name.split("/"));
      else throw new BackupError(`Not a shop backup: unexpected entry ${name}`);
      await fs.mkdir(path.dirname(target), { recursive: true });
      await pipeline(entry, createWriteStream(target, { flags: "wx", mode: privateFile }));
    }
  })();
  try {
    await Promise.all([done, unpacked]);
  } catch (error) {
    if (error instanceof BackupError) throw error;
    throw new BackupError(`Not a readable shop backup: ${(error as Error).message}`);
  }
  if (!manifest || manifest.format !== backupFormat) throw new BackupError("Not a shop backup (no backup.json of a known format)");
  try {
    await fs.access(path.join(dir, "database.jsonl"));
  } catch {
    throw new BackupError("Not a shop backup (no database.jsonl)");
  }
  return manifest;
}

/** The plain archive inside an encrypted backup; a wrong passphrase is refused before anything is read. */
async function decrypted(file: string, passphrase?: () => Promise<string>): Promise<Readable> {
  if (!passphrase) throw new BackupError("This backup is encrypted: give its passphrase (BACKUP_PASSPHRASE).");
  const decrypter = new Decrypter();
  decrypter.addPassphrase(await passphrase());
  try {
    const plain = await decrypter.decrypt(Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>);
    return Readable.fromWeb(plain as unknown as NodeReadableStream<Uint8Array>);
  } catch (error) {
    throw new BackupError(`This backup cannot be decrypted with that passphrase (${(error as Error).message}).`);
  }
}

/**
 * Copies the unpacked uploads into the shop's uploads folder. Stored names are random and never
 * reused, so a file already there is the same image and is kept.
 */
export async function restoreUploads(fromDir: string, uploadsDir: string): Promise<number> {
  let copied = 0;
  for (const name of await filesUnder(fromDir)) {
    const target = path.join(uploadsDir, ...name.split("/"));
    await fs.mkdir(path.dirname(target), { recursive: true });
    try {
      await fs.copyFile(path.join(fromDir, ...name.split("/")), target, fs.constants.COPYFILE_EXCL);
      copied++;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
  }
  return copied;
}

/**
 * The embedded database can be open in one process only, so a backup of a running shop is read by
 * the shop itself: the backup tool leaves `<id>.request` in DATA_DIR/backups and sends SIGUSR2;
 * the shop writes `<id>.jsonl`, then `<id>.json` (the summary), or `<id>.failed` with the reason.
 */
export const backupRequestsFolder = (dataDir: string) => path.join(dataDir, "backups");
const requestPattern = /^([a-z0-9-]{8,64})\.request$/;

let answering: Promise<void> = Promise.resolve();

/** Answers every waiting backup request, one export at a time. */
export function answerBackupRequests(db: Database, engine: DatabaseSummary["engine"], dataDir: string): Promise<void> {
  answering = answering.then(async () => {
    const folder = backupRequestsFolder(dataDir);
    const names = await fs.readdir(folder).catch(() => [] as string[]);
    for (const name of names) {
      const id = requestPattern.exec(name)?.[1];
      if (!id) continue;
      // Taken away first, so that a second signal does not export it twice.
      try {
        await fs.unlink(path.join(folder, name));
      } catch {
        continue;
      }
      const base = path.join(folder, id);
      try {
        const summary = await exportDatabase(db, engine, `${base}.jsonl.partial`);
        await fs.rename(`${base}.jsonl.partial`, `${base}.jsonl`);
        await fs.writeFile(`${base}.json.partial`, JSON.stringify(summary), { mode: privateFile });
        await fs.rename(`${base}.json.partial`, `${base}.json`);
      } catch (error) {
        await fs.rm(`${base}.jsonl.partial`, { force: true });
        await fs.writeFile(`${base}.failed`, error instanceof Error ? error.message : String(error), { mode: privateFile }).catch(() => undefined);
      }
    }
  });
  return answering;
}

/** Asks the running shop (process `pid`) for its rows; resolves once they are written. */
export async function exportFromRunningShop(
  dataDir: string,
  pid: number,
  options: { timeoutMs?: number } = {},
): Promise<{ summary: DatabaseSummary; databaseFile: string }> {
  const folder = backupRequestsFolder(dataDir);
  await makePrivateFolder(folder);
  const id = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
  const base = path.join(folder, id);
  await fs.writeFile(`${base}.request`, "", { mode: privateFile });
  process.kill(pid, "SIGUSR2");
  const deadline = Date.now() + (options.timeoutMs ?? 300_000);
  for (;;) {
    const failure = await fs.readFile(`${base}.failed`, "utf8").catch(() => undefined);
    if (failure !== undefined) {
      await fs.rm(`${base}.failed`, { force: true });
      throw new BackupError(`The running shop could not export its database: ${failure}`);
    }
    const summary = await fs.readFile(`${base}.json`, "utf8").catch(() => undefined);
    if (summary !== undefined) {
      await fs.rm(`${base}.json`, { force: true });
      return { summary: JSON.parse(summary) as DatabaseSummary, databaseFile: `${base}.jsonl` };
    }
    if (Date.now() > deadline) {
      await fs.rm(`${base}.request`, { force: true });
      throw new BackupError(`The running shop (PID ${pid}) did not answer the backup request.`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
