import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { useTranslation } from "~/i18n/react";
import type { StockAlertAnswer, StockAlertOutcome } from "./stock-alert-rules";

/** The keys of what the form's answer says (docs/product/back-in-stock.md#the-form). */
const answerText: Record<StockAlertOutcome, string> = {
  asked: "stockAlert.askedText",
  notWaitable: "stockAlert.notWaitable",
  invalid: "stockAlert.invalid",
  tooMany: "stockAlert.tooMany",
  failed: "stockAlert.failed",
};

function Frame({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="container-page max-w-2xl py-8 md:py-14">
      <h1 className="text-3xl md:text-4xl">{title}</h1>
      {children}
    </div>
  );
}

function BackLink({ href }: { href: string | null }) {
  const { t } = useTranslation();
  return (
    <p className="mt-6">
      <Link to={href ?? "/catalog"} className="font-medium text-accent-ink underline underline-offset-4">
        {href ? t("stockAlert.backToPiece") : t("stockAlert.backToShop")}
      </Link>
    </p>
  );
}

/** The answer to the form, or, opened without one, the way back to the shop. */
export function StockAlertAnswerPage({ answer }: { answer: StockAlertAnswer | undefined }) {
  const { t } = useTranslation();
  return (
    <Frame title={answer?.outcome === "asked" ? t("stockAlert.askedTitle") : t("stockAlert.title")}>
      {answer ? (
        <p role="status" className="mt-6 rounded-xl bg-tint/70 px-4 py-3 font-medium" data-testid="stock-alert-answer">
          {t(answerText[answer.outcome])}
        </p>
      ) : null}
      <BackLink href={answer?.back ?? null} />
    </Frame>
  );
}

/**
 * A link's page (confirm or unsubscribe): a button that posts, so that a program opening links in
 * mails does nothing; once posted, what happened.
 */
export function StockAlertLinkPage({
  kind,
  done,
}: {
  kind: "confirm" | "unsubscribe";
  /** Undefined before the button is pressed; false for a link that opens nothing. */
  done: boolean | undefined;
}) {
  const { t } = useTranslation();
  const keys =
    kind === "confirm"
      ? { title: "stockAlert.confirmTitle", text: "stockAlert.confirmText", button: "stockAlert.confirmButton", done: "stockAlert.confirmedText" }
      : { title: "stockAlert.unsubscribeTitle", text: "stockAlert.unsubscribeText", button: "stockAlert.unsubscribeButton", done: "stockAlert.unsubscribedText" };
  return (
    <Frame title={t(keys.title)}>
      {done === undefined ? (
        <>
          <p className="mt-3 text-ink/85">{t(keys.text)}</p>
          <form method="post" className="mt-6">
            <Button type="submit" size="lg" className="w-full sm:w-auto">
              {t(keys.button)}
            </Button>
          </form>
        </>
      ) : (
        <p role="status" className="mt-6 rounded-xl bg-tint/70 px-4 py-3 font-medium" data-testid="stock-alert-answer">
          {t(done ? keys.done : "stockAlert.linkUnknown")}
        </p>
      )}
      <BackLink href={null} />
    </Frame>
  );
}
