import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "~/i18n/react";
import { data } from "react-router";
import { AdminPage } from "~/components/back-office/admin-page";
import { requireAdmin } from "~/admin/admin-rule.server";
import { adminMeta } from "~/admin/meta";
import { errorNote, successNote } from "~/toasts/toast-note.server";
import { FirstStepNotice, PasswordCard, SessionsCard, TwoFactorRuleCard } from "~/auth/account-cards";
import { enrolmentCodeSchema, passwordChangeSchema, passwordConfirmSchema } from "~/auth/forms";
import type { PasswordProblem } from "~/auth/accounts.server";
import { setTwoFactorRequired } from "~/auth/back-office-access.server";
import { activeSessions, changeOwnPassword, signOutElsewhere } from "~/auth/own-account.server";
import { passwordMaxLength, passwordMinLength, passwordProblemKey } from "~/auth/password-rules";
import { SecurityPanel, type SecurityActionData } from "~/auth/security-panel";
import {
  confirmEnrolment,
  enrolmentPicture,
  removeTwoFactor,
  startEnrolment,
  twoFactorStatus,
  type TwoFactorProblem,
} from "~/auth/two-factor.server";
import type { EnrolmentPicture } from "~/auth/two-factor";
import { withRetryAfter } from "~/auth/retry-after";
import { translator } from "~/i18n/messages.server";
import { readForm } from "~/lib/request-body.server";
import { readShopSettings } from "~/settings/shop-settings.server";
import type { Route } from "./+types/security";

export const headers: Route.HeadersFunction = withRetryAfter;

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, (m) => m.admin.nav.security);

export async function loader(args: Route.LoaderArgs) {
  const admin = await requireAdmin(args, "page", { firstSteps: "allowed" });
  return {
    twoFactor: await twoFactorStatus(args.context, admin),
    sessions: await activeSessions(args.request, args.context),
    pending: admin.access.pending,
    twoFactorRequired: admin.access.twoFactor.required,
    rule: admin.isOwner ? admin.access.twoFactor : null,
  };
}

export async function action(args: Route.ActionArgs) {
  const admin = await requireAdmin(args, "page", { firstSteps: "allowed" });
  const { request, context } = args;
  const t = translator(context.language);
  const formData = await readForm(request, context.language);
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

export default function AdminSecurity({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <AdminPage title={t("admin.nav.security")} description={t("admin.security.intro")}>
      <div className="flex flex-col gap-6">
        {loaderData.pending ? <FirstStepNotice step={loaderData.pending} /> : null}
        {/* A password someone else chose is replaced first; then two-step verification. */}
        {loaderData.pending === "own-password" ? <PasswordCard actionData={actionData} /> : null}
        <SecurityPanel
          status={loaderData.twoFactor}
          actionData={actionData}
          required={loaderData.twoFactorRequired}
        />
        {loaderData.rule ? <TwoFactorRuleCard rule={loaderData.rule} ownEnabled={loaderData.twoFactor.enabled} /> : null}
        {loaderData.pending === "own-password" ? null : <PasswordCard actionData={actionData} />}
        <SessionsCard sessions={loaderData.sessions} />
      </div>
    </AdminPage>
  );
}
