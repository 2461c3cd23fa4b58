import fs from "node:fs";
import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import type { Logger } from "pino";
import type { ServerBuild } from "react-router";
import { openDatabase, type DatabaseHandle } from "../../db/client";
import { importDemo } from "../../db/demo/import.server";
import { createShopAuth } from "../auth/auth.server";
import { bootstrapOwner } from "../auth/owner.server";
import type { ShopConfig } from "../config.server";
import type { ShopContext } from "../context";
import { detectLanguage, languageCookieName } from "../i18n/languages";
import { createStorage } from "../media/storage.server";

export type StartOptions = { config: ShopConfig; log: Logger; dev: boolean; root: string };

export type RunningShop = {
  app: express.Express;
  database: DatabaseHandle;
  close(): Promise<void>;
};

const oneYear = 365 * 24 * 60 * 60;

/** Opens the database (importing the demo into a new embedded one) and builds the HTTP app. */
export async function startShop({ config, log, dev, root }: StartOptions): Promise<RunningShop> {
  const storage = createStorage(config);
  const database = await openDatabase({
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    // DECISIONS D4: the demo goes into a new embedded database only; PostgreSQL gets it by script.
    onCreate:
      config.demoData && !config.databaseUrl
        ? async (db) => {
            log.info("new embedded database: importing the demo catalogue");
            await importDemo(db, storage);
          }
        : undefined,
  });

  let auth;
  try {
    auth = await createShopAuth({ db: database.db, config, log });
    const owner = await bootstrapOwner(database.db, auth, config);
    if (owner.created) log.info({ account: config.adminEmail }, "owner account created from ADMIN_EMAIL and ADMIN_PASSWORD");
    if (owner.hint) console.log(owner.hint);
  } catch (error) {
    await database.close();
    throw error;
  }

  const app = express();
  app.disable("x-powered-by");
  // Only then does req.ip come from X-Forwarded-For (the sign-in limits count it).
  if (config.trustProxy !== undefined) app.set("trust proxy", config.trustProxy);
  app.use(compression());

  app.get("/healthz", async (_req, res) => {
    const ok = await database.ping();
    res.status(ok ? 200 : 503).type("text/plain").set("Cache-Control", "no-store").send(ok ? "ok" : "database unavailable");
  });

  app.use((req, res, next) => {
    const started = process.hrtime.bigint();
    res.on("finish", () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      log.info({ method: req.method, path: req.path, status: res.statusCode, ms: Math.round(ms * 10) / 10 }, "request");
    });
    next();
  });

  // Uploaded images have random names and are never overwritten, so they can be cached for good.
  const uploadsDir = path.join(config.dataDir, "uploads");
  fs.mkdirSync(uploadsDir, { recursive: true });
  app.use(
    "/uploads",
    express.static(uploadsDir, {
      immutable: true,
      maxAge: oneYear * 1000,
      index: false,
      dotfiles: "deny",
      setHeaders: (res) => {
        res.setHeader("X-Content-Type-Options", "nosniff");
        res.setHeader("Content-Security-Policy", "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'");
      },
    }),
  );

  let build: ServerBuild | (() => Promise<ServerBuild>);
  if (dev) {
    const vite = await import("vite");
    const devServer = await vite.createServer({ server: { middlewareMode: true } });
    app.use(devServer.middlewares);
    build = () => devServer.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
  } else {
    const clientDir = path.join(root, "build/client");
    app.use("/assets", express.static(path.join(clientDir, "assets"), { immutable: true, maxAge: oneYear * 1000 }));
    app.use(express.static(clientDir, { maxAge: "1h", index: false }));
    build = (await import(path.join(root, "build/server/index.js"))) as ServerBuild;
  }

  app.all(
    "/{*splat}",
    createRequestHandler({
      build,
      mode: dev ? "development" : "production",
      getLoadContext(req, res): ShopContext {
        const { language, fromQuery } = detectLanguage({
          search: req.url.includes("?") ? req.url.slice(req.url.indexOf("?")) : "",
          cookie: req.headers.cookie,
          acceptLanguage: req.headers["accept-language"],
        });
        // DECISIONS D3: a language chosen in the URL is remembered.
        if (fromQuery) {
          res.cookie(languageCookieName, language, { path: "/", maxAge: oneYear * 1000, sameSite: "lax" });
        }
        return { db: database.db, config, language, log, auth, clientAddress: req.ip ?? req.socket.remoteAddress ?? "unknown" };
      },
    }),
  );

  return {
    app,
    database,
    close: () => database.close(),
  };
}
