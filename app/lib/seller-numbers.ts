import type { TFunction } from "~/i18n/i18n";
import type { SellerSettings } from "~shared/settings-values";

/**
 * The seller's numbers as the seller's country names them, in the page's language
 * (docs/product/storefront.md#legal-pages): "P. IVA" for an Italian seller, "SIREN" and
 * "N° TVA intracommunautaire" for a French one. Nothing before the country is chosen.
 */
export function sellerNumbers(
  seller: Pick<SellerSettings, "country" | "vatNumber" | "companyId"> | null,
  t: TFunction,
): string[] {
  const vat = seller?.vatNumber?.trim();
  if (seller?.country === "it") return vat ? [t("policies.sellerNumbers.partitaIva", { number: vat })] : [];
  if (seller?.country !== "fr") return [];
  const siren = seller.companyId?.trim();
  return [
    siren ? t("policies.sellerNumbers.siren", { number: siren }) : null,
    vat ? t("policies.sellerNumbers.frenchVat", { number: vat }) : null,
  ].filter((line): line is string => line !== null);
}
