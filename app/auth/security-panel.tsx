import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "~/i18n/react";
import { Form, Link, useNavigation } from "react-router";
import { AdminCard } from "~/components/back-office/admin-card";
import { useToastNote } from "~/components/ui/use-toast-note";
import type { ToastNote } from "~/toasts/toast-note";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { enrolmentCodeSchema, passwordConfirmSchema } from "./forms";
import type { EnrolmentPicture, TwoFactorStatus } from "./two-factor";
import { TextField } from "~/components/forms/text-field";

/** What the security page's action answers, one shape per step of enrolling or removing. */
export type SecurityActionData = { note?: ToastNote; submission?: SubmissionResult<string[]> } & (
  | { step: "start" | "remove" | "removed" | "password" | "sessions" | "rule" }
  | { step: "confirm"; enrolment: EnrolmentPicture }
  | { step: "backup-codes"; backupCodes: string[] }
);

/** docs/product/access.md#two-step-verification: enrol an authenticator (QR code and key), confirm it, see the backup codes once, remove it. */
export function SecurityPanel({
  status,
  actionData,
  required,
}: {
  status: TwoFactorStatus;
  actionData?: SecurityActionData;
  /** The shop requires it (docs/product/access.md#required-two-step): it cannot be turned off. */
  required: boolean;
}) {
  const { t } = useTranslation();
  useToastNote(actionData?.note);
  const description = status.enabled ? t("admin.security.on") : t("admin.security.off");
  return (
    <AdminCard title={t("admin.security.twoFactor")} description={description}>
      <div className="mb-4">
        <Badge variant={status.enabled ? "success" : "neutral"}>
          {status.enabled ? t("admin.active") : t("admin.inactive")}
        </Badge>
      </div>
      {actionData?.step === "backup-codes" ? (
        <BackupCodes codes={actionData.backupCodes} />
      ) : status.enabled ? (
        <div className="flex flex-col gap-4">
          <p className="text-sm">{t("admin.security.backupLeft", { count: status.backupCodesLeft })}</p>
          {required ? (
            <p className="text-sm text-muted">{t("admin.security.ruleKeepsIt")}</p>
          ) : (
            <PasswordForm
              intent="remove"
              intro={t("admin.security.passwordToTurnOff")}
              submit={t("admin.security.turnOff")}
              actionData={actionData}
            />
          )}
        </div>
      ) : actionData?.step === "confirm" ? (
        <ConfirmEnrolment enrolment={actionData.enrolment} submission={actionData.submission} />
      ) : (
        <div className="flex flex-col gap-3">
          <h3 className="font-sans text-base font-medium">{t("admin.security.setUp")}</h3>
          <PasswordForm
            intent="start"
            intro={t("admin.security.passwordToStart")}
            submit={t("admin.security.start")}
            actionData={actionData}
          />
        </div>
      )}
    </AdminCard>
  );
}

function useBusy() {
  return useNavigation().state === "submitting";
}

function PasswordForm({
  intent,
  intro,
  submit,
  actionData,
}: {
  intent: "start" | "remove";
  intro: string;
  submit: string;
  actionData?: SecurityActionData;
}) {
  const { t } = useTranslation();
  const busy = useBusy();
  const [form, fields] = useForm({
    id: `security-${intent}`,
    lastResult: actionData?.step === intent ? actionData.submission : undefined,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: passwordConfirmSchema }),
    shouldValidate: "onSubmit",
  });
  return (
    <Form method="post" {...getFormProps(form)} className="flex max-w-sm flex-col gap-3">
      <p className="text-sm text-muted">{intro}</p>
      <input type="hidden" name="intent" value={intent} />
      <TextField
        meta={fields.password}
        label={t("auth.password")}
        type="password"
        autoComplete="current-password"
        revealable
      />
      <Button
        type="submit"
        variant={intent === "remove" ? "destructive" : "primary"}
        className="self-start"
        disabled={busy}
      >
        {submit}
      </Button>
    </Form>
  );
}

function ConfirmEnrolment({
  enrolment,
  submission,
}: {
  enrolment: EnrolmentPicture;
  submission?: SubmissionResult<string[]>;
}) {
  const { t } = useTranslation();
  const busy = useBusy();
  const [form, fields] = useForm({
    id: "security-confirm",
    lastResult: submission,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: enrolmentCodeSchema }),
    shouldValidate: "onSubmit",
  });
  return (
    <div className="flex flex-col gap-5 md:flex-row md:items-start">
      <div
        role="img"
        aria-label={t("admin.security.qrLabel")}
        className="size-48 shrink-0 self-center rounded-lg border border-border bg-white p-1 md:self-start [&>svg]:size-full"
        // The SVG is drawn on the server from the secret; it holds no text from outside.
        dangerouslySetInnerHTML={{ __html: enrolment.qrSvg }}
      />
      <div className="flex min-w-0 flex-col gap-4">
        <p className="text-sm">{t("admin.security.scan")}</p>
        <div>
          <p className="text-sm font-medium">{t("admin.security.key")}</p>
          <code className="mt-1 block rounded-lg bg-tint px-3 py-2 font-mono text-sm break-all select-all">
            {enrolment.secretText}
          </code>
        </div>
        <Form method="post" {...getFormProps(form)} className="flex max-w-sm flex-col gap-3">
          <p className="text-sm text-muted">{t("admin.security.enterCode")}</p>
          <input type="hidden" name="intent" value="confirm" />
          <input type="hidden" name="secret" value={enrolment.secret} />
          <TextField meta={fields.code} label={t("auth.code")} inputMode="numeric" autoComplete="one-time-code" />
          <Button type="submit" className="self-start" disabled={busy}>
            {t("admin.security.turnOn")}
          </Button>
        </Form>
      </div>
    </div>
  );
}

function BackupCodes({ codes }: { codes: string[] }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-4">
      <h3 className="font-sans text-base font-medium">{t("admin.security.backupTitle")}</h3>
      <p className="text-sm text-muted">{t("admin.security.backupIntro")}</p>
      <ul
        className="grid max-w-md grid-cols-1 gap-2 rounded-lg bg-tint p-4 font-mono text-sm sm:grid-cols-2"
        data-testid="backup-codes"
      >
        {codes.map((code) => (
          <li key={code} className="select-all">
            {code}
          </li>
        ))}
      </ul>
      <Button asChild variant="secondary" className="self-start">
        <Link to="/admin/security" replace>
          {t("admin.security.saved")}
        </Link>
      </Button>
    </div>
  );
}
