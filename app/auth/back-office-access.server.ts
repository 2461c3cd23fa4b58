import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { backOfficeAccess, temporaryPasswords, user as users } from "../../db/schema";
import type { ShopConfig } from "../config.server";
import type { SignedInUser } from "./session.server";
import type { PendingStep, TwoFactorRule } from "./two-factor";

/** How long a password chosen by someone else, or an invitation link, lasts (docs/product/access.md#temporary-passwords). */
export const temporaryAccessHours = 72;

/** The shop's default: two-step verification is required once the shop is served over https. */
export function twoFactorRequiredByDefault(config: Pick<ShopConfig, "publicUrl">): boolean {
  return config.publicUrl.startsWith("https://");
}

export type AccessState = { pending: PendingStep; twoFactor: TwoFactorRule; temporaryPasswordUntil: Date | null };

/** The rule and the account's own state, in one round trip: every admin request asks. */
export async function accessStateOf(
  db: Database,
  config: Pick<ShopConfig, "publicUrl">,
  user: SignedInUser,
): Promise<AccessState> {
  const result = await db.execute(sql`
    SELECT (SELECT ${backOfficeAccess.requireTwoFactor} FROM ${backOfficeAccess} WHERE ${backOfficeAccess.id} = 1) AS require_two_factor,
           (SELECT ${temporaryPasswords.expiresAt} FROM ${temporaryPasswords} WHERE ${temporaryPasswords.userId} = ${user.id}) AS temporary_until`);
  // Both drivers answer `{ rows }`; the timestamp comes as a Date or as text.
  const [row] = (result as unknown as { rows: { require_two_factor: boolean | null; temporary_until: string | Date | null }[] }).rows;
  const requiredByDefault = twoFactorRequiredByDefault(config);
  const chosen = row?.require_two_factor ?? null;
  const twoFactor = { required: chosen ?? requiredByDefault, chosen, requiredByDefault };
  const temporaryPasswordUntil = row?.temporary_until ? new Date(row.temporary_until) : null;
  const pending: PendingStep = temporaryPasswordUntil
    ? "own-password"
    : twoFactor.required && !user.twoFactorEnabled
      ? "two-factor"
      : null;
  return { pending, twoFactor, temporaryPasswordUntil };
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
