import { asc, eq, sql } from "drizzle-orm";
import type { Database } from "~db/client";
import { adminUsers, user } from "~db/schema";
import type { ShopConfig } from "~/config";
import type { ShopAuth } from "./auth.server";
import { createAccount, userIdByEmail, type PasswordProblem } from "./accounts.server";
import { passwordMaxLength, passwordMinLength } from "~/lib/password-rules";

const createAdminCommand = (email: string) => `npm run admin -- create --email ${email}`;

export class OwnerPasswordError extends Error {}

export const passwordAdvice: Record<PasswordProblem | "exists", string> = {
  tooShort: `it must have at least ${passwordMinLength} characters`,
  tooLong: `it must have at most ${passwordMaxLength} characters`,
  common: "it is too common (one of the passwords people use most)",
  exists: "the account already exists",
};

/** The owner's address (docs/product/access.md#owner-account), or undefined while the shop has none. */
export async function ownerAddress(db: Pick<Database, "select">): Promise<string | undefined> {
  const [row] = await db.select({ email: adminUsers.email }).from(adminUsers).where(eq(adminUsers.isOwner, true));
  return row?.email;
}

/**
 * docs/product/access.md#owner-account: a shop without an owner gets one, ADMIN_EMAIL's address if
 * it is set (its account may come later), else the oldest active admin who has an account; a shop
 * with one keeps it, whatever ADMIN_EMAIL now says, since only the owner hands the role over. The
 * table is locked for the choice, so two processes starting at once pick the same owner.
 */
export async function settleOwner(db: Database, adminEmail: string | undefined): Promise<string | undefined> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`LOCK TABLE ${adminUsers} IN SHARE ROW EXCLUSIVE MODE`);
    const owner = await ownerAddress(tx);
    if (owner) return owner;
    if (adminEmail) {
      await tx
        .insert(adminUsers)
        .values({ email: adminEmail, active: true, isOwner: true })
        .onConflictDoUpdate({ target: adminUsers.email, set: { active: true, isOwner: true } });
      return adminEmail;
    }
    const [oldest] = await tx
      .select({ id: adminUsers.id, email: adminUsers.email })
      .from(adminUsers)
      .innerJoin(user, eq(user.email, adminUsers.email))
      .where(eq(adminUsers.active, true))
      .orderBy(asc(adminUsers.createdAt), asc(adminUsers.id))
      .limit(1);
    if (!oldest) return undefined;
    await tx.update(adminUsers).set({ isOwner: true }).where(eq(adminUsers.id, oldest.id));
    return oldest.email;
  });
}

/**
 * docs/product/access.md#owner-account at start: the shop's owner is settled, then with ADMIN_EMAIL
 * and ADMIN_PASSWORD the owner's account is created if missing (an existing password is never
 * replaced). Otherwise, when no one could sign in to the back office yet, the answer is the line to
 * print: the command that creates the account.
 */
export async function bootstrapOwner(
  db: Database,
  auth: ShopAuth,
  config: Pick<ShopConfig, "adminEmail" | "adminPassword">,
): Promise<{ created: boolean; hint?: string; owner?: string }> {
  const { adminEmail, adminPassword } = config;
  const owner = await settleOwner(db, adminEmail);
  if (!owner) {
    return {
      created: false,
      hint: `No admin account yet. Set ADMIN_EMAIL to the owner's address and create the account with:  ${createAdminCommand("<address>")}`,
    };
  }
  if (await userIdByEmail(auth, owner)) return { created: false, owner };
  if (owner === adminEmail && adminPassword) {
    const result = await createAccount(auth, { email: owner, password: adminPassword });
    if (!result.ok) throw new OwnerPasswordError(`ADMIN_PASSWORD cannot be used: ${passwordAdvice[result.problem]}`);
    return { created: true, owner };
  }
  return { created: false, owner, hint: `No account for the owner yet. Create it with:  ${createAdminCommand(owner)}` };
}
