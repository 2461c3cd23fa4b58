import fs from "node:fs";
import { isIP } from "node:net";
import path from "node:path";
import { z } from "zod";
import { dataFolderRefusal } from "~db/data-folder";
import { dataDirProblem } from "~db/lock";
import { emailMaxLength, isInstagramUrl, shopNameMaxLength } from "./shop/shop-settings";
import type { ShopConfig } from "./config";

/**
 * The shop's configuration, read once from the environment at start.
 * Every variable is documented in .env.example; an invalid value stops the start with one line naming it.
 */
/** Unset and blank mean the same: use the default. */
const optionalText = z
  .string()
  .optional()
  .transform((v) => v?.trim() || undefined);

const optionalUrl = optionalText.pipe(z.url().optional());

/** Express's "trust proxy" forms we accept: a hop count, or addresses, subnets and the names loopback, linklocal, uniquelocal. */
const proxyNames = new Set(["loopback", "linklocal", "uniquelocal"]);
const isProxyAddress = (part: string) => {
  const [address, bits, ...rest] = part.split("/");
  if (proxyNames.has(part)) return true;
  const family = isIP(address);
  // A prefix longer than the address would stop the start inside Express instead of here.
  return family !== 0 && rest.length === 0 && (bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128)));
};
const trustProxy = optionalText.pipe(
  z
    .string()
    .transform((v): number | string[] => (/^\d+$/.test(v) ? Number(v) : v.split(",").map((part) => part.trim())))
    .refine(
      (v) => (typeof v === "number" ? v >= 1 : v.every(isProxyAddress)),
      "must be a number of proxies (1 or more) or a comma-separated list of addresses, subnets, loopback, linklocal or uniquelocal",
    )
    .optional(),
);

/**
 * A port as people write it: digits only (no "3e3", "0x50" or "80.0"), 1 to 65535. 0 also passes:
 * the system then picks a free port, as the tests ask for.
 */
const portMessage = "PORT must be a whole number between 1 and 65535";
const port = optionalText.pipe(
  z
    .string()
    .regex(/^\d{1,5}$/, portMessage)
    .transform(Number)
    .refine((n) => n <= 65535, portMessage)
    .default(3000),
);

const envSchema = z.object({
  PORT: port,
  HOST: z.string().trim().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().trim().min(1).default("./data"),
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\/.+/, "must start with postgres:// or postgresql://")
      .pipe(z.url())
      .optional(),
  ),
  PUBLIC_URL: optionalUrl,
  // Unset, the Settings page's values apply (docs/decisions/0029); set, they win over it.
  SHOP_NAME: optionalText.pipe(z.string().max(shopNameMaxLength, `must be at most ${shopNameMaxLength} characters`).optional()),
  SHOP_EMAIL: optionalText.pipe(z.email().max(emailMaxLength).optional()),
  INSTAGRAM_URL: optionalText.pipe(
    z.string().refine(isInstagramUrl, "must be an https address on instagram.com").optional(),
  ),
  ADMIN_EMAIL: optionalText.pipe(z.email().optional()),
  ADMIN_PASSWORD: optionalText,
  AUTH_SECRET: optionalText.pipe(z.string().min(32, "must be at least 32 characters").optional()),
  TRUST_PROXY: trustProxy,
  SMTP_URL: optionalText.pipe(
    z.string().regex(/^smtps?:\/\/.+/, "must start with smtp:// or smtps://").optional(),
  ),
  MAIL_FROM: optionalText,
  S3_ENDPOINT: optionalUrl,
  S3_BUCKET: optionalText,
  S3_REGION: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_PUBLIC_URL: optionalUrl,
  DEMO_DATA: z.enum(["on", "off"]).default("on"),
  // docs/product/statistics.md: the shop's own counts, off for a bench of the shop without them.
  SHOP_STATISTICS: z.enum(["on", "off"]).default("on"),
  SHOP_STATISTICS_FLUSH_SECONDS: optionalText.pipe(
    z
      .string()
      .regex(/^\d{1,4}$/, "SHOP_STATISTICS_FLUSH_SECONDS must be a whole number of seconds between 1 and 3600")
      .transform(Number)
      .refine((n) => n >= 1 && n <= 3600, "SHOP_STATISTICS_FLUSH_SECONDS must be a whole number of seconds between 1 and 3600")
      .default(60),
  ),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
});

