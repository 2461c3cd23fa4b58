import type { FieldMetadata } from "@conform-to/react";
import { useState } from "react";
import { AdminCard } from "~/components/back-office/admin-card";
import { useTranslation } from "~/i18n/react";
import { shippingDestinationsError, shippingFieldName } from "./shipping-form";
import { shippingDestinations, type ReturnPolicy, type ShippingDestination } from "~shared/settings-values";
import { FormError } from "~/components/forms/field";
import { SelectField } from "~/components/forms/select-field";
import { SwitchField } from "~/components/forms/switch-field";
import { AmountField, TextField } from "~/components/forms/text-field";

type Field = FieldMetadata<string | undefined>;

/**
 * One destination: its switch, then, while it is on, its rate, free-shipping threshold and transit
 * days. Switched off, the boxes leave the form (nothing of them is checked or posted); without
 * scripts they stay, and the server ignores them (docs/product/back-office.md#shipping-zones).
 */
function DestinationFields({ destination, field }: { destination: ShippingDestination; field: (name: string) => Field }) {
  const { t } = useTranslation();
  const switchField = field(shippingFieldName(destination, "on"));
  const [on, setOn] = useState(switchField.initialValue === "on");
  const label = t(`admin.settings.shipping.destination.${destination}`);
  const box = (part: "rate" | "free_over" | "transit_min" | "transit_max", text: string) => {
    const meta = field(shippingFieldName(destination, part));
    return part === "rate" || part === "free_over" ? (
      <AmountField meta={meta} label={text} />
    ) : (
      <TextField meta={meta} label={text} inputMode="numeric" autoComplete="off" />
    );
  };
  return (
    <fieldset className="flex flex-col gap-3 border-t border-border pt-4">
      <legend className="float-left mb-1 font-heading text-base">{label}</legend>
      <SwitchField
        className="clear-left self-start"
        name={switchField.name}
        label={t(`admin.settings.shipping.on.${destination}`)}
        checked={on}
        onChange={(event) => setOn(event.target.checked)}
      />
      {on ? (
        <div className="grid gap-3 sm:grid-cols-2">
          {box("rate", t("admin.settings.shipping.rate"))}
          {box("free_over", t("admin.settings.shipping.freeOver"))}
          {box("transit_min", t("admin.settings.shipping.transitMin"))}
          {box("transit_max", t("admin.settings.shipping.transitMax"))}
        </div>
      ) : null}
    </fieldset>
  );
}

/** The Settings page's shipping (by destination) and returns cards; `field` finds a box's conform field. */
export function ShippingFields({ field, returns }: { field: (name: string) => Field; returns: ReturnPolicy | null }) {
  const { t } = useTranslation();
  const destinationsError = field(shippingDestinationsError).errors?.[0];
  const number = (name: string, label: string) => (
    <TextField meta={field(name)} label={label} inputMode="numeric" autoComplete="off" />
  );
  return (
    <>
      <AdminCard title={t("admin.settings.shipping.title")} description={t("admin.settings.shipping.intro")}>
        <div className="flex flex-col gap-5">
          {number("ship_handling_days", t("admin.settings.shipping.handlingDays"))}
          <FormError message={destinationsError ? t(destinationsError) : undefined} />
          {shippingDestinations.map((destination) => (
            <DestinationFields key={destination} destination={destination} field={field} />
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
        </div>
      </AdminCard>
    </>
  );
}
