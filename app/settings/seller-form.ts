import { z } from "zod";
import { optionalText } from "~/components/forms/form-values";
import { sellerLongTextMaxLength, sellerTextMaxLength } from "~/shop/shop-settings";
import { isFrenchVatNumber, isPartitaIva, isSirenOrSiret } from "~/lib/seller-identity";
import { sellerCountries, vatRegimes, type SellerSettings } from "~shared/settings-values";

/*
 * The Settings page's seller boxes (docs/decisions/0037, 0066). Every box may stay empty while the
 * shop is being set up: the legal pages and order requests then wait for it (missingSellerItems).
 * A number typed in the wrong shape for the seller's country is refused with an example. An
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
  seller_country: optionalText.pipe(z.enum(sellerCountries, { error: key("countryInvalid") }).optional()),
  seller_phone: text(sellerTextMaxLength),
  seller_complaints_email: optionalText.pipe(z.email(key("emailInvalid")).max(254, key("emailInvalid")).optional()),
  seller_registry: text(sellerTextMaxLength),
  seller_company_id: text(sellerTextMaxLength),
  seller_individual_entrepreneur: z.boolean().default(false),
  seller_publication_director: text(sellerTextMaxLength),
  seller_payment_means: text(sellerLongTextMaxLength),
  seller_payment_instructions: text(sellerLongTextMaxLength),
};

/** A phone as people type it: an optional "+", then digits with spaces, dots, dashes or brackets, 6 to 15 digits. */
function isPhone(value: string): boolean {
  const digits = value.replace(/\D/g, "").length;
  return /^\+?[\d\s.()-]+$/.test(value) && digits >= 6 && digits <= 15;
}

type SellerValues = z.output<z.ZodObject<typeof sellerFields>>;

export function checkSeller(values: SellerValues, ctx: z.RefinementCtx): void {
  if (values.seller_vat_regime === "exempt" && !values.seller_vat_exemption) {
    ctx.addIssue({ code: "custom", path: ["seller_vat_exemption"], message: key("exemptionRequired") });
  }
  const refuse = (path: keyof SellerValues, message: string) => ctx.addIssue({ code: "custom", path: [path], message: key(message) });
  if (values.seller_phone && !isPhone(values.seller_phone)) refuse("seller_phone", "phoneInvalid");
  const vat = values.seller_vat_number;
  if (values.seller_country === "it" && vat && !isPartitaIva(vat)) refuse("seller_vat_number", "partitaIvaInvalid");
  if (values.seller_country === "fr" && vat && !isFrenchVatNumber(vat)) refuse("seller_vat_number", "frenchVatInvalid");
  const companyId = values.seller_company_id;
  if (values.seller_country === "fr" && companyId && !isSirenOrSiret(companyId)) refuse("seller_company_id", "sirenInvalid");
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
    country: values.seller_country ?? null,
    phone: values.seller_phone ?? null,
    complaintsEmail: values.seller_complaints_email ?? null,
    registry: values.seller_registry ?? null,
    companyId: values.seller_company_id ?? null,
    individualEntrepreneur: values.seller_individual_entrepreneur,
    publicationDirector: values.seller_publication_director ?? null,
    paymentMeans: values.seller_payment_means ?? null,
    paymentInstructions: values.seller_payment_instructions ?? null,
  };
  const stated = Object.entries(seller).some(([field, value]) => field !== "vatRegime" && value !== null && value !== false);
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
    seller_country: seller?.country ?? "",
    seller_phone: seller?.phone ?? "",
    seller_complaints_email: seller?.complaintsEmail ?? "",
    seller_registry: seller?.registry ?? "",
    seller_company_id: seller?.companyId ?? "",
    seller_individual_entrepreneur: seller?.individualEntrepreneur ?? false,
    seller_publication_director: seller?.publicationDirector ?? "",
    seller_payment_means: seller?.paymentMeans ?? "",
    seller_payment_instructions: seller?.paymentInstructions ?? "",
  };
}
