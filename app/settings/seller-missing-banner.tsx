import { Scale } from "lucide-react";
import { NoticeBanner } from "~/components/back-office/notice-banner";
import { useTranslation } from "~/i18n/react";
import type { SellerItem } from "~/lib/seller-identity";
import type { SellerCountry } from "~shared/settings-values";
import { sellerItemLabel } from "./seller-items";

/**
 * Above every back-office page while the seller is not named in full: shoppers then see no legal
 * page and cannot send a request, and only this tells the owner what is missing
 * (docs/product/back-office.md#settings).
 */
export function SellerMissingBanner({ items, country }: { items: SellerItem[]; country: SellerCountry | null }) {
  const { t, language } = useTranslation();
  const list = new Intl.ListFormat(language, { type: "conjunction" }).format(items.map((item) => sellerItemLabel(t, item, country)));
  return (
    <NoticeBanner
      tone="warning"
      icon={Scale}
      label={t("admin.settings.seller.missing.label")}
      text={t("admin.settings.seller.missing.text", { items: list })}
      action={{ to: "/admin/settings#seller", label: t("admin.settings.seller.missing.action") }}
    />
  );
}