export class ConfigError extends Error {}

/** Reads the configuration; throws a ConfigError whose message is one line naming the bad variable. */
export function loadConfig(env: Record<string, string | undefined>): ShopConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue.path[0] ?? "environment");
    const value = JSON.stringify(env[name] ?? "");
    // A message that names its setting stands alone; the others are told which value they judge.
    throw new ConfigError(
      issue.message.startsWith(`${name} `) ? `${issue.message} (it is ${value})` : `Invalid ${name}=${value}: ${issue.message}`,
    );
  }
  const e = parsed.data;
  const s3Vars = [e.S3_BUCKET, e.S3_ACCESS_KEY_ID, e.S3_SECRET_ACCESS_KEY];
  if (s3Vars.some(Boolean) && !s3Vars.every(Boolean)) {
    throw new ConfigError(
      "Invalid S3 settings: S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together",
    );
  }
  if (e.ADMIN_PASSWORD && !e.ADMIN_EMAIL) {
    throw new ConfigError("Invalid ADMIN_PASSWORD: set ADMIN_EMAIL too");
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ""),
    settingsFromEnv: Object.fromEntries(
      Object.entries({ shopName: e.SHOP_NAME, orderEmail: e.SHOP_EMAIL, instagramUrl: e.INSTAGRAM_URL }).filter(
        ([, value]) => value !== undefined,
      ),
    ),
    adminEmail: e.ADMIN_EMAIL?.toLowerCase(),
    adminPassword: e.ADMIN_PASSWORD,
    authSecret: e.AUTH_SECRET,
    trustProxy: e.TRUST_PROXY,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    s3: e.S3_BUCKET
      ? {
          endpoint: e.S3_ENDPOINT,
          bucket: e.S3_BUCKET,
          region: e.S3_REGION ?? "us-east-1",
          accessKeyId: e.S3_ACCESS_KEY_ID!,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
          publicUrl: e.S3_PUBLIC_URL,
        }
      : undefined,
    demoData: e.DEMO_DATA === "on",
    statistics: { on: e.SHOP_STATISTICS === "on", flushMs: e.SHOP_STATISTICS_FLUSH_SECONDS * 1000 },
    logLevel: e.LOG_LEVEL,
  };
}

/** Hosts that only this machine reaches: a plain http:// address there is the owner trying the shop out. */
const isLoopbackHost = (hostname: string) =>
  hostname === "localhost" || hostname.endsWith(".localhost") || /^127\./.test(hostname) || hostname === "[::1]";

/**
 * The one start-log line for a production shop whose PUBLIC_URL is plain http:// on an address
 * others reach: its session cookies cannot be marked Secure (they follow PUBLIC_URL), so they
 * would travel unencrypted. None for https:// or a loopback address.
 */
export function insecureCookieWarning(config: Pick<ShopConfig, "publicUrl">, production: boolean): string | undefined {
  const url = new URL(config.publicUrl);
  if (!production || url.protocol !== "http:" || isLoopbackHost(url.hostname)) return undefined;
  return `Warning: PUBLIC_URL is ${url.origin} (plain http): session cookies are not marked Secure; serve the shop over HTTPS and set PUBLIC_URL to its https:// address (docs/deploy.md)`;
}

/**
 * What a start checks before any slow work (building the shop's database, importing the demo), so
 * that a setting that cannot work stops it at once and leaves nothing behind: the port is free,
 * the data folder can be written, PostgreSQL answers. Throws a ConfigError naming the setting.
 */
export async function checkStartConditions(config: ShopConfig): Promise<void> {
  await checkPort(config.port, config.host);
  checkDataDir(config.dataDir);
  if (config.databaseUrl) await checkDatabase(config.databaseUrl);
}

