import { ShoppingBag } from "lucide-react";
import { useTranslation } from "~/i18n/react";
import { Link } from "react-router";
import { useCartCount } from "./cart-provider";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/utils";
import { HeaderCount } from "~/components/header-count";

/** Header link to the cart with the number of units when there are any (docs/product/storefront.md#header-and-footer). */
export function CartLink() {
  const { t } = useTranslation();
  const count = useCartCount();
  return (
    <Link
      to="/cart"
      className={cn(buttonVariants({ variant: "ghost", size: "icon" }), "relative")}
      aria-label={count > 0 ? t("nav.cartWithCount", { count }) : t("nav.cart")}
    >
      <ShoppingBag className="size-5" aria-hidden />
      {count > 0 ? <HeaderCount count={count} /> : null}
    </Link>
  );
}
