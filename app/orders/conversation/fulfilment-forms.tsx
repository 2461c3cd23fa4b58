import { PackageCheck, Send, Truck } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { AdminCard } from "~/components/back-office/admin-card";
import { Field, fieldClass, hintIdOf, inputClass } from "~/components/forms/field";
import { Button } from "~/components/ui/button";
import { useTranslation } from "~/i18n/react";
import { useShopTime } from "~/lib/use-shop-time";
import { cn } from "~/lib/utils";
import type { AdminOrder } from "~/orders/admin/order-admin";
import { canGivePaymentInstructions, canShip, commonCarriers } from "./fulfilment-form";
import type { ConversationAnswer } from "./conversation-intents";

/*
 * The owner's payment instructions and shipping on the detail page (decision 0070). Plain forms:
 * they work without scripts, and a refused post comes back with what was typed.
 */

type FormEcho = ConversationAnswer["form"];

/** A box's ids, its error (a translation key) from the last post of `intent`, and what was typed then. */
function box(form: FormEcho, intent: string, name: string, hint: boolean) {
  const id = `${intent}-${name}`;
  const echoed = form?.intent === intent;
  const error = echoed ? form.errors[name]?.[0] : undefined;
  const field = { id, errorId: `${id}-error`, errors: error ? [error] : undefined };
  const describedBy = [error ? field.errorId : null, hint ? hintIdOf(field) : null].filter(Boolean).join(" ");
  return {
    field,
    typed: echoed ? (form.values[name] as string | undefined) : undefined,
    control: { id, name, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy || undefined },
  };
}

const useBusy = () => {
  const navigation = useNavigation();
  return navigation.state !== "idle" && navigation.formMethod !== undefined;
};

/** How to pay: written once the shopper has accepted, pre-filled from the default of Settings. */
export function PaymentInstructionsForm({ order, form, defaultText }: { order: AdminOrder; form: FormEcho; defaultText: string }) {
  const { t } = useTranslation();
  const busy = useBusy();
  if (!canGivePaymentInstructions(order.status)) {
    return order.paymentInstructions ? (
      <AdminCard title={t("admin.fulfilment.paymentTitle")}>
        <p className="text-sm whitespace-pre-wrap">{order.paymentInstructions}</p>
      </AdminCard>
    ) : null;
  }
  const prefilled = !order.paymentInstructions && Boolean(defaultText);
  const instructions = box(form, "paymentInstructions", "instructions", prefilled);
  return (
    <AdminCard title={t("admin.fulfilment.paymentTitle")} description={t("admin.fulfilment.paymentHint")}>
      {/* A new key once saved: the box then starts from what was stored. */}
      <Form method="post" className="flex flex-col gap-3" key={order.paymentInstructions ?? ""} aria-label={t("admin.fulfilment.paymentTitle")}>
        <input type="hidden" name="intent" value="paymentInstructions" />
        <Field
          field={instructions.field}
          label={t("admin.fulfilment.instructions")}
          hint={prefilled ? t("admin.fulfilment.instructionsDefault") : undefined}
        >
          <textarea
            {...instructions.control}
            rows={5}
            defaultValue={instructions.typed ?? order.paymentInstructions ?? defaultText}
            className={cn(fieldClass, "min-h-32 py-2")}
          />
        </Field>
        <Button type="submit" disabled={busy} className="self-start max-sm:w-full">
          <Send aria-hidden />
          {t("admin.fulfilment.savePayment")}
        </Button>
      </Form>
    </AdminCard>
  );
}

/**
 * Shipping a confirmed order with its carrier and tracking number, or, when the shopper collects
 * it, saying it is ready. A shipping can be corrected while the order is confirmed.
 */
export function ShippingForm({ order, form }: { order: AdminOrder; form: FormEcho }) {
  const { t } = useTranslation();
  const { date } = useShopTime();
  const busy = useBusy();
  const shippable = canShip(order.status);
  if (!shippable && !order.shippedAt) return null;
  const collected = order.delivery?.method === "collection";
  const done = order.shippedAt ? (
    <p className="text-sm font-medium" data-testid="owner-shipped">
      {order.carrier
        ? [t("admin.fulfilment.shippedOn", { date: date(order.shippedAt) }), order.carrier, order.trackingNumber]
            .filter(Boolean)
            .join(" · ")
        : t("admin.fulfilment.readyOn", { date: date(order.shippedAt) })}
    </p>
  ) : null;
  if (collected) {
    return (
      <AdminCard title={t("admin.fulfilment.shippingTitle")} description={t("admin.fulfilment.readyHint")}>
        {done}
        {shippable && !order.shippedAt ? (
          <Form method="post">
            <input type="hidden" name="intent" value="ship" />
            <input type="hidden" name="method" value="collection" />
            <Button type="submit" disabled={busy} className="max-sm:w-full">
              <PackageCheck aria-hidden />
              {t("admin.fulfilment.markReady")}
            </Button>
          </Form>
        ) : null}
      </AdminCard>
    );
  }
  const carrier = box(form, "ship", "carrier", true);
  const tracking = box(form, "ship", "trackingNumber", true);
  return (
    <AdminCard title={t("admin.fulfilment.shippingTitle")} description={t("admin.fulfilment.shippingHint")}>
      <div className="flex flex-col gap-4">
        {done}
        {shippable ? (
          <Form
            method="post"
            className="flex flex-col gap-4"
            key={`${order.carrier}/${order.trackingNumber}`}
            aria-label={t("admin.fulfilment.shippingTitle")}
          >
            <input type="hidden" name="intent" value="ship" />
            <input type="hidden" name="method" value="post" />
            <div className="grid gap-4 sm:grid-cols-2">
              <Field field={carrier.field} label={t("admin.fulfilment.carrier")} hint={t("admin.fulfilment.carrierHint")}>
                <input
                  {...carrier.control}
                  list="common-carriers"
                  autoComplete="off"
                  defaultValue={carrier.typed ?? order.carrier ?? ""}
                  className={inputClass}
                />
                <datalist id="common-carriers">
                  {commonCarriers.map((name) => (
                    <option key={name} value={name} />
                  ))}
                </datalist>
              </Field>
              <Field field={tracking.field} label={t("admin.fulfilment.trackingNumber")} hint={t("admin.fulfilment.trackingHint")}>
                <input
                  {...tracking.control}
                  autoComplete="off"
                  autoCapitalize="characters"
                  spellCheck={false}
                  defaultValue={tracking.typed ?? order.trackingNumber ?? ""}
                  className={inputClass}
                />
              </Field>
            </div>
            <Button type="submit" disabled={busy} className="self-start max-sm:w-full">
              <Truck aria-hidden />
              {order.shippedAt ? t("admin.fulfilment.updateShipping") : t("admin.fulfilment.markShipped")}
            </Button>
          </Form>
        ) : null}
      </div>
    </AdminCard>
  );
}
