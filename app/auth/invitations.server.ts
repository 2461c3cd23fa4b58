import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { adminInvitations, user } from "~db/schema";
import { adminRoleOf } from "./admin-rule.server";
import type { ShopContext, AdminIdentity } from "~/context";
import type { Language } from "~shared/languages";
import { translator } from "~/i18n/messages.server";
import { sendMail } from "~/mail/mailer.server";
import { readShopSettings } from "~/shop/shop-settings.server";
import { createAccount, passwordProblem, userIdByEmail, type PasswordProblem } from "./accounts.server";
import { passwordIsOwn, temporaryAccessHours } from "./back-office-access.server";

/*
 * docs/product/access.md#invitations: an admin added to the list can be sent a link where they set
 * their own password, so nobody chooses another person's password for good. A link is 256 random
 * bits, works once, lasts `temporaryAccessHours`, and a newer link for the same address replaces it.
 * A link only ever makes an account: an address that has one is never sent a link, and a link whose
 * address has one by now no longer works, so nobody's password is replaced through it.
 */

type InvitationContext = Pick<ShopContext, "db" | "config" | "auth" | "log">;

const tokenHash = (token: string) => createHash("sha256").update(token).digest("base64url");

/** Invitation addresses are the shop's own `/invitation/{token}`; anything else is not a token. */
const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

export type Invitation = { link: string; mailed: boolean };

/** The link's address has no account (both store addresses lowercased). */
const noAccountYet = sql`not exists (select 1 from ${user} where ${user.email} = ${adminInvitations.email})`;

/**
 * A new link for `email`, made by the owner (docs/product/access.md#roles). The address must be a
 * listed admin without an account (never the owner, whose account is made only at start or on the
 * command line). Mailed in `language` when SMTP is set; the link is also handed back, for the owner
 * to pass on themselves.
 */
export async function inviteAdmin(
  context: InvitationContext,
  email: string,
  actor: Pick<AdminIdentity, "id" | "email" | "isOwner">,
  language: Language,
  now = Date.now(),
): Promise<Invitation | { refused: "notOwner" | "owner" | "notAdmin" | "hasAccount" }> {
  if (!actor.isOwner) return { refused: "notOwner" };
  const address = email.trim().toLowerCase();
  const role = await adminRoleOf(context.db, address);
  if (role === "owner") return { refused: "owner" };
  if (!role) return { refused: "notAdmin" };
  if (await userIdByEmail(context.auth, address)) return { refused: "hasAccount" };
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now + temporaryAccessHours * 3600_000);
  await context.db.transaction(async (tx) => {
    await tx.delete(adminInvitations).where(and(eq(adminInvitations.email, address), isNull(adminInvitations.usedAt)));
    await tx.insert(adminInvitations).values({ tokenHash: tokenHash(token), email: address, expiresAt, createdBy: actor.id });
  });
  const link = `${context.config.publicUrl}/invitation/${token}`;
  context.log.info({ account: actor.email, invited: address }, "admin invitation made");
  const mailed = await mailInvitation(context, address, link, language);
  return { link, mailed };
}

async function mailInvitation(context: InvitationContext, email: string, link: string, language: Language) {
  if (!context.config.smtpUrl) return false;
  const settings = await readShopSettings(context);
  const t = translator(language);
  try {
    await sendMail(context.config, settings, {
      to: email,
      subject: t("auth.invitation.mailSubject", { shop: settings.shopName }),
      text: [t("auth.invitation.mailBody", { shop: settings.shopName, hours: temporaryAccessHours }), link].join("\n\n"),
    });
    return true;
  } catch (error) {
    // The link is still shown to the admin who made it; they can pass it on themselves.
    context.log.error({ err: error, invited: email }, "admin invitation could not be mailed");
    return false;
  }
}

/** The address a link still works for, or null: unknown, used, replaced, run-out links and those whose address has an account by now all look alike. */
export async function openInvitation(context: Pick<InvitationContext, "db">, token: string, now = Date.now()) {
  if (!tokenPattern.test(token)) return null;
  const [row] = await context.db
    .select({ email: adminInvitations.email })
    .from(adminInvitations)
    .where(
      and(
        eq(adminInvitations.tokenHash, tokenHash(token)),
        isNull(adminInvitations.usedAt),
        gt(adminInvitations.expiresAt, new Date(now)),
        noAccountYet,
      ),
    );
  return row ?? null;
}

export type AcceptResult = { ok: true; email: string } | { ok: false; problem: "invalid" | "failed" | PasswordProblem };

/**
 * The invited person's own password. The link is claimed in one statement, so two posts of it
 * cannot both succeed; the account is made only if the address is still an admin (not the owner)
 * and has none, and a link whose account could not be written works again.
 */
export async function acceptInvitation(context: InvitationContext, token: string, password: string, now = Date.now()): Promise<AcceptResult> {
  if (!tokenPattern.test(token)) return { ok: false, problem: "invalid" };
  const problem = await passwordProblem(password);
  if (problem) return { ok: false, problem };
  const [claimed] = await context.db
    .update(adminInvitations)
    .set({ usedAt: new Date(now) })
    .where(
      and(
        eq(adminInvitations.tokenHash, tokenHash(token)),
        isNull(adminInvitations.usedAt),
        gt(adminInvitations.expiresAt, new Date(now)),
        noAccountYet,
      ),
    )
    .returning({ id: adminInvitations.id, email: adminInvitations.email });
  if (!claimed) return { ok: false, problem: "invalid" };
  const release = () => context.db.update(adminInvitations).set({ usedAt: null }).where(eq(adminInvitations.id, claimed.id));
  if ((await adminRoleOf(context.db, claimed.email)) !== "admin") {
    context.log.warn({ invited: claimed.email }, "invitation refused: no longer an admin");
    return { ok: false, problem: "invalid" };
  }
  try {
    const result = await createAccount(context.auth, { email: claimed.email, password });
    if (!result.ok) {
      // An account made meanwhile (another way, or a parallel post) is never given this password.
      if (result.problem === "exists") return { ok: false, problem: "invalid" };
      await release();
      return { ok: false, problem: result.problem };
    }
    await passwordIsOwn(context.db, result.userId);
    context.log.info({ account: claimed.email }, "admin invitation accepted");
    return { ok: true, email: claimed.email };
  } catch (error) {
    await release();
    context.log.error({ err: error, invited: claimed.email }, "invitation could not be accepted");
    return { ok: false, problem: "failed" };
  }
}
