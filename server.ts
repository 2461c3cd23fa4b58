/**
 * The shop's Node entry: configuration, database, HTTP server, static files, request log, a
 * graceful shutdown (the embedded database must be closed cleanly, and PGlite would otherwise keep
 * the process alive) and backups of a running shop (SIGUSR2).
 */
import fs from "node:fs";
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { keepTickShape } from "./app/server/tick-shape.server";
import { ownerOnlyUmask } from "./db/data-folder";

// Before the start's work runs its first garbage collection (docs/decisions/0100).
keepTickShape();

// Whatever the umask it was started with, what the shop writes is its own user's alone.
process.umask(ownerOnlyUmask);
const dev = process.argv.includes("--dev");
process.env.NODE_ENV ??= dev ? "development" : "production";

// The project folder: this file's own, or two up when it runs compiled from build/shop.
let root = path.dirname(fileURLToPath(import.meta.url));
while (!fs.existsSync(path.join(root, "package.json")) && path.dirname(root) !== root) root = path.dirname(root);

// Settings in a .env file apply unless the environment already has them.
if (fs.existsSync(path.join(process.cwd(), ".env"))) process.loadEnvFile(path.join(process.cwd(), ".env"));

const { ConfigError, checkStartConditions, insecureCookieWarning, loadConfig, portProblem } = await import("./app/config.server");
let config: import("./app/config").ShopConfig;
try {
  config = loadConfig(process.env);
  // Before anything slow, and before the data folder is made: a start that cannot work stops at once.
  await checkStartConditions(config);
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(`Cannot start the shop: ${error.message}`);
    process.exit(1);
  }
  throw error;
}

// The first folder of DATA_DIR's path that this start makes, if any: a first start that fails
// removes it, so that the next one starts afresh instead of on a half-made shop.
let madeFolder: string | undefined;
for (let dir = config.dataDir; !fs.existsSync(dir) && path.dirname(dir) !== dir; dir = path.dirname(dir)) madeFolder = dir;
/** One line on stderr, the new data folder removed, and a non-zero exit. */
function failStart(message: string, keepDataDir = false): never {
  if (madeFolder && !keepDataDir) fs.rmSync(madeFolder, { recursive: true, force: true });
  console.error(`Cannot start the shop: ${message.split("\n")[0]}`);
  process.exit(1);
}

const { shopLog } = await import("./app/server/shop-log.server");
const log = shopLog(config.logLevel);

// A signal during the start is kept and acted on once the database is open, so it is still
// closed cleanly.
let stopRequested: string | undefined;
const signals = ["SIGINT", "SIGTERM", "SIGHUP"] as const;
const stopLater = (signal: string) => (stopRequested ??= signal);
for (const signal of signals) process.on(signal, stopLater);
// `npm run backup` asks a running shop for a consistent copy of its rows (docs/decisions/0012);
// a request during the start is answered once the database is open.
const backups: { answer?: () => void; asked: boolean } = { asked: false };
process.on("SIGUSR2", () => (backups.answer ? backups.answer() : (backups.asked = true)));

const { startShop } = await import("./app/server/start.server");
const { startStep } = await import("./app/server/progress.server");
const { DataDirLockedError, dataDirProblem } = await import("./db/lock");
let shop: import("./app/server/start.server").RunningShop;
try {
  shop = await startShop({ config, log, dev, root, progress: (doing) => startStep(doing) });
} catch (error) {
  log.debug({ err: error }, "start failed");
  const message = dataDirProblem(error, config.dataDir) ?? (error instanceof Error ? error.message : String(error));
  // A folder locked by another process is that process's, even when it was made a moment ago.
  failStart(message, error instanceof DataDirLockedError);
}

const { answerBackupRequests } = await import("./db/backup");
backups.answer = () => {
  answerBackupRequests(shop.database.db, shop.database.kind, config.dataDir).catch((error: unknown) =>
    log.error({ err: error }, "backup request failed"),
  );
};
if (backups.asked) backups.answer();

