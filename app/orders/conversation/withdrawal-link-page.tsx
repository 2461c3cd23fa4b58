import { useSearchParams } from "react-router";
import { Field, inputClass } from "~/components/forms/field";
import { Button } from "~/components/ui/button";
import { useTranslation } from "~/i18n/react";
import { useRootData } from "~/root-data";

const answers = {
  sent: "withdrawal.public.sent",
  invalid: "withdrawal.public.invalid",
  tooMany: "request.problems.tooMany",
  unavailable: "withdrawal.public.unavailable",
  failed: "request.problems.failed",
} as const;

/**
 * The public withdrawal page (docs/product/cart-and-orders.md#withdrawal-function): the request's
 * number and address, then its link by e-mail. A plain form, so it works without scripts; a shop
 * without SMTP gives its address instead.
 */
export function WithdrawalLinkPage({ shopMails }: { shopMails: boolean }) {
  const { t } = useTranslation();
  const { shop } = useRootData();
  const [params] = useSearchParams();
  const answer = answers[params.get("sent") as keyof typeof answers] as (typeof answers)[keyof typeof answers] | undefined;
  const mailLink = (
    <a href={`mailto:${shop.email}`} className="font-medium text-accent-ink underline underline-offset-4">
      {shop.email}
    </a>
  );
  return (
    <div className="container-page max-w-2xl py-8 md:py-14">
      <h1 className="text-3xl md:text-4xl">{t("withdrawal.public.title")}</h1>
      <p className="mt-3 text-ink/85">{t("withdrawal.public.intro")}</p>
      {answer ? (
        <p role="status" className="mt-6 rounded-xl bg-tint/70 px-4 py-3 font-medium" data-testid="withdrawal-link-answer">
          {t(answer)}
        </p>
      ) : null}
      {shopMails ? (
        <form method="post" action="/withdrawal" className="mt-6 flex flex-col gap-4">
          <Field field={{ id: "withdrawal-reference", errorId: "withdrawal-reference-error" }} label={t("withdrawal.public.reference")}>
            <input
              id="withdrawal-reference"
              name="reference"
              required
              inputMode="numeric"
              maxLength={20}
              autoComplete="off"
              className={inputClass}
            />
          </Field>
          <Field field={{ id: "withdrawal-link-email", errorId: "withdrawal-link-email-error" }} label={t("withdrawal.public.email")}>
            <input id="withdrawal-link-email" name="email" type="email" required maxLength={254} autoComplete="email" className={inputClass} />
          </Field>
          <Button type="submit" size="lg" className="w-full sm:w-auto sm:self-start">
            {t("withdrawal.public.send")}
          </Button>
        </form>
      ) : (
        <p className="mt-6">
          {t("withdrawal.public.unavailable")} {mailLink}
        </p>
      )}
      <p className="mt-6 text-sm text-muted">
        {t("withdrawal.public.byMail")} {mailLink}
      </p>
    </div>
  );
}
