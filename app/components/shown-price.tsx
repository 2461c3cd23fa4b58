import { useTranslation } from "~/i18n/react";
import { formatPrice } from "~/lib/money";
import { useShopTime } from "~/lib/use-shop-time";
import { cn } from "~/lib/utils";
import { useRootData } from "~/root-data";
import type { Reduction, ShownPrice } from "~/shop/sale-price";
import { Badge } from "./ui/badge";

/**
 * docs/product/sale-prices.md#the-prior-price: the price, and during an announced reduction the
 * prior price struck beside it with its words and a badge. The struck number is for the eye; a
 * screen reader reads the sentence that names it.
 */
export function ShownPriceTag({ shown, className }: { shown: ShownPrice; className: string }) {
  const { t } = useTranslation();
  const { language } = useRootData();
  const lowestWords = useLowestWords();
  const { reduction } = shown;
  if (!reduction) return <p className={cn("price", className)}>{formatPrice(shown.price, language)}</p>;
  const was = formatPrice(reduction.was, language);
  return (
    <div className="flex flex-col gap-0.5">
      <p className={cn("price flex flex-wrap items-baseline gap-x-2", className)}>
        <span>{formatPrice(shown.price, language)}</span>
        <s aria-hidden className="text-sm font-normal text-muted">
          {was}
        </s>
        <Badge variant="danger">{t("catalog.onSale")}</Badge>
      </p>
      <p className="text-xs text-muted">{lowestWords(reduction)}</p>
    </div>
  );
}

/**
 * The words that name the prior price: over the 30 days before the sale, or, for a piece that came
 * to the shop less than 30 days before it, since the day it came (Cod. cons. art. 17-bis(4)).
 */
function useLowestWords() {
  const { t } = useTranslation();
  const { language } = useRootData();
  const { date } = useShopTime();
  return (reduction: Reduction) => {
    const price = formatPrice(reduction.was, language);
    return reduction.since ? t("catalog.lowestSinceListed", { price, date: date(reduction.since) }) : t("catalog.lowestBeforeSale", { price });
  };
}

/**
 * A cart line's reduction, under its unit price: the prior price struck, the badge and the words
 * that name it. The cart page checks its lines when it opens, so a sale that has ended since is
 * taken off the line then.
 */
export function ReductionNote({ reduction }: { reduction: Reduction | null | undefined }) {
  const { t } = useTranslation();
  const { language } = useRootData();
  const lowestWords = useLowestWords();
  if (!reduction) return null;
  const was = formatPrice(reduction.was, language);
  return (
    <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted">
      <s aria-hidden>{was}</s>
      <Badge variant="danger">{t("catalog.onSale")}</Badge>
      <span>{lowestWords(reduction)}</span>
    </p>
  );
}
