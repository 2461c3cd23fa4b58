import { z } from "zod";
import { optionalText } from "~/admin/content/form-values";
import { sellerLongTextMaxLength, sellerTextMaxLength } from "./shop-settings";
import { vatRegimes, type SellerSettings } from "~shared/settings-values";

/*
 * The Settings page's seller boxes (docs/decisions/0037). Every box may stay empty while the shop
 * is being set up: the policy pages then show a visible placeholder where the value belongs. An
 * exemption regime needs its wording, or prices would state nothing. Messages are translation keys.
 */

const key = (name: string) => `admin.settings.seller.errors.${name}`;
const text = (max: number) => optionalText.pipe(z.string().max(max, key("tooLong")).optional());

export const sellerFields = {
  seller_name: text(sellerTextMaxLength),
  seller_address: text(sellerLongTextMaxLength),
  seller_vat_number: text(sellerTextMaxLength),
  seller_vat_regime: z.enum(vatRegimes, { error: key("regimeInvalid") }).default("included"),
  seller_vat_exemption: text(sellerTextMaxLength),
  seller_mediator: text(sellerLongTextMaxLength),
  seller_host: text(sellerLongTextMaxLength),
};

type SellerValues = z.output<z.ZodObject<typeof sellerFields>>;

export function checkSeller(values: SellerValues, ctx: z.RefinementCtx): void {
  if (values.seller_vat_regime === "exempt" && !values.seller_vat_exemption) {
    ctx.addIssue({ code: "custom", path: ["seller_vat_exemption"], message: key("exemptionRequired") });
  }
}

/** What is stored: null when nothing at all is stated, so a shop never set up keeps "not stated". */
export function sellerValue(values: SellerValues): SellerSettings | null {
  const seller: SellerSettings = {
    name: values.seller_name ?? null,
    address: values.seller_address ?? null,
    vatNumber: values.seller_vat_number ?? null,
    vatRegime: values.seller_vat_regime,
    vatExemption: values.seller_vat_regime === "exempt" ? (values.seller_vat_exemption ?? null) : null,
    mediator: values.seller_mediator ?? null,
    host: values.seller_host ?? null,
  };
  const stated = Object.entries(seller).some(([field, value]) => field !== "vatRegime" && value !== null);
  return stated || seller.vatRegime !== "included" ? seller : null;
}

/** The boxes of the stored seller, for the form's default values. */
export function sellerDefaults(seller: SellerSettings | null) {
  return {
    seller_name: seller?.name ?? "",
    seller_address: seller?.address ?? "",
    seller_vat_number: seller?.vatNumber ?? "",
    seller_vat_regime: seller?.vatRegime ?? "included",
    seller_vat_exemption: seller?.vatExemption ?? "",
    seller_mediator: seller?.mediator ?? "",
    seller_host: seller?.host ?? "",
  };
}
