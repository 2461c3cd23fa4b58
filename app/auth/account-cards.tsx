import { getFormProps, useForm, type FieldMetadata } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { ShieldAlert } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { AdminCard } from "~/components/back-office/admin-card";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { useTranslation } from "~/i18n/react";
import { useShopTime } from "~/lib/use-shop-time";
import { browserName } from "./browser-name";
import { passwordChangeSchema } from "./forms";
import type { ActiveSession } from "./active-session";
import type { TwoFactorRule } from "./two-factor";
import { passwordMinLength } from "~/lib/password-rules";
import type { SecurityActionData } from "./security-panel";
import { TextField } from "~/components/forms/text-field";

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
        <TextField
          meta={fields.currentPassword}
          label={t("admin.security.currentPassword")}
          type="password"
          autoComplete="current-password"
          revealable
        />
        <NewPasswordFields newPassword={fields.newPassword} repeatPassword={fields.repeatPassword} />
        <Button type="submit" className="self-start" disabled={busy}>
          {t("admin.security.changePassword")}
        </Button>
      </Form>
    </AdminCard>
  );
}

/** A new password and the same again, with the shop's rule as a hint: the Security page and an invitation link. */
export function NewPasswordFields({
  newPassword,
  repeatPassword,
}: {
  newPassword: FieldMetadata<string>;
  repeatPassword: FieldMetadata<string>;
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        meta={newPassword}
        label={t("admin.security.newPassword")}
        type="password"
        autoComplete="new-password"
        hint={t("admin.security.passwordHint", { min: passwordMinLength })}
        revealable
      />
      <TextField
        meta={repeatPassword}
        label={t("admin.security.repeatPassword")}
        type="password"
        autoComplete="new-password"
        revealable
      />
    </>
  );
}

/** Where the admin is signed in, and "sign out everywhere else". */
export function SessionsCard({ sessions }: { sessions: ActiveSession[] }) {
  const { t } = useTranslation();
  const { dateTime } = useShopTime();
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
                signedIn: dateTime(session.signedInAt),
                lastActive: dateTime(session.lastActiveAt),
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

/** What an admin must do before the rest of the back office opens (docs/product/access.md#first-steps). */
export function FirstStepNotice({ step }: { step: "own-password" | "two-factor" }) {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex gap-3 rounded-2xl border border-accent/40 bg-accent-soft p-4 text-sm text-ink md:p-5">
      <ShieldAlert className="size-5 shrink-0 text-accent-ink" aria-hidden />
      <div className="flex flex-col gap-1">
        <h2 className="font-sans text-base font-medium">{t("admin.security.firstStepTitle")}</h2>
        <p>{step === "own-password" ? t("admin.security.firstStepPassword") : t("admin.security.firstStepTwoFactor")}</p>
      </div>
    </div>
  );
}

/** The owner's rule: two-step verification required for every admin, or each admin's choice. */
export function TwoFactorRuleCard({ rule, ownEnabled }: { rule: TwoFactorRule; ownEnabled: boolean }) {
  const { t } = useTranslation();
  const busy = useNavigation().state === "submitting";
  const byDefault = rule.chosen === null;
  return (
    <AdminCard title={t("admin.security.ruleTitle")} description={t("admin.security.ruleIntro")}>
      <div className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant={rule.required ? "success" : "neutral"}>
            {rule.required ? t("admin.security.ruleIsRequired") : t("admin.security.ruleIsOptional")}
          </Badge>
          {byDefault ? (
            <span className="text-sm text-muted">
              {rule.requiredByDefault ? t("admin.security.ruleDefaultHttps") : t("admin.security.ruleDefaultLocal")}
            </span>
          ) : null}
        </div>
        {!rule.required && !ownEnabled ? <p className="text-sm text-muted">{t("admin.security.ruleNeedsOwn")}</p> : null}
        <Form method="post">
          <input type="hidden" name="intent" value="require-two-factor" />
          <input type="hidden" name="required" value={rule.required ? "false" : "true"} />
          <Button type="submit" variant="secondary" disabled={busy || (!rule.required && !ownEnabled)}>
            {rule.required ? t("admin.security.makeOptional") : t("admin.security.makeRequired")}
          </Button>
        </Form>
      </div>
    </AdminCard>
  );
}
