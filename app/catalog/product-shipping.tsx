import { RotateCcw, Truck } from "lucide-react";
import { useTranslation } from "~/i18n/react";
import { useRootData } from "~/root-data";
import { returnSentences, shippingLines, shipsToText } from "~/shop/shipping-text";
import type { ShopperItem } from "~/shop/shopper-item";

/**
 * Where the shop ships, what it costs to send this piece to each of those destinations, how long
 * it takes to arrive (its making time included), and whether it can be sent back: the owner's
 * settings, before a shopper asks. Nothing is shown while the owner has stated neither.
 */
export function ProductShipping({ item }: { item: ShopperItem }) {
  const { t, language } = useTranslation();
  const { shipping, returns } = useRootData().shop;
  if (!shipping && !returns) return null;
  return (
    <section aria-labelledby="product-shipping" className="rounded-2xl border border-border p-5 md:p-6">
      <h2 id="product-shipping" className="text-xl">
        {t("shipping.title")}
      </h2>
      {shipping ? (
        <div className="mt-4 flex gap-3 text-sm leading-relaxed text-ink/85">
          <Truck aria-hidden className="mt-0.5 size-4.5 shrink-0 text-accent" />
          <div className="min-w-0 flex-1">
            <p className="mb-2 font-medium text-ink" data-testid="ships-to">
              {shipsToText(t, shipping)}
            </p>
            <dl className="flex flex-col gap-2">
              {shippingLines(t, language, shipping, item.leadTimeDays).map((line) => (
                <div key={line.destination} className="flex flex-col gap-x-4 sm:flex-row sm:flex-wrap sm:justify-between">
                  <dt className="font-medium text-ink">{line.label}</dt>
                  <dd className="sm:text-right">
                    {line.price} · {line.days}
                  </dd>
                </div>
              ))}
            </dl>
            <p className="mt-2 text-muted">{t("shipping.daysNote")}</p>
          </div>
        </div>
      ) : null}
      {returns ? (
        <p className="mt-4 flex gap-3 text-sm leading-relaxed text-ink/85">
          <RotateCcw aria-hidden className="mt-0.5 size-4.5 shrink-0 text-accent" />
          <span>{returnSentences(t, returns).join(" ")}</span>
        </p>
      ) : null}
    </section>
  );
}
