import { useTranslation } from "~/i18n/react";
import { cn } from "~/lib/utils";
import { useRootData } from "~/root-data";

/**
 * Where a request button stands while the seller is not named in full: no request can be taken
 * (docs/product/cart-and-orders.md#seller-identity). Null once the shop takes requests.
 */
export function OrdersHeldBack({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { shop } = useRootData();
  if (shop.acceptsOrders) return null;
  return (
    <p className={cn("rounded-xl bg-accent-soft p-4 text-sm", className)} data-testid="orders-held-back">
      {t("cartPage.heldBack", { email: shop.email })}
    </p>
  );
}
