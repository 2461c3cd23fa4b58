import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { exportDatabase } from "~db/backup";
import { openDatabase } from "~db/client";
import { startTemporaryPostgres, type TemporaryPostgres } from "../support/postgres-server";
import { repoRoot, startShopServer } from "../support/shop-server";

declare module "vitest" {
  export interface ProvidedContext {
    /** A data folder with the demo shop, closed cleanly; every test works on a copy. */
    demoDataDir: string;
    /** The demo shop's rows (database.jsonl of a backup), to fill a PostgreSQL database. */
    demoRows: string;
    postgresUrl: string;
  }
}

let postgres: TemporaryPostgres | undefined;
let scratch: string | undefined;

/** The stress tests run the production server: the shop must be built. */
export async function setup(project: TestProject) {
  if (!fs.existsSync(path.join(repoRoot, "build/shop/server.js"))) {
    throw new Error("Build the shop first (npm run build): the stress tests run the production server.");
  }
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), "shop-stress-"));
  const demoDataDir = path.join(scratch, "demo");
  const server = await startShopServer({ dataDir: demoDataDir, timeoutMs: 180_000 });
  const code = await server.stop();
  if (code !== 0) throw new Error(`demo server exited with ${code}:\n${server.output()}`);
  const demoRows = path.join(scratch, "demo.jsonl");
  const database = await openDatabase({ dataDir: demoDataDir });
  await exportDatabase(database.db, "pglite", demoRows);
  await database.close();
  postgres = await startTemporaryPostgres();
  project.provide("demoDataDir", demoDataDir);
  project.provide("demoRows", demoRows);
  project.provide("postgresUrl", postgres.url);
}

export async function teardown() {
  await postgres?.stop();
  if (scratch) fs.rmSync(scratch, { recursive: true, force: true });
}
