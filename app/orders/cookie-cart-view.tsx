import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { Trash2 } from "lucide-react";
import { Link } from "react-router";
import { ProductImage } from "~/components/product-image";
import { FormError } from "~/components/forms/field";
import { NativeSelect } from "~/components/forms/native-select";
import { TextAreaField } from "~/components/forms/textarea-field";
import { TextField } from "~/components/forms/text-field";
import { Button } from "~/components/ui/button";
import { useTranslation } from "~/i18n/react";
import { formatPrice } from "~/lib/money";
import type { OrderRequestInput } from "./order-form";
import { problemMessages } from "./order-message";
import type { LineProblem } from "./order-reply";
import { HoneypotField, LineInputs, PrivacyNotice, RefusalNotice } from "./order-form-parts";
import { OrdersHeldBack } from "./orders-held-back";
import { useRootData } from "~/root-data";
import { servedDestinations } from "~/shop/shipping-terms";
import { type Cart, cartCount, cartTotal } from "~/shop/cart";
import { ReductionNote } from "~/components/shown-price";

type CookieCartViewProps = {
  lines: Cart;
  /** Made when the page was rendered, so that sending the same page twice stores one request. */
  idempotencyKey: string;
  /** Why the last add was refused, as a text key. */
  refusal?: string;
  /** The order form as the server read it, with its errors. */
  submission?: SubmissionResult<string[]>;
  /** The pieces the server refused, and why. */
  refused?: LineProblem[];
};

/**
 * The cart of a browser without scripts (docs/product/cart-and-orders.md#cart-without-scripts):
 * its lines read from the cookie at today's prices, each removable by a form, and the order form
 * posted to the cart, which stores the request as the order dialog does.
 */
export function CookieCartView({ lines, idempotencyKey, refusal, submission, refused = [] }: CookieCartViewProps) {
  const { t, language } = useTranslation();
  const { shop } = useRootData();
  const served = shop.shipping ? servedDestinations(shop.shipping) : [];
  const [form, fields] = useForm<OrderRequestInput>({ id: "cart-order", lastResult: submission, shouldValidate: "onSubmit" });
  const formError = form.errors?.[0] ?? fields.lines.errors?.[0] ?? fields.destination.errors?.[0];

  return (
    <div className="mt-8 grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-12">
      <section aria-labelledby="cart-lines-title">
        <h2 id="cart-lines-title" className="sr-only">
          {t("cartPage.lines")}
        </h2>
        <RefusalNotice messages={refusal ? [t(refusal)] : []} className="mb-4" />
        <ul className="divide-y divide-border border-b border-border">
          {lines.map((line) => (
            <li key={`${line.id}:${line.selectedColorId}`} className="grid grid-cols-[5rem_1fr] gap-x-4 py-5 first:pt-0 sm:grid-cols-[6rem_1fr]">
              <Link to={`/product/${line.slug}`} tabIndex={-1} aria-hidden className="block overflow-hidden rounded-xl">
                <ProductImage src={line.image} alt="" sizes="96px" placeholderLabel={t("catalog.noImage")} />
              </Link>
              <div className="flex min-w-0 items-start justify-between gap-3">
                <div className="min-w-0">
                  <h3 className="font-heading text-base leading-snug font-medium md:text-lg">
                    <Link to={`/product/${line.slug}`} className="rounded-sm hover:text-accent">
                      {line.name}
                    </Link>
                  </h3>
                  {line.colorName ? <p className="mt-1 text-sm text-muted">{t("catalog.selectedColor", { name: line.colorName })}</p> : null}
                  <p className="price mt-1 text-sm font-normal text-muted">{t("cartPage.each", { price: formatPrice(line.price, language) })}</p>
                  <ReductionNote reduction={line.reduction} />
                  <p className="mt-1 text-sm">
                    {t("cartPage.quantity")}: <span data-testid="cookie-cart-qty">{line.qty}</span>
                  </p>
                </div>
                <div className="flex flex-col items-end gap-2">
                  <form method="post" action="/cart">
                    <input type="hidden" name="intent" value="remove" />
                    <input type="hidden" name="item" value={line.id} />
                    <input type="hidden" name="color" value={line.selectedColorId ?? ""} />
                    <button
                      type="submit"
                      aria-label={t("cartPage.removeName", { name: line.name })}
                      className="-mt-2 -mr-2 inline-flex size-11 cursor-pointer items-center justify-center rounded-full text-muted hover:bg-danger-soft hover:text-danger md:size-10"
                    >
                      <Trash2 className="size-4" aria-hidden />
                    </button>
                  </form>
                  <p className="price text-base">{formatPrice(line.price * line.qty, language)}</p>
                </div>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <aside aria-labelledby="cart-summary-title" className="rounded-2xl border border-border bg-surface p-5 md:p-6">
        <h2 id="cart-summary-title" className="text-xl">
          {t("cartPage.summary")}
        </h2>
        <p className="mt-1 text-sm text-muted">{t("cartPage.pieces", { count: cartCount(lines) })}</p>
        <p className="mt-4 flex items-baseline justify-between gap-3 border-t border-border pt-4 text-lg">
          <span className="font-medium">{t("cartPage.total")}</span>
          <span className="price">{formatPrice(cartTotal(lines), language)}</span>
        </p>
        <p className="mt-1 text-right text-sm text-muted">{shop.vatNote}</p>
        <p className="mt-4 text-sm text-muted">{t("cartPage.noPayment")}</p>
        {!shop.acceptsOrders ? (
          <OrdersHeldBack className="mt-5" />
        ) : (
          <form method="post" action="/cart" {...getFormProps(form)} className="mt-5 flex flex-col gap-4 border-t border-border pt-5">
            <h3 className="text-lg">{t("order.requestOrder")}</h3>
            <input type="hidden" name="intent" value="order" />
            <input type="hidden" name="kind" value="order" />
            <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
            <HoneypotField />
            {lines.map((line, index) => (
              <LineInputs key={`${line.id}:${line.selectedColorId}`} index={index} line={line} />
            ))}
            <RefusalNotice title={t("order.refusedTitle")} messages={problemMessages(refused, lines, language, t)} />
            <TextField meta={fields.name} label={t("order.name")} autoComplete="name" />
            <TextField meta={fields.email} label={t("order.email")} type="email" autoComplete="email" spellCheck={false} />
            <TextField meta={fields.phone} label={t("order.phone")} type="tel" autoComplete="tel" inputMode="tel" />
            <TextAreaField meta={fields.notes} label={t("order.notes")} rows={3} />
            {served.length ? (
              <div className="flex flex-col gap-1.5 text-sm">
                <label htmlFor="cart-order-destination" className="font-medium text-ink">
                  {t("shipping.destinationLabel")}
                </label>
                <NativeSelect id="cart-order-destination" name="destination" defaultValue={served[0].destination}>
                  {served.map(({ destination }) => (
                    <option key={destination} value={destination}>
                      {t(`shipping.destination.${destination}`)}
                    </option>
                  ))}
                </NativeSelect>
              </div>
            ) : null}
            <PrivacyNotice />
            <FormError message={formError ? t(formError) : undefined} />
            <Button type="submit" size="lg" className="w-full">
              {t("order.requestOrder")}
            </Button>
          </form>
        )}
      </aside>
    </div>
  );
}
