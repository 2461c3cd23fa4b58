import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import type { AdminPost } from "~/context";
import { translator } from "~/i18n/messages.server";
import { readShopSettings } from "~/shop/shop-settings.server";
import { errorNote, successNote } from "~/toasts/toast-note.server";
import type { PasswordProblem } from "./accounts.server";
import { setTwoFactorRequired } from "./back-office-access.server";
import { enrolmentCodeSchema, passwordChangeSchema, passwordConfirmSchema } from "./forms";
import { changeOwnPassword, signOutElsewhere } from "./own-account.server";
import { passwordMaxLength, passwordMinLength, passwordProblemKey } from "~/lib/password-rules";
import type { SecurityActionData } from "./security-panel";
import type { EnrolmentPicture } from "./two-factor";
import { confirmEnrolment, enrolmentPicture, removeTwoFactor, startEnrolment, type TwoFactorProblem } from "./two-factor.server";

/**
 * The Security page's writes: the two-step rule (the owner's), signing out elsewhere, a new
 * password, turning two-step verification on and off.
 */
export async function changeOwnSecurity({ request, context, admin, form: formData }: AdminPost) {
  const t = translator(context.language);
  const intent = formData.get("intent");
  const refusedWith = (
    step: SecurityActionData["step"],
    result: { problem: TwoFactorProblem; retryAfterSeconds?: number },
    enrolment?: EnrolmentPicture,
  ) => {
    const { problem, retryAfterSeconds } = result;
    const text =
      problem === "wrongPassword"
        ? t("admin.security.wrongPassword")
        : problem === "invalidCode"
          ? t("auth.errors.invalidCode")
          : problem === "tooManyAttempts"
            ? t("auth.errors.tooManyAttempts", {
                count: Math.ceil((retryAfterSeconds ?? 60) / 60),
              })
            : t("auth.somethingWentWrong");
    const note = errorNote(t("common.error"), text);
    const actionData = (
      step === "confirm" && enrolment ? { step, enrolment, note } : { step, note }
    ) as SecurityActionData;
    // Decision 0007: a refusal for too many attempts says when to come back.
    if (problem === "tooManyAttempts")
      return data(actionData, {
        status: 429,
        headers: { "Retry-After": String(retryAfterSeconds ?? 60) },
      });
    return data(actionData, { status: 400 });
  };

  if (intent === "require-two-factor") {
    const required = formData.get("required") === "true";
    // docs/product/access.md#required-two-step: only the owner sets the rule, and never so that it shuts them out.
    if (!admin.isOwner) return data<SecurityActionData>({ step: "rule", note: errorNote(t("common.error"), t("admin.security.ruleOwnerOnly")) }, { status: 403 });
    if (required && !admin.twoFactorEnabled)
      return data<SecurityActionData>({ step: "rule", note: errorNote(t("common.error"), t("admin.security.ruleNeedsOwn")) }, { status: 409 });
    await setTwoFactorRequired(context.db, required);
    context.log.info({ account: admin.email, required }, "two-step rule changed");
    return data<SecurityActionData>({ step: "rule", note: successNote(t(required ? "admin.security.ruleRequired" : "admin.security.ruleOptional")) });
  }

  if (intent === "sign-out-others") {
    const count = await signOutElsewhere(request, context);
    context.log.info({ account: admin.email, endedSessions: count }, "signed out everywhere else");
    return data<SecurityActionData>({
      step: "sessions",
      note: successNote(t("admin.security.othersSignedOut", { count })),
    });
  }

  if (intent === "change-password") {
    const submission = parseWithZod(formData, { schema: passwordChangeSchema });
    const hidden = { hideFields: ["currentPassword", "newPassword", "repeatPassword"] };
    if (submission.status !== "success")
      return data<SecurityActionData>({ step: "password", submission: submission.reply(hidden) }, { status: 400 });
    const result = await changeOwnPassword(request, context, submission.value);
    if (result.ok) {
      return data<SecurityActionData>({
        step: "password",
        submission: submission.reply({ ...hidden, resetForm: true }),
        note: successNote(t("admin.security.passwordChanged")),
      });
    }
    if (result.problem in passwordProblemKey) {
      const key = passwordProblemKey[result.problem as PasswordProblem];
      return data<SecurityActionData>(
        {
          step: "password",
          submission: submission.reply({ ...hidden, fieldErrors: { newPassword: [key] } }),
          note: errorNote(t("common.error"), t(key, { min: passwordMinLength, max: passwordMaxLength })),
        },
        { status: 400 },
      );
    }
    const problem = result.problem === "wrongPassword" || result.problem === "tooManyAttempts" ? result.problem : "failed";
    return refusedWith("password", { ...result, problem });
  }

  if (intent === "confirm") {
    const secret = String(formData.get("secret") ?? "").replace(/[^A-Z2-7]/g, "");
    const enrolment = enrolmentPicture((await readShopSettings(context)).shopName, admin.email, secret);
    const submission = parseWithZod(formData, { schema: enrolmentCodeSchema });
    if (submission.status !== "success") {
      return data<SecurityActionData>({ step: "confirm", enrolment, submission: submission.reply() }, { status: 400 });
    }
    const result = await confirmEnrolment(request, context, admin, submission.value.code);
    if (!result.ok) return refusedWith("confirm", result, enrolment);
    const note = successNote(t("admin.security.turnedOn"));
    return data<SecurityActionData>({
      step: "backup-codes",
      backupCodes: result.backupCodes,
      note,
    });
  }

  const step = intent === "remove" ? "remove" : "start";
  const submission = parseWithZod(formData, { schema: passwordConfirmSchema });
  if (submission.status !== "success") {
    return data<SecurityActionData>(
      { step, submission: submission.reply({ hideFields: ["password"] }) },
      { status: 400 },
    );
  }
  if (step === "remove" && admin.access.twoFactor.required)
    return data<SecurityActionData>({ step, note: errorNote(t("common.error"), t("admin.security.ruleKeepsIt")) }, { status: 409 });
  const result =
    step === "remove"
      ? await removeTwoFactor(request, context, admin, submission.value.password)
      : await startEnrolment(request, context, admin, submission.value.password);
  if (!result.ok) return refusedWith(step, result);
  if ("removed" in result)
    return data<SecurityActionData>({
      step: "removed",
      note: successNote(t("admin.security.turnedOff")),
    });
  return data<SecurityActionData>({ step: "confirm", enrolment: result });
}
