import { and, eq, gte, sql, type SQL } from "drizzle-orm";
import type { Database } from "~db/client";
import { signInThrottle as t } from "~db/schema";

/**
 * Attempts counted in the database, so that a limit holds across restarts and several server
 * processes: sign-in (auth/sign-in-limits.server.ts) and order requests each bring their own rules.
 */
export type ThrottleRule = {
  /** Failures allowed in a window; the next one waits (growing) or is refused (not growing). */
  maxAttempts: number;
  windowSeconds: number;
  /** The lock after the last allowed failure; a growing rule doubles it with each further one. */
  lockSeconds: number;
  /** A delay rather than a lock: the count survives the wait, and each failure past the limit doubles it. */
  growing?: { maxLockSeconds: number };
};

export type ThrottleKey = {
  key: string;
  rule: ThrottleRule;
  /** A success forgets the earlier failures (an account), rather than only not counting itself (an address). */
  resetOnSuccess: boolean;
};

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
  // A window that has run out starts the count again; so does a lock that has ended, unless the
  // rule's delay is meant to grow from one failure to the next.
  const windowOver = sql`${t.windowStartedAt} < now() - ${interval(rule.windowSeconds)}`;
  const fresh = rule.growing ? windowOver : sql`(${windowOver} or ${t.lockedUntil} is not null)`;
  const attempts = sql`case when ${fresh} then 1 else ${t.attempts} + 1 end`;
  const [row] = await db
    .insert(t)
    .values({ key, attempts: 1, windowStartedAt: sql`now()` })
    .onConflictDoUpdate({
      target: t.key,
      set: {
        attempts,
        windowStartedAt: sql`case when ${fresh} then now() else ${t.windowStartedAt} end`,
        // A growing delay starts as the attempt that reaches the limit is counted, so that guesses
        // sent alongside it wait too; a success deletes the row and the delay with it.
        lockedUntil: rule.growing ? sql`case when ${attempts} >= ${rule.maxAttempts}::int then ${delayAfter(rule, attempts)} end` : null,
      },
      setWhere: sql`${t.lockedUntil} is null or ${t.lockedUntil} <= now()`,
    })
    .returning({ attempts: t.attempts });
  if (!row) {
    const [locked] = await db.select({ seconds: secondsLeft }).from(t).where(eq(t.key, key));
    return { allowed: false, retryAfterSeconds: locked?.seconds ?? rule.lockSeconds };
  }
  if (!rule.growing && row.attempts > rule.maxAttempts) {
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

/** A growing rule's wait once `attempts` failures are counted: its lock, doubled for each one past the limit. */
const delayAfter = (rule: ThrottleRule, attempts: SQL) =>
  sql`now() + make_interval(secs => least(${rule.growing?.maxLockSeconds ?? rule.lockSeconds}::int,
    ${rule.lockSeconds}::int * power(2, least(greatest(${attempts} - ${rule.maxAttempts}::int, 0), 20))::int))`;

const lockFor = (rule: ThrottleRule) =>
  rule.growing ? delayAfter(rule, sql`${t.attempts}`) : sql`now() + ${interval(rule.lockSeconds)}`;

/**
 * The attempt failed: a key that has used up its attempts is locked (or made to wait). Answers
 * the keys that have just reached their limit in this window, each once.
 */
export async function attemptFailed(db: Database, keys: ThrottleKey[]): Promise<ThrottleKey[]> {
  const reached: ThrottleKey[] = [];
  for (const entry of keys) {
    const { key, rule } = entry;
    const locked = await db
      .update(t)
      .set({ lockedUntil: lockFor(rule) })
      .where(and(eq(t.key, key), gte(t.attempts, rule.maxAttempts)))
      .returning({ attempts: t.attempts });
    if (locked[0]?.attempts === rule.maxAttempts) reached.push(entry);
  }
  return reached;
}

/** The attempt succeeded: it does not count against the address, and the account starts afresh. */
export async function attemptSucceeded(db: Database, keys: ThrottleKey[]): Promise<void> {
  for (const entry of keys) {
    if (entry.resetOnSuccess) await db.delete(t).where(eq(t.key, entry.key));
    else await uncount(db, entry);
  }
}

/** The attempt was neither right nor wrong (the check itself failed): it is taken back. */
export async function attemptAbandoned(db: Database, keys: ThrottleKey[]): Promise<void> {
  for (const entry of keys) await uncount(db, entry);
}

/**
 * A request refused unread (a form past its bounds) counts as a failed attempt of its client, so
 * that flooding junk is throttled like guessing: once a key is locked, the client's real attempts
 * wait too.
 */
export async function attemptRefused(db: Database, keys: ThrottleKey[]): Promise<void> {
  const verdict = await beginAttempt(db, keys);
  if (verdict.allowed) await attemptFailed(db, keys);
}
