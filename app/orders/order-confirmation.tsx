import { CircleCheck, Copy, Mail, MailWarning } from "lucide-react";
import { type ReactNode, useEffect, useRef } from "react";
import { useTranslation } from "~/i18n/react";
import { toast } from "~/components/ui/toast";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/utils";
import { copyText } from "./order-client";
import { composeOrderMessage, type PostedOrder, type SentOrder } from "./order-message";
import { useRootData } from "~/root-data";
import type { Cart } from "~/shop/cart";

/** What the confirmation says of the shop's e-mail to the shopper (docs/product/cart-and-orders.md#e-mails-to-shoppers). */
const shopperMailTexts = {
  sending: "order.mailSending",
  limited: "order.mailLimited",
  off: "order.mailOff",
} as const;

/**
 * What the shopper sees once the request is sent: its reference (or that it could not be stored),
 * whether the shop e-mails them its link, and a way to open the e-mail or copy the summary again.
 * Takes the focus when it appears.
 */
export function OrderConfirmation({ sent, className, children }: { sent: SentOrder; className?: string; children?: ReactNode }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [sent]);
  const stored = sent.reference !== null;
  const Icon = stored ? CircleCheck : MailWarning;

  return (
    <section
      aria-labelledby="order-sent-title"
      className={cn("rounded-2xl border px-5 py-6 md:px-8 md:py-8", stored ? "border-success/30 bg-success-soft/60" : "border-accent/30 bg-accent-soft/60", className)}
    >
      <div className="flex items-center gap-3">
        <Icon className={cn("size-6 shrink-0", stored ? "text-success" : "text-accent-ink")} aria-hidden />
        <h2 id="order-sent-title" ref={heading} tabIndex={-1} className="text-xl outline-none md:text-2xl">
          {stored ? t("order.sentTitle") : t("order.notSavedTitle")}
        </h2>
      </div>
      <div className="sm:pl-9">
        {sent.reference !== null ? <p className="mt-3 font-medium">{t("order.sentReference", { reference: sent.reference })}</p> : null}
        {sent.token ? (
          // docs/decisions/0035: the request's own page, where the shop's answers arrive.
          <p className="mt-2">
            <a href={`/request/${sent.token}`} className="font-medium text-accent-ink underline underline-offset-4">
              {t("request.link")}
            </a>
            <span className="block text-sm text-muted">{t("request.linkHint")}</span>
            {sent.shopperMail ? (
              <span className="mt-1 block text-sm" data-testid="order-shopper-mail">
                {t(shopperMailTexts[sent.shopperMail])}
              </span>
            ) : null}
          </p>
        ) : null}
        <p className="mt-2 text-ink/85">{stored ? t("order.sentText") : t("order.notSaved")}</p>
        {/* The request binds to nothing until a quote is accepted (LEGAL.md §1). */}
        <p className="mt-2 text-sm text-ink/85" data-testid="order-not-binding">
          {t("policies.notAnOrder")}
        </p>
        <div className="mt-5 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          <Button asChild>
            <a href={sent.mailto}>
              <Mail aria-hidden />
              {t("order.openEmail")}
            </a>
          </Button>
          <Button
            variant="secondary"
            onClick={async () => {
              if (await copyText(sent.text)) toast.success(t("order.copied"));
            }}
          >
            <Copy aria-hidden />
            {t("order.copySummary")}
          </Button>
          {children}
        </div>
      </div>
    </section>
  );
}

/**
 * The confirmation of a request the cart's form sent without scripts, stored or not: the same as
 * the dialog's, with the same message to open or copy.
 */
export function PostedOrderConfirmation({
  posted,
  lines,
  ...shown
}: {
  posted: PostedOrder & { order: { status: "stored" | "failed" } };
  lines: Cart;
  className?: string;
  children?: ReactNode;
}) {
  const { t, language } = useTranslation();
  const { shop } = useRootData();
  const stored = posted.order.status === "stored" ? posted.order : null;
  const message = composeOrderMessage({
    kind: posted.kind,
    stored,
    lines,
    customer: posted.contact,
    language,
    shopEmail: shop.email,
    vatNote: shop.vatNote,
    t,
    terms: { shipping: shop.shipping, returns: shop.returns, destination: posted.destination },
  });
  return (
    <OrderConfirmation
      sent={{ kind: posted.kind, ...message, token: stored?.token ?? null, shopperMail: stored?.shopperMail }}
      {...shown}
    />
  );
}
