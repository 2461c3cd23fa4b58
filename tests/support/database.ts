import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { inject } from "vitest";
import { migrationsFolder, openDatabase, type Database } from "~db/client";
import { ContentReads } from "~db/content-reads";
import { createPglite } from "~db/pglite";
import { readContentVersion } from "~db/content-version";
import * as schema from "~db/schema";
import { createEmptyDatabase } from "./postgres-server";

export type TestDatabase = {
  db: Database;
  kind: "pglite" | "postgres";
  /** For PostgreSQL: the URL of this test's own database. */
  url?: string;
  close(): Promise<void>;
};

let pgliteTemplate: Promise<Blob> | undefined;

/** A migrated, empty PGlite, dumped once: opening a copy is much faster than initialising anew. */
function migratedPgliteDump(): Promise<Blob> {
  pgliteTemplate ??= (async () => {
    const client = await createPglite();
    await migrate(drizzle(client, { schema }), { migrationsFolder });
    const dump = await client.dumpDataDir("none");
    await client.close();
    return dump;
  })();
  return pgliteTemplate;
}

/** An empty, migrated database of the kind this run tests (TEST_DB), for one test file or test. */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (inject("testDb") === "postgres") {
    const empty = await createEmptyDatabase(inject("postgresUrl"));
    const handle = await openDatabase({ dataDir: "", databaseUrl: empty.url });
    return {
      db: handle.db,
      kind: "postgres",
      url: empty.url,
      async close() {
        await handle.close();
        await empty.drop();
      },
    };
  }
  const client = await createPglite({ loadDataDir: await migratedPgliteDump() });
  return {
    db: drizzle(client, { schema }) as unknown as Database,
    kind: "pglite",
    close: () => client.close(),
  };
}

/**
 * Reads kept per content version as a running shop keeps them, with the version read on every call
 * (as while the shop hears no notices), so a test's own writes are seen at once.
 */
export function contentReadsOf(db: Database): ContentReads {
  return new ContentReads(() => readContentVersion(db));
}
