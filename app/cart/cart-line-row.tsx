import { CircleAlert, Hourglass, Trash2 } from "lucide-react";
import { useTranslation } from "~/i18n/react";
import { Link } from "react-router";
import { ProductImage } from "~/components/product-image";
import type { Language } from "~shared/languages";
import { formatPrice } from "~/lib/money";
import { cn } from "~/lib/utils";
import { type CartLine } from "~/shop/cart";
import type { LineNotice } from "./cart-check";
import { QuantityStepper } from "./quantity-stepper";
import { ReductionNote } from "~/components/shown-price";

type CartLineRowProps = {
  line: CartLine;
  notices: readonly LineNotice[];
  language: Language;
  onQuantity(qty: number): void;
  onRemove(): void;
};

/** docs/product/cart-and-orders.md#cart-page: picture, name, unit price, chosen colour, quantity and removal, and what changed since. */
export function CartLineRow({ line, notices, language, onQuantity, onRemove }: CartLineRowProps) {
  const { t } = useTranslation();
  const href = `/product/${line.slug}`;
  const unavailable = notices.some((notice) => notice.kind === "unavailable");
  const soldOut = !unavailable && line.stock === 0;
  const blocked = unavailable || soldOut;
  const messages = [
    ...notices.flatMap((notice) =>
      notice.kind === "price"
        ? [t("cartPage.priceChanged", { previous: formatPrice(notice.previous, language), price: formatPrice(line.price, language) })]
        : notice.kind === "quantity" && !soldOut
          ? [t("cartPage.quantityLowered", { count: line.qty })]
          : [],
    ),
    ...(unavailable ? [t("cartPage.unavailable")] : soldOut ? [t("cartPage.soldOut")] : []),
  ];

  return (
    <li className="grid grid-cols-[5rem_1fr] gap-x-4 gap-y-3 py-5 first:pt-0 sm:grid-cols-[6rem_1fr] md:gap-x-5">
      <Link to={href} tabIndex={-1} aria-hidden className={cn("block overflow-hidden rounded-xl", blocked && "opacity-60")}>
        <ProductImage src={line.image} alt="" sizes="96px" placeholderLabel={t("catalog.noImage")} />
      </Link>

      <div className="flex min-w-0 flex-col gap-3">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <h3 className="font-heading text-base leading-snug font-medium md:text-lg">
              <Link to={href} className="rounded-sm hover:text-accent">
                {line.name}
              </Link>
            </h3>
            {line.colorName ? (
              <p className="mt-1 flex items-center gap-2 text-sm text-muted">
                <span
                  aria-hidden
                  className="size-4 shrink-0 rounded-full shadow-[inset_0_0_0_1px_rgb(0_0_0/0.15)]"
                  style={{ backgroundColor: line.colorHex ?? undefined }}
                />
                {t("catalog.selectedColor", { name: line.colorName })}
              </p>
            ) : null}
            {line.leadTimeDays ? (
              <p className="mt-1 flex items-center gap-2 text-sm text-muted">
                <Hourglass className="size-4 shrink-0" aria-hidden />
                {t("cartPage.madeToOrder", { count: line.leadTimeDays })}
              </p>
            ) : null}
            <p className="price mt-1 text-sm font-normal text-muted">{t("cartPage.each", { price: formatPrice(line.price, language) })}</p>
            <ReductionNote reduction={line.reduction} />
          </div>
          <button
            type="button"
            onClick={onRemove}
            aria-label={t("cartPage.removeName", { name: line.name })}
            className="-mt-2 -mr-2 inline-flex size-11 shrink-0 cursor-pointer items-center justify-center rounded-full text-muted hover:bg-danger-soft hover:text-danger md:size-10"
          >
            <Trash2 className="size-4" aria-hidden />
          </button>
        </div>

        <div className="flex flex-wrap items-start justify-between gap-3">
          <QuantityStepper line={line} onChange={onQuantity} disabled={blocked} />
          <p className={cn("price pt-2 text-base", blocked && "text-muted")}>{formatPrice(line.price * line.qty, language)}</p>
        </div>
      </div>

      {messages.length ? (
        <ul
          className={cn(
            "col-span-2 flex flex-col gap-1 rounded-xl px-3 py-2 text-sm",
            blocked ? "bg-danger-soft text-danger" : "bg-accent-soft text-accent-ink",
          )}
        >
          {messages.map((message) => (
            <li key={message} className="flex gap-2">
              <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
              {message}
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}
