import { eq, sql } from "drizzle-orm";
import type { Database } from "~db/client";
import { backOfficeAccess, temporaryPasswords, user as users } from "~db/schema";
import type { ShopConfig } from "~/config";
import type { SignedInUser } from "./session.server";
import type { PendingStep, TwoFactorRule } from "./two-factor";

/** How long a password chosen by someone else, or an invitation link, lasts (docs/product/access.md#temporary-passwords). */
export const temporaryAccessHours = 72;

export type AccessState = { pending: PendingStep; twoFactor: TwoFactorRule };

/** The rule and the account's own state, in one round trip: every admin request asks. */
export async function accessStateOf(
  db: Database,
  config: Pick<ShopConfig, "publicUrl">,
  user: SignedInUser,
): Promise<AccessState> {
  const result = await db.execute(sql`
    SELECT (SELECT ${backOfficeAccess.requireTwoFactor} FROM ${backOfficeAccess} WHERE ${backOfficeAccess.id} = 1) AS require_two_factor,
           (SELECT ${temporaryPasswords.expiresAt} FROM ${temporaryPasswords} WHERE ${temporaryPasswords.userId} = ${user.id}) AS temporary_until`);
  // Both drivers answer `{ rows }`; only whether the account has a temporary password matters here.
  const [row] = (result as unknown as { rows: { require_two_factor: boolean | null; temporary_until: unknown }[] }).rows;
  // The shop's default: required once the shop is served over https.
  const requiredByDefault = config.publicUrl.startsWith("https://");
  const chosen = row?.require_two_factor ?? null;
  const twoFactor = { required: chosen ?? requiredByDefault, chosen, requiredByDefault };
  const pending: PendingStep = row?.temporary_until
    ? "own-password"
    : twoFactor.required && !user.twoFactorEnabled
      ? "two-factor"
      : null;
  return { pending, twoFactor };
}

/** The owner's switch on the Security page. */
export async function setTwoFactorRequired(db: Database, required: boolean): Promise<void> {
  const value = { requireTwoFactor: required, updatedAt: new Date() };
  await db.insert(backOfficeAccess).values({ id: 1, ...value }).onConflictDoUpdate({ target: backOfficeAccess.id, set: value });
}

/** The password "Create user" set is someone else's choice: it lasts until first use, at most `temporaryAccessHours`. */
export async function markPasswordTemporary(db: Database, userId: string, createdBy: string | null, now = Date.now()) {
  const value = { expiresAt: new Date(now + temporaryAccessHours * 3600_000), createdBy };
  await db.insert(temporaryPasswords).values({ userId, ...value }).onConflictDoUpdate({ target: temporaryPasswords.userId, set: value });
}

/** The account's password is now its own. */
export async function passwordIsOwn(db: Database, userId: string): Promise<void> {
  await db.delete(temporaryPasswords).where(eq(temporaryPasswords.userId, userId));
}

/** When the account's temporary password stops signing in, or null when its password is its own. */
export async function temporaryPasswordExpiry(db: Database, email: string): Promise<Date | null> {
  const [row] = await db
    .select({ expiresAt: temporaryPasswords.expiresAt })
    .from(temporaryPasswords)
    .innerJoin(users, eq(users.id, temporaryPasswords.userId))
    .where(eq(users.email, email.toLowerCase()));
  return row?.expiresAt ?? null;
}
