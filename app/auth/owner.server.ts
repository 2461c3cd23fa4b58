import { eq } from "drizzle-orm";
import type { Database } from "~db/client";
import { adminUsers } from "~db/schema";
import type { ShopConfig } from "~/config.server";
import type { ShopAuth } from "./auth.server";
import { createAccount, userIdByEmail, type PasswordProblem } from "./accounts.server";
import { passwordMaxLength, passwordMinLength } from "./password-rules";

const createAdminCommand = (email: string) => `npm run admin -- create --email ${email}`;

export class OwnerPasswordError extends Error {}

export const passwordAdvice: Record<PasswordProblem | "exists", string> = {
  tooShort: `it must have at least ${passwordMinLength} characters`,
  tooLong: `it must have at most ${passwordMaxLength} characters`,
  common: "it is too common (one of the passwords people use most)",
  exists: "the account already exists",
};

/**
 * docs/product/access.md#owner-account at start: with ADMIN_EMAIL and ADMIN_PASSWORD, the owner's account is created if
 * missing (an existing password is never replaced). Otherwise, when no one could sign in to the
 * back office yet, the answer is the line to print: the command that creates the account.
 */
export async function bootstrapOwner(
  db: Database,
  auth: ShopAuth,
  config: Pick<ShopConfig, "adminEmail" | "adminPassword">,
): Promise<{ created: boolean; hint?: string }> {
  const { adminEmail, adminPassword } = config;
  if (adminEmail && (await userIdByEmail(auth, adminEmail))) return { created: false };
  if (adminEmail && adminPassword) {
    const result = await createAccount(auth, { email: adminEmail, password: adminPassword });
    if (!result.ok) throw new OwnerPasswordError(`ADMIN_PASSWORD cannot be used: ${passwordAdvice[result.problem]}`);
    return { created: true };
  }
  if (adminEmail) {
    return { created: false, hint: `No account for the owner yet. Create it with:  ${createAdminCommand(adminEmail)}` };
  }
  const admins = await db.select({ email: adminUsers.email }).from(adminUsers).where(eq(adminUsers.active, true));
  for (const { email } of admins) if (await userIdByEmail(auth, email)) return { created: false };
  return {
    created: false,
    hint: `No admin account yet. Set ADMIN_EMAIL to the owner's address and create the account with:  ${createAdminCommand("<address>")}`,
  };
}
