import { itemStock } from "~/shop/stock";
import { localized } from "~/i18n/content";
import type { TFunction } from "~/i18n/i18n";
import type { Language } from "~shared/languages";
import type { AdminItem } from "./item-form";

/**
 * The stock the back office shows for an item: the shop's own count (docs/decisions/0027), and for
 * an item with colours each colour's count after it, an inactive one marked so.
 */
export function stockText(
  item: Pick<AdminItem, "hasColorVariants" | "stock" | "variants">,
  language: Language,
  t: TFunction,
): string {
  const total = itemStock(item, item.variants);
  if (!item.hasColorVariants || item.variants.length === 0) return String(total);
  const colours = item.variants
    .map((variant) => {
      const name = localized(variant.colorNameI18n, language, t("admin.items.color"));
      return `${name} ${variant.stock}${variant.active ? "" : ` (${t("admin.inactive")})`}`;
    })
    .join(" · ");
  return t("admin.items.stockOfColours", { total, colours });
}
