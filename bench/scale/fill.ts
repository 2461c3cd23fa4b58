/**
 * `npx tsx bench/scale/fill.ts`: grows the database the shop is configured with (DATA_DIR or
 * DATABASE_URL, as for `npm start`) to the benchmark's large catalogue, to try the shop at that
 * size by hand. With the embedded database, stop the shop first. A new embedded database gets the
 * demo catalogue first, which the large one is built on.
 */
import { loadConfig } from "~/config.server";
import { storeImagesIn } from "~/media/images.server";
import { createStorage } from "~/media/storage.server";
import { openDatabase } from "~db/client";
import { importDemo } from "~db/demo/import.server";
import { generateScaleCatalogue } from "./generate";

const config = loadConfig(process.env);
const storage = createStorage(config);
const database = await openDatabase({
  dataDir: config.dataDir,
  databaseUrl: config.databaseUrl,
  onCreate: (db) => importDemo(db, storeImagesIn(storage)),
});
try {
  const began = Date.now();
  const size = await generateScaleCatalogue(database.db);
  console.log(
    `${size.items} items, ${size.articles} articles, ${size.orderRequests} order requests (${((Date.now() - began) / 1000).toFixed(1)} s)`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
