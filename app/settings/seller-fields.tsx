import type { FieldMetadata } from "@conform-to/react";
import { AdminCard } from "~/components/back-office/admin-card";
import { useTranslation } from "~/i18n/react";
import type { SellerSettings } from "~shared/settings-values";
import { SelectField } from "~/components/forms/select-field";
import { TextField } from "~/components/forms/text-field";
import { TextAreaField } from "~/components/forms/textarea-field";

type Field = FieldMetadata<string | undefined>;

/** The Settings page's seller card: who sells, the VAT regime, and for France the mediator and host. */
export function SellerFields({ field, seller }: { field: (name: string) => Field; seller: SellerSettings | null }) {
  const { t } = useTranslation();
  return (
    <AdminCard title={t("admin.settings.seller.title")} description={t("admin.settings.seller.intro")}>
      <div className="flex flex-col gap-4">
        <TextField meta={field("seller_name")} label={t("admin.settings.seller.name")} hint={t("admin.settings.seller.nameHint")} autoComplete="name" />
        <TextAreaField meta={field("seller_address")} label={t("admin.settings.seller.address")} rows={3} />
        <TextField
          meta={field("seller_vat_number")}
          label={t("admin.settings.seller.vatNumber")}
          hint={t("admin.settings.seller.vatNumberHint")}
          autoComplete="off"
          spellCheck={false}
        />
        <SelectField
          meta={field("seller_vat_regime")}
          label={t("admin.settings.seller.vatRegime")}
          defaultValue={seller?.vatRegime ?? "included"}
          options={{ included: t("admin.settings.seller.vatIncluded"), exempt: t("admin.settings.seller.vatExempt") }}
        />
        <TextField
          meta={field("seller_vat_exemption")}
          label={t("admin.settings.seller.vatExemption")}
          hint={t("admin.settings.seller.vatExemptionHint")}
          autoComplete="off"
        />
        <TextAreaField meta={field("seller_mediator")} label={t("admin.settings.seller.mediator")} hint={t("admin.settings.seller.mediatorHint")} rows={2} />
        <TextAreaField meta={field("seller_host")} label={t("admin.settings.seller.host")} hint={t("admin.settings.seller.hostHint")} rows={2} />
      </div>
    </AdminCard>
  );
}
