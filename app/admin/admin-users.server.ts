import { desc, eq } from "drizzle-orm";
import { adminUsers, user } from "~db/schema";
import { endSessionsOf } from "~/auth/accounts.server";
import type { ShopContext } from "~/context";
import type { AdminIdentity } from "./admin-rule.server";
import type { AdminUserRow } from "./admin-users";

type AdminUsersContext = Pick<ShopContext, "db" | "config" | "auth" | "log">;

/** The id of the owner's row when the owner is not in the table (as is usual). */
export const ownerRowId = "owner";

/** docs/product/back-office.md#admin-users: the admin users, newest first; the owner heads the list. */
export async function listAdminUsers({ db, config }: AdminUsersContext): Promise<AdminUserRow[]> {
  const rows = await db.select().from(adminUsers).orderBy(desc(adminUsers.createdAt));
  const listed: AdminUserRow[] = rows.map((row) => ({
    id: row.id,
    email: row.email,
    active: row.email === config.adminEmail || row.active,
    createdAt: row.createdAt.toISOString(),
    isOwner: row.email === config.adminEmail,
  }));
  const owner = listed.find((row) => row.isOwner);
  if (owner) return [owner, ...listed.filter((row) => row !== owner)];
  if (!config.adminEmail) return listed;
  const [account] = await db.select({ createdAt: user.createdAt }).from(user).where(eq(user.email, config.adminEmail));
  const ownerRow = {
    id: ownerRowId,
    email: config.adminEmail,
    active: true,
    createdAt: account?.createdAt.toISOString() ?? null,
    isOwner: true,
  };
  return [ownerRow, ...listed];
}

export type AdminUserProblem = "exists" | "notFound" | "owner" | "self";
export type AdminUserResult = { ok: true } | { ok: false; problem: AdminUserProblem };

/** Gives an e-mail address admin rights; `created_by` records who did it. */
export async function addAdminUser(
  context: AdminUsersContext,
  email: string,
  actor: AdminIdentity,
): Promise<AdminUserResult> {
  const address = email.trim().toLowerCase();
  if (address === context.config.adminEmail) return { ok: false, problem: "exists" };
  const inserted = await context.db
    .insert(adminUsers)
    .values({ email: address, createdBy: actor.id })
    .onConflictDoNothing()
    .returning({ id: adminUsers.id });
  if (inserted.length === 0) return { ok: false, problem: "exists" };
  context.log.info({ account: actor.email, admin: address }, "admin user added");
  return { ok: true };
}

async function changeableRow(context: AdminUsersContext, id: string, actor: AdminIdentity) {
  if (id === ownerRowId) return { ok: false as const, problem: "owner" as const };
  const [row] = /^[0-9a-f-]{36}$/i.test(id)
    ? await context.db.select().from(adminUsers).where(eq(adminUsers.id, id))
    : [];
  if (!row) return { ok: false as const, problem: "notFound" as const };
  if (row.email === context.config.adminEmail) return { ok: false as const, problem: "owner" as const };
  if (row.email === actor.email) return { ok: false as const, problem: "self" as const };
  return { ok: true as const, row };
}

/** docs/product/back-office.md#admin-users: the active switch. Deactivating ends the person's sessions at once. */
export async function setAdminUserActive(
  context: AdminUsersContext,
  id: string,
  active: boolean,
  actor: AdminIdentity,
): Promise<AdminUserResult> {
  const found = await changeableRow(context, id, actor);
  if (!found.ok) return found;
  await context.db.update(adminUsers).set({ active }).where(eq(adminUsers.id, id));
  if (!active) await endSessionsOf(context.auth, found.row.email);
  context.log.info({ account: actor.email, admin: found.row.email, active }, "admin user status changed");
  return { ok: true };
}

/** Removes admin rights (docs/product/back-office.md#admin-users: never one's own; never the owner's) and ends the person's sessions. */
export async function removeAdminUser(
  context: AdminUsersContext,
  id: string,
  actor: AdminIdentity,
): Promise<AdminUserResult> {
  const found = await changeableRow(context, id, actor);
  if (!found.ok) return found;
  await context.db.delete(adminUsers).where(eq(adminUsers.id, id));
  await endSessionsOf(context.auth, found.row.email);
  context.log.info({ account: actor.email, admin: found.row.email }, "admin user removed");
  return { ok: true };
}
