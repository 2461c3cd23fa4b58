import { and, eq, lt, sql } from "drizzle-orm";
import type { Database } from "~db/client";
import { usedTotpCodes as used } from "~db/schema";

/**
 * A code is accepted for one 30-second step either side of the current one, so 90 seconds in all;
 * within that time the same code must not open a second session.
 */
const validSeconds = 90;

/** Marks the code as used by this account; false when it was already used while still valid (a replay). */
export async function claimTotpCode(db: Database, userId: string, code: string): Promise<boolean> {
  await db.delete(used).where(lt(used.usedAt, sql`now() - make_interval(secs => ${validSeconds * 2}::int)`));
  const claimed = await db
    .insert(used)
    .values({ userId, code, usedAt: sql`now()` })
    .onConflictDoUpdate({
      target: [used.userId, used.code],
      set: { usedAt: sql`now()` },
      setWhere: sql`${used.usedAt} < now() - make_interval(secs => ${validSeconds}::int)`,
    })
    .returning({ userId: used.userId });
  return claimed.length === 1;
}

/** Gives back a claim for a code that turned out to be wrong. */
export async function releaseTotpCode(db: Database, userId: string, code: string): Promise<void> {
  await db.delete(used).where(and(eq(used.userId, userId), eq(used.code, code)));
}
