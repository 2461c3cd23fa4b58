import { and, eq, ne } from "drizzle-orm";
import type { Database } from "~db/client";
import { session } from "~db/schema";
import type { Logger } from "pino";
import { authHeaders, type ShopAuth } from "./auth.server";
import { sessionLimits } from "./session-limits";

export type SignedInUser = { id: string; email: string; twoFactorEnabled: boolean };

// What every request context carries for sessions; spelled out so that the context can name the signed-in user.
type SessionContext = { auth: ShopAuth; clientAddress: string; log: Logger };
export type FoundSession = { user: SignedInUser; token: string };

// Several loaders of one request (the shell and its page) ask for the same session.
const perRequest = new WeakMap<Request, Promise<FoundSession | null>>();

function findSession(request: Request, context: SessionContext): Promise<FoundSession | null> {
  let found = perRequest.get(request);
  if (!found) {
    found = lookUp(request, context);
    perRequest.set(request, found);
  }
  return found;
}

async function lookUp(request: Request, { auth, clientAddress, log }: SessionContext): Promise<FoundSession | null> {
  if (!request.headers.get("cookie")) return null;
  try {
    const found = await auth.api.getSession({ headers: authHeaders(request, clientAddress) });
    if (!found) return null;
    const { internalAdapter } = await auth.$context;
    const idle = Date.now() - new Date(found.session.updatedAt).getTime();
    if (idle > sessionLimits.idleSeconds * 1000) {
      await internalAdapter.deleteSession(found.session.token);
      return null;
    }
    // Activity is written down at most every few minutes, not at every request.
    if (idle > sessionLimits.activityStepSeconds * 1000)
      await internalAdapter.updateSession(found.session.token, { updatedAt: new Date() });
    const { id, email, twoFactorEnabled } = found.user;
    return {
      user: { id, email: email.toLowerCase(), twoFactorEnabled: twoFactorEnabled === true },
      token: found.session.token,
    };
  } catch (error) {
    log.error({ err: error }, "session lookup failed");
    return null;
  }
}

/** The user whose session cookie the request carries, or null; a lookup that fails counts as none. */
export async function signedInUser(request: Request, context: SessionContext): Promise<SignedInUser | null> {
  return (await findSession(request, context))?.user ?? null;
}

/** Ends the request's session on the server, if it has one, without touching its cookies. */
export async function endSession(request: Request, context: SessionContext): Promise<void> {
  const found = await findSession(request, context);
  if (found) await (await context.auth.$context).internalAdapter.deleteSession(found.token);
}

/** The request's session as it is now; call it before a change that replaces it. */
export function currentSession(request: Request, context: SessionContext): Promise<FoundSession | null> {
  return findSession(request, context);
}

/**
 * After a two-step change the library hands the browser a new session and deletes the old one.
 * Page loaders after a form post without JavaScript still see the old cookie, and would find no
 * session: the new session takes the old token instead, so the browser's cookie goes on working
 * and nothing has to be re-sent. The library's Set-Cookie is not passed on.
 */
export async function keepBrowserSession(db: Database, before: FoundSession, libraryHeaders: Headers): Promise<void> {
  const line = libraryHeaders.getSetCookie().find((cookie) => /^(__Secure-)?shop\.session_token=[^;]/.test(cookie));
  const newToken = line ? decodeURIComponent(line.split(";")[0].split("=")[1]).split(".")[0] : undefined;
  if (!newToken || newToken === before.token) return;
  await db.update(session).set({ token: before.token }).where(eq(session.token, newToken));
}

/** Ends every session of the user but `kept` (a password or two-step change): answers how many ended. */
export async function endOtherSessions(db: Database, kept: FoundSession): Promise<number> {
  const ended = await db
    .delete(session)
    .where(and(eq(session.userId, kept.user.id), ne(session.token, kept.token)))
    .returning({ id: session.id });
  return ended.length;
}

/** Set-Cookie headers that make the browser forget its session and any half-done sign-in. */
export async function expiredSessionCookies(auth: ShopAuth): Promise<Headers> {
  const { authCookies, createAuthCookie } = await auth.$context;
  const headers = new Headers();
  for (const { name, attributes } of [authCookies.sessionToken, createAuthCookie("two_factor")]) {
    const secure = attributes.secure ? "; Secure" : "";
    headers.append("Set-Cookie", `${name}=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax${secure}`);
  }
  return headers;
}

/** Sign-out: the session ends on the server and the browser forgets it. */
export async function signOut(request: Request, context: SessionContext): Promise<Headers> {
  await endSession(request, context);
  return expiredSessionCookies(context.auth);
}

/** True while a sign-in waits for its second factor (the library's challenge cookie is there). */
export function hasPendingSecondFactor(request: Request): boolean {
  return /(?:^|;\s*)(?:__Secure-)?shop\.two_factor=/.test(request.headers.get("cookie") ?? "");
}
