import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Database } from "~db/client";
import { account, user } from "~db/schema";
import { authCookiePrefix } from "./cookie-names";

/**
 * The trusted-device cookie (OWASP's "device cookie", docs/decisions/0031): after a full sign-in
 * the browser gets a cookie signed with the shop's secret, naming the account and a random id of
 * its own. Its holder's failures are counted for that browser alone, and other people's failures
 * on the account never make it wait; a cookie for another account, altered or run out, counts as none.
 * The signature also covers the account's password hash, so a new password (the owner's answer to
 * a stolen one) cancels every trusted device at once.
 */

const cookieName = `${authCookiePrefix}.trusted_device`;
const lifetimeSeconds = 30 * 24 * 60 * 60;

export type TrustedDevice = { email: string; deviceId: string };

const nameFor = (secure: boolean) => (secure ? `__Secure-${cookieName}` : cookieName);

function signature(secret: string, payload: string, password: PasswordStamp): Buffer {
  return createHmac("sha256", secret).update(`trusted-device\n${payload}\n${password}`).digest();
}

/** A digest of the account's stored password hash: it changes with the password. */
export type PasswordStamp = string;

export async function passwordStamp(db: Database, email: string): Promise<PasswordStamp> {
  const [row] = await db
    .select({ password: account.password })
    .from(account)
    .innerJoin(user, eq(user.id, account.userId))
    .where(and(eq(user.email, email.toLowerCase()), eq(account.providerId, "credential")));
  return createHash("sha256").update(row?.password ?? "").digest("base64url");
}

/** The Set-Cookie header for a browser that has just signed in fully as `email`. */
export function trustedDeviceCookie(secret: string, email: string, password: PasswordStamp, secure: boolean, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + lifetimeSeconds;
  const payload = [Buffer.from(email.toLowerCase()).toString("base64url"), randomBytes(12).toString("base64url"), expires].join(".");
  const value = `${payload}.${signature(secret, payload, password).toString("base64url")}`;
  return `${nameFor(secure)}=${value}; Max-Age=${lifetimeSeconds}; Path=/; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/**
 * The trusted device the request's cookie names for `email`, if its signature holds and it has not
 * run out. `password` is read only when a cookie for the account is there.
 */
export async function trustedDeviceFor(
  request: Request,
  secret: string,
  email: string,
  password: () => Promise<PasswordStamp>,
  now = Date.now(),
): Promise<TrustedDevice | null> {
  const cookies = (request.headers.get("cookie") ?? "").split(";").map((part) => part.trim());
  for (const cookie of cookies) {
    const [name, value = ""] = cookie.split(/=(.*)/s);
    if (name !== cookieName && name !== `__Secure-${cookieName}`) continue;
    const parts = value.split(".");
    if (parts.length !== 4) continue;
    const [named, deviceId, expires, signed] = parts;
    if (Number(expires) * 1000 <= now) continue;
    if (Buffer.from(named, "base64url").toString("utf8") !== email.toLowerCase()) continue;
    const expected = signature(secret, `${named}.${deviceId}.${expires}`, await password());
    const given = Buffer.from(signed, "base64url");
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) continue;
    return { email: email.toLowerCase(), deviceId };
  }
  return null;
}
