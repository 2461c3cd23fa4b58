import { ShoppingBag } from "lucide-react";
import { useTranslation } from "~/i18n/react";
import { Link } from "react-router";
import { useCart } from "~/cart/cart-provider";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/utils";

/** Header link to the cart with the number of units when there are any (docs/product/storefront.md#header-and-footer). */
export function CartLink() {
  const { t } = useTranslation();
  const { count } = useCart();
  return (
    <Link
      to="/cart"
      className={cn(buttonVariants({ variant: "ghost", size: "icon" }), "relative")}
      aria-label={count > 0 ? t("nav.cartWithCount", { count }) : t("nav.cart")}
    >
      <ShoppingBag className="size-5" aria-hidden />
      {count > 0 ? (
        <span
          aria-hidden
          className="absolute top-0.5 right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-accent px-1 text-[0.6875rem] leading-none font-semibold text-white tabular-nums"
        >
          {count > 99 ? "99+" : count}
        </span>
      ) : null}
    </Link>
  );
}
