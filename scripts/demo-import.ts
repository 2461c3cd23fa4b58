/**
 * `npm run demo:import`: imports the demo catalogue (docs/product/back-office.md#demo-catalogue) into the database the shop is
 * configured with (DATA_DIR or DATABASE_URL), but only when it has no items yet. The embedded
 * database gets the demo by itself on its first start; this is for PostgreSQL, or after DEMO_DATA=off.
 */
import fs from "node:fs";
import path from "node:path";
import { ConfigError, loadConfig } from "~/config.server";
import { storeImagesIn } from "~/media/images.server";
import { createStorage } from "~/media/storage.server";
import { openDatabase } from "~db/client";
import { ownerOnlyUmask } from "~db/data-folder";
import { DemoNotEmptyError, importDemo } from "~db/demo/import.server";
import { stateDemoSeller } from "~db/demo/seller";
import { DataDirLockedError } from "~db/lock";

// Settings in a .env file apply unless the environment already has them, as for the shop itself.
if (fs.existsSync(path.join(process.cwd(), ".env"))) process.loadEnvFile(path.join(process.cwd(), ".env"));
// What this writes into the data folder is the shop's user's alone, as the shop's own files are.
process.umask(ownerOnlyUmask);

async function main(): Promise<number> {
  const config = loadConfig(process.env);
  const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  try {
    await importDemo(database.db, storeImagesIn(createStorage(config)));
    // The demo shop sells under its fictitious seller, unless one is already stated (docs/decisions/0066).
    await stateDemoSeller(database.db);
    console.log("Demo products imported");
    return 0;
  } catch (error) {
    if (error instanceof DemoNotEmptyError) {
      console.error(error.message);
      return 1;
    }
    console.error("Import failed");
    throw error;
  } finally {
    await database.close();
  }
}

try {
  process.exitCode = await main();
} catch (error) {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exitCode = 1;
}
