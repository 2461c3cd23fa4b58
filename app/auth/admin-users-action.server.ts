import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { createAccount, userIdByEmail } from "./accounts.server";
import { markPasswordTemporary } from "./back-office-access.server";
import { inviteAdmin } from "./invitations.server";
import { passwordMaxLength, passwordMinLength, passwordProblemKey } from "~/lib/password-rules";
import { translator } from "~/i18n/messages.server";
import { errorNote, successNote } from "~/toasts/toast-note.server";
import type { AdminPost } from "~/context";
import { addAdminSchema, adminRowSchema, createUserSchema, setActiveSchema } from "./admin-users";
import type { AdminUsersActionData } from "./admin-users-page";
import { addAdminUser, handOverOwnership, removeAdminUser, setAdminUserActive, type AdminUserProblem } from "./admin-users.server";

const problemKey: Record<AdminUserProblem | "notAdmin" | "hasAccount", string> = {
  exists: "admin.users.errors.alreadyAdmin",
  notFound: "admin.users.errors.notFound",
  notAdmin: "admin.users.errors.notFound",
  owner: "admin.users.errors.owner",
  self: "admin.users.errors.self",
  notOwner: "admin.users.errors.notOwner",
  hasAccount: "admin.users.errors.hasAccount",
};

const fallbackKey: Record<string, string> = {
  "add-admin": "admin.users.adminCreateFailed",
  "create-user": "admin.users.userCreateFailed",
  "set-active": "admin.users.statusUpdateFailed",
  remove: "admin.users.adminRemoveFailed",
  "hand-over": "admin.users.handOverFailed",
};

/**
 * The admin users page's writes, all the owner's (docs/product/access.md#roles): add an admin
 * (and invite them), create an account, switch one on or off, remove one, hand the role over.
 */
export async function changeAdminUsers({ context, admin, form: formData }: AdminPost) {
  const t = translator(context.language);
  const failed = (message: string, status = 400) =>
    data<AdminUsersActionData>({ note: errorNote(t("common.error"), message) }, { status });

  const intent = String(formData.get("intent"));
  if (!admin.isOwner) {
    context.log.warn({ account: admin.email, intent }, "refused: admin users changed by an admin who is not the owner");
    return failed(t(problemKey.notOwner), 403);
  }
  try {
    return await perform(intent);
  } catch (error) {
    // docs/product/back-office.md#toasts: an unexpected failure still answers with the action's own fallback message.
    context.log.error({ err: error, intent }, "admin users action failed");
    return failed(t(fallbackKey[intent] ?? "auth.somethingWentWrong"), 500);
  }

  async function perform(intent: string) {
    switch (intent) {
      case "add-admin": {
        const submission = parseWithZod(formData, { schema: addAdminSchema });
        if (submission.status !== "success")
          return data<AdminUsersActionData>({ add: submission.reply() }, { status: 400 });
        // docs/product/back-office.md#admin-users: a blank address is ignored silently.
        const { email, invite } = submission.value;
        if (!email) return data<AdminUsersActionData>({});
        // docs/product/access.md#invitations: a link is only for an address with no account; one that
        // has an account is refused before anything changes.
        if (invite && (await userIdByEmail(context.auth, email))) return failed(t(problemKey.hasAccount), 409);
        const result = await addAdminUser(context, email, admin);
        // An admin already on the list may be sent a new link (the last one ran out or was lost).
        const inviteAnyway = invite && !result.ok && result.problem === "exists";
        if (!result.ok && !inviteAnyway) return failed(t(problemKey[result.problem]), 409);
        const added = result.ok ? t("admin.users.adminCreated") : t("admin.users.invitationRenewed");
        if (!invite) return { add: submission.reply({ resetForm: true }), note: successNote(added) };
        const invitation = await inviteAdmin(context, email, admin, context.language);
        if ("refused" in invitation) return failed(t(problemKey[invitation.refused]), 409);
        return {
          add: submission.reply({ resetForm: true }),
          invitation: { email: email.toLowerCase(), link: invitation.link, mailed: invitation.mailed },
          note: successNote(added),
        };
      }
      case "create-user": {
        const submission = parseWithZod(formData, { schema: createUserSchema });
        if (submission.status !== "success") {
          return data<AdminUsersActionData>(
            { create: submission.reply({ hideFields: ["password"] }) },
            { status: 400 },
          );
        }
        const result = await createAccount(context.auth, submission.value);
        if (!result.ok) {
          const key = result.problem === "exists" ? "admin.users.errors.accountExists" : passwordProblemKey[result.problem];
          const fieldErrors: Record<string, string[]> =
            result.problem === "exists" ? { email: [key] } : { password: [key] };
          return data<AdminUsersActionData>(
            {
              create: submission.reply({ fieldErrors, hideFields: ["password"] }),
              note: errorNote(t("common.error"), t(key, { min: passwordMinLength, max: passwordMaxLength })),
            },
            { status: result.problem === "exists" ? 409 : 400 },
          );
        }
        // docs/product/access.md#temporary-passwords: a password chosen by someone else lasts until first use.
        await markPasswordTemporary(context.db, result.userId, admin.id);
        context.log.info({ account: admin.email, created: submission.value.email }, "user account created");
        return { create: submission.reply({ resetForm: true }), note: successNote(t("admin.users.userCreated")) };
      }
      case "set-active": {
        const submission = parseWithZod(formData, { schema: setActiveSchema });
        if (submission.status !== "success") return failed(t("admin.users.statusUpdateFailed"));
        const result = await setAdminUserActive(
          context,
          submission.value.id,
          submission.value.active === "true",
          admin,
        );
        if (!result.ok) return failed(t(problemKey[result.problem]), 409);
        return { note: successNote(t("admin.users.statusUpdated")) };
      }
      case "remove":
      case "hand-over": {
        const change =
          intent === "remove"
            ? { run: removeAdminUser, done: "admin.users.adminRemoved" }
            : { run: handOverOwnership, done: "admin.users.handedOver" };
        const submission = parseWithZod(formData, { schema: adminRowSchema });
        if (submission.status !== "success") return failed(t(fallbackKey[intent]));
        const result = await change.run(context, submission.value.id, admin);
        if (!result.ok) return failed(t(problemKey[result.problem]), 409);
        return { note: successNote(t(change.done)) };
      }
      default:
        return failed(t("auth.somethingWentWrong"));
    }
  }
}
