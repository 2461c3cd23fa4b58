import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { acquireDataDirLock } from "./lock";
import * as schema from "./schema";

export type Schema = typeof schema;
/** The shop's database, whichever engine is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseHandle = {
  db: Database;
  kind: "pglite" | "postgres";
  /** True when this start created the database (the embedded one was new, or PostgreSQL had no tables). */
  created: boolean;
  ping(): Promise<boolean>;
  close(): Promise<void>;
};

export const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));

export type OpenOptions = {
  /** DATA_DIR: the embedded database lives in DATA_DIR/db. */
  dataDir: string;
  databaseUrl?: string;
  /** Runs once on a newly created database, before it is put in place (e.g. the demo import). */
  onCreate?: (db: Database) => Promise<void>;
  /** A dump to start the embedded database from instead of an empty one (tests). */
  loadDataDir?: Blob;
};

export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options.onCreate) : openPglite(options);
}

async function openPglite(options: OpenOptions): Promise<DatabaseHandle> {
  fs.mkdirSync(options.dataDir, { recursive: true });
  const release = acquireDataDirLock(options.dataDir);
  try {
    const dbDir = path.join(options.dataDir, "db");
    for (const entry of fs.readdirSync(options.dataDir)) {
      if (entry.startsWith("db.tmp-")) fs.rmSync(path.join(options.dataDir, entry), { recursive: true, force: true });
    }
    let created = false;
    if (!fs.existsSync(dbDir)) {
      // Build the new database aside and move it into place only when complete, so an interrupted
      // first start leaves nothing half-made.
      const tmpDir = path.join(options.dataDir, `db.tmp-${process.pid}`);
      const fresh = await PGlite.create({ dataDir: tmpDir, loadDataDir: options.loadDataDir });
      const freshDb = drizzlePglite(fresh, { schema }) as unknown as Database;
      await migratePglite(freshDb as never, { migrationsFolder });
      await options.onCreate?.(freshDb);
      await fresh.close();
      fs.renameSync(tmpDir, dbDir);
      created = true;
    }
    // PostgreSQL's default 128 MB of shared buffers live in the WebAssembly heap, which only grows:
    // 16 MB holds the shop's hot pages, and the operating system caches the rest of the files.
    const client = await PGlite.create({ dataDir: dbDir, postgresqlconf: ["shared_buffers = 16MB"] });
    const db = drizzlePglite(client, { schema }) as unknown as Database;
    await migratePglite(db as never, { migrationsFolder });
    return {
      db,
      kind: "pglite",
      created,
      ping: () => ping(db),
      async close() {
        try {
          await client.close();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

async function openPostgres(url: string, onCreate: OpenOptions["onCreate"]): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection dropped by the server must not crash the shop; the next query reconnects.
  pool.on("error", () => undefined);
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  let created = false;
  // Several shop processes may start at once against one server: migrate under an advisory lock.
  const conn = await pool.connect();
  try {
    await conn.query("SELECT pg_advisory_lock(727274)");
    const { rows } = await conn.query<{ exists: boolean }>(
      "SELECT to_regclass('public.items') IS NOT NULL AS exists",
    );
    await migratePg(drizzlePg(conn, { schema }), { migrationsFolder });
    if (!rows[0].exists) {
      created = true;
      await onCreate?.(db);
    }
  } catch (error) {
    conn.release();
    await pool.end();
    throw error;
  }
  await conn.query("SELECT pg_advisory_unlock(727274)").catch(() => undefined);
  conn.release();
  return {
    db,
    kind: "postgres",
    created,
    ping: () => ping(db),
    close: () => pool.end(),
  };
}

async function ping(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`SELECT 1`);
    return true;
  } catch {
    return false;
  }
}
