import { ShoppingBag } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "~/i18n/react";
import { Link } from "react-router";
import { useQuantityInCart } from "~/cart/cart-provider";
import { AddToCartForm } from "~/cart/add-to-cart-form";
import { SaveButton } from "~/saved/save-button";
import { addBlock } from "~/shop/cart";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { ShownPriceTag } from "~/components/shown-price";
import { ColorSwatches } from "./color-swatches";
import { availableStock, cartProductFor, defaultVariant, imageFor, type ShopperItem } from "~/shop/shopper-item";
import { ProductImage } from "~/components/product-image";

type ProductCardProps = {
  item: ShopperItem;
  /** The image's `sizes` attribute, from the grid the card sits in. */
  imageSizes: string;
  eager?: boolean;
};

/** docs/product/storefront.md#product-card. */
export function ProductCard({ item, imageSizes, eager }: ProductCardProps) {
  const { t } = useTranslation();
  const [selectedId, setSelectedId] = useState(() => defaultVariant(item)?.id ?? null);
  const variant = item.variants.find((v) => v.id === selectedId) ?? null;
  const href = `/product/${item.slug}`;
  const stock = availableStock(item, variant);
  const blocked = addBlock(stock, useQuantityInCart(item.id, variant?.id ?? null));
  const image = imageFor(item, variant);
  const titleId = `item-${item.id}-name`;
  // The "unique" tag is already said by the Unique piece badge.
  const shownTags = item.labelledTags.filter(({ tag }) => tag !== "unique").slice(0, 3);

  return (
    <article aria-labelledby={titleId} className="group/card @container relative flex w-full flex-col overflow-hidden rounded-2xl border border-border bg-surface">
      <Link to={href} tabIndex={-1} aria-hidden className="relative block">
        <ProductImage
          src={image}
          alt={variant ? `${item.name} – ${variant.name}` : item.name}
          sizes={imageSizes}
          eager={eager}
          placeholderLabel={t("catalog.noImage")}
          className="transition-opacity group-hover/card:opacity-95 [&_img]:transition-transform [&_img]:duration-500 group-hover/card:[&_img]:scale-[1.03]"
        />
        {item.isUnique || item.leadTimeDays ? (
          <div className="absolute top-2.5 left-2.5 flex flex-col items-start gap-1">
            {item.isUnique ? <Badge variant="overlay" className="text-accent-ink">{t("catalog.uniquePiece")}</Badge> : null}
            {item.leadTimeDays ? <Badge variant="overlay" className="text-muted">{t("catalog.madeToOrder")}</Badge> : null}
          </div>
        ) : null}
      </Link>
      <SaveButton itemId={item.id} name={item.name} className="absolute top-2 right-2" />

      <div className="flex flex-1 flex-col gap-2 p-3 @min-[15rem]:p-4">
        <div className="flex flex-col gap-0.5 @min-[17rem]:flex-row @min-[17rem]:items-baseline @min-[17rem]:justify-between @min-[17rem]:gap-3">
          <h3 id={titleId} className="font-heading text-base leading-snug font-medium @min-[15rem]:text-lg">
            <Link to={href} className="rounded-sm hover:text-accent">
              {item.name}
            </Link>
          </h3>
          <ShownPriceTag shown={variant ?? item} className="shrink-0 text-ink" />
        </div>

        {shownTags.length ? (
          <ul aria-label={t("catalog.tags")} className="flex flex-wrap gap-x-2 gap-y-0.5 text-xs text-muted">
            {shownTags.map(({ tag, label }) => (
              <li key={tag}>#{label}</li>
            ))}
          </ul>
        ) : null}

        {item.variants.length ? (
          <div className="mt-1 flex flex-col gap-1.5">
            <ColorSwatches
              variants={item.variants}
              selectedId={selectedId}
              onSelect={setSelectedId}
              label={`${t("catalog.color")} – ${item.name}`}
              size="sm"
            />
            {variant ? (
              <p className="text-xs text-muted" aria-live="polite">
                {t("catalog.selectedColor", { name: variant.name })}
              </p>
            ) : null}
          </div>
        ) : null}

        <div className="mt-auto flex gap-2 pt-2">
          <Button asChild variant="secondary" size="compact" className="grow basis-0">
            {/* Each card's link named for its item, so that a list of the page's links tells them apart. */}
            <Link to={href} aria-label={`${t("catalog.details")}: ${item.name}`}>
              {t("catalog.details")}
            </Link>
          </Button>
          <AddToCartForm product={cartProductFor(item, variant)} className="flex @min-[20rem]:flex-1">
            <Button
              type="submit"
              size="compact"
              className="@min-[20rem]:flex-1"
              disabled={blocked !== null}
              aria-label={blocked === "out-of-stock" ? t("catalog.soldOut") : t("catalog.addNameToCart", { name: item.name })}
            >
              <ShoppingBag aria-hidden />
              {/* Narrow cards show the icon alone; the button's name says it in full. */}
              <span className="hidden @min-[15rem]:inline">
                {blocked === "out-of-stock" ? t("catalog.soldOut") : t("catalog.addToCartShort")}
              </span>
            </Button>
          </AddToCartForm>
        </div>
      </div>
    </article>
  );
}
