import fs from "node:fs";
import { createServer as createHttpServer, type Server } from "node:http";
import os from "node:os";
import path from "node:path";
import pino, { type Logger } from "pino";
import type { ServerBuild } from "react-router";
import { createServer, type ViteDevServer } from "vite";
import { afterAll, beforeAll, inject } from "vitest";
import { loadConfig } from "~/config.server";
import { type RunningShop, startShop } from "~/server/start.server";
import { createEmptyDatabase } from "./postgres-server";
import { repoRoot } from "./shop-server";

export type HttpShop = RunningShop & { url: string; server: Server };

export type HttpShops = {
  /** The app, compiled once by Vite for every shop of the file. */
  build: () => Promise<ServerBuild>;
  /** A shop on an empty database of this run's kind (or the given PostgreSQL one), served over HTTP on a free port. */
  open(options?: { databaseUrl?: string; env?: Record<string, string>; build?: () => Promise<ServerBuild>; log?: Logger }): Promise<HttpShop>;
  /** A new empty database on this run's PostgreSQL server; undefined on PGlite (each shop gets its own). */
  newDatabaseUrl(): Promise<string | undefined>;
};

/**
 * The whole shop in this process, as `npm start` serves it (start.server.ts's handler behind a
 * Node HTTP server), for the tests that need its HTTP side. Registers the file's hooks: call it at
 * the top of a test file. Everything opened is closed after the file.
 */
export function httpShops(): HttpShops {
  let vite: ViteDevServer;
  const cleanups: (() => Promise<void> | void)[] = [];
  const build = () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;

  beforeAll(async () => {
    vite = await createServer({
      root: repoRoot,
      logLevel: "silent",
      appType: "custom",
      server: { middlewareMode: true, hmr: false, ws: false },
    });
  });

  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
    await vite?.close();
  });

  return {
    build,
    async open({ databaseUrl, env = {}, build: appBuild = build, log = pino({ level: "silent" }) } = {}) {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-http-"));
      cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
      const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl, DEMO_DATA: "off", PORT: "0", ...env });
      const shop = await startShop({ config, log, dev: false, root: repoRoot, build: appBuild });
      const server = await new Promise<Server>((resolve) => {
        const listening = createHttpServer(shop.handle).listen(0, "127.0.0.1", () => resolve(listening));
      });
      cleanups.push(async () => {
        await new Promise((resolve) => server.close(resolve));
        await shop.close();
      });
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      return { ...shop, server, url: `http://127.0.0.1:${port}` };
    },
    async newDatabaseUrl() {
      if (inject("testDb") !== "postgres") return undefined;
      const empty = await createEmptyDatabase(inject("postgresUrl"));
      cleanups.push(() => empty.drop());
      return empty.url;
    },
  };
}
