import type { FieldMetadata } from "@conform-to/react";
import { AdminCard } from "~/components/back-office/admin-card";
import { FieldError, SelectField, SwitchField } from "~/admin/content/content-fields";
import { FormField } from "~/admin/form-field";
import { useTranslation } from "~/i18n/react";
import { shippingFieldName } from "./shipping-form";
import { shippingDestinations, type ReturnPolicy } from "./shop-settings";

type Field = FieldMetadata<string | undefined>;

/** The Settings page's shipping (by destination) and returns cards; `field` finds a box's conform field. */
export function ShippingFields({ field, returns }: { field: (name: string) => Field; returns: ReturnPolicy | null }) {
  const { t } = useTranslation();
  const number = (name: string, label: string, inputMode: "numeric" | "decimal") => (
    <FormField meta={field(name)} label={label} inputMode={inputMode} autoComplete="off" />
  );
  const paidBy = field("returns_paid_by");
  return (
    <>
      <AdminCard title={t("admin.settings.shipping.title")} description={t("admin.settings.shipping.intro")}>
        <div className="flex flex-col gap-5">
          {number("ship_handling_days", t("admin.settings.shipping.handlingDays"), "numeric")}
          {shippingDestinations.map((destination) => (
            <fieldset key={destination} className="flex flex-col gap-3 border-t border-border pt-4">
              <legend className="float-left mb-1 font-heading text-base">{t(`admin.settings.shipping.destination.${destination}`)}</legend>
              <div className="clear-left grid gap-3 sm:grid-cols-2">
                {number(shippingFieldName(destination, "rate"), t("admin.settings.shipping.rate"), "decimal")}
                {number(shippingFieldName(destination, "free_over"), t("admin.settings.shipping.freeOver"), "decimal")}
                {number(shippingFieldName(destination, "transit_min"), t("admin.settings.shipping.transitMin"), "numeric")}
                {number(shippingFieldName(destination, "transit_max"), t("admin.settings.shipping.transitMax"), "numeric")}
              </div>
            </fieldset>
          ))}
        </div>
      </AdminCard>
      <AdminCard title={t("admin.settings.shipping.returnsTitle")} description={t("admin.settings.shipping.returnsIntro")}>
        <div className="flex flex-col gap-4">
          {number("returns_days", t("admin.settings.shipping.returnsDays"), "numeric")}
          <div className="flex flex-col gap-1.5">
            <SelectField
              name={paidBy.name}
              label={t("admin.settings.shipping.paidBy")}
              defaultValue={returns?.paidBy ?? "shopper"}
              options={[
                { value: "shopper", label: t("admin.settings.shipping.paidByShopper") },
                { value: "shop", label: t("admin.settings.shipping.paidByShop") },
              ]}
            />
            <FieldError id={paidBy.errorId} error={paidBy.errors?.[0]} />
          </div>
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
