import { eq, like, or } from "drizzle-orm";
import type { Database } from "~db/client";
import { signInThrottle as t } from "~db/schema";
import type { ThrottleKey, ThrottleRule } from "~/request-protection/throttle.server";

/**
 * Sign-in limits (docs/decisions/0031). One account from one address (or one trusted browser):
 * 5 failures in an hour lock that pair for 10 minutes, which stops a guesser and nobody else. One
 * address: 20 failures in 15 minutes block it for 15 minutes, whichever accounts it tries. One
 * account from everywhere: after 5 failures each further one makes the next try wait, 30 s
 * doubling up to 15 minutes, so guessing from many addresses stays slow without locking the
 * account for good; a browser the account has fully signed in on before skips this delay.
 */
export const signInRules = {
  pair: { maxAttempts: 5, windowSeconds: 60 * 60, lockSeconds: 10 * 60 },
  address: { maxAttempts: 20, windowSeconds: 15 * 60, lockSeconds: 15 * 60 },
  account: { maxAttempts: 5, windowSeconds: 60 * 60, lockSeconds: 30, growing: { maxLockSeconds: 15 * 60 } },
} satisfies Record<string, ThrottleRule>;

/**
 * Wrong two-step codes after a right password, per account, across challenges (better-auth's
 * account lockout, set here so the shop names its numbers): 10 in a row pause codes for 15
 * minutes. Each challenge also takes at most 5 codes before the password is asked again, and the
 * address limit above counts every wrong code too.
 */
export const secondFactorLockout = { maxFailedAttempts: 10, durationSeconds: 15 * 60 };

const accountPart = (email: string) => email.trim().toLowerCase();

export const addressKey = (address: string): ThrottleKey => ({
  key: `address:${address}`,
  rule: signInRules.address,
  resetOnSuccess: false,
});
/** The account as seen from everywhere: the growing delay. */
export const accountKey = (email: string): ThrottleKey => ({
  key: `account:${accountPart(email)}`,
  rule: signInRules.account,
  resetOnSuccess: true,
});
/** The account from one address: a guesser locks only themselves. */
export const pairKey = (email: string, address: string): ThrottleKey => ({
  key: `pair:${accountPart(email)}|${address}`,
  rule: signInRules.pair,
  resetOnSuccess: true,
});
/** The account from one browser it has signed in on before (trusted-device.server.ts). */
export const deviceKey = (email: string, deviceId: string): ThrottleKey => ({
  key: `device:${accountPart(email)}|${deviceId}`,
  rule: signInRules.pair,
  resetOnSuccess: true,
});

/** `npm run admin -- unlock`: forgets every failure counted against the account, from anywhere. */
export async function unlockAccount(db: Database, email: string): Promise<number> {
  const account = accountPart(email).replace(/[\\%_]/g, "\\$&");
  const removed = await db
    .delete(t)
    .where(or(eq(t.key, `account:${accountPart(email)}`), like(t.key, `pair:${account}|%`), like(t.key, `device:${account}|%`)))
    .returning({ key: t.key });
  return removed.length;
}
