import type { TFunction } from "~/i18n/i18n";
import type { SellerItem } from "~/lib/seller-identity";
import type { SellerCountry } from "~shared/settings-values";

/** The items each country names its own way: "Partita IVA" for Italy, "N° TVA intracommunautaire" for France. */
const namedByCountry: readonly SellerItem[] = ["vatNumber", "registry", "mediator"];

/** A seller item's label in the admin's language, as the seller's country names it (the registry is asked only once it is chosen). */
export function sellerItemLabel(t: TFunction, item: SellerItem, country: SellerCountry | null): string {
  if (country && namedByCountry.includes(item)) return t(`admin.settings.seller.${item}${country === "fr" ? "Fr" : "It"}`);
  return t(`admin.settings.seller.${item}`);
}
