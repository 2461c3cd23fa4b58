import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "~/i18n/react";
import { data } from "react-router";
import { AdminPage } from "~/admin/admin-page";
import { requireAdmin } from "~/admin/admin-rule.server";
import { adminMeta } from "~/admin/meta";
import { errorNote, successNote } from "~/admin/toast-note";
import { enrolmentCodeSchema, passwordConfirmSchema } from "~/auth/forms";
import { SecurityPanel, type SecurityActionData } from "~/auth/security-panel";
import {
  confirmEnrolment,
  enrolmentPicture,
  removeTwoFactor,
  startEnrolment,
  twoFactorStatus,
} from "~/auth/two-factor.server";
import { translator } from "~/i18n/messages.server";
import { readForm } from "~/lib/request-body.server";
import { readShopSettings } from "~/settings/shop-settings.server";
import type { Route } from "./+types/security";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, (m) => m.admin.nav.security);

export async function loader(args: Route.LoaderArgs) {
  const admin = await requireAdmin(args);
  return twoFactorStatus(args.context, admin);
}

export async function action(args: Route.ActionArgs) {
  const admin = await requireAdmin(args);
  const { request, context } = args;
  const t = translator(context.language);
  const formData = await readForm(request, context.language);
  const intent = formData.get("intent");
  const problemText = (problem: "wrongPassword" | "invalidCode" | "failed") =>
    problem === "wrongPassword"
      ? t("admin.security.wrongPassword")
      : problem === "invalidCode"
        ? t("auth.errors.invalidCode")
        : t("auth.somethingWentWrong");

  if (intent === "confirm") {
    const secret = String(formData.get("secret") ?? "").replace(/[^A-Z2-7]/g, "");
    const enrolment = enrolmentPicture((await readShopSettings(context)).shopName, admin.email, secret);
    const submission = parseWithZod(formData, { schema: enrolmentCodeSchema });
    if (submission.status !== "success") {
      return data<SecurityActionData>({ step: "confirm", enrolment, submission: submission.reply() }, { status: 400 });
    }
    const result = await confirmEnrolment(request, context, admin, submission.value.code);
    if (!result.ok) {
      const note = errorNote(t("common.error"), problemText(result.problem));
      return data<SecurityActionData>({ step: "confirm", enrolment, note }, { status: 400 });
    }
    const note = successNote(t("admin.security.turnedOn"));
    return data<SecurityActionData>(
      { step: "backup-codes", backupCodes: result.backupCodes, note },
      { headers: result.headers },
    );
  }

  const step = intent === "remove" ? "remove" : "start";
  const submission = parseWithZod(formData, { schema: passwordConfirmSchema });
  if (submission.status !== "success") {
    return data<SecurityActionData>(
      { step, submission: submission.reply({ hideFields: ["password"] }) },
      { status: 400 },
    );
  }
  const result =
    step === "remove"
      ? await removeTwoFactor(request, context, admin, submission.value.password)
      : await startEnrolment(request, context, admin, submission.value.password);
  if (!result.ok) {
    const note = errorNote(t("common.error"), problemText(result.problem));
    return data<SecurityActionData>({ step, note }, { status: 400 });
  }
  if ("headers" in result) {
    return data<SecurityActionData>(
      { step: "removed", note: successNote(t("admin.security.turnedOff")) },
      { headers: result.headers },
    );
  }
  return data<SecurityActionData>({ step: "confirm", enrolment: result });
}

export default function AdminSecurity({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <AdminPage title={t("admin.nav.security")} description={t("admin.security.intro")}>
      <SecurityPanel status={loaderData} actionData={actionData} />
    </AdminPage>
  );
}
