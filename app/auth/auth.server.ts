import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { twoFactor } from "better-auth/plugins/two-factor";
import type { Logger } from "pino";
import type { Database } from "~db/client";
import { account, rateLimit, session, twoFactor as twoFactorTable, user, verification } from "~db/schema";
import type { ShopConfig } from "~/config";
import { hashedBackupCodeStorage, newBackupCodes } from "./backup-codes.server";
import { passwordMaxLength, passwordMinLength } from "~/lib/password-rules";
import { secondFactorLockout } from "./sign-in-limits.server";
import { readShopSettings } from "~/shop/shop-settings.server";
import { loadAuthSecret } from "./secret.server";
import { sessionLimits } from "./session-limits";
import { authCookiePrefix } from "./cookie-names";

/** The request header through which our own code tells the library the client's address. */
const clientAddressHeader = "x-shop-client-address";


function createAuthInstance(options: { db: Database; config: ShopConfig; secret: string; log: Logger; shopName: string }) {
  const { db, config, secret, log, shopName } = options;
  return betterAuth({
    appName: shopName,
    baseURL: config.publicUrl,
    secret,
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: { user, session, account, verification, twoFactor: twoFactorTable, rateLimit },
    }),
    emailAndPassword: {
      enabled: true,
      // Accounts are made only by an admin or the command line, never by a visitor.
      disableSignUp: true,
      minPasswordLength: passwordMinLength,
      maxPasswordLength: passwordMaxLength,
    },
    session: {
      expiresIn: sessionLimits.absoluteSeconds,
      // A session ends a week after sign-in whatever happens: the cookie never needs re-sending.
      // The 12 hours without activity are counted by session.server.ts.
      disableSessionRefresh: true,
      // Removing two-factor asks for the password again, which is the freshness that matters.
      freshAge: 0,
    },
    // Our routes call the library on the server and never expose its HTTP endpoints, so its own
    // limiter (which guards those endpoints) never runs; sign-in limits are ours (sign-in-limits.server.ts).
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: authCookiePrefix,
      useSecureCookies: config.publicUrl.startsWith("https://"),
      ipAddress: { ipAddressHeaders: [clientAddressHeader] },
    },
    plugins: [
      twoFactor({
        // The name at start; enrolment names the shop as it is then (two-factor.server.ts).
        issuer: shopName,
        twoFactorCookieMaxAge: 10 * 60,
        accountLockout: secondFactorLockout,
        backupCodeOptions: {
          customBackupCodesGenerate: newBackupCodes,
          storeBackupCodes: hashedBackupCodeStorage(secret),
        },
      }),
    ],
    telemetry: { enabled: false },
    logger: {
      level: "error",
      log: (level, message, ...args) => log[level]({ args }, `auth: ${message}`),
    },
  });
}

export type ShopAuth = ReturnType<typeof createAuthInstance> & { secret: string };

/** The auth library on the shop's database, with its signing secret (see secret.server.ts). */
export async function createShopAuth(options: {
  db: Database;
  config: ShopConfig;
  log: Logger;
  /** Tests pass one; else AUTH_SECRET or the one kept in the database. */
  secret?: string;
}): Promise<ShopAuth> {
  const secret = options.secret ?? (await loadAuthSecret(options.db, options.config.authSecret));
  const { shopName } = await readShopSettings(options);
  return Object.assign(createAuthInstance({ ...options, secret, shopName }), { secret });
}

const sessionCookie = /^(__Secure-)?shop\.session_token$/;

/**
 * Headers for a call to the library on behalf of a request: its cookies and the client's address.
 * `withoutSession` leaves out the session cookie, so that the second step of a sign-in is taken
 * for the account that passed the first step, not for whoever was signed in before.
 */
export function authHeaders(request: Request, clientAddress: string, options?: { withoutSession?: boolean }): Headers {
  const headers = new Headers();
  const cookie = (request.headers.get("cookie") ?? "")
    .split(";")
    .map((part) => part.trim())
    .filter((part) => part && !(options?.withoutSession && sessionCookie.test(part.split("=")[0])))
    .join("; ");
  if (cookie) headers.set("cookie", cookie);
  const agent = request.headers.get("user-agent");
  if (agent) headers.set("user-agent", agent);
  headers.set(clientAddressHeader, clientAddress);
  return headers;
}
