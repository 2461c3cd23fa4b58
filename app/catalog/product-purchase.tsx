import { Check, Clock, ShoppingBag } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useTranslation } from "~/i18n/react";
import { addBlock, type CartProduct } from "~/shop/cart";
import { useQuantityInCart } from "~/cart/cart-provider";
import { AddToCartForm } from "~/cart/add-to-cart-form";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/utils";
import { withdrawalDays } from "~/lib/withdrawal";
import { useRootData } from "~/root-data";
import { policyPath } from "~/shop/policy-kinds";
import { ColorSwatches } from "./color-swatches";
import { availableStock, cartProductFor, colorParam, type ShopperItem, type ShopperVariant } from "~/shop/shopper-item";


/** The form that sends the chosen colour when the page has no scripts. */
const colorFormId = "color-choice";

type ProductPurchaseProps = {
  item: ShopperItem;
  variant: ShopperVariant | null;
  onSelectVariant(id: string): void;
  /** docs/product/storefront.md#owner-preview: a hidden item shown to an admin cannot be added or commissioned. */
  preview?: boolean;
  /** The commission offered once the piece has run out: the orders' own button, placed by the product route. */
  commission(product: CartProduct): ReactNode;
};

/**
 * docs/product/storefront.md#colour-choice, docs/product/cart-and-orders.md#stock-cap: the colour, the stock of that
 * colour (else of the item), and the add button, held back at 0 or when the cart already holds
 * all there is. A piece that has run out can be commissioned instead ("Make me one like this").
 */
export function ProductPurchase({ item, variant, onSelectVariant, preview = false, commission }: ProductPurchaseProps) {
  const { t } = useTranslation();
  const { returns } = useRootData().shop;
  const stock = availableStock(item, variant);
  const blocked = addBlock(stock, useQuantityInCart(item.id, variant?.id ?? null));
  const product = cartProductFor(item, variant);
  const soldOut = stock <= 0;

  return (
    <div className="flex flex-col gap-6">
      {item.variants.length ? (
        <div className="flex flex-col gap-3">
          <p className="text-sm font-medium text-ink" aria-live="polite">
            {variant ? t("catalog.selectedColor", { name: variant.name }) : t("productPage.chooseColor")}
          </p>
          <ColorSwatches
            variants={item.variants}
            selectedId={variant?.id ?? null}
            onSelect={onSelectVariant}
            label={t("productPage.chooseColor")}
            form={{ id: colorFormId, name: colorParam }}
            size="lg"
          />
          {/* Without scripts the radios are sent with this form and the server shows the colour chosen;
              with them a choice shows at once, and this form does not exist. */}
          <noscript>
            <form id={colorFormId} method="get" action={`/product/${encodeURIComponent(item.slug)}`}>
              <Button type="submit" variant="secondary">
                {t("productPage.showColor")}
              </Button>
            </form>
          </noscript>
        </div>
      ) : null}

      <div className="flex flex-col gap-1.5 text-sm">
        <p aria-live="polite" className={cn("flex items-center gap-2 font-medium", soldOut ? "text-danger" : "text-success")}>
          <span aria-hidden className={cn("size-2 rounded-full", soldOut ? "bg-danger" : "bg-success")} />
          {soldOut ? (item.isUnique ? t("catalog.soldOut") : t("catalog.outOfStock")) : t("catalog.inStock", { count: stock })}
        </p>
        {item.leadTimeDays ? (
          <p className="flex items-center gap-2 text-muted">
            <Clock className="size-4 shrink-0" aria-hidden />
            {t("catalog.madeToOrderDays", { count: item.leadTimeDays })}
          </p>
        ) : null}
        {item.leadTimeDays ? (
          // Made after the order from the shop's own design and colours is not made to the shopper's
          // specifications: the right of withdrawal stays (docs/product/storefront.md#right-of-withdrawal).
          <p data-testid="withdrawal-right" className="text-muted">
            {t("policies.madeToOrderWithdrawal", { count: withdrawalDays(returns) })}{" "}
            <Link to={policyPath("withdrawal")} className="underline underline-offset-2 hover:text-accent">
              {t("policies.title.withdrawal")}
            </Link>
          </p>
        ) : null}
      </div>

      <div className="flex flex-col gap-3">
        <AddToCartForm product={product}>
          <Button type="submit" size="lg" className="w-full sm:w-auto sm:min-w-64" disabled={preview || blocked !== null}>
            <ShoppingBag aria-hidden />
            {t("catalog.addToCart")}
          </Button>
        </AddToCartForm>
        {blocked === "at-maximum" ? (
          <p className="flex items-center gap-2 text-sm text-muted">
            <Check className="size-4 shrink-0 text-success" aria-hidden />
            {t("cart.atMaximum")}
          </p>
        ) : null}
        {soldOut && !preview ? commission(product) : null}
      </div>
    </div>
  );
}
