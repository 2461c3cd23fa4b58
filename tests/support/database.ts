import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { inject } from "vitest";
import { migrationsFolder, openDatabase, type Database } from "~db/client";
import { ContentReads } from "~db/content-reads";
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
    const client = await PGlite.create({ extensions: { pg_trgm } });
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
  const client = await PGlite.create({ loadDataDir: await migratedPgliteDump(), extensions: { pg_trgm } });
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
