import { Sparkles } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "~/i18n/react";
import type { CartProduct } from "~/shop/cart";
import { cn } from "~/lib/utils";
import { useRootData } from "~/root-data";
import { OrderRequestButton, OrderSentConfirmation } from "./order-request-button";
import { OrdersHeldBack } from "./orders-held-back";
import type { SentOrder } from "./order-message";

/**
 * "Make me one like this" (issue 4): for a sold-out item or colour, the order dialog as a
 * commission request for one piece like it, stored like any order request.
 */
export function CommissionButton({ product, className }: { product: CartProduct; className?: string }) {
  const { t } = useTranslation();
  const [sent, setSent] = useState<SentOrder | null>(null);
  const { shop } = useRootData();
  if (!shop.acceptsOrders) return <OrdersHeldBack className={className} />;
  const formId = `commission-${product.id}`;
  return (
    <div className={cn("flex flex-col gap-4", className)}>
      {/* Without scripts the button opens the same form as a page (docs/product/cart-and-orders.md#commissions). */}
      <form id={formId} method="get" action="/cart" hidden>
        <input type="hidden" name="commission" value={product.id} />
        {product.selectedColorId ? <input type="hidden" name="color" value={product.selectedColorId} /> : null}
      </form>
      <OrderRequestButton
        kind="commission"
        lines={[{ ...product, qty: 1 }]}
        onSent={setSent}
        form={formId}
        button={{ variant: "secondary", size: "lg", className: "w-full sm:w-auto" }}
      >
        <Sparkles aria-hidden />
        {t("order.makeOneLikeThis")}
      </OrderRequestButton>
      {sent ? <OrderSentConfirmation sent={sent} /> : null}
    </div>
  );
}
