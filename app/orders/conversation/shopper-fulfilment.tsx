import { useTranslation } from "~/i18n/react";
import { useShopTime } from "~/lib/use-shop-time";
import type { ShopperRequest } from "./conversation.server";
import { linkParts } from "./fulfilment-form";

/* What the owner said about paying and shipping, on the shopper's request page (decision 0070). */

/** The owner's payment instructions, a payment link in them followable, and the number to quote. */
export function HowToPay({ request }: { request: Pick<ShopperRequest, "paymentInstructions" | "reference"> }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-3" data-testid="how-to-pay">
      <p className="break-words whitespace-pre-wrap">
        {linkParts(request.paymentInstructions ?? "").map((part, i) =>
          part.href ? (
            <a key={i} href={part.href} rel="noopener noreferrer nofollow" className="text-accent-ink underline underline-offset-4">
              {part.text}
            </a>
          ) : (
            part.text
          ),
        )}
      </p>
      <p className="text-sm text-muted">{t("request.fulfilment.howToPayHint", { reference: request.reference })}</p>
    </div>
  );
}

/** The carrier, the tracking number and the day it left, or that it waits to be collected. */
export function Shipment({ request }: { request: Pick<ShopperRequest, "carrier" | "trackingNumber" | "shippedAt"> }) {
  const { t } = useTranslation();
  const { date } = useShopTime();
  const day = request.shippedAt ? date(request.shippedAt) : "";
  if (!request.carrier) return <p data-testid="shipment">{t("request.fulfilment.ready", { date: day })}</p>;
  const rows: [string, string][] = [[t("request.fulfilment.carrier"), request.carrier]];
  if (request.trackingNumber) rows.push([t("request.fulfilment.trackingNumber"), request.trackingNumber]);
  rows.push([t("request.fulfilment.shippedOn"), day]);
  return (
    <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[auto_1fr]" data-testid="shipment">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-muted">{label}</dt>
          <dd className="mb-2 min-w-0 font-medium break-all sm:mb-0">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
