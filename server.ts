/**
 * The shop's Node entry: configuration, database, HTTP server, static files, request log and a
 * graceful shutdown (the embedded database must be closed cleanly, and PGlite would otherwise keep
 * the process alive).
 */
import fs from "node:fs";
import type { Server } from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";

const dev = process.argv.includes("--dev");
process.env.NODE_ENV ??= dev ? "development" : "production";

const root = path.dirname(fileURLToPath(import.meta.url));

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

const { startShop } = await import("./app/server/start.server");
let shop: import("./app/server/start.server").RunningShop;
try {
  shop = await startShop({ config, log, dev, root });
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  console.error(`Cannot start the shop: ${message}`);
  log.debug({ err: error }, "start failed");
  process.exit(1);
}

const server: Server = shop.app.listen(config.port, config.host, () => {
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  console.log(`Shop ready at http://localhost:${port} (database: ${shop.database.kind})`);
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

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, "stopping: finishing requests in flight");
  // Force the exit if a request hangs; the database is still closed first.
  const force = setTimeout(async () => {
    server.closeAllConnections();
  }, 10_000);
  force.unref();
  await new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeIdleConnections();
  });
  await shop.close();
  log.info("stopped");
  process.exit(0);
}
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
  process.on(signal, () => void stop(signal));
}