/** Binds the port for a moment, as the server will: what stops the one stops the other. */
async function checkPort(port: number, host: string): Promise<void> {
  if (port === 0) return;
  const { createServer } = await import("node:net");
  const probe = createServer();
  const problem = await new Promise<NodeJS.ErrnoException | undefined>((resolve) => {
    probe.once("error", resolve);
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve(undefined)));
  });
  if (problem) throw new ConfigError(portProblem(problem, port, host));
}

export function portProblem(error: NodeJS.ErrnoException, port: number, host: string): string {
  switch (error.code) {
    case "EADDRINUSE":
      return `PORT ${port} is already in use on ${host} (another program listens there); stop it or set PORT to a free port`;
    case "EACCES":
      return `PORT ${port} needs administrator rights on this machine (ports below 1024 do); set PORT to 1024 or above`;
    case "EADDRNOTAVAIL":
      return `HOST ${host} is not an address of this machine; leave HOST unset to listen on all of them`;
    default:
      return `PORT ${port} cannot be used on ${host}: ${error.message}`;
  }
}

/**
 * The data folder, or the nearest folder above it that exists (the start creates the rest), must
 * be writable; an existing data folder must be the shop's user's alone to write.
 */
function checkDataDir(dataDir: string): void {
  let existing = dataDir;
  while (!fs.existsSync(existing) && path.dirname(existing) !== existing) existing = path.dirname(existing);
  const stat = fs.statSync(existing);
  if (!stat.isDirectory()) {
    throw new ConfigError(`DATA_DIR ${dataDir} cannot be made: ${existing} is a file, not a folder`);
  }
  const uid = process.getuid?.();
  const refusal = existing === dataDir && uid !== undefined ? dataFolderRefusal(dataDir, stat, uid) : undefined;
  if (refusal) throw new ConfigError(refusal);
  try {
    fs.accessSync(existing, fs.constants.W_OK | fs.constants.X_OK);
  } catch (error) {
    throw new ConfigError(dataDirProblem(error, dataDir) ?? `DATA_DIR ${dataDir}: ${(error as Error).message}`);
  }
}

/** Connects once and asks nothing: how the server answers (or does not) is what the owner needs to hear. */
async function checkDatabase(url: string): Promise<void> {
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: databaseTimeoutMs });
  // An error after the answer (the server going away) must not crash the check.
  client.on("error", () => undefined);
  try {
    await client.connect();
  } catch (error) {
    throw new ConfigError(databaseProblem(error, url));
  } finally {
    await client.end().catch(() => undefined);
  }
}

const databaseTimeoutMs = 10_000;

/** One line for a DATABASE_URL whose server could not be used: which part of the address is wrong. */
export function databaseProblem(error: unknown, url: string): string {
  const address = new URL(url);
  const server = `the PostgreSQL server at ${address.hostname}:${address.port || 5432}`;
  const role = decodeURIComponent(address.username) || "(none)";
  const database = decodeURIComponent(address.pathname.slice(1)) || role;
  const { code, message = String(error) } = (error ?? {}) as { code?: string; message?: string };
  const unreachable = (why: string) => `DATABASE_URL: cannot reach ${server} (${why})`;
  switch (code) {
    case "ECONNREFUSED":
      return unreachable("connection refused: is it running, on that port?");
    case "ENOTFOUND":
    case "EAI_AGAIN":
      return unreachable(`no host named ${address.hostname}`);
    case "ETIMEDOUT":
    case "EHOSTUNREACH":
    case "ENETUNREACH":
      return unreachable("no answer");
    case "28P01":
      return `DATABASE_URL: ${server} refused the password of the role "${role}"`;
    case "28000":
      return `DATABASE_URL: ${server} refused the role "${role}": ${message}`;
    case "3D000":
      return `DATABASE_URL: the database "${database}" does not exist on ${server}; create it (see the README's PostgreSQL section)`;
  }
  if (/timeout/i.test(message)) return unreachable(`no answer within ${databaseTimeoutMs / 1000} s`);
  if (/password must be a string/i.test(message)) return `DATABASE_URL: ${server} asks for a password and the address has none`;
  return `DATABASE_URL: cannot connect to ${server}: ${message.split("\n")[0]}`;
}
