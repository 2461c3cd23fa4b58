import { parseWithZod } from "@conform-to/zod/v4";
import { BackOfficeTexts, useTranslation } from "~/i18n/react";
import { data, redirect, replace } from "react-router";
import { checkAdminStatus } from "~/auth/admin-rule.server";
import { adminMeta } from "~/admin/meta";
import { codeStepSchema, passwordStepSchema } from "~/auth/forms";
import { withRetryAfter } from "~/request-protection/retry-after";
import { isSameOriginRequest } from "~/request-protection/same-origin.server";
import { expiredSessionCookies, hasPendingSecondFactor, signOut } from "~/auth/session.server";
import { CodeStep, PasswordStep, type SignInActionData } from "~/auth/sign-in-forms";
import { signInWithPassword, signInWithSecondFactor, type SignInOutcome } from "~/auth/sign-in.server";
import { backOfficeTextsFile, translator } from "~/i18n/messages.server";
import { readForm, smallFormBytes } from "~/request-protection/request-body.server";
import { addressKey } from "~/auth/sign-in-limits.server";
import { throttledAddress } from "~/request-protection/client-address.server";
import { errorNote, noteAfterRedirect } from "~/toasts/toast-note.server";
import type { Route } from "./+types/auth";

/**
 * A route without `headers` passes on only its action's cookies: the refusal's Retry-After
 * (decision 0007) must be handed on by name.
 */
export const headers: Route.HeadersFunction = withRetryAfter;

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, (m) => m.auth.title);

export async function loader({ request, context }: Route.LoaderArgs) {
  // docs/product/access.md#sign-in: an admin who is already signed in goes straight to the back office.
  if (await checkAdminStatus(request, context)) throw replace("/admin");
  const query = new URL(request.url).searchParams;
  const method: "totp" | "backup" = query.get("method") === "backup" ? "backup" : "totp";
  return {
    // After an invitation link (docs/product/access.md#invitations).
    passwordSet: query.get("password") === "set",
    step: hasPendingSecondFactor(request) ? ("code" as const) : ("password" as const),
    method,
    backOfficeTexts: backOfficeTextsFile(context.language),
  };
}

const statusOf = {
  invalidCredentials: 401,
  invalidCode: 401,
  challengeExpired: 401,
  notAdmin: 403,
  temporaryExpired: 403,
  tooManyAttempts: 429,
  failed: 400,
};

export async function action({ request, context }: Route.ActionArgs) {
  if (!isSameOriginRequest(request, context.config)) throw data(null, { status: 403 });
  // A refused body counts as a failed sign-in from its address (docs/product/access.md#form-bounds).
  const formData = await readForm(request, context, {
    maxBytes: smallFormBytes,
    countAs: [addressKey(throttledAddress(context.clientAddress))],
  });
  const intent = formData.get("intent");

  if (intent === "sign-out") throw replace("/", { headers: await signOut(request, context) });
  if (intent === "start-over") throw replace("/auth", { headers: await expiredSessionCookies(context.auth) });

  const step = intent === "code" ? "code" : "password";
  const submission =
    step === "code"
      ? parseWithZod(formData, { schema: codeStepSchema })
      : parseWithZod(formData, { schema: passwordStepSchema });
  if (submission.status !== "success") {
    return data<SignInActionData>(
      { step, submission: submission.reply({ hideFields: ["password"] }) },
      { status: 400 },
    );
  }
  const outcome =
    "method" in submission.value
      ? await signInWithSecondFactor(request, context, submission.value)
      : await signInWithPassword(request, context, submission.value);
  return answer(outcome, step, context);
}

async function answer(outcome: SignInOutcome, step: SignInActionData["step"], context: Route.ActionArgs["context"]) {
  const { headers } = outcome;
  if (outcome.kind === "signed-in") {
    noteAfterRedirect(headers, "signed-in");
    throw replace("/admin", { headers });
  }
  // The code step is a page of its own (the challenge cookie says so), so a reload keeps it.
  if (outcome.kind === "second-factor") throw redirect("/auth", { headers });

  const t = translator(context.language);
  const { problem, retryAfterSeconds } = outcome;
  const error =
    problem === "notAdmin"
      ? t("auth.accessRestricted")
      : problem === "tooManyAttempts"
        ? t("auth.errors.tooManyAttempts", { count: Math.ceil((retryAfterSeconds ?? 60) / 60) })
        : problem === "failed"
          ? (outcome.message ?? t("auth.somethingWentWrong"))
          : t(`auth.errors.${problem}`);
  if (retryAfterSeconds) headers.set("Retry-After", String(retryAfterSeconds));
  // A challenge that has run out sends the visitor back to the password step.
  if (problem === "challengeExpired") {
    for (const cookie of (await expiredSessionCookies(context.auth)).getSetCookie())
      headers.append("Set-Cookie", cookie);
  }
  const nextStep = problem === "challengeExpired" || problem === "notAdmin" || problem === "temporaryExpired" ? "password" : step;
  return data<SignInActionData>({ step: nextStep, error, note: errorNote(error) }, { status: statusOf[problem], headers });
}

export default function AdminLogin({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <BackOfficeTexts file={loaderData.backOfficeTexts}>
      <SignInCard
        step={actionData?.step ?? loaderData.step}
        method={loaderData.method}
        actionData={actionData}
        passwordSet={loaderData.passwordSet}
      />
    </BackOfficeTexts>
  );
}

function SignInCard({
  step,
  method,
  actionData,
  passwordSet,
}: {
  step: SignInActionData["step"];
  method: "totp" | "backup";
  actionData: SignInActionData | undefined;
  passwordSet: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="container-page flex justify-center py-12 md:py-20">
      <div className="w-full max-w-sm rounded-2xl border border-border bg-surface p-6 shadow-sm md:p-8">
        <h1 className="text-2xl md:text-3xl">{t("auth.title")}</h1>
        <p className="mt-1 mb-6 text-sm text-muted">{t("auth.intro")}</p>
        {passwordSet && !actionData ? (
          <p role="status" className="mb-4 rounded-lg bg-success-soft px-3 py-2 text-sm text-success">
            {t("auth.invitation.done")}
          </p>
        ) : null}
        {step === "code" ? (
          <CodeStep method={method} actionData={actionData} />
        ) : (
          <PasswordStep actionData={actionData} />
        )}
      </div>
    </div>
  );
}
