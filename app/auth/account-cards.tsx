import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "react-router";
import { AdminCard } from "~/admin/admin-card";
import { FormField } from "~/admin/form-field";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { useTranslation } from "~/i18n/react";
import { formatReceived } from "~/orders/admin/order-status-badge";
import { browserName } from "./browser-name";
import { passwordChangeSchema } from "./forms";
import type { ActiveSession } from "./active-session";
import { passwordMinLength } from "./password-rules";
import type { SecurityActionData } from "./security-panel";

/** The security page's own password: the current one, then the new one twice. */
export function PasswordCard({ actionData }: { actionData?: SecurityActionData }) {
  const { t } = useTranslation();
  const busy = useNavigation().state === "submitting";
  const [form, fields] = useForm({
    id: "security-password",
    lastResult: actionData?.step === "password" ? actionData.submission : undefined,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: passwordChangeSchema }),
    shouldValidate: "onSubmit",
  });
  return (
    <AdminCard title={t("admin.security.passwordTitle")} description={t("admin.security.passwordIntro")}>
      <Form method="post" {...getFormProps(form)} className="flex max-w-sm flex-col gap-3">
        <input type="hidden" name="intent" value="change-password" />
        <FormField
          meta={fields.currentPassword}
          label={t("admin.security.currentPassword")}
          type="password"
          autoComplete="current-password"
          revealable
        />
        <FormField
          meta={fields.newPassword}
          label={t("admin.security.newPassword")}
          type="password"
          autoComplete="new-password"
          hint={t("admin.security.passwordHint", { min: passwordMinLength })}
          revealable
        />
        <FormField
          meta={fields.repeatPassword}
          label={t("admin.security.repeatPassword")}
          type="password"
          autoComplete="new-password"
          revealable
        />
        <Button type="submit" className="self-start" disabled={busy}>
          {t("admin.security.changePassword")}
        </Button>
      </Form>
    </AdminCard>
  );
}

/** Where the admin is signed in, and "sign out everywhere else". */
export function SessionsCard({ sessions }: { sessions: ActiveSession[] }) {
  const { t, language } = useTranslation();
  const busy = useNavigation().state === "submitting";
  const others = sessions.filter((session) => !session.current).length;
  return (
    <AdminCard title={t("admin.security.sessionsTitle")} description={t("admin.security.sessionsIntro")}>
      <ul className="flex flex-col divide-y divide-border" data-testid="sessions">
        {sessions.map((session) => (
          <li key={session.id} className="flex flex-col gap-1 py-3 first:pt-0">
            <div className="flex flex-wrap items-center gap-2">
              <span className="text-sm font-medium">
                {browserName(session.userAgent) || t("admin.security.unknownBrowser")}
              </span>
              {session.current ? <Badge variant="success">{t("admin.security.thisBrowser")}</Badge> : null}
            </div>
            <p className="text-sm text-muted">
              {t("admin.security.sessionDetails", {
                signedIn: formatReceived(session.signedInAt, language),
                lastActive: formatReceived(session.lastActiveAt, language),
              })}
              {session.ipAddress ? ` · ${session.ipAddress}` : ""}
            </p>
          </li>
        ))}
      </ul>
      {others > 0 ? (
        <Form method="post" className="mt-4">
          <input type="hidden" name="intent" value="sign-out-others" />
          <Button type="submit" variant="secondary" disabled={busy}>
            {t("admin.security.signOutOthers")}
          </Button>
        </Form>
      ) : (
        <p className="mt-2 text-sm text-muted">{t("admin.security.noOtherSessions")}</p>
      )}
    </AdminCard>
  );
}
