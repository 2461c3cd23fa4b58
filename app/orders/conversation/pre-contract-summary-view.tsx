import type { ReactNode } from "react";
import { Link } from "react-router";
import { useTranslation } from "~/i18n/react";
import type { PreContractSummary } from "./pre-contract-summary";

/*
 * The pre-contractual summary just before "Order with obligation to pay"
 * (docs/product/cart-and-orders.md#pre-contract-summary; LEGAL.md §1, §3): read in full before the
 * shopper is bound, on a phone as on a desk, without scripts.
 */

function Row({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1 py-3 sm:grid sm:grid-cols-[11rem_1fr] sm:gap-4">
      <dt className="font-medium">{title}</dt>
      <dd className="min-w-0 text-ink/85">{children}</dd>
    </div>
  );
}

const Lines = ({ lines }: { lines: string[] }) => (
  <>
    {lines.map((line, i) => (
      <span key={i} className="block break-words">
        {line}
      </span>
    ))}
  </>
);

export function PreContractSummaryView({ summary }: { summary: PreContractSummary }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="pre-contract-title" className="rounded-xl border border-border bg-tint/40 px-4 py-3 text-sm" data-testid="pre-contract-summary">
      <h3 id="pre-contract-title" className="text-base font-semibold">
        {t("request.summary.title")}
      </h3>
      <dl className="mt-1 divide-y divide-border">
        <Row title={t("request.summary.seller")}>
          <Lines lines={summary.seller} />
        </Row>
        <Row title={t("request.summary.pieces")}>
          <ul className="flex flex-col gap-2">
            {summary.pieces.map((piece, i) => (
              <li key={i}>
                <span className="flex justify-between gap-3">
                  <span className="min-w-0">{piece.label}</span>
                  <span className="price shrink-0">{piece.price}</span>
                </span>
                <span className="block text-muted">{piece.withdrawal}</span>
              </li>
            ))}
          </ul>
        </Row>
        <Row title={t("request.summary.shipping")}>{summary.shipping}</Row>
        <Row title={t("request.summary.total")}>
          <span className="price font-semibold text-ink" data-testid="pre-contract-total">
            {summary.total}
          </span>
        </Row>
        {summary.paymentMeans ? <Row title={t("request.summary.payment")}>{summary.paymentMeans}</Row> : null}
        <Row title={t("request.summary.delivery")}>
          <Lines lines={summary.delivery} />
        </Row>
        <Row title={t("request.summary.guaranteeTitle")}>{summary.guarantee}</Row>
        <Row title={t("request.summary.complaints")}>
          <a href={`mailto:${summary.complaints}`} className="break-all text-accent-ink underline underline-offset-2">
            {summary.complaints}
          </a>
        </Row>
      </dl>
      <p className="mt-2">
        <Link to={summary.termsHref} target="_blank" rel="noopener" className="font-medium text-accent-ink underline underline-offset-4">
          {t("request.summary.terms")}
        </Link>
      </p>
    </section>
  );
}
