import fs from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import type { TLSSocket } from "node:tls";
import compression from "compression";
import { compressedAssets } from "./compressed-assets.server";
import { answerBrotliParams } from "./compression.server";
import { textsFiles } from "./texts-files.server";
import express from "express";
import type { Logger } from "pino";
import type { ServerBuild } from "react-router";
import { openDatabase, type DatabaseHandle } from "~db/client";
import { ContentReads } from "~db/content-reads";
import { KnownContentVersion, readContentVersion } from "~db/content-version";
import { makeOwnerOnly } from "~db/data-folder";
import { createShopAuth } from "~/auth/auth.server";
import { bootstrapOwner } from "~/auth/owner.server";
import { ensureOwnAuthor } from "~/admin/authors/authors.server";
import { ownAuthorName } from "~/shop/shop-settings";
import { readShopSettings } from "~/shop/shop-settings.server";
import type { ShopConfig } from "~/config";
import type { ShopContext } from "~/context";
import { detectLanguage } from "~/i18n/languages";
import { createDemoDatabase } from "./demo-database.server";
import { makeMissingImageFiles } from "~/media/missing-image-files.server";
import { scheduleRequestRetention } from "~/orders/retention.server";
import { startStockAlertWorker, wakeStockAlertWorkers } from "~/stock-alerts/outbox.server";
import { startSaleClock } from "~/shop/sale-clock.server";
import { scheduleWishRetention } from "~/stock-alerts/retention.server";
import { keepStatistics } from "~/statistics/statistic-days.server";
import { visitTally } from "~/statistics/visit-tally.server";
import { createStorage } from "~/media/storage.server";
import { healthWatch } from "./health-watch.server";
import { keptPagesLogIntervalMs, keptPageTally } from "./kept-page-tally.server";
import type { PageCache } from "./page-cache.server";
import { createPages } from "./pages.server";
import { contentSecurityPolicy, everyResponseHeaders, imageOrigins, lastResortErrors, securityHeaders } from "./security-headers.server";
import { leavesTheShop, pathOf, sameOriginPath } from "~/lib/same-origin-path";
import { withoutPrivateToken } from "~/request-protection/private-links";

export type StartOptions = {
  config: ShopConfig;
  log: Logger;
  dev: boolean;
  root: string;
  /** The app to serve instead of the built one or Vite's (tests: one build for several shops). */
  build?: () => Promise<ServerBuild>;
  /** Where the slow steps of a first start are told (server.ts: the terminal). */
  progress?: (doing: string) => { end(done: string): void };
};

export type RunningShop = {
  /**
   * The shop's request listener. A request the page cache can answer (a kept page, or 304) is
   * answered before Express, which costs more than the rest of such an answer (docs/decisions/0023);
   * every other request goes to `app`.
   */
  handle(req: IncomingMessage, res: ServerResponse): void;
  app: express.Express;
  database: DatabaseHandle;
  /** The rendered public pages kept in memory (docs/decisions/0010). */
  pageCache: PageCache;
  /** The content version as this process knows it: the database's, once its notices have come. */
  knownContentVersion(): Promise<number>;
  /** When no one can sign in to the back office yet: the line that tells how to create the account. */
  ownerHint: string | undefined;
  /** Says "stopping" on /healthz; resolves once a load balancer watching it has heard (health-watch.server.ts). */
  stopping(): Promise<void>;
  close(): Promise<void>;
};

const oneYear = 365 * 24 * 60 * 60;

/**
 * What the page cache may hold: a few hundred pages of 50–150 kB with their compressed copies,
 * well inside the server's memory budget (docs/decisions/0010).
 */
const pageCacheBytes = 24 * 1024 * 1024;

/**
 * How long a content version read is trusted without a notice. Notices make it current at once;
 * this only bounds how stale a page could be if one were ever lost (docs/decisions/0016).
 */
const contentVersionMaxAgeMs = 5_000;

