import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Mail } from "lucide-react";
import { useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { useTranslation } from "~/i18n/react";
import { toast } from "~/components/ui/toast";
import type { OrderKind } from "~db/schema/orders";
import { type Cart, cartTotal } from "~/shop/cart";
import { Button } from "~/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { formatPrice } from "~/lib/money";
import { useRootData } from "~/root-data";
import { copyText, newIdempotencyKey, postOrderRequest } from "./order-client";
import { FormError } from "~/components/forms/field";
import { TextAreaField } from "~/components/forms/textarea-field";
import { TextField } from "~/components/forms/text-field";
import { destinationNotServed, orderRequestInputSchema } from "./order-form";
import { composeOrderMessage, contactValues, problemMessages, type SentOrder } from "./order-message";
import type { LineProblem } from "./order-reply";
import { lineLabel } from "./order-text";
import { openMailLink } from "./open-mail-link";
import type { ShippingDestination } from "~shared/settings-values";
import { HoneypotField, LineInputs, PrivacyNotice, RefusalNotice } from "./order-form-parts";

type OrderDialogProps = {
  kind: OrderKind;
  /** What is requested: the cart's lines, or one piece to make anew. */
  lines: Cart;
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Gives the focus back to the button that opened it (order-request-button.tsx). */
  returnFocus(event: Event): void;
  /** Called once the e-mail has been opened; the dialog closes and the caller shows the confirmation (which takes the focus). */
  onSent(sent: SentOrder): void;
  /** The server refused some lines; the caller brings its lines up to date. */
  onRefused?(problems: LineProblem[]): Promise<void>;
  /** Where the shopper wants it sent (the cart's estimate): the order text states that shipping. */
  destination?: ShippingDestination;
};

/**
 * The order dialog (docs/product/cart-and-orders.md#order-dialog): the shopper's contact details, then "Copy & Open
 * Email" stores the request on the server, copies the order text, opens the mailto and says so.
 */
export function OrderDialog({ kind, lines, open, onOpenChange, returnFocus, onSent, onRefused, destination }: OrderDialogProps) {
  const { t } = useTranslation();
  // After a send the focus goes to the confirmation, not back to the button.
  const sent = useRef(false);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        closeLabel={t("order.close")}
        onCloseAutoFocus={(event) => {
          if (sent.current) event.preventDefault();
          else returnFocus(event);
          sent.current = false;
        }}
      >
        <DialogHeader>
          <DialogTitle>{kind === "commission" ? t("order.commissionTitle") : t("order.requestOrder")}</DialogTitle>
          <DialogDescription>{kind === "commission" ? t("order.commissionDescription") : t("order.dialogDescription")}</DialogDescription>
        </DialogHeader>
        <OrderForm
          kind={kind}
          lines={lines}
          destination={destination}
          onRefused={onRefused}
          onSent={(result) => {
            sent.current = true;
            onOpenChange(false);
            onSent(result);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}

function OrderForm({ kind, lines, onSent, onRefused, destination }: Omit<OrderDialogProps, "open" | "onOpenChange" | "returnFocus">) {
  const { t } = useTranslation();
  const { language, shop } = useRootData();
  // Made when the dialog opens (this form mounts with it).
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [lastResult, setLastResult] = useState<SubmissionResult<string[]>>();
  const [refusal, setRefusal] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const revalidator = useRevalidator();

  async function send(formData: FormData) {
    setBusy(true);
    setRefusal([]);
    const reply = await postOrderRequest(formData, language);
    if (reply.status === "invalid") {
      setLastResult(reply.submission);
      // The shop's destinations changed since the page was read: the cart's list is read again.
      if (reply.submission.error?.[""]?.includes(destinationNotServed)) void revalidator.revalidate();
      setBusy(false);
      return;
    }
    if (reply.status === "refused") {
      setRefusal(problemMessages(reply.problems, lines, language, t));
      await onRefused?.(reply.problems);
      setBusy(false);
      return;
    }
    const stored = reply.status === "stored" ? reply : null;
    if (!stored) toast.error(t("order.notSaved"));
    const message = composeOrderMessage({
      kind,
      stored,
      lines,
      customer: contactValues(formData),
      language,
      shopEmail: shop.email,
      vatNote: shop.vatNote,
      t,
      terms: { shipping: shop.shipping, returns: shop.returns, destination: destination ?? null },
    });
    // docs/product/cart-and-orders.md#order-dialog: copy, then open the mail program; a refused copy is not mentioned.
    const copied = await copyText(message.text);
    openMailLink(message.mailto);
    if (copied) toast.success(t("order.copied"));
    onSent({ kind, ...message, token: stored?.token ?? null, shopperMail: stored?.shopperMail });
  }

  const [form, fields] = useForm({
    id: `order-${kind}`,
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: orderRequestInputSchema }),
    // Checked first on submit (an error appearing on blur would move the button away from the pointer), then as typed.
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onSubmit(event, { formData }) {
      event.preventDefault();
      if (!busy) void send(formData);
    },
  });
  const formError = form.errors?.[0] ?? fields.lines.errors?.[0] ?? fields.destination.errors?.[0];

  return (
    <form method="post" action="/order-requests" {...getFormProps(form)} className="flex flex-col gap-5 px-5 pt-4 pb-5 sm:px-6 sm:pb-6">
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
      {kind === "order" && destination ? <input type="hidden" name="destination" value={destination} /> : null}
      <HoneypotField />
      {lines.map((line, index) => (
        <LineInputs key={`${line.id}:${line.selectedColorId}`} index={index} line={line} />
      ))}

      <section aria-label={t("order.yourRequest")} className="rounded-xl bg-tint/70 px-4 py-3 text-sm">
        <ul className="flex flex-col gap-1.5">
          {lines.map((line) => (
            <li key={`${line.id}:${line.selectedColorId}`} className="flex items-baseline justify-between gap-3">
              <span className="min-w-0">
                {lineLabel(line)} <span className="text-muted">× {line.qty}</span>
              </span>
              <span className="price shrink-0">{formatPrice(line.price * line.qty, language)}</span>
            </li>
          ))}
        </ul>
        {kind === "order" ? (
          <p className="mt-2 flex items-baseline justify-between gap-3 border-t border-ink/10 pt-2 font-medium">
            <span>{t("cartPage.total")}</span>
            <span className="price">{formatPrice(cartTotal(lines), language)}</span>
          </p>
        ) : null}
      </section>

      <RefusalNotice title={t("order.refusedTitle")} messages={refusal}>
        {kind === "order" ? <p className="mt-1">{t("order.refusedText")}</p> : null}
      </RefusalNotice>

      <div className="grid gap-4 sm:grid-cols-2">
        <TextField meta={fields.name} label={t("order.name")} autoComplete="name" />
        <TextField meta={fields.email} label={t("order.email")} type="email" autoComplete="email" spellCheck={false} />
        <div className="sm:col-span-2">
          <TextField meta={fields.phone} label={t("order.phone")} type="tel" autoComplete="tel" inputMode="tel" />
        </div>
        <PrivacyNotice />
        <div className="sm:col-span-2">
          {kind === "commission" ? (
            <>
              <TextAreaField meta={fields.notes} label={t("order.wishes")} hint={t("order.wishesHint")} hintAbove rows={4} />
              {/* Made to the shopper's wishes: the one contract without a right of withdrawal, said before asking (docs/product/cart-and-orders.md#commissions). */}
              <p className="mt-2 text-xs leading-relaxed text-muted" data-testid="commission-withdrawal">
                {t("policies.commissionWithdrawal")}
              </p>
            </>
          ) : (
            <TextAreaField meta={fields.notes} label={t("order.notes")} rows={4} />
          )}
        </div>
      </div>

      <FormError message={formError ? t(formError) : undefined} />

      <DialogFooter>
        <DialogClose asChild>
          <Button variant="secondary">{t("order.cancel")}</Button>
        </DialogClose>
        <Button type="submit" disabled={busy}>
          <Mail aria-hidden />
          {busy ? t("order.sending") : t("order.copyAndOpenEmail")}
        </Button>
      </DialogFooter>
    </form>
  );
}
