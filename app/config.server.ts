import { isIP } from "node:net";
import path from "node:path";
import { z } from "zod";
import { emailMaxLength, isInstagramUrl, shopNameMaxLength, type ServerSetField } from "./settings/shop-settings";

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
  return proxyNames.has(part) || (isIP(address) !== 0 && rest.length === 0 && (bits === undefined || /^\d{1,3}$/.test(bits)));
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

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
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
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
});

export type ShopConfig = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  /**
   * The shop's settings set by SHOP_NAME, SHOP_EMAIL and INSTAGRAM_URL. Read them through
   * readShopSettings (app/settings/shop-settings.server.ts), which adds the stored ones.
   */
  settingsFromEnv: Partial<Record<ServerSetField, string>>;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  authSecret: string | undefined;
  /** Proxies whose X-Forwarded-For is believed; unset: the connecting address is the client's. */
  trustProxy: number | string[] | undefined;
  smtpUrl: string | undefined;
  mailFrom: string | undefined;
  s3:
    | {
        endpoint: string | undefined;
        bucket: string;
        region: string;
        accessKeyId: string;
        secretAccessKey: string;
        publicUrl: string | undefined;
      }
    | undefined;
  demoData: boolean;
  logLevel: z.infer<typeof envSchema>["LOG_LEVEL"];
};

export class ConfigError extends Error {}

/** Reads the configuration; throws a ConfigError whose message is one line naming the bad variable. */
export function loadConfig(env: Record<string, string | undefined>): ShopConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue.path[0] ?? "environment");
    throw new ConfigError(`Invalid ${name}=${JSON.stringify(env[name] ?? "")}: ${issue.message}`);
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
    logLevel: e.LOG_LEVEL,
  };
}