/** Opens the database (importing the demo into a new embedded one) and builds the HTTP app. */
export async function startShop({ config, log, dev, root, build: givenBuild, progress }: StartOptions): Promise<RunningShop> {
  // A data folder made by an older version, or under a wider umask, is closed to other users first.
  const madePrivate = makeOwnerOnly(config.dataDir);
  if (madePrivate > 0) log.info({ dataDir: config.dataDir, entries: madePrivate }, "data folder made readable by the shop's user only");
  // docs/product/back-office.md#demo-catalogue: the demo goes into a new embedded database only; PostgreSQL gets it by script.
  if (config.demoData && !config.databaseUrl && !fs.existsSync(path.join(config.dataDir, "db"))) {
    const step = progress?.("creating the database with the demo catalogue…");
    await createDemoDatabase({ ...process.env, DATA_DIR: config.dataDir });
    step?.end("created the database with the demo catalogue");
  }
  const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });

  let auth;
  let ownerHint: string | undefined;
  try {
    auth = await createShopAuth({ db: database.db, config, log });
    const owner = await bootstrapOwner(database.db, auth, config);
    if (owner.created) log.info({ account: config.adminEmail }, "owner account created from ADMIN_EMAIL and ADMIN_PASSWORD");
    // docs/product/access.md#owner-account: once handed over, the role stays where the owner put it.
    if (config.adminEmail && owner.owner !== config.adminEmail)
      log.warn({ adminEmail: config.adminEmail, owner: owner.owner }, "ADMIN_EMAIL is not the shop's owner; it only names the owner of a shop that has none");
    ownerHint = owner.hint;
    if (owner.owner) await ensureOwnAuthor(database.db, owner.owner, ownAuthorName(await readShopSettings({ db: database.db, config })));
  } catch (error) {
    await database.close();
    throw error;
  }

  const contentVersion = new KnownContentVersion(() => readContentVersion(database.db), contentVersionMaxAgeMs);
  const contentReads = new ContentReads(() => contentVersion.current());
  const languageOf = (req: IncomingMessage) =>
    detectLanguage({
      search: req.url?.includes("?") ? req.url.slice(req.url.indexOf("?")) : "",
      cookie: req.headers.cookie,
      acceptLanguage: req.headers["accept-language"],
    });

  let build: ServerBuild | (() => Promise<ServerBuild>);
  let devServer: import("vite").ViteDevServer | undefined;
  const clientDir = path.join(root, "build/client");
  if (givenBuild) {
    build = givenBuild;
  } else if (dev) {
    const vite = await import("vite");
    devServer = await vite.createServer({ server: { middlewareMode: true } });
    build = () => devServer!.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
  } else {
    build = (await import(path.join(root, "build/server/index.js"))) as ServerBuild;
  }
  const imageSources = imageOrigins(config);
  // docs/product/statistics.md: a page view adds to counters in memory; a timer writes them.
  const visits = config.statistics.on ? visitTally(new URL(config.publicUrl).host) : undefined;
  const pages = createPages({
    build,
    mode: dev ? "development" : "production",
    contentVersion: () => contentVersion.current(),
    settledContentVersion: () => contentVersion.settled(),
    languageOf,
    policy: (scriptSources) => contentSecurityPolicy(scriptSources, imageSources),
    cacheBytes: pageCacheBytes,
    origin: new URL(config.publicUrl).origin,
    // The embedded database answers on this thread: a second turn only fills the moments one
    // request waits between its queries. A PostgreSQL server answers over the network meanwhile.
    rendersAtOnce: database.kind === "pglite" ? 2 : 4,
    loadContext: (language, clientAddress): ShopContext => ({ db: database.db, contentReads, config, language, log, auth, clientAddress }),
    viewed: visits && { document: visits.countDocument, navigation: visits.countNavigation },
  });

  // docs/product/sale-prices.md#kept-pages: a sale's start or end moves the content version on.
  const saleClock = startSaleClock(database.db, log);
  // Every notice of a write, from this process or another, also renders the stale kept pages again,
  // wakes the back-in-stock mails (a stock change commits its notices with it, decision 0086) and
  // the sales' clock (the write may be a sale).
  let stopListening: () => Promise<void>;
  try {
    stopListening = await database.listenForContentChanges({
      changed() {
        contentVersion.changed();
        pages.refresh();
        wakeStockAlertWorkers();
        saleClock.wake();
      },
      listening(on) {
        contentVersion.listening(on);
        if (on) pages.refresh();
      },
    });
  } catch (error) {
    saleClock.stop();
    await database.close();
    throw error;
  }

  const app = express();
  app.disable("x-powered-by");
  app.disable("etag");
  // Only then does req.ip come from X-Forwarded-For (the sign-in limits count it), and req.secure
  // from X-Forwarded-Proto (HSTS).
  if (config.trustProxy !== undefined) app.set("trust proxy", config.trustProxy);
  app.use(securityHeaders(config, { dev }));

  const health = healthWatch();
  app.get("/healthz", async (_req, res) => {
    if (!health.checked()) {
      res.status(503).type("text/plain").set("Cache-Control", "no-store").send("stopping");
      return;
    }
    const ok = await database.ping();
    res.status(ok ? 200 : 503).type("text/plain").set("Cache-Control", "private, no-store").send(ok ? "ok" : "database unavailable");
  });

  const logRequest = (method: string | undefined, path: string, status: number, started: bigint, level: "info" | "debug" = "info") => {
    if (!log.isLevelEnabled(level)) return;
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    log[level]({ method, path: withoutPrivateToken(path), status, ms: Math.round(ms * 10) / 10 }, "request");
  };
  app.use((req, res, next) => {
    const started = process.hrtime.bigint();
    // Read now: a mounted handler (/texts, /assets) sees the path without its mount point.
    const path = req.path;
    // A write in this process is known to its next request, whichever database notices it.
    if (req.method !== "GET" && req.method !== "HEAD") res.on("finish", () => contentVersion.changed());
    res.on("finish", () => logRequest(req.method, path, res.statusCode, started));
    next();
  });

  // Kept public pages go out first, already compressed: most requests end here.
  app.use(pages.keptPages);
  // The interface texts, which every page's scripts fetch (app/i18n/texts-files.ts), compressed once.
  app.use("/texts", textsFiles());

  // Brotli or gzip for HTML, CSS, JS and JSON, whichever the browser takes.
  app.use(compression({ brotli: { params: answerBrotliParams } }));

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

  if (devServer) {
    app.use(devServer.middlewares);
  } else if (!givenBuild) {
    const assetsDir = path.join(clientDir, "assets");
    app.use("/assets", compressedAssets(assetsDir, { maxAgeMs: oneYear * 1000 }));
    app.use("/assets", express.static(assetsDir, { immutable: true, maxAge: oneYear * 1000 }));
    // The few files at the top of the client build (the icon, the demo's pictures): asked for by
    // name, so that a page's address never costs a look on disk before it is rendered.
    const clientFiles = new Set(fs.readdirSync(clientDir).filter((name) => name !== "assets"));
    const serveClientFile = express.static(clientDir, { maxAge: "1h", index: false });
    app.use((req, res, next) => (clientFiles.has(req.path.split("/")[1]) ? serveClientFile(req, res, next) : next()));
  }

  app.all("/{*splat}", pages.handler);
  app.use(lastResortErrors(log));

  // Express's req.secure, without Express: X-Forwarded-Proto counts only from a trusted proxy.
  const trusted = app.get("trust proxy fn") as (address: string | undefined, hop: number) => boolean;
  const isSecure = (req: IncomingMessage) => {
    if ((req.socket as TLSSocket).encrypted) return true;
    if (!trusted(req.socket.remoteAddress, 0)) return false;
    const forwarded = req.headers["x-forwarded-proto"];
    return (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(",")[0].trim() === "https";
  };
  // docs/decisions/0083: a kept page gets a line of its own only at `debug`; at `info` it is
  // counted, and the counts are written once a minute and when the shop stops.
  const keptPages = keptPageTally();
  const logKeptPages = () => {
    const summary = keptPages.take();
    if (summary) log.info(summary, "kept pages answered");
  };
  const loggingKeptPages = setInterval(logKeptPages, keptPagesLogIntervalMs);
  loggingKeptPages.unref();
  // Timed only when it gets a line of its own: reading the clock costs a kept answer a tenth of a microsecond.
  const logKeptAnswer = (req: IncomingMessage, res: ServerResponse, started: bigint | undefined) => {
    const path = pathOf(req.url ?? "/");
    if (started !== undefined) logRequest(req.method, path, res.statusCode, started, "debug");
    else if (log.isLevelEnabled("info")) keptPages.count(withoutPrivateToken(path), res.statusCode);
  };
  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const started = log.isLevelEnabled("debug") ? process.hrtime.bigint() : undefined;
    if (leavesTheShop(req.url ?? "/")) {
      // Every link a page builds from its own address (the language menu, the canonical) would
      // lead to another site: the same path on the shop instead (docs/product/storefront.md#addresses).
      res.writeHead(req.method === "GET" || req.method === "HEAD" ? 301 : 308, { Location: sameOriginPath(req.url ?? "/"), "Cache-Control": "no-store" }).end();
      logRequest(req.method, pathOf(sameOriginPath(req.url ?? "/")), res.statusCode, started ?? process.hrtime.bigint());
      return;
    }
    const headers = everyResponseHeaders(isSecure(req));
    try {
      // Most requests: a kept page, answered in this same turn of the event loop.
      if (pages.answerKeptAtOnce(req, res, headers)) return logKeptAnswer(req, res, started);
    } catch {
      // Left to the next path, which meets the same error and hands the request to Express.
    }
    pages.answerKept(req, res, headers).then(
      (answered) => (answered ? logKeptAnswer(req, res, started) : app(req, res)),
      // Express meets the same error again and answers it as it answers any other.
      () => app(req, res),
    );
  };

  const stopMakingImageFiles = new AbortController();
  const makingImageFiles = makeMissingImageFiles(database.db, createStorage(config), log, stopMakingImageFiles.signal).catch((error: unknown) =>
    log.warn({ err: error }, "the files beside older images could not be checked"),
  );
  // docs/product/cart-and-orders.md#how-long-requests-are-kept: what the privacy page promises, kept daily.
  const requestRetention = scheduleRequestRetention(database.db, log);
  // docs/product/back-in-stock.md: the outbox worked off at start, when woken and on a timer; wishes past their time deleted daily.
  const stockAlerts = startStockAlertWorker({ db: database.db, config, log });
  const wishRetention = scheduleWishRetention(database.db, log);
  const statistics =
    visits &&
    keepStatistics({
      db: database.db,
      log,
      take: visits.take,
      timeZone: async () => (await readShopSettings({ db: database.db, config })).timeZone,
      flushMs: config.statistics.flushMs,
    });

  return {
    handle,
    app,
    database,
    pageCache: pages.cache,
    knownContentVersion: () => contentVersion.current(),
    ownerHint,
    stopping: () => health.stopping(),
    async close() {
      await stopListening();
      saleClock.stop();
      clearInterval(loggingKeptPages);
      logKeptPages();
      stopMakingImageFiles.abort();
      await makingImageFiles;
      await requestRetention.stop();
      await stockAlerts.stop();
      await wishRetention.stop();
      await pages.refreshed();
      // After the last requests, before the database closes: the counts since the last minute are kept.
      await statistics?.stop();
      await database.close();
    },
  };
}
