/** Run by demo-database.server.ts: creates the embedded database with the demo in it, then exits. */
import { loadConfig } from "~/config.server";
import { storeImagesIn } from "~/media/images.server";
import { createStorage } from "~/media/storage.server";
import { openDatabase } from "~db/client";
import { ownerOnlyUmask } from "~db/data-folder";
import { importDemo } from "~db/demo/import.server";
import { stateDemoSeller } from "~db/demo/seller";

// As the shop's own start, whichever process runs this.
process.umask(ownerOnlyUmask);
try {
  const config = loadConfig(process.env);
  const storage = createStorage(config);
  const database = await openDatabase({
    dataDir: config.dataDir,
    onCreate: async (db) => {
      await importDemo(db, storeImagesIn(storage));
      // Only the demo shop states the demo seller: a real shop importing the demo products from its
      // back office must still name its own before it sells (docs/decisions/0066).
      await stateDemoSeller(db);
    },
  });
  await database.close();
} catch (error) {
  const failure = error as NodeJS.ErrnoException;
  process.send?.({ error: failure instanceof Error ? failure.message : String(error), code: failure?.code });
  process.exitCode = 1;
}
