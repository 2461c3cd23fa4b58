import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/**
 * The trusted-device cookie (OWASP's "device cookie", docs/decisions/0031): after a full sign-in
 * the browser gets a cookie signed with the shop's secret, naming the account and a random id of
 * its own. Its holder's failures are counted for that browser alone, and other people's failures
 * on the account never make it wait; a cookie for another account, altered or run out, counts as none.
 */

const cookieName = "shop.trusted_device";
const lifetimeSeconds = 30 * 24 * 60 * 60;

export type TrustedDevice = { email: string; deviceId: string };

const nameFor = (secure: boolean) => (secure ? `__Secure-${cookieName}` : cookieName);

function signature(secret: string, payload: string): Buffer {
  return createHmac("sha256", secret).update(`trusted-device\n${payload}`).digest();
}

/** The Set-Cookie header for a browser that has just signed in fully as `email`. */
export function trustedDeviceCookie(secret: string, email: string, secure: boolean, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + lifetimeSeconds;
  const payload = [Buffer.from(email.toLowerCase()).toString("base64url"), randomBytes(12).toString("base64url"), expires].join(".");
  const value = `${payload}.${signature(secret, payload).toString("base64url")}`;
  return `${nameFor(secure)}=${value}; Max-Age=${lifetimeSeconds}; Path=/; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/** The trusted device the request's cookie names for `email`, if its signature holds and it has not run out. */
export function trustedDeviceFor(request: Request, secret: string, email: string, now = Date.now()): TrustedDevice | null {
  const cookies = (request.headers.get("cookie") ?? "").split(";").map((part) => part.trim());
  for (const cookie of cookies) {
    const [name, value = ""] = cookie.split(/=(.*)/s);
    if (name !== cookieName && name !== `__Secure-${cookieName}`) continue;
    const parts = value.split(".");
    if (parts.length !== 4) continue;
    const [account, deviceId, expires, signed] = parts;
    const payload = `${account}.${deviceId}.${expires}`;
    const expected = signature(secret, payload);
    const given = Buffer.from(signed, "base64url");
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) continue;
    if (Number(expires) * 1000 <= now) continue;
    if (Buffer.from(account, "base64url").toString("utf8") !== email.toLowerCase()) continue;
    return { email: email.toLowerCase(), deviceId };
  }
  return null;
}
