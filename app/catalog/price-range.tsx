import { useId } from "react";
import { useTranslation } from "~/i18n/react";
import type { Language } from "~shared/languages";
import { formatPrice } from "~/lib/money";
import { cn } from "~/lib/utils";

export type PriceRangeValue = readonly [number, number];

type PriceRangeProps = {
  /** The slider's ends, in whole euros. */
  bounds: { min: number; max: number };
  value: PriceRangeValue;
  onChange(value: PriceRangeValue): void;
  language: Language;
  /** The visible label, naming both thumbs' group. */
  label: string;
  labelClassName?: string;
};

/** Thumb diameter in pixels: the filled part of the track ends under the thumbs' centres. */
const thumb = 22;

/**
 * Two native range inputs over one track (docs/product/storefront.md#catalog-filters: a price-range slider, step 1). Native inputs
 * work before JavaScript loads, with the keyboard and with screen readers; their names (min, max)
 * put the range in the filter form's URL.
 */
export function PriceRange({ bounds, value, onChange, language, label, labelClassName }: PriceRangeProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const [low, high] = value;
  const span = Math.max(1, bounds.max - bounds.min);
  const at = (n: number) => ((n - bounds.min) / span) * 100;
  // Where a thumb's centre sits: native sliders keep the whole thumb inside the track.
  const centre = (n: number) => `calc(${at(n)}% + ${(0.5 - at(n) / 100) * thumb}px)`;
  // Written out in full so that Tailwind finds every class.
  const input = cn(
    "pointer-events-none absolute inset-0 m-0 h-full w-full appearance-none bg-transparent outline-none disabled:opacity-50",
    "[&::-webkit-slider-thumb]:pointer-events-auto [&::-webkit-slider-thumb]:size-[22px] [&::-webkit-slider-thumb]:cursor-grab [&::-webkit-slider-thumb]:appearance-none [&::-webkit-slider-thumb]:rounded-full [&::-webkit-slider-thumb]:border-2 [&::-webkit-slider-thumb]:border-white [&::-webkit-slider-thumb]:bg-accent [&::-webkit-slider-thumb]:shadow-[0_1px_3px_rgb(0_0_0/0.35)] active:[&::-webkit-slider-thumb]:cursor-grabbing",
    "[&::-moz-range-thumb]:pointer-events-auto [&::-moz-range-thumb]:size-[22px] [&::-moz-range-thumb]:cursor-grab [&::-moz-range-thumb]:appearance-none [&::-moz-range-thumb]:rounded-full [&::-moz-range-thumb]:border-2 [&::-moz-range-thumb]:border-white [&::-moz-range-thumb]:bg-accent [&::-moz-range-thumb]:shadow-[0_1px_3px_rgb(0_0_0/0.35)] active:[&::-moz-range-thumb]:cursor-grabbing",
    "focus-visible:[&::-webkit-slider-thumb]:outline-2 focus-visible:[&::-webkit-slider-thumb]:outline-offset-2 focus-visible:[&::-webkit-slider-thumb]:outline-accent focus-visible:[&::-webkit-slider-thumb]:outline-solid",
    "focus-visible:[&::-moz-range-thumb]:outline-2 focus-visible:[&::-moz-range-thumb]:outline-offset-2 focus-visible:[&::-moz-range-thumb]:outline-accent focus-visible:[&::-moz-range-thumb]:outline-solid",
  );
  const disabled = bounds.max <= bounds.min;
  // One thumb: its input's name is the filter form's field, its value a whole euro.
  const rangeInput = (name: "min" | "max", price: number, ariaLabel: string, next: (n: number) => PriceRangeValue, className: string) => (
    <input
      type="range"
      name={name}
      min={bounds.min}
      max={bounds.max}
      step={1}
      value={price}
      disabled={disabled}
      aria-label={ariaLabel}
      aria-valuetext={formatPrice(price, language)}
      onChange={(event) => onChange(next(Number(event.target.value)))}
      className={className}
    />
  );

  return (
    <div role="group" aria-labelledby={labelId} className="flex flex-col gap-1.5">
      <div className="flex items-baseline justify-between gap-3">
        <span id={labelId} className={labelClassName}>
          {label}
        </span>
        <span className="text-sm text-muted tabular-nums" aria-hidden>
          {formatPrice(low, language)} – {formatPrice(high, language)}
        </span>
      </div>
      <div className="relative h-11 md:h-10">
        <div aria-hidden className="absolute inset-x-0 top-1/2 h-1 -translate-y-1/2 rounded-full bg-border" />
        <div
          aria-hidden
          className="absolute top-1/2 h-1 -translate-y-1/2 rounded-full bg-accent"
          style={{ left: centre(low), right: `calc(100% - ${centre(high)})` }}
        />
        {rangeInput(
          "min",
          low,
          t("catalogPage.minPrice"),
          (n) => [Math.min(n, high), high],
          // Where the thumbs meet near the top end, the lower one must be the one a finger catches.
          cn(input, at(low) > 50 && "z-10"),
        )}
        {rangeInput("max", high, t("catalogPage.maxPrice"), (n) => [low, Math.max(n, low)], input)}
      </div>
    </div>
  );
}
