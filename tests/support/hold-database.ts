// Opens the embedded database in DATA_DIR (argv[2]) and keeps it open until killed: a second shop process.
import { openDatabase } from "~db/client";

const handle = await openDatabase({ dataDir: process.argv[2] });
process.stdout.write("ready\n");
process.on("SIGTERM", async () => {
  await handle.close();
  process.exit(0);
});
setInterval(() => undefined, 1 << 30);
