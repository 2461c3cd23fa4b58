import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "~/i18n/react";
import { Form, Link, useNavigation } from "react-router";
import { useToastNote } from "~/components/ui/use-toast-note";
import type { ToastNote } from "~/toasts/toast-note";
import { Button } from "~/components/ui/button";
import { codeStepSchema, passwordStepSchema } from "./forms";
import { FormError } from "~/components/forms/field";
import { TextField } from "~/components/forms/text-field";

/** What the sign-in action answers when it does not redirect. */
export type SignInActionData = {
  step: "password" | "code";
  submission?: SubmissionResult<string[]>;
  /** A translated message for the alert under the form. */
  error?: string;
  /** The same message as a toast. */
  note?: ToastNote;
};


function SubmitButton({ label }: { label: string }) {
  const { t } = useTranslation();
  const busy = useNavigation().state === "submitting";
  return (
    <Button type="submit" size="lg" className="w-full" disabled={busy}>
      {busy ? t("auth.signingIn") : label}
    </Button>
  );
}

export function PasswordStep({ actionData }: { actionData?: SignInActionData }) {
  const { t } = useTranslation();
  const result = actionData?.step === "password" ? actionData : undefined;
  useToastNote(result?.note);
  const [form, fields] = useForm({
    lastResult: result?.submission,
    constraint: getZodConstraint(passwordStepSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: passwordStepSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <Form method="post" replace {...getFormProps(form)} className="flex flex-col gap-4">
      <input type="hidden" name="intent" value="password" />
      <TextField meta={fields.email} label={t("auth.email")} type="email" autoComplete="username" spellCheck={false} />
      <TextField
        meta={fields.password}
        label={t("auth.password")}
        type="password"
        autoComplete="current-password"
        revealable
      />
      <FormError message={result?.error} boxed />
      <SubmitButton label={t("auth.signIn")} />
    </Form>
  );
}

export function CodeStep({ method, actionData }: { method: "totp" | "backup"; actionData?: SignInActionData }) {
  const { t } = useTranslation();
  const result = actionData?.step === "code" ? actionData : undefined;
  useToastNote(result?.note);
  const [form, fields] = useForm({
    id: `code-${method}`,
    lastResult: result?.submission,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: codeStepSchema }),
    shouldValidate: "onSubmit",
  });
  return (
    <div className="flex flex-col gap-4">
      <div>
        <h2 className="text-xl">{t("auth.codeTitle")}</h2>
        <p className="mt-1 text-sm text-muted">{method === "totp" ? t("auth.codeIntro") : t("auth.backupIntro")}</p>
      </div>
      <Form method="post" replace {...getFormProps(form)} className="flex flex-col gap-4">
        <input type="hidden" name="intent" value="code" />
        <input type="hidden" name="method" value={method} />
        {method === "totp" ? (
          <TextField
            meta={fields.code}
            label={t("auth.code")}
            inputMode="numeric"
            autoComplete="one-time-code"
            autoFocus
          />
        ) : (
          <TextField meta={fields.code} label={t("auth.backupCode")} autoComplete="off" spellCheck={false} autoFocus />
        )}
        <FormError message={result?.error} boxed />
        <SubmitButton label={t("auth.verify")} />
      </Form>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <Link
          to={method === "totp" ? "?method=backup" : "?"}
          replace
          className="underline underline-offset-4 hover:text-accent"
        >
          {method === "totp" ? t("auth.useBackupCode") : t("auth.useAuthenticator")}
        </Link>
        <Form method="post" replace>
          <input type="hidden" name="intent" value="start-over" />
          <button type="submit" className="cursor-pointer text-muted underline underline-offset-4 hover:text-accent">
            {t("auth.startOver")}
          </button>
        </Form>
      </div>
    </div>
  );
}