// Every response still in progress after its request's first turn, so that a stop can tell each to
// close its connection when done. A kept page is answered within that turn (docs/decisions/0080)
// and never counted here: most answers then cost the stop nothing (docs/decisions/0094).
const inFlight = new Set<ServerResponse>();
let stopping = false;
const server = http.createServer(
  {
    // A proxy keeps its connections to the shop open between requests. If the shop closed an idle
    // one first (Node's default is after 5 s), a request the proxy was sending on it at that moment
    // would fail, and the proxy would count the process as down (docs/deploy.md). The shop waits
    // longer than the proxy (deploy/Caddyfile: keepalive 60s).
    keepAliveTimeout: 65_000,
    headersTimeout: 66_000,
  },
  (req: IncomingMessage, res: ServerResponse) => {
    shop.handle(req, res);
    if (res.writableEnded) return;
    inFlight.add(res);
    res.once("close", () => {
      inFlight.delete(res);
      if (stopping) server.closeIdleConnections();
    });
  },
);
// The port was free when checked; another program may have taken it since.
server.on("error", async (error: NodeJS.ErrnoException) => {
  await shop.close();
  failStart(portProblem(error, config.port, config.host));
});

let draining = false;
async function stop(signal: string) {
  if (draining) return;
  draining = true;
  // From now on every answer ends its connection, so that none is closed by the shop while idle,
  // when a proxy may be sending on it. Put first, it runs before the answer is begun.
  server.prependListener("request", (_req: IncomingMessage, res: ServerResponse) => res.setHeader("Connection", "close"));
  // A load balancer watching /healthz hears "stopping" and sends its requests elsewhere before
  // the port closes (docs/decisions/0036); without one, this resolves at once.
  await shop.stopping();
  stopping = true;
  log.info({ signal, inFlight: inFlight.size }, "stopping: finishing requests in flight");
  // Force the exit if a request hangs; the database is still closed first.
  const force = setTimeout(() => server.closeAllConnections(), 10_000);
  force.unref();
  await new Promise<void>((resolve) => {
    server.close(() => resolve());
    // Keep-alive connections would otherwise stay open after their last answer.
    for (const res of inFlight) if (!res.headersSent) res.setHeader("Connection", "close");
    server.closeIdleConnections();
    // A kept page answered before the stop may still be on its way to a slow reader: its
    // connection is closed once idle too, without a listener on every answer.
    setInterval(() => server.closeIdleConnections(), 250).unref();
  });
  await shop.close();
  log.info("stopped");
  process.exit(0);
}

for (const signal of signals) {
  process.off(signal, stopLater);
  process.on(signal, () => void stop(signal));
}
if (stopRequested) {
  await stop(stopRequested);
} else {
  const { orderRecipientLine } = await import("./app/settings/order-recipient.server");
  const recipient = await orderRecipientLine(shop.database.db, config);
  const { proxyTrustLine } = await import("./app/request-protection/client-address.server");
  const { localAddress, rememberShopAddress } = await import("./app/server/shop-address.server");
  server.listen(config.port, config.host, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : config.port;
    const listening = localAddress(config.host, port);
    // `npm run admin` says where to sign in, also when PORT or HOST were given to this start alone.
    rememberShopAddress(config.dataDir, listening);
    console.log(`Shop ready at ${listening} (database: ${shop.database.kind})`);
    console.log(recipient);
    const proxyLine = proxyTrustLine(config.trustProxy);
    if (proxyLine) console.log(proxyLine);
    const cookieWarning = insecureCookieWarning(config, process.env.NODE_ENV === "production");
    if (cookieWarning) console.log(cookieWarning);
    if (shop.ownerHint) {
      // The embedded database serves one process: the command cannot open it while the shop runs.
      console.log(shop.database.kind === "pglite" ? `${shop.ownerHint}  (stop the shop first)` : shop.ownerHint);
    }
  });
}
