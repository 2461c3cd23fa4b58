import { useId } from "react";
import { useTranslation } from "~/i18n/react";
import { NativeSelect } from "~/components/forms/native-select";
import { formatPrice } from "~/lib/money";
import { shippingEstimate } from "~/shop/shipping-text";
import { longestLeadTime, type ServedDestination } from "~/shop/shipping-terms";
import type { ShippingDestination, ShippingSettings } from "~shared/settings-values";
import type { Cart } from "~/shop/cart";

type ShippingEstimateProps = {
  shipping: ShippingSettings;
  /** The destinations the shop ships to (docs/product/cart-and-orders.md#shipping-estimate). */
  served: ServedDestination[];
  lines: Cart;
  total: number;
  /** One of `served`. */
  destination: ServedDestination;
  onDestination(destination: ShippingDestination): void;
};

/**
 * The cart's shipping for the destination the shopper picks among those the shop ships to: the
 * cost for this total (free from that destination's threshold), the total with it, and the days
 * to the door with the longest making time.
 */
export function ShippingEstimate({ shipping, served, lines, total, destination, onDestination }: ShippingEstimateProps) {
  const { t, language } = useTranslation();
  const id = useId();
  const estimate = shippingEstimate(t, language, shipping, destination, total, longestLeadTime(lines));
  return (
    <div className="mt-4 flex flex-col gap-3 border-t border-border pt-4 text-sm">
      <div className="flex flex-col gap-1.5">
        <label htmlFor={id} className="font-medium text-ink">
          {t("shipping.destinationLabel")}
        </label>
        <NativeSelect
          id={id}
          value={destination.destination}
          onChange={(event) => onDestination(event.target.value as ShippingDestination)}
        >
          {served.map(({ destination: option }) => (
            <option key={option} value={option}>
              {t(`shipping.destination.${option}`)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <p className="flex items-baseline justify-between gap-3">
        <span>{t("shipping.cost")}</span>
        <span className="price" data-testid="shipping-cost">
          {estimate.price}
        </span>
      </p>
      <p className="text-muted">{estimate.days}</p>
      <p className="flex items-baseline justify-between gap-3 border-t border-border pt-3 text-lg">
        <span className="font-medium">{t("shipping.totalWithShipping")}</span>
        <span className="price" data-testid="total-with-shipping">
          {formatPrice(estimate.totalWithShipping, language)}
        </span>
      </p>
      <p className="text-xs text-muted">{t("shipping.estimateNote")}</p>
    </div>
  );
}
