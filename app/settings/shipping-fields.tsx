import type { FieldMetadata } from "@conform-to/react";
import { AdminCard } from "~/components/back-office/admin-card";
import { useTranslation } from "~/i18n/react";
import { shippingFieldName } from "./shipping-form";
import { shippingDestinations, type ReturnPolicy } from "~shared/settings-values";
import { SelectField } from "~/components/forms/select-field";
import { SwitchField } from "~/components/forms/switch-field";
import { AmountField, TextField } from "~/components/forms/text-field";

type Field = FieldMetadata<string | undefined>;

/** The Settings page's shipping (by destination) and returns cards; `field` finds a box's conform field. */
export function ShippingFields({ field, returns }: { field: (name: string) => Field; returns: ReturnPolicy | null }) {
  const { t } = useTranslation();
  const number = (name: string, label: string) => (
    <TextField meta={field(name)} label={label} inputMode="numeric" autoComplete="off" />
  );
  const amount = (name: string, label: string) => <AmountField meta={field(name)} label={label} />;
  return (
    <>
      <AdminCard title={t("admin.settings.shipping.title")} description={t("admin.settings.shipping.intro")}>
        <div className="flex flex-col gap-5">
          {number("ship_handling_days", t("admin.settings.shipping.handlingDays"))}
          {shippingDestinations.map((destination) => (
            <fieldset key={destination} className="flex flex-col gap-3 border-t border-border pt-4">
              <legend className="float-left mb-1 font-heading text-base">{t(`admin.settings.shipping.destination.${destination}`)}</legend>
              <div className="clear-left grid gap-3 sm:grid-cols-2">
                {amount(shippingFieldName(destination, "rate"), t("admin.settings.shipping.rate"))}
                {amount(shippingFieldName(destination, "free_over"), t("admin.settings.shipping.freeOver"))}
                {number(shippingFieldName(destination, "transit_min"), t("admin.settings.shipping.transitMin"))}
                {number(shippingFieldName(destination, "transit_max"), t("admin.settings.shipping.transitMax"))}
              </div>
            </fieldset>
          ))}
        </div>
      </AdminCard>
      <AdminCard title={t("admin.settings.shipping.returnsTitle")} description={t("admin.settings.shipping.returnsIntro")}>
        <div className="flex flex-col gap-4">
          {number("returns_days", t("admin.settings.shipping.returnsDays"))}
          <SelectField
            meta={field("returns_paid_by")}
            label={t("admin.settings.shipping.paidBy")}
            defaultValue={returns?.paidBy ?? "shopper"}
            options={{ shopper: t("admin.settings.shipping.paidByShopper"), shop: t("admin.settings.shipping.paidByShop") }}
          />
          <SwitchField
            name="returns_made_to_order_excluded"
            label={t("admin.settings.shipping.madeToOrderExcluded")}
            defaultChecked={returns?.madeToOrderExcluded ?? false}
          />
        </div>
      </AdminCard>
    </>
  );
}
