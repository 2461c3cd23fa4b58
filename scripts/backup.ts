/**
 * `npm run backup [-- --out FILE] [--encrypt]`: writes one archive with the database and the uploaded
 * images (docs/decisions/0012-backup-format.md), also while the shop runs. With the embedded database a
 * running shop exports its own rows; with PostgreSQL they are read through a connection of our own.
 * The archive is readable by its owner only and, with --encrypt, encrypted with a passphrase
 * (docs/decisions/0032).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { loadConfig } from "~/config.server";
import {
  BackupError,
  exportDatabase,
  exportFromRunningShop,
  makePrivateFolder,
  writeBackupArchive,
  type DatabaseSummary,
} from "~db/backup";
import { openDatabase, type Database } from "~db/client";
import { ownerOnlyUmask, privateFolder } from "~db/data-folder";
import { lockHolder } from "~db/lock";
import * as schema from "~db/schema";
import { newBackupPassphrase } from "./backup-passphrase";

if (fs.existsSync(path.join(process.cwd(), ".env"))) process.loadEnvFile(path.join(process.cwd(), ".env"));
// What this writes into the data folder is the shop's user's alone, as the shop's own files are.
process.umask(ownerOnlyUmask);

const encrypt = process.argv.includes("--encrypt");

function outputFile(dataDir: string): string {
  const at = process.argv.indexOf("--out");
  if (at !== -1 && process.argv[at + 1]) return path.resolve(process.argv[at + 1]);
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  return path.join(dataDir, "backups", `shop-backup-${stamp}.tar.gz${encrypt ? ".age" : ""}`);
}

async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const out = outputFile(config.dataDir);
  if (fs.existsSync(out)) throw new BackupError(`${out} already exists; choose another name with --out.`);
  const passphrase = encrypt ? await newBackupPassphrase() : undefined;
  // The shop's own backups folder is made private; a folder named with --out is the owner's
  // choice, and only made private when this makes it.
  if (path.dirname(out) === path.join(config.dataDir, "backups")) await makePrivateFolder(path.dirname(out));
  else fs.mkdirSync(path.dirname(out), { recursive: true, mode: privateFolder });
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "shop-backup-"));
  try {
    let summary: DatabaseSummary;
    let databaseFile = path.join(work, "database.jsonl");
    if (config.databaseUrl) {
      // No migration here: a backup reads the database as the running shops left it.
      const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 1 });
      try {
        summary = await exportDatabase(drizzle(pool, { schema }) as unknown as Database, "postgres", databaseFile);
      } finally {
        await pool.end();
      }
    } else {
      const pid = lockHolder(config.dataDir);
      if (pid) {
        ({ summary, databaseFile } = await exportFromRunningShop(config.dataDir, pid));
      } else {
        if (!fs.existsSync(path.join(config.dataDir, "db"))) throw new BackupError(`There is no shop database in ${config.dataDir}.`);
        const database = await openDatabase({ dataDir: config.dataDir });
        try {
          summary = await exportDatabase(database.db, "pglite", databaseFile);
        } finally {
          await database.close();
        }
      }
    }
    try {
      const manifest = await writeBackupArchive(out, { summary, databaseFile, uploadsDir: path.join(config.dataDir, "uploads"), passphrase });
      const rows = Object.values(manifest.tables).reduce((a, b) => a + b, 0);
      const size = (fs.statSync(out).size / 1024 / 1024).toFixed(1);
      console.log(
        `Backup written to ${out} (${size} MB${passphrase ? ", encrypted" : ""}): ${rows} rows in ${Object.keys(manifest.tables).length} tables, ${manifest.uploads} image files`,
      );
    } finally {
      fs.rmSync(databaseFile, { force: true });
    }
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

try {
  await main();
} catch (error) {
  console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
