import { useSearchParams } from "react-router";
import { Button } from "~/components/ui/button";
import { useTranslation } from "~/i18n/react";
import { Field, inputClass } from "~/components/forms/field";
import { useRootData } from "~/root-data";

const answers = {
  sent: "request.resendDone",
  invalid: "order.emailInvalid",
  tooMany: "request.problems.tooMany",
  limited: "request.resendLimited",
  failed: "request.problems.failed",
} as const;

/**
 * "Lost the link to a request?" on the cart page: a plain form, so it works before and without the
 * page's scripts. A shop without SMTP sends nothing, so it offers the owner's address instead.
 */
export function ResendLinksForm({ shopMails }: { shopMails: boolean }) {
  const { t } = useTranslation();
  const { shop } = useRootData();
  const [params] = useSearchParams();
  const answer = answers[params.get("links") as keyof typeof answers] as
    (typeof answers)[keyof typeof answers] | undefined;
  return (
    <section
      aria-labelledby="resend-links-title"
      className="mt-12 max-w-xl rounded-2xl border border-border px-5 py-5"
    >
      <h2 id="resend-links-title" className="text-xl">
        {t("request.resendTitle")}
      </h2>
      {shopMails ? (
        <>
          <p className="mt-2 text-sm text-ink/85">{t("request.resendText")}</p>
          <form
            method="post"
            action="/request-links"
            className="mt-4 flex flex-col gap-2 sm:flex-row sm:items-end"
          >
            <Field
              field={{ id: "resend-links-email", errorId: "resend-links-email-error" }}
              label={t("request.resendEmail")}
              className="flex-1 gap-1"
            >
              <input
                id="resend-links-email"
                type="email"
                name="email"
                required
                autoComplete="email"
                maxLength={254}
                className={inputClass}
              />
            </Field>
            <Button type="submit" variant="secondary">
              {t("request.resendSend")}
            </Button>
          </form>
          {answer ? (
            <p role="status" className="mt-3 text-sm font-medium">
              {t(answer)}
            </p>
          ) : null}
        </>
      ) : (
        <p className="mt-2 text-sm text-ink/85">
          {t("request.resendUnavailable")}{" "}
          <a href={`mailto:${shop.email}`} className="font-medium text-accent-ink underline underline-offset-4">
            {shop.email}
          </a>
        </p>
      )}
    </section>
  );
}
