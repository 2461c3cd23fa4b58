import { useTranslation } from "~/i18n/react";
import { contractLineKind, lineWithdrawal } from "~/lib/withdrawal";
import { useRootData } from "~/root-data";
import type { OrderKind, QuoteLine } from "~db/schema/orders";
import { lineWithdrawalText } from "./pre-contract-summary";

/**
 * Under a quote's line, for its shopper: the days to withdraw, or that the line is made to their
 * specifications, with the owner's reason (docs/product/cart-and-orders.md#withdrawal-per-line).
 */
export function LineWithdrawalNote({ line, kind }: { line: Pick<QuoteLine, "madeToSpecifications">; kind: OrderKind }) {
  const { t } = useTranslation();
  const { shop } = useRootData();
  const right = lineWithdrawal({ kind: contractLineKind(kind), madeToSpecifications: line.madeToSpecifications }, shop.returns);
  return (
    <span className="block text-muted" data-testid="line-withdrawal">
      {lineWithdrawalText(t, right)}
    </span>
  );
}
