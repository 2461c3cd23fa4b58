import { and, desc, eq, TransactionRollbackError } from "drizzle-orm";
import { adminUsers, user } from "~db/schema";
import { endSessionsOf } from "./accounts.server";
import type { ShopContext, AdminIdentity } from "~/context";
import type { AdminUserRow } from "./admin-users";

type AdminUsersContext = Pick<ShopContext, "db" | "config" | "auth" | "log">;

/** docs/product/back-office.md#admin-users: the admin users, newest first; the owner heads the list. */
export async function listAdminUsers({ db }: AdminUsersContext): Promise<AdminUserRow[]> {
  const rows = await db
    .select({
      id: adminUsers.id,
      email: adminUsers.email,
      active: adminUsers.active,
      createdAt: adminUsers.createdAt,
      isOwner: adminUsers.isOwner,
      accountId: user.id,
    })
    .from(adminUsers)
    .leftJoin(user, eq(user.email, adminUsers.email))
    .orderBy(desc(adminUsers.isOwner), desc(adminUsers.createdAt));
  return rows.map(({ createdAt, accountId, ...row }) => ({ ...row, createdAt: createdAt.toISOString(), hasAccount: accountId !== null }));
}

export type AdminUserProblem = "exists" | "notFound" | "owner" | "self" | "notOwner";
export type AdminUserResult = { ok: true } | { ok: false; problem: AdminUserProblem };

/** Gives an e-mail address admin rights; `created_by` records who did it. */
export async function addAdminUser(
  context: AdminUsersContext,
  email: string,
  actor: AdminIdentity,
): Promise<AdminUserResult> {
  if (!actor.isOwner) return { ok: false, problem: "notOwner" };
  const address = email.trim().toLowerCase();
  const inserted = await context.db
    .insert(adminUsers)
    .values({ email: address, createdBy: actor.id })
    .onConflictDoNothing()
    .returning({ id: adminUsers.id });
  if (inserted.length === 0) return { ok: false, problem: "exists" };
  context.log.info({ account: actor.email, admin: address }, "admin user added");
  return { ok: true };
}

/** docs/product/access.md#roles: only the owner changes the list, never their own row, never the owner's. */
async function changeableRow(context: AdminUsersContext, id: string, actor: AdminIdentity) {
  if (!actor.isOwner) return { ok: false as const, problem: "notOwner" as const };
  const [row] = /^[0-9a-f-]{36}$/i.test(id)
    ? await context.db.select().from(adminUsers).where(eq(adminUsers.id, id))
    : [];
  if (!row) return { ok: false as const, problem: "notFound" as const };
  if (row.email === actor.email) return { ok: false as const, problem: "self" as const };
  if (row.isOwner) return { ok: false as const, problem: "owner" as const };
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
  // The row is matched as not the owner's in the statement too: a hand-over cannot slip in between.
  await context.db.update(adminUsers).set({ active }).where(and(eq(adminUsers.id, id), eq(adminUsers.isOwner, false)));
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
  await context.db.delete(adminUsers).where(and(eq(adminUsers.id, id), eq(adminUsers.isOwner, false)));
  await endSessionsOf(context.auth, found.row.email);
  context.log.info({ account: actor.email, admin: found.row.email }, "admin user removed");
  return { ok: true };
}

/**
 * docs/product/access.md#roles: the owner hands the role to another active admin who has an
 * account, and stays an admin. Both rows change in one transaction, the owner's first: the
 * database keeps one owner at most, and a hand-over that finds no such admin changes nothing.
 */
export async function handOverOwnership(
  context: AdminUsersContext,
  id: string,
  actor: AdminIdentity,
): Promise<AdminUserResult> {
  const found = await changeableRow(context, id, actor);
  if (!found.ok) return found;
  const [account] = await context.db.select({ id: user.id }).from(user).where(eq(user.email, found.row.email));
  if (!found.row.active || !account) return { ok: false, problem: "notFound" };
  let refused: AdminUserProblem | undefined;
  try {
    await context.db.transaction(async (tx) => {
      const [was] = await tx
        .update(adminUsers)
        .set({ isOwner: false })
        .where(and(eq(adminUsers.email, actor.email), eq(adminUsers.isOwner, true)))
        .returning({ id: adminUsers.id });
      if (!was) refused = "notOwner";
      const [now] = was
        ? await tx
            .update(adminUsers)
            .set({ isOwner: true })
            .where(and(eq(adminUsers.id, id), eq(adminUsers.active, true)))
            .returning({ id: adminUsers.id })
        : [];
      if (was && !now) refused = "notFound";
      if (refused) tx.rollback();
    });
  } catch (error) {
    if (!(error instanceof TransactionRollbackError)) throw error;
  }
  if (refused) return { ok: false, problem: refused };
  context.log.info({ account: actor.email, owner: found.row.email }, "ownership handed over");
  return { ok: true };
}
