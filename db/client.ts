import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { type ContentChangeListener, contentVersionChannel } from "~db/content-change";
import { privateFolder } from "~db/data-folder";
import { acquireDataDirLock } from "~db/lock";
import { createPglite } from "~db/pglite";
import * as schema from "~db/schema";

export type Schema = typeof schema;
/** The shop's database, whichever engine is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseHandle = {
  db: Database;
  kind: "pglite" | "postgres";
  /** True when this start created the database (the embedded one was new, or PostgreSQL had no tables). */
  created: boolean;
  ping(): Promise<boolean>;
  /**
   * Tells the listener of every content version notice (migration 0003) until the returned
   * function is called; close() stops it too.
   */
  listenForContentChanges(listener: ContentChangeListener): Promise<() => Promise<void>>;
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
  fs.mkdirSync(options.dataDir, { recursive: true, mode: privateFolder });
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
      const fresh = await createPglite({ dataDir: tmpDir, loadDataDir: options.loadDataDir });
      const freshDb = drizzlePglite(fresh, { schema }) as unknown as Database;
      await migratePglite(freshDb as never, { migrationsFolder });
      await options.onCreate?.(freshDb);
      await fresh.close();
      fs.renameSync(tmpDir, dbDir);
      created = true;
    }
    // PostgreSQL's default 128 MB of shared buffers live in the WebAssembly heap, which only grows:
    // 16 MB holds the shop's hot pages, and the operating system caches the rest of the files.
    const client = await createPglite({ dataDir: dbDir, postgresqlconf: ["shared_buffers = 16MB"] });
    const db = drizzlePglite(client, { schema }) as unknown as Database;
    await migratePglite(db as never, { migrationsFolder });
    return {
      db,
      kind: "pglite",
      created,
      ping: () => ping(db),
      async listenForContentChanges(listener) {
        // PGlite delivers a notice before the writing query's promise settles, so a write in this
        // process is known to every request after it.
        const unlisten = await client.listen(contentVersionChannel, () => listener.changed());
        listener.listening(true);
        return async () => {
          listener.listening(false);
          if (!client.closed) await unlisten();
        };
      },
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
  const stops = new Set<() => Promise<void>>();
  return {
    db,
    kind: "postgres",
    created,
    ping: () => ping(db),
    async listenForContentChanges(listener) {
      const stop = listenOnPostgres(url, listener);
      stops.add(stop);
      return async () => {
        stops.delete(stop);
        await stop();
      };
    },
    async close() {
      for (const stop of stops) await stop();
      await pool.end();
    },
  };
}

/**
 * Notices need a connection of their own that stays open, outside the pool. When it drops, the
 * listener is told (it then reads the version on every request) and it is opened again.
 */
function listenOnPostgres(url: string, listener: ContentChangeListener): () => Promise<void> {
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let stopped = false;
  const reconnectMs = 1_000;

  function lost(lostClient: pg.Client) {
    if (client !== lostClient) return;
    client = undefined;
    listener.listening(false);
    lostClient.end().catch(() => undefined);
    if (!stopped) retry = setTimeout(() => void connect(), reconnectMs);
  }

  async function connect() {
    const next = new pg.Client({ connectionString: url, keepAlive: true });
    client = next;
    next.on("notification", () => listener.changed());
    next.on("error", () => lost(next));
    next.on("end", () => lost(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${contentVersionChannel}`);
      if (client === next && !stopped) listener.listening(true);
    } catch {
      lost(next);
    }
  }

  void connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const last = client;
    client = undefined;
    listener.listening(false);
    await last?.end().catch(() => undefined);
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
