import { CircleAlert } from "lucide-react";
import type { ReactNode } from "react";
import type { CartLine } from "~/shop/cart";
import { cn } from "~/lib/utils";
import { useTranslation } from "~/i18n/react";
import { honeypotField } from "./honeypot";
import { policyPath } from "~/shop/policy-kinds";
import { useRootData } from "~/root-data";

/*
 * The parts of the order form that the dialog and the cart's form without scripts share
 * (docs/product/cart-and-orders.md#cart-without-scripts).
 */

/**
 * A field for simple bots only (docs/decisions/0032): `hidden` keeps it from eyes, screen readers,
 * the keyboard and autofill, so a person never fills it.
 */
export function HoneypotField() {
  const { t } = useTranslation();
  return (
    <div hidden>
      <label>
        {t("order.leaveEmpty")}
        <input name={honeypotField} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}

/**
 * GDPR art. 13 where the contact details are asked, and that a request binds nobody until the shop
 * confirms it (docs/decisions/0037). The policy opens in a new tab, so nothing typed is lost.
 */
export function PrivacyNotice() {
  const { t } = useTranslation();
  const { shop } = useRootData();
  return (
    <div className="flex flex-col gap-1 text-xs leading-relaxed text-muted sm:col-span-2" data-testid="order-privacy">
      <p>
        {t("policies.privacyNotice", { controller: shop.seller?.name ?? shop.name })}{" "}
        <a href={policyPath("privacy")} target="_blank" rel="noopener noreferrer" className="text-accent-ink underline underline-offset-2">
          {t("policies.privacyLink")}
        </a>
      </p>
      <p>{t("policies.notAnOrder")}</p>
    </div>
  );
}

/** The line as the server needs it, with the price the shopper sees (refused if today's differs). */
export function LineInputs({ index, line }: { index: number; line: CartLine }) {
  const name = (field: string) => `lines[${index}].${field}`;
  return (
    <>
      <input type="hidden" name={name("itemId")} value={line.id} />
      {line.selectedColorId ? <input type="hidden" name={name("variantId")} value={line.selectedColorId} /> : null}
      <input type="hidden" name={name("qty")} value={line.qty} />
      <input type="hidden" name={name("unitPrice")} value={line.price} />
    </>
  );
}

/** What the server refused (pieces changed, an add not possible), as an alert; nothing when there is nothing. */
export function RefusalNotice({ title, messages, className, children }: { title?: string; messages: readonly string[]; className?: string; children?: ReactNode }) {
  if (!messages.length) return null;
  return (
    <div role="alert" className={cn("flex gap-3 rounded-xl bg-danger-soft px-4 py-3 text-sm text-danger", className)}>
      <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
      <div>
        {title ? <p className="font-semibold">{title}</p> : null}
        <ul className={cn(messages.length > 1 && "list-disc pl-4", title && "mt-1")}>
          {messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
        {children}
      </div>
    </div>
  );
}
