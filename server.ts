/**
 * The shop's Node entry: configuration, database, HTTP server, static files, request log, a
 * graceful shutdown (the embedded database must be closed cleanly, and PGlite would otherwise keep
 * the process alive) and backups of a running shop (SIGUSR2).
 */
import fs from "node:fs";
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";

const dev = process.argv.includes("--dev");
process.env.NODE_ENV ??= dev ? "development" : "production";

// The project folder: this file's own, or two up when it runs compiled from build/shop.
let root = path.dirname(fileURLToPath(import.meta.url));
while (!fs.existsSync(path.join(root, "package.json")) && path.dirname(root) !== root) root = path.dirname(root);

// Settings in a .env file apply unless the environment already has them.
if (fs.existsSync(path.join(process.cwd(), ".env"))) process.loadEnvFile(path.join(process.cwd(), ".env"));

const { ConfigError, loadConfig } = await import("./app/config.server");
let config: import("./app/config.server").ShopConfig;
try {
  config = loadConfig(process.env);
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(`Cannot start the shop: ${error.message}`);
    process.exit(1);
  }
  throw error;
}

const { default: pino } = await import("pino");
const log = pino({ level: config.logLevel, base: undefined });

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
const { dataDirProblem } = await import("./db/lock");
let shop: import("./app/server/start.server").RunningShop;
try {
  shop = await startShop({ config, log, dev, root });
} catch (error) {
  const message = dataDirProblem(error, config.dataDir) ?? (error instanceof Error ? error.message : String(error));
  console.error(`Cannot start the shop: ${message.split("\n")[0]}`);
  log.debug({ err: error }, "start failed");
  process.exit(1);
}

const { answerBackupRequests } = await import("./db/backup");
backups.answer = () => {
  answerBackupRequests(shop.database.db, shop.database.kind, config.dataDir).catch((error: unknown) =>
    log.error({ err: error }, "backup request failed"),
  );
};
if (backups.asked) backups.answer();

// Every response in progress, so that a stop can tell each to close its connection when done.
const inFlight = new Set<ServerResponse>();
let stopping = false;
const server = http.createServer(shop.handle);
server.on("request", (_req: IncomingMessage, res: ServerResponse) => {
  if (stopping) res.setHeader("Connection", "close");
  inFlight.add(res);
  res.once("close", () => {
    inFlight.delete(res);
    if (stopping) server.closeIdleConnections();
  });
});
server.on("error", async (error: NodeJS.ErrnoException) => {
  console.error(
    error.code === "EADDRINUSE"
      ? `Cannot start the shop: port ${config.port} is in use (set PORT to another one)`
      : `Cannot start the shop: ${error.message}`,
  );
  await shop.close();
  process.exit(1);
});

async function stop(signal: string) {
  if (stopping) return;
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
  server.listen(config.port, config.host, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : config.port;
    console.log(`Shop ready at http://localhost:${port} (database: ${shop.database.kind})`);
    console.log(recipient);
  });
}
