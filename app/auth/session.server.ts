import type { ShopContext } from "../context";
import { authHeaders, type ShopAuth } from "./auth.server";

export type SignedInUser = { id: string; email: string; twoFactorEnabled: boolean };

type SessionContext = Pick<ShopContext, "auth" | "clientAddress" | "log">;
type FoundSession = { user: SignedInUser; token: string };

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
