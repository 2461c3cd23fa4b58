import { APIError } from "better-auth";
import { eq } from "drizzle-orm";
import { renderSVG } from "uqr";
import { twoFactor } from "~db/schema";
import type { ShopContext } from "~/context";
import { readShopSettings } from "~/shop/shop-settings.server";
import { authHeaders } from "./auth.server";
import { hashedBackupCodeStorage, newBackupCodes } from "./backup-codes.server";
import { currentSession, endOtherSessions, keepBrowserSession, type SignedInUser } from "./session.server";
import { limitedPasswordCheck, type TooManyAttempts } from "./sign-in.server";
import type { EnrolmentPicture, TwoFactorStatus } from "./two-factor";
import { claimTotpCode, releaseTotpCode } from "./totp-replay.server";

type TwoFactorContext = Pick<ShopContext, "auth" | "db" | "config" | "clientAddress" | "log">;

export async function twoFactorStatus(context: TwoFactorContext, user: SignedInUser): Promise<TwoFactorStatus> {
  if (!user.twoFactorEnabled) return { enabled: false, backupCodesLeft: 0 };
  const [row] = await context.db
    .select({ codes: twoFactor.backupCodes })
    .from(twoFactor)
    .where(eq(twoFactor.userId, user.id));
  return {
    enabled: true,
    backupCodesLeft: row ? (JSON.parse(row.codes) as string[]).length : 0,
  };
}

export type TwoFactorProblem = "wrongPassword" | "invalidCode" | "failed" | "tooManyAttempts";
type Refusal = { ok: false; problem: TwoFactorProblem };

const refusal = (error: unknown, context: TwoFactorContext): Refusal => {
  const code = error instanceof APIError ? (error.body?.code as string | undefined) : undefined;
  if (code === "INVALID_PASSWORD") return { ok: false, problem: "wrongPassword" };
  if (code === "INVALID_CODE") return { ok: false, problem: "invalidCode" };
  context.log.error({ err: error }, "two-factor change failed");
  return { ok: false, problem: "failed" };
};

/** What the authenticator scans: an otpauth URI like the library's, drawn as an SVG QR code on the server. */
export function enrolmentPicture(issuer: string, email: string, secret: string): EnrolmentPicture {
  const query = new URLSearchParams({
    secret,
    issuer,
    digits: "6",
    period: "30",
  });
  const uri = `otpauth://totp/${encodeURIComponent(issuer)}:${encodeURIComponent(email)}?${query}`;
  return {
    secret,
    secretText: secret.replace(/(.{4})(?=.)/g, "$1 "),
    qrSvg: renderSVG(uri, { border: 2 }),
  };
}

/**
 * Enrolment, step one (after the password): a new secret, shown as a QR code and as text for
 * typing into the authenticator. Nothing is asked at sign-in until the code is confirmed.
 */
export async function startEnrolment(
  request: Request,
  context: TwoFactorContext,
  user: SignedInUser,
  password: string,
): Promise<({ ok: true } & EnrolmentPicture) | Refusal | TooManyAttempts> {
  return limitedPasswordCheck(request, context, user.email, async () => {
    try {
      const { shopName } = await readShopSettings(context);
      const enabled = await context.auth.api.enableTwoFactor({
        body: { password, method: "totp", issuer: shopName },
        headers: authHeaders(request, context.clientAddress),
      });
      const uri = new URL("totpURI" in enabled ? enabled.totpURI : "otpauth://totp/");
      return {
        ok: true as const,
        ...enrolmentPicture(shopName, user.email, uri.searchParams.get("secret") ?? ""),
      };
    } catch (error) {
      return refusal(error, context);
    }
  });
}

/**
 * Enrolment, step two: the first code from the authenticator turns two-factor on, ends the
 * account's other sessions, and makes the backup codes, shown this once (only hashes are kept).
 */
export async function confirmEnrolment(
  request: Request,
  context: TwoFactorContext,
  user: SignedInUser,
  code: string,
): Promise<{ ok: true; backupCodes: string[] } | Refusal> {
  const before = await currentSession(request, context);
  if (!before) return { ok: false, problem: "failed" };
  if (!(await claimTotpCode(context.db, user.id, code))) return { ok: false, problem: "invalidCode" };
  let headers;
  try {
    ({ headers } = await context.auth.api.verifyTOTP({
      body: { code },
      headers: authHeaders(request, context.clientAddress),
      returnHeaders: true,
    }));
  } catch (error) {
    await releaseTotpCode(context.db, user.id, code);
    return refusal(error, context);
  }
  const backupCodes = newBackupCodes();
  const stored = await hashedBackupCodeStorage(context.auth.secret).encrypt(JSON.stringify(backupCodes));
  await context.db.update(twoFactor).set({ backupCodes: stored }).where(eq(twoFactor.userId, user.id));
  await keepBrowserSession(context.db, before, headers);
  await endOtherSessions(context.db, before);
  context.log.info({ account: user.email }, "two-factor turned on");
  return { ok: true, backupCodes };
}

/** Turns two-factor off (the password again) and ends the account's other sessions. */
export async function removeTwoFactor(
  request: Request,
  context: TwoFactorContext,
  user: SignedInUser,
  password: string,
): Promise<{ ok: true; removed: true } | Refusal | TooManyAttempts> {
  const before = await currentSession(request, context);
  if (!before) return { ok: false, problem: "failed" };
  return limitedPasswordCheck(request, context, user.email, async () => {
    try {
      const { headers } = await context.auth.api.disableTwoFactor({
        body: { password },
        headers: authHeaders(request, context.clientAddress),
        returnHeaders: true,
      });
      await keepBrowserSession(context.db, before, headers);
      await endOtherSessions(context.db, before);
      context.log.info({ account: user.email }, "two-factor turned off");
      return { ok: true as const, removed: true as const };
    } catch (error) {
      return refusal(error, context);
    }
  });
}
