import type { TestProject } from "vitest/node";
import { startTemporaryPostgres, type TemporaryPostgres } from "./postgres-server";

declare module "vitest" {
  export interface ProvidedContext {
    testDb: "pglite" | "postgres";
    postgresUrl: string;
  }
}

let server: TemporaryPostgres | undefined;

/** Integration tests run against PGlite, or against PostgreSQL with TEST_DB=postgres. */
export async function setup(project: TestProject) {
  const kind = process.env.TEST_DB === "postgres" ? "postgres" : "pglite";
  project.provide("testDb", kind);
  let url = "";
  if (kind === "postgres") {
    url = process.env.TEST_DATABASE_URL ?? "";
    if (!url) {
      server = await startTemporaryPostgres();
      url = server.url;
    }
  }
  project.provide("postgresUrl", url);
}

export async function teardown() {
  await server?.stop();
}
