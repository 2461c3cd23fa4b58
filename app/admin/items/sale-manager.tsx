import { getFormProps } from "@conform-to/react";
import { useFetcher } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { FormError } from "~/components/forms/field";
import { SelectField } from "~/components/forms/select-field";
import { AmountField, TextField } from "~/components/forms/text-field";
import { isSaving, useOwnerForm } from "~/components/forms/use-owner-form";
import { localized } from "~/i18n/content";
import { useTranslation } from "~/i18n/react";
import { formatPrice } from "~/lib/money";
import { useShopTime } from "~/lib/use-shop-time";
import { useToastNote } from "~/components/ui/use-toast-note";
import type { AdminItem } from "./item-form";
import type { ItemsActionData } from "./items-action.server";
import type { ItemPriceRecord } from "./item-sales.server";
import { wholeItem, type SaleFormBoxes } from "./sale-form";

const formId = "sale-form";

/**
 * docs/product/sale-prices.md#a-sale: the item editor's Sale section: its sales (running, planned,
 * ended) with a way to end one, a form for a new one of the whole item or one colour, and the
 * item's price history. The server reads what was typed in the owner's language and the shop's
 * time zone and says what it refuses by the box it is about.
 */
export function SaleManager({ item, record }: { item: AdminItem; record: ItemPriceRecord }) {
  const { t, language } = useTranslation();
  const time = useShopTime();
  const fetcher = useFetcher<ItemsActionData>({ key: formId });
  const ender = useFetcher<ItemsActionData>({ key: "end-sale" });
  useToastNote(fetcher.data?.note);
  useToastNote(ender.data?.note);
  const [form, fields] = useOwnerForm<SaleFormBoxes>({
    id: formId,
    lastResult: fetcher.state === "idle" && fetcher.data?.intent === "save-sale" ? fetcher.data.result : undefined,
    defaultValue: { scope: wholeItem },
  });
  const colourName = (id: string | null) => {
    const colour = id ? item.variants.find((variant) => variant.id === id) : undefined;
    return colour ? localized(colour.colorNameI18n, language, colour.colorHex) : t("admin.sales.wholeItem");
  };
  const scopes = Object.fromEntries([[wholeItem, t("admin.sales.wholeItem")], ...item.variants.map((variant) => [variant.id, colourName(variant.id)])]);

  return (
    <section aria-labelledby="sale-title" className="flex flex-col gap-4 border-t border-border pt-6">
      <div>
        <h3 id="sale-title" className="text-lg">
          {t("admin.sales.title")}
        </h3>
        <p className="mt-1 text-sm text-muted">{t("admin.sales.hint")}</p>
      </div>
      {record.sales.length ? (
        <ul className="flex flex-col gap-2" aria-label={t("admin.sales.listLabel")}>
          {record.sales.map((sale) => {
            const { state } = sale;
            return (
              <li key={sale.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border border-border px-3 py-2 text-sm">
                <span className="price font-medium">{formatPrice(sale.price, language)}</span>
                <span>{colourName(sale.variantId)}</span>
                <span className="text-muted">
                  {t("admin.sales.period", { start: time.dateTime(sale.startsAt.toISOString()), end: time.dateTime(sale.endsAt.toISOString()) })}
                </span>
                <Badge variant={state === "running" ? "success" : "neutral"}>{t(`admin.sales.${state}`)}</Badge>
                {state === "ended" ? null : (
                  <ender.Form method="post" className="ml-auto">
                    <input type="hidden" name="intent" value="end-sale" />
                    <input type="hidden" name="id" value={sale.id} />
                    <input type="hidden" name="itemId" value={item.id} />
                    <Button type="submit" variant="secondary" size="sm" disabled={ender.state !== "idle"}>
                      {t("admin.sales.end")}
                    </Button>
                  </ender.Form>
                )}
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="text-sm text-muted">{t("admin.sales.none")}</p>
      )}
      <fetcher.Form method="post" {...getFormProps(form)} className="flex flex-col gap-3" noValidate>
        <input type="hidden" name="intent" value="save-sale" />
        <input type="hidden" name="itemId" value={item.id} />
        <FormError id={form.errorId} message={form.errors ? t(form.errors[0]) : undefined} />
        {item.variants.length ? (
          <SelectField meta={fields.scope} label={t("admin.sales.scope")} options={scopes} />
        ) : (
          <input type="hidden" name="scope" value={wholeItem} />
        )}
        <AmountField meta={fields.price} label={t("admin.sales.price")} hint={t("admin.sales.priceHint", { price: formatPrice(item.price, language) })} />
        <fieldset className="grid grid-cols-2 gap-3">
          <legend className="mb-1 text-sm font-medium">{t("admin.sales.starts")}</legend>
          <TextField meta={fields.startDay} label={t("admin.sales.day")} hint={t("admin.sales.dayHint")} autoComplete="off" />
          <TextField meta={fields.startTime} label={t("admin.sales.time")} hint={t("admin.sales.timeHint")} autoComplete="off" />
        </fieldset>
        <fieldset className="grid grid-cols-2 gap-3">
          <legend className="mb-1 text-sm font-medium">{t("admin.sales.ends")}</legend>
          <TextField meta={fields.endDay} label={t("admin.sales.day")} hint={t("admin.sales.dayHint")} autoComplete="off" />
          <TextField meta={fields.endTime} label={t("admin.sales.time")} hint={t("admin.sales.timeHint")} autoComplete="off" />
        </fieldset>
        <Button type="submit" className="self-start" disabled={isSaving(fetcher)}>
          {t("admin.sales.save")}
        </Button>
      </fetcher.Form>
      <details className="text-sm">
        <summary className="cursor-pointer font-medium">{t("admin.sales.history")}</summary>
        <ul className="mt-2 flex flex-col gap-1">
          {record.prices.map((point) => (
            <li key={point.appliedFrom.toISOString()} className="flex gap-3">
              <span className="price">{formatPrice(point.price, language)}</span>
              <span className="text-muted">{t("admin.sales.since", { date: time.dateTime(point.appliedFrom.toISOString()) })}</span>
            </li>
          ))}
        </ul>
      </details>
    </section>
  );
}
