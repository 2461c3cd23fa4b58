import { and, eq, gte, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { signInThrottle as t } from "../../db/schema";

export type ThrottleRule = {
  /** Attempts allowed in a window; the next failure locks the key. */
  maxAttempts: number;
  windowSeconds: number;
  lockSeconds: number;
};

/**
 * Sign-in limits. An account is locked for 10 minutes after 5 failed passwords, from whatever
 * address; one address is slowed down after 20 failures, whichever accounts it tries.
 */
export const signInRules = {
  account: { maxAttempts: 5, windowSeconds: 60 * 60, lockSeconds: 10 * 60 },
  address: { maxAttempts: 20, windowSeconds: 15 * 60, lockSeconds: 15 * 60 },
} satisfies Record<string, ThrottleRule>;

export type ThrottleKey = {
  key: string;
  rule: ThrottleRule;
  /** A success forgets the earlier failures (an account), rather than only not counting itself (an address). */
  resetOnSuccess: boolean;
};

export const addressKey = (address: string): ThrottleKey => ({
  key: `address:${address}`,
  rule: signInRules.address,
  resetOnSuccess: false,
});
export const accountKey = (email: string): ThrottleKey => ({
  key: `account:${email.trim().toLowerCase()}`,
  rule: signInRules.account,
  resetOnSuccess: true,
});

export type AttemptVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

const secondsLeft = sql<number>`greatest(1, ceil(extract(epoch from (${t.lockedUntil} - now()))))::int`;
const interval = (seconds: number) => sql`make_interval(secs => ${seconds}::int)`;

/**
 * Counts an attempt against each key before the password is checked, so that parallel guesses
 * cannot slip past the limit; `succeeded` takes it back. Refuses while any key is locked.
 */
export async function beginAttempt(db: Database, keys: ThrottleKey[]): Promise<AttemptVerdict> {
  const counted: ThrottleKey[] = [];
  for (const entry of keys) {
    const verdict = await countAttempt(db, entry);
    if (!verdict.allowed) {
      for (const done of counted) await uncount(db, done);
      return verdict;
    }
    counted.push(entry);
  }
  return { allowed: true };
}

async function countAttempt(db: Database, entry: ThrottleKey): Promise<AttemptVerdict> {
  const { key, rule } = entry;
  // A window that has run out, or a lock that has ended, starts the count again.
  const fresh = sql`(${t.windowStartedAt} < now() - ${interval(rule.windowSeconds)} or ${t.lockedUntil} is not null)`;
  const [row] = await db
    .insert(t)
    .values({ key, attempts: 1, windowStartedAt: sql`now()` })
    .onConflictDoUpdate({
      target: t.key,
      set: {
        attempts: sql`case when ${fresh} then 1 else ${t.attempts} + 1 end`,
        windowStartedAt: sql`case when ${fresh} then now() else ${t.windowStartedAt} end`,
        lockedUntil: null,
      },
      setWhere: sql`${t.lockedUntil} is null or ${t.lockedUntil} <= now()`,
    })
    .returning({ attempts: t.attempts });
  if (!row) {
    const [locked] = await db.select({ seconds: secondsLeft }).from(t).where(eq(t.key, key));
    return { allowed: false, retryAfterSeconds: locked?.seconds ?? rule.lockSeconds };
  }
  if (row.attempts > rule.maxAttempts) {
    await attemptFailed(db, [entry]);
    return { allowed: false, retryAfterSeconds: rule.lockSeconds };
  }
  return { allowed: true };
}

async function uncount(db: Database, { key }: ThrottleKey) {
  await db
    .update(t)
    .set({ attempts: sql`greatest(${t.attempts} - 1, 0)` })
    .where(eq(t.key, key));
}

/** The attempt failed: a key that has used up its attempts is locked. */
export async function attemptFailed(db: Database, keys: ThrottleKey[]): Promise<void> {
  for (const { key, rule } of keys) {
    await db
      .update(t)
      .set({ lockedUntil: sql`now() + ${interval(rule.lockSeconds)}` })
      .where(and(eq(t.key, key), gte(t.attempts, rule.maxAttempts)));
  }
}

/** The attempt succeeded: it does not count against the address, and the account starts afresh. */
export async function attemptSucceeded(db: Database, keys: ThrottleKey[]): Promise<void> {
  for (const entry of keys) {
    if (entry.resetOnSuccess) await db.delete(t).where(eq(t.key, entry.key));
    else await uncount(db, entry);
  }
}
