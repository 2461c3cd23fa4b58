import type { FieldMetadata } from "@conform-to/react";
import { AdminCard } from "~/components/back-office/admin-card";
import { useTranslation } from "~/i18n/react";
import type { SellerCountry, SellerSettings } from "~shared/settings-values";
import { SelectField } from "~/components/forms/select-field";
import { SwitchField, checkboxProps } from "~/components/forms/switch-field";
import { TextField } from "~/components/forms/text-field";
import { TextAreaField } from "~/components/forms/textarea-field";
import { sellerItemLabel } from "./seller-items";

type Field = FieldMetadata<string | undefined>;

/**
 * The Settings page's seller card (docs/product/back-office.md#settings): who sells, where, the
 * numbers that country asks, how shoppers pay and whom they turn to in a dispute. The boxes and
 * their labels follow the country chosen, as soon as it is chosen.
 */
export function SellerFields({ field, seller }: { field: (name: string) => Field; seller: SellerSettings | null }) {
  const { t } = useTranslation();
  const chosen = field("seller_country").value;
  const country: SellerCountry | null = chosen === "it" || chosen === "fr" ? chosen : chosen === undefined ? (seller?.country ?? null) : null;
  const label = (item: Parameters<typeof sellerItemLabel>[1]) => sellerItemLabel(t, item, country);
  const hint = (name: string) => t(`admin.settings.seller.${name}Hint`);
  const suffix = country === "fr" ? "Fr" : "It";
  return (
    <AdminCard title={t("admin.settings.seller.title")} description={t("admin.settings.seller.intro")}>
      <div id="seller" className="flex scroll-mt-24 flex-col gap-4">
        <SelectField
          meta={field("seller_country")}
          label={label("country")}
          hint={hint("country")}
          options={{ "": t("admin.settings.seller.countryNone"), it: t("admin.settings.seller.countryIt"), fr: t("admin.settings.seller.countryFr") }}
        />
        <TextField meta={field("seller_name")} label={label("name")} hint={hint("name")} autoComplete="name" />
        {country === "fr" ? (
          <SwitchField
            {...checkboxProps(field("seller_individual_entrepreneur") as unknown as FieldMetadata<boolean | undefined>)}
            label={t("admin.settings.seller.individualEntrepreneur")}
          />
        ) : null}
        <TextAreaField meta={field("seller_address")} label={label("address")} rows={3} />
        <TextField meta={field("seller_phone")} label={label("phone")} hint={hint("phone")} type="tel" autoComplete="tel" />
        <TextField
          meta={field("seller_complaints_email")}
          label={t("admin.settings.seller.complaintsEmail")}
          hint={hint("complaintsEmail")}
          type="email"
          autoComplete="email"
        />
        {country === "fr" ? (
          <TextField meta={field("seller_company_id")} label={label("companyId")} hint={hint("companyId")} inputMode="numeric" autoComplete="off" />
        ) : null}
        <TextField
          meta={field("seller_vat_number")}
          label={label("vatNumber")}
          hint={country ? t(`admin.settings.seller.vatNumber${suffix}Hint`) : hint("vatNumber")}
          autoComplete="off"
          spellCheck={false}
        />
        {country ? (
          <TextField meta={field("seller_registry")} label={label("registry")} hint={t(`admin.settings.seller.registry${suffix}Hint`)} autoComplete="off" />
        ) : null}
        {country === "fr" ? (
          <TextField
            meta={field("seller_publication_director")}
            label={label("publicationDirector")}
            hint={hint("publicationDirector")}
            autoComplete="off"
          />
        ) : null}
        <SelectField
          meta={field("seller_vat_regime")}
          label={t("admin.settings.seller.vatRegime")}
          defaultValue={seller?.vatRegime ?? "included"}
          options={{ included: t("admin.settings.seller.vatIncluded"), exempt: t("admin.settings.seller.vatExempt") }}
        />
        <TextField
          meta={field("seller_vat_exemption")}
          label={t("admin.settings.seller.vatExemption")}
          hint={hint("vatExemption")}
          autoComplete="off"
        />
        <TextAreaField meta={field("seller_payment_means")} label={label("paymentMeans")} hint={hint("paymentMeans")} rows={2} />
        <TextAreaField
          meta={field("seller_payment_instructions")}
          label={t("admin.settings.seller.paymentInstructions")}
          hint={hint("paymentInstructions")}
          rows={4}
        />
        <TextAreaField
          meta={field("seller_mediator")}
          label={label("mediator")}
          hint={country ? t(`admin.settings.seller.mediator${suffix}Hint`) : hint("mediator")}
          rows={2}
        />
        <TextAreaField meta={field("seller_host")} label={label("host")} hint={hint("host")} rows={2} />
      </div>
    </AdminCard>
  );
}
