import { spawn, execFileSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";

/** A free TCP port on loopback, chosen by the system. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

function postgresBinDir(): string {
  try {
    return execFileSync("pg_config", ["--bindir"], { encoding: "utf8" }).trim();
  } catch {
    // Debian's server binaries are not on PATH.
    const base = "/usr/lib/postgresql";
    const versions = fs.existsSync(base) ? fs.readdirSync(base).sort((a, b) => Number(b) - Number(a)) : [];
    for (const version of versions) {
      const dir = path.join(base, version, "bin");
      if (fs.existsSync(path.join(dir, "initdb"))) return dir;
    }
  }
  throw new Error(
    "PostgreSQL server binaries not found: install PostgreSQL (Debian: apt-get install postgresql) or set TEST_DATABASE_URL",
  );
}

/** The server refuses to run as root; as root, run it as the postgres system user. */
function runAs(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim());
  const gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }).trim());
  return { uid, gid };
}

export type TemporaryPostgres = { url: string; stop(): Promise<void> };

/**
 * Starts a throw-away PostgreSQL server in a temporary folder on a free port, for tests.
 * It is stopped by its own process id.
 */
export async function startTemporaryPostgres(): Promise<TemporaryPostgres> {
  const bin = postgresBinDir();
  const user = runAs();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-pg-"));
  if (user) fs.chownSync(dir, user.uid, user.gid);
  const dataDir = path.join(dir, "data");
  execFileSync(path.join(bin, "initdb"), ["-D", dataDir, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-locale"], {
    stdio: "ignore",
    ...user,
  });
  const port = await freePort();
  const child: ChildProcess = spawn(
    path.join(bin, "postgres"),
    ["-D", dataDir, "-p", String(port), "-k", dir, "-c", "listen_addresses=127.0.0.1", "-c", "fsync=off", "-c", "max_connections=200"],
    { stdio: "ignore", ...user },
  );
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.end();
      break;
    } catch (error) {
      await client.end().catch(() => undefined);
      if (child.exitCode !== null || Date.now() > deadline) {
        throw new Error(`PostgreSQL did not start: ${(error as Error).message}`, { cause: error });
      }
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  return {
    url,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGINT"); // fast shutdown
        await exited;
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Creates an empty database on the server and returns its URL and a way to drop it. */
export async function createEmptyDatabase(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `shop_test_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}
