import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { Link } from "react-router";
import { ProductImage } from "~/components/product-image";
import { FormError } from "~/components/forms/field";
import { TextAreaField } from "~/components/forms/textarea-field";
import { TextField } from "~/components/forms/text-field";
import { Button } from "~/components/ui/button";
import { useTranslation } from "~/i18n/react";
import { formatPrice } from "~/lib/money";
import type { CartLine } from "~/shop/cart";
import type { OrderRequestInput } from "./order-form";
import { problemMessages } from "./order-message";
import type { LineProblem } from "./order-reply";
import { HoneypotField, LineInputs, PrivacyNotice, RefusalNotice } from "./order-form-parts";
import { OrdersHeldBack } from "./orders-held-back";
import { useRootData } from "~/root-data";

type CommissionRequestViewProps = {
  piece: CartLine;
  /** Made when the page was rendered, so that sending the same page twice stores one request. */
  idempotencyKey: string;
  /** The form as the server read it, with its errors. */
  submission?: SubmissionResult<string[]>;
  /** What the server refused, and why. */
  refused?: LineProblem[];
};

/**
 * "Make me one like this" for a browser without scripts (docs/product/cart-and-orders.md#commissions):
 * the order dialog's commission form as a page, posted to the cart, which stores it as the dialog does.
 */
export function CommissionRequestView({ piece, idempotencyKey, submission, refused = [] }: CommissionRequestViewProps) {
  const { t, language } = useTranslation();
  const { shop } = useRootData();
  const [form, fields] = useForm<OrderRequestInput>({ id: "commission-order", lastResult: submission, shouldValidate: "onSubmit" });
  const formError = form.errors?.[0] ?? fields.lines.errors?.[0];
  const piecePath = `/product/${piece.slug}${piece.selectedColorId ? `?color=${piece.selectedColorId}` : ""}`;
  // After a refused send the page is posted again to the same address, so the piece stays named.
  const action = `/cart?commission=${piece.id}${piece.selectedColorId ? `&color=${piece.selectedColorId}` : ""}`;

  return (
    <div className="mt-8 flex max-w-2xl flex-col gap-6">
      <p className="text-ink/85">{t("order.commissionDescription")}</p>
      <section aria-label={t("order.yourRequest")} className="grid grid-cols-[5rem_1fr] items-center gap-4 rounded-2xl border border-border bg-surface p-4 sm:grid-cols-[6rem_1fr]">
        <Link to={piecePath} tabIndex={-1} aria-hidden className="block overflow-hidden rounded-xl">
          <ProductImage src={piece.image} alt="" sizes="96px" placeholderLabel={t("catalog.noImage")} />
        </Link>
        <div className="min-w-0">
          <h2 className="font-heading text-base leading-snug font-medium md:text-lg">
            <Link to={piecePath} className="rounded-sm hover:text-accent">
              {piece.name}
            </Link>
          </h2>
          {piece.colorName ? <p className="mt-1 text-sm text-muted">{t("catalog.selectedColor", { name: piece.colorName })}</p> : null}
          <p className="price mt-1 text-sm">{formatPrice(piece.price, language)}</p>
        </div>
      </section>

      <RefusalNotice title={t("order.refusedTitle")} messages={problemMessages(refused, [piece], language, t)} />

      {!shop.acceptsOrders ? (
        <OrdersHeldBack />
      ) : (
        <form method="post" action={action} {...getFormProps(form)} className="grid gap-4 sm:grid-cols-2">
          <input type="hidden" name="intent" value="order" />
          <input type="hidden" name="kind" value="commission" />
          <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
          <HoneypotField />
          <LineInputs index={0} line={piece} />
          <TextField meta={fields.name} label={t("order.name")} autoComplete="name" />
          <TextField meta={fields.email} label={t("order.email")} type="email" autoComplete="email" spellCheck={false} />
          <div className="sm:col-span-2">
            <TextField meta={fields.phone} label={t("order.phone")} type="tel" autoComplete="tel" inputMode="tel" />
          </div>
          <div className="sm:col-span-2">
            <TextAreaField meta={fields.notes} label={t("order.wishes")} hint={t("order.wishesHint")} hintAbove rows={4} />
            {/* The one contract without a right of withdrawal, said before asking, as in the dialog. */}
            <p className="mt-2 text-xs leading-relaxed text-muted" data-testid="commission-withdrawal">
              {t("policies.commissionWithdrawal")}
            </p>
          </div>
          <PrivacyNotice />
          <div className="sm:col-span-2">
            <FormError message={formError ? t(formError) : undefined} />
          </div>
          <Button type="submit" size="lg" className="w-full sm:col-span-2 sm:w-auto sm:justify-self-start">
            {t("order.sendCommission")}
          </Button>
        </form>
      )}
    </div>
  );
}
