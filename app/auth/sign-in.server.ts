import { createHmac, timingSafeEqual } from "node:crypto";
import { APIError } from "better-auth";
import { parseCookies } from "better-auth/cookies";
import { isAdminEmail } from "./admin-rule.server";
import type { ShopContext } from "~/context";
import { authHeaders, type ShopAuth } from "./auth.server";
import { temporaryPasswordExpiry } from "./back-office-access.server";
import { hashBackupCode } from "./backup-codes.server";
import { throttledAddress } from "~/request-protection/client-address.server";
import { endSession, expiredSessionCookies } from "./session.server";
import { mailAccountUnderAttack, mailCodesUnderAttack } from "./failure-alert.server";
import { accountKey, addressKey, deviceKey, pairKey } from "./sign-in-limits.server";
import {
  attemptAbandoned,
  attemptFailed,
  attemptSucceeded,
  beginAttempt,
  type ThrottleKey,
} from "~/request-protection/throttle.server";
import { claimTotpCode } from "./totp-replay.server";
import { passwordStamp, trustedDeviceCookie, trustedDeviceFor } from "./trusted-device.server";

export type SignInProblem =
  "invalidCredentials" | "tooManyAttempts" | "notAdmin" | "invalidCode" | "challengeExpired" | "temporaryExpired" | "failed";

export type SignInOutcome =
  /** An admin session was opened; `headers` set its cookie. */
  | { kind: "signed-in"; headers: Headers }
  /** The password was right and the account has two-factor: `headers` set the challenge cookie. */
  | { kind: "second-factor"; headers: Headers }
  | { kind: "refused"; problem: SignInProblem; headers: Headers; retryAfterSeconds?: number; message?: string };

type SignInContext = Pick<ShopContext, "auth" | "db" | "config" | "log" | "clientAddress">;

/**
 * What a password check for `email` counts against (docs/decisions/0031): from a browser the
 * account has fully signed in on, that browser alone; else the address, the account from that
 * address, and the account's growing delay, which other people's failures feed.
 */
async function passwordCheckKeys(request: Request, context: SignInContext, email: string): Promise<ThrottleKey[]> {
  const device = await trustedDeviceFor(request, context.auth.secret, email, () => passwordStamp(context.db, email));
  if (device) return [deviceKey(email, device.deviceId)];
  const address = throttledAddress(context.clientAddress);
  return [addressKey(address), pairKey(email, address), accountKey(email)];
}

/** A failed password check: the keys lock as their rules say, and an admin whose account has just met its limit hears of it. */
async function passwordCheckFailed(context: SignInContext, keys: ThrottleKey[], email: string): Promise<void> {
  const reached = await attemptFailed(context.db, keys);
  if (reached.some(({ key }) => key === accountKey(email).key)) mailAccountUnderAttack(context, email);
}

export type TooManyAttempts = { ok: false; problem: "tooManyAttempts"; retryAfterSeconds: number };

/**
 * A password typed by someone already signed in (turning two-step on or off, a new password) is
 * limited like a sign-in, so a borrowed session cannot be used to guess it. `check` answers
 * `wrongPassword` for a wrong one; other refusals neither count nor forgive.
 */
export async function limitedPasswordCheck<T extends { ok: boolean; problem?: string }>(
  request: Request,
  context: SignInContext,
  email: string,
  check: () => Promise<T>,
): Promise<T | TooManyAttempts> {
  const keys = await passwordCheckKeys(request, context, email);
  const verdict = await beginAttempt(context.db, keys);
  if (!verdict.allowed) {
    context.log.warn({ account: email, address: context.clientAddress }, "password check refused: too many attempts");
    return { ok: false, problem: "tooManyAttempts", retryAfterSeconds: verdict.retryAfterSeconds };
  }
  const result = await check();
  if (result.ok) await attemptSucceeded(context.db, keys);
  else if (result.problem === "wrongPassword") {
    await passwordCheckFailed(context, keys, email);
    context.log.warn({ account: email, address: context.clientAddress }, "password check failed");
  } else await attemptAbandoned(context.db, keys);
  return result;
}

/** A full sign-in: the browser becomes a trusted device of the account. */
async function trustThisBrowser(headers: Headers, context: SignInContext, email: string) {
  const stamp = await passwordStamp(context.db, email);
  headers.append(
    "Set-Cookie",
    trustedDeviceCookie(context.auth.secret, email, stamp, context.config.publicUrl.startsWith("https://")),
  );
  return headers;
}

const errorCode = (error: unknown) =>
  error instanceof APIError ? (error.body?.code as string | undefined) : undefined;

