import { and, eq } from "drizzle-orm";
import { data, replace } from "react-router";
import type { Database } from "~db/client";
import { adminUsers } from "~db/schema";
import { accessStateOf } from "./back-office-access.server";
import { isSameOriginRequest } from "~/request-protection/same-origin.server";
import { signedInUser, type SignedInUser } from "./session.server";
import type { AdminIdentity, AdminPost, ShopContext } from "~/context";
import { readForm } from "~/request-protection/request-body.server";

/**
 * docs/product/access.md#who-is-an-admin: an address (compared lowercased) is admin while it has an
 * active row in the admin users list; the owner's row is always active. Undefined for anyone else.
 */
export async function adminRoleOf(db: Database, email: string): Promise<"owner" | "admin" | undefined> {
  const [row] = await db
    .select({ isOwner: adminUsers.isOwner })
    .from(adminUsers)
    .where(and(eq(adminUsers.email, email.trim().toLowerCase()), eq(adminUsers.active, true)))
    .limit(1);
  if (!row) return undefined;
  return row.isOwner ? "owner" : "admin";
}

export async function isAdminEmail(db: Database, email: string): Promise<boolean> {
  return (await adminRoleOf(db, email)) !== undefined;
}


type AdminVerdict =
  { kind: "admin"; admin: AdminIdentity } | { kind: "anonymous" } | { kind: "not-admin"; user: SignedInUser };

// The shell's loader and its page's ask the same question of one request. Only a read shares the
// answer: a form post runs its action first, which may change it (a two-step rule, an admin removed).
const verdictPerRead = new WeakMap<Request, Promise<AdminVerdict>>();

function verdictFor(request: Request, context: ShopContext): Promise<AdminVerdict> {
  if (request.method !== "GET" && request.method !== "HEAD") return findVerdict(request, context);
  let verdict = verdictPerRead.get(request);
  if (!verdict) {
    verdict = findVerdict(request, context);
    verdictPerRead.set(request, verdict);
  }
  return verdict;
}

async function findVerdict(request: Request, context: ShopContext): Promise<AdminVerdict> {
  const user = await signedInUser(request, context);
  if (!user) return { kind: "anonymous" };
  let role;
  try {
    role = await adminRoleOf(context.db, user.email);
  } catch (error) {
    // docs/product/access.md#who-is-an-admin: a failed check is logged and counts as not admin.
    context.log.error({ err: error }, "admin check failed");
    return { kind: "not-admin", user };
  }
  if (!role) return { kind: "not-admin", user };
  const access = await accessStateOf(context.db, context.config, user);
  return { kind: "admin", admin: { ...user, isOwner: role === "owner", access } };
}

/** check_admin_status (docs/product/access.md#who-is-an-admin): true when the request's session belongs to an admin. */
export async function checkAdminStatus(request: Request, context: ShopContext): Promise<boolean> {
  return (await verdictFor(request, context)).kind === "admin";
}

/**
 * docs/product/storefront.md#owner-preview: whether the request may see a hidden item or an
 * unpublished article: an admin's session, with no first step still due (as the back office asks).
 */
export async function mayPreview(request: Request, context: ShopContext): Promise<boolean> {
  const verdict = await verdictFor(request, context);
  return verdict.kind === "admin" && !verdict.admin.access.pending;
}

/**
 * The one guard of every admin loader and action. Lets admins through and tells who they are;
 * anyone else changes nothing: pages send them to / (replacing the history entry), data
 * endpoints (`respond: "data"`) answer 401 when signed out and 403 otherwise. A form posted from
 * another site is refused the same way, even with an admin's cookie.
 *
 * An admin with a step still due (docs/product/access.md#first-steps) reaches only the pages that
 * take it (`firstSteps: "allowed"`, the Security page and the shell): other pages send them there,
 * data endpoints answer 403.
 */
export async function requireAdmin(
  { request, context }: { request: Request; context: ShopContext },
  respond: "page" | "data" = "page",
  options: { firstSteps?: "allowed" } = {},
): Promise<AdminIdentity> {
  const verdict = await verdictFor(request, context);
  const crossSite = !isSameOriginRequest(request, context.config);
  if (verdict.kind === "admin" && !crossSite && verdict.admin.access.pending && options.firstSteps !== "allowed") {
    context.log.info(
      { path: new URL(request.url).pathname, account: verdict.admin.email, pending: verdict.admin.access.pending },
      "admin sent to their first steps",
    );
    if (respond === "page") throw replace("/admin/security");
    throw data({ error: "Finish setting up your account first" }, { status: 403 });
  }
  if (verdict.kind === "admin" && !crossSite) {
    // The audit trail of the back office: who changed something, from where (pino adds the time).
    if (request.method !== "GET" && request.method !== "HEAD") {
      context.log.info(
        { method: request.method, path: new URL(request.url).pathname, account: verdict.admin.email, address: context.clientAddress },
        "admin write",
      );
    }
    return verdict.admin;
  }

  // The shell's loader and its page's are refused together: one line for the request.
  if (!refusalsLogged.has(request)) {
    refusalsLogged.add(request);
    logRefusal(request, context, verdict, crossSite);
  }
  if (respond === "page") throw replace("/");
  const status = verdict.kind === "anonymous" ? 401 : 403;
  throw data({ error: status === 401 ? "Sign in first" : "Admin only" }, { status });
}

const refusalsLogged = new WeakSet<Request>();

function logRefusal(request: Request, context: ShopContext, verdict: AdminVerdict, crossSite: boolean): void {
  context.log.warn(
    {
      method: request.method,
      path: new URL(request.url).pathname,
      address: context.clientAddress,
      account:
        verdict.kind === "anonymous" ? undefined : verdict.kind === "admin" ? verdict.admin.email : verdict.user.email,
      reason: crossSite ? "cross-site request" : verdict.kind,
    },
    "admin access refused",
  );
}


/** The guard of every back-office form: `requireAdmin`, then the form is read (the same limits as any form). */
export async function requireAdminForm(
  args: { request: Request; context: ShopContext },
  respond: "page" | "data" = "page",
  options: { firstSteps?: "allowed" } = {},
): Promise<AdminPost> {
  const admin = await requireAdmin(args, respond, options);
  return { ...args, admin, form: await readForm(args.request, args.context) };
}
