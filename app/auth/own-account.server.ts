import { APIError } from "better-auth";
import { and, desc, eq, gt } from "drizzle-orm";
import { session } from "~db/schema";
import type { ShopContext } from "~/context";
import { passwordProblem, type PasswordProblem } from "./accounts.server";
import type { ActiveSession } from "./active-session";
import { authHeaders } from "./auth.server";
import { passwordIsOwn } from "./back-office-access.server";
import { currentSession, endOtherSessions, type FoundSession } from "./session.server";
import { sessionLimits } from "./session-limits";
import { limitedPasswordCheck, type TooManyAttempts } from "./sign-in.server";

type AccountContext = Pick<ShopContext, "auth" | "db" | "config" | "clientAddress" | "log">;

/** The sessions of the request's user that still work (not run out, not idle too long). */
export async function activeSessions(request: Request, context: AccountContext): Promise<ActiveSession[]> {
  const found = await currentSession(request, context);
  if (!found) return [];
  const now = Date.now();
  const rows = await context.db
    .select()
    .from(session)
    .where(
      and(
        eq(session.userId, found.user.id),
        gt(session.expiresAt, new Date(now)),
        gt(session.updatedAt, new Date(now - sessionLimits.idleSeconds * 1000)),
      ),
    )
    .orderBy(desc(session.updatedAt));
  // This browser first, then the others by their last activity.
  rows.sort((a, b) => Number(b.token === found.token) - Number(a.token === found.token));
  return rows.map((row) => ({
    id: row.id,
    current: row.token === found.token,
    signedInAt: row.createdAt.toISOString(),
    lastActiveAt: row.updatedAt.toISOString(),
    userAgent: row.userAgent ?? "",
    ipAddress: row.ipAddress ?? "",
  }));
}

/** "Sign out everywhere else": every other session of the request's user ends. */
export async function signOutElsewhere(request: Request, context: AccountContext): Promise<number> {
  const found = await currentSession(request, context);
  return found ? endOtherSessions(context.db, found) : 0;
}

export type PasswordChangeResult =
  | { ok: true; endedSessions: number }
  | { ok: false; problem: "wrongPassword" | "failed" | PasswordProblem }
  | TooManyAttempts;

/**
 * An admin's own new password: the current one is asked for (and limited like a sign-in), the
 * new one follows the shop's rules, every other session of the account ends, and so does every
 * trusted device (their cookies are bound to the old password). A temporary password is then
 * the admin's own no longer: their first step is done.
 */
export async function changeOwnPassword(
  request: Request,
  context: AccountContext,
  input: { currentPassword: string; newPassword: string },
): Promise<PasswordChangeResult> {
  const found: FoundSession | null = await currentSession(request, context);
  if (!found) return { ok: false, problem: "failed" };
  const problem = await passwordProblem(input.newPassword);
  if (problem) return { ok: false, problem };
  return limitedPasswordCheck(request, context, found.user.email, async () => {
    try {
      await context.auth.api.changePassword({
        body: { currentPassword: input.currentPassword, newPassword: input.newPassword, revokeOtherSessions: false },
        headers: authHeaders(request, context.clientAddress),
      });
    } catch (error) {
      if (error instanceof APIError && error.body?.code === "INVALID_PASSWORD")
        return { ok: false as const, problem: "wrongPassword" as const };
      context.log.error({ err: error }, "password change failed");
      return { ok: false as const, problem: "failed" as const };
    }
    await passwordIsOwn(context.db, found.user.id);
    const endedSessions = await endOtherSessions(context.db, found);
    context.log.info({ account: found.user.email, endedSessions }, "password changed");
    return { ok: true as const, endedSessions };
  });
}