/** Step one: e-mail and password. Limits, then the password, then the admin rule (docs/product/access.md#sign-in). */
export async function signInWithPassword(
  request: Request,
  context: SignInContext,
  input: { email: string; password: string },
): Promise<SignInOutcome> {
  const { auth, db, log } = context;
  const email = input.email.trim().toLowerCase();
  const keys = await passwordCheckKeys(request, context, email);
  const audit = { account: email, address: context.clientAddress };

  const limited = await refuseWhenLimited(context, keys, audit);
  if (limited) return limited;

  let result;
  try {
    result = await auth.api.signInEmail({
      body: { email, password: input.password, rememberMe: true },
      headers: authHeaders(request, context.clientAddress, { withoutSession: true }),
      returnHeaders: true,
    });
  } catch (error) {
    await passwordCheckFailed(context, keys, email);
    log.warn({ ...audit, code: errorCode(error) }, "sign-in failed");
    return errorCode(error) === "INVALID_EMAIL_OR_PASSWORD"
      ? refused("invalidCredentials")
      : refused("failed", { message: error instanceof APIError ? error.message : undefined });
  }
  await attemptSucceeded(db, keys);
  // A new sign-in replaces whatever session the browser had: the old one ends on the server.
  await endSession(request, context);

  const opened = "token" in result.response ? result.response.token : undefined;
  if (!(await isAdminEmail(db, email))) {
    if (opened) await (await auth.$context).internalAdapter.deleteSession(opened);
    log.warn(audit, "sign-in refused: not an admin");
    return refused("notAdmin", { headers: await expiredSessionCookies(auth) });
  }
  // docs/product/access.md#temporary-passwords: a password someone else chose stops working after its time.
  const temporaryUntil = await temporaryPasswordExpiry(db, email);
  if (temporaryUntil && temporaryUntil.getTime() <= Date.now()) {
    if (opened) await (await auth.$context).internalAdapter.deleteSession(opened);
    log.warn(audit, "sign-in refused: temporary password expired");
    return refused("temporaryExpired", { headers: await expiredSessionCookies(auth) });
  }
  if (!opened) {
    log.info(audit, "sign-in: password accepted, second factor asked");
    return { kind: "second-factor", headers: result.headers };
  }
  log.info(audit, "sign-in succeeded");
  return { kind: "signed-in", headers: await trustThisBrowser(result.headers, context, email) };
}

/** Step two, for accounts with two-factor: an authenticator code (usable once) or a backup code. */
export async function signInWithSecondFactor(
  request: Request,
  context: SignInContext,
  input: { method: "totp" | "backup"; code: string },
): Promise<SignInOutcome> {
  const { auth, db, log } = context;
  const keys = [addressKey(throttledAddress(context.clientAddress))];
  const audit = { address: context.clientAddress, method: input.method };

  const limited = await refuseWhenLimited(context, keys, audit);
  if (limited) return limited;

  const headers = authHeaders(request, context.clientAddress, { withoutSession: true });
  let result;
  try {
    result =
      input.method === "totp"
        ? await auth.api.verifyTOTP({ body: { code: input.code }, headers, returnHeaders: true })
        : await auth.api.verifyBackupCode({
            body: { code: hashBackupCode(auth.secret, input.code) },
            headers,
            returnHeaders: true,
          });
  } catch (error) {
    await attemptFailed(db, keys);
    const code = errorCode(error);
    if (code === "INVALID_CODE" || code === "INVALID_BACKUP_CODE") {
      // The password was right: whose codes these are, for the log and the account's alert.
      const account = await challengedAccount(request, auth);
      log.warn({ ...audit, code, account: account?.email }, "sign-in: second factor refused");
      if (account) await mailCodesUnderAttack(context, account);
      return refused("invalidCode");
    }
    log.warn({ ...audit, code }, "sign-in: second factor refused");
    if (code === "ACCOUNT_TEMPORARILY_LOCKED") return refused("tooManyAttempts", { retryAfterSeconds: 15 * 60 });
    return refused("challengeExpired");
  }

  const { token = "", user } = result.response;
  const { id: userId = "", email: userEmail = "" } = user;
  const email = userEmail.toLowerCase();
  const endOpened = async () => (await auth.$context).internalAdapter.deleteSession(token);
  if (input.method === "totp" && !(await claimTotpCode(db, userId, input.code))) {
    await endOpened();
    await attemptFailed(db, keys);
    log.warn({ ...audit, account: email }, "sign-in: authenticator code used twice");
    return refused("invalidCode", { headers: await expiredSessionCookies(auth) });
  }
  await attemptSucceeded(db, keys);
  if (!(await isAdminEmail(db, email))) {
    await endOpened();
    log.warn({ ...audit, account: email }, "sign-in refused: not an admin");
    return refused("notAdmin", { headers: await expiredSessionCookies(auth) });
  }
  log.info({ ...audit, account: email }, "sign-in succeeded");
  return { kind: "signed-in", headers: await trustThisBrowser(result.headers, context, email) };
}

/**
 * The account a two-step challenge is for: its cookie, signed with the shop's secret, names a
 * verification row that holds the account's id.
 */
async function challengedAccount(request: Request, auth: ShopAuth): Promise<{ id: string; email: string } | null> {
  const context = await auth.$context;
  const signed = parseCookies(request.headers.get("cookie") ?? "").get(context.createAuthCookie("two_factor").name) ?? "";
  const dot = signed.lastIndexOf(".");
  if (dot < 1) return null;
  const value = signed.slice(0, dot);
  const given = Buffer.from(signed.slice(dot + 1));
  const expected = Buffer.from(createHmac("sha256", auth.secret).update(value).digest("base64"));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const challenge = await context.internalAdapter.findVerificationValue(value);
  const user = challenge ? await context.internalAdapter.findUserById(challenge.value) : null;
  return user ? { id: user.id, email: user.email.toLowerCase() } : null;
}

function refused(
  problem: SignInProblem,
  extra: { headers?: Headers; retryAfterSeconds?: number; message?: string } = {},
): SignInOutcome & { kind: "refused" } {
  return { kind: "refused", problem, ...extra, headers: extra.headers ?? new Headers() };
}

async function refuseWhenLimited(context: SignInContext, keys: ThrottleKey[], audit: object) {
  const verdict = await beginAttempt(context.db, keys);
  if (verdict.allowed) return undefined;
  context.log.warn({ ...audit, retryAfterSeconds: verdict.retryAfterSeconds }, "sign-in refused: too many attempts");
  return refused("tooManyAttempts", { retryAfterSeconds: verdict.retryAfterSeconds });
}
