import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "react-router";
import type { DeliveryChoice } from "~db/schema/orders";
import { FormError } from "~/components/forms/field";
import { SelectField } from "~/components/forms/select-field";
import { TextField } from "~/components/forms/text-field";
import { Button } from "~/components/ui/button";
import { useTranslation } from "~/i18n/react";
import { addressLines, deliveryInputSchema } from "./delivery-choice";
import type { ShopperFormReply } from "./shopper-writes-action.server";

/** The delivery choice as both pages show it: the address in lines, or collection. */
export function DeliverySummary({ choice, collection }: { choice: DeliveryChoice; collection: string }) {
  const { language } = useTranslation();
  return choice.method === "collection" ? (
    <p data-testid="delivery-choice">{collection}</p>
  ) : (
    <address className="not-italic" data-testid="delivery-choice">
      {addressLines(choice, language).map((line, i) => (
        <span key={i} className="block break-words">
          {line}
        </span>
      ))}
    </address>
  );
}

/**
 * Where the shopper wants the pieces, while a quote waits for their answer
 * (docs/product/cart-and-orders.md#delivery-choice): by post to an address in a country the shop
 * ships to (`countries`, code to name, Italy first), or collection. Without scripts the address
 * boxes hide by CSS alone when collection is picked; the server ignores them then.
 */
export function DeliveryForm({
  current,
  countries,
  reply,
}: {
  current: DeliveryChoice | null;
  countries: Record<string, string>;
  reply?: ShopperFormReply;
}) {
  const { t } = useTranslation();
  const busy = useNavigation().state === "submitting";
  const codes = Object.keys(countries);
  const [form, fields] = useForm({
    id: "delivery-form",
    lastResult: reply?.intent === "delivery" ? reply.result : undefined,
    defaultValue: current ?? { method: codes.length ? "post" : "collection", country: codes[0] },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: deliveryInputSchema(codes) }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const { key: _key, ...method } = getInputProps(fields.method, { type: "radio", value: false });
  const chosen = fields.method.initialValue ?? (codes.length ? "post" : "collection");
  return (
    <Form method="post" {...getFormProps(form)} className="group flex flex-col gap-4">
      <input type="hidden" name="intent" value="delivery" />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium">{t("request.delivery.how")}</legend>
        {codes.length ? (
          <label className="flex min-h-11 items-center gap-3">
            <input {...method} value="post" defaultChecked={chosen === "post"} className="size-5 accent-accent" />
            {t("request.delivery.post")}
          </label>
        ) : null}
        <label className="flex min-h-11 items-center gap-3">
          <input {...method} value="collection" defaultChecked={chosen === "collection"} className="size-5 accent-accent" />
          {t("request.delivery.collection")}
        </label>
      </fieldset>
      {codes.length ? (
        <div className="grid gap-4 group-has-[input[value=collection]:checked]:hidden sm:grid-cols-2">
          <TextField meta={fields.name} label={t("request.delivery.name")} autoComplete="shipping name" className="sm:col-span-2" />
          <TextField meta={fields.street} label={t("request.delivery.street")} autoComplete="shipping street-address" className="sm:col-span-2" />
          <TextField meta={fields.postalCode} label={t("request.delivery.postalCode")} autoComplete="shipping postal-code" />
          <TextField meta={fields.city} label={t("request.delivery.city")} autoComplete="shipping address-level2" />
          <div className="sm:col-span-2">
            <SelectField meta={fields.country} label={t("request.delivery.country")} options={countries} defaultValue={codes[0]} />
          </div>
        </div>
      ) : null}
      <FormError id={form.errorId} message={form.errors?.[0] ? t(form.errors[0]) : undefined} boxed />
      <Button type="submit" variant="secondary" disabled={busy} className="w-full sm:w-auto sm:self-start">
        {current ? t("request.delivery.change") : t("request.delivery.save")}
      </Button>
    </Form>
  );
}
