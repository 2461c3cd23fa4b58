import { ShoppingBag } from "lucide-react";
import { useTranslation } from "~/i18n/react";
import { useCartCount } from "./cart-provider";
import { HeaderCountLink } from "~/components/header-count";

/** Header link to the cart with the number of units when there are any (docs/product/storefront.md#header-and-footer). */
export function CartLink() {
  const { t } = useTranslation();
  const count = useCartCount();
  return (
    <HeaderCountLink
      to="/cart"
      icon={ShoppingBag}
      count={count}
      label={count > 0 ? t("nav.cartWithCount", { count }) : t("nav.cart")}
    />
  );
}
