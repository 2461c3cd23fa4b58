import type { ShopAuth } from "./auth.server";
import { isCommonPassword } from "./common-passwords.server";
import { passwordMaxLength, passwordMinLength } from "~/lib/password-rules";

export type PasswordProblem = "tooShort" | "tooLong" | "common";

/** The server's word on a new password (the browser checks only the length). */
export async function passwordProblem(password: string): Promise<PasswordProblem | undefined> {
  if (password.length < passwordMinLength) return "tooShort";
  if (password.length > passwordMaxLength) return "tooLong";
  if (await isCommonPassword(password)) return "common";
  return undefined;
}

export type AccountResult = { ok: true; userId: string } | { ok: false; problem: PasswordProblem | "exists" };

async function findUser(auth: ShopAuth, email: string) {
  const context = await auth.$context;
  return context.internalAdapter.findUserByEmail(email.trim().toLowerCase(), { includeAccounts: true });
}

export async function userIdByEmail(auth: ShopAuth, email: string): Promise<string | undefined> {
  return (await findUser(auth, email))?.user.id;
}

/** A password account with a confirmed e-mail (docs/product/access.md#creating-accounts: admins create users; nobody signs up). */
export async function createAccount(
  auth: ShopAuth,
  input: { email: string; password: string },
): Promise<AccountResult> {
  const problem = await passwordProblem(input.password);
  if (problem) return { ok: false, problem };
  const email = input.email.trim().toLowerCase();
  if (await findUser(auth, email)) return { ok: false, problem: "exists" };
  const context = await auth.$context;
  const hash = await context.password.hash(input.password);
  const created = await context.internalAdapter.createUser(
    { email, name: email.split("@")[0], emailVerified: true },
    { method: "admin" },
  );
  await context.internalAdapter.linkAccount({
    userId: created.id,
    providerId: "credential",
    accountId: created.id,
    password: hash,
  });
  return { ok: true, userId: created.id };
}

/** Creates the account, or gives an existing one a new password and ends its sessions (a forgotten password). */
export async function createOrResetAccount(
  auth: ShopAuth,
  input: { email: string; password: string },
): Promise<(AccountResult & { ok: false }) | { ok: true; userId: string; created: boolean }> {
  const existing = await findUser(auth, input.email);
  if (!existing) {
    const result = await createAccount(auth, input);
    return result.ok ? { ...result, created: true } : result;
  }
  const problem = await passwordProblem(input.password);
  if (problem) return { ok: false, problem };
  const context = await auth.$context;
  const hash = await context.password.hash(input.password);
  const userId = existing.user.id;
  if (existing.accounts.some((a) => a.providerId === "credential"))
    await context.internalAdapter.updatePassword(userId, hash);
  else
    await context.internalAdapter.linkAccount({ userId, providerId: "credential", accountId: userId, password: hash });
  await context.internalAdapter.deleteUserSessions(userId);
  return { ok: true, userId, created: false };
}

/** Signs the account out everywhere (an admin was deactivated or removed). */
export async function endSessionsOf(auth: ShopAuth, email: string): Promise<void> {
  const userId = await userIdByEmail(auth, email);
  if (userId) await (await auth.$context).internalAdapter.deleteUserSessions(userId);
}
