/**
 * `npm run restore -- ARCHIVE`: puts a backup made by `npm run backup` into an empty shop: a data
 * folder without a database, or an empty PostgreSQL database (DATABASE_URL). Either engine takes
 * a backup of either. Stop the shop first. An encrypted backup asks for its passphrase (or reads
 * BACKUP_PASSPHRASE). Sessions, verifications, sign-in throttles and used codes start empty.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { loadConfig } from "~/config.server";
import { BackupError, databaseIsEmpty, importDatabase, readBackupArchive, restoreUploads } from "~db/backup";
import { openDatabase } from "~db/client";
import { ownerOnlyUmask } from "~db/data-folder";
import { backupPassphrase } from "./backup-passphrase";

if (fs.existsSync(path.join(process.cwd(), ".env"))) process.loadEnvFile(path.join(process.cwd(), ".env"));
// What this writes into the data folder is the shop's user's alone, as the shop's own files are.
process.umask(ownerOnlyUmask);

async function main(): Promise<void> {
  const archive = process.argv[2];
  if (!archive || !fs.existsSync(archive)) throw new BackupError("Name the backup to restore: npm run restore -- FILE.tar.gz (or FILE.tar.gz.age)");
  const config = loadConfig(process.env);
  if (!config.databaseUrl && fs.existsSync(path.join(config.dataDir, "db"))) {
    throw new BackupError(`${config.dataDir} already holds a database; restore into an empty data folder.`);
  }
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "shop-restore-"));
  try {
    const manifest = await readBackupArchive(archive, work, backupPassphrase);
    const databaseFile = path.join(work, "database.jsonl");
    if (config.databaseUrl) {
      const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
      try {
        if (!(await databaseIsEmpty(database.db))) {
          throw new BackupError("The database at DATABASE_URL is not empty; restore into an empty one.");
        }
        await importDatabase(database.db, databaseFile, manifest);
      } finally {
        await database.close();
      }
    } else {
      // Built aside and moved into place when complete, like a first start.
      const database = await openDatabase({
        dataDir: config.dataDir,
        onCreate: (db) => importDatabase(db, databaseFile, manifest),
      });
      await database.close();
    }
    const images = await restoreUploads(path.join(work, "uploads"), path.join(config.dataDir, "uploads"));
    const rows = Object.values(manifest.tables).reduce((a, b) => a + b, 0);
    console.log(
      `Restored ${rows} rows in ${Object.keys(manifest.tables).length} tables and ${images} image files ` +
        `from a backup of ${manifest.createdAt} into ${config.databaseUrl ? "PostgreSQL" : config.dataDir}`,
    );
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

try {
  await main();
} catch (error) {
  console.error(`Restore failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
