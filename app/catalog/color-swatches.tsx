import { cva } from "class-variance-authority";
import { useId, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from "~/components/ui/tooltip";
import { cn } from "~/lib/utils";
import type { ShopperVariant } from "~/shop/shopper-item";

/** DESIGN.md Colour swatches: round, 24 / 32 / 40 px, a ring when selected. */
const swatch = cva(
  "m-0 block shrink-0 cursor-pointer appearance-none rounded-full shadow-[inset_0_0_0_1px_rgb(0_0_0/0.15)] transition-shadow outline-none checked:ring-2 checked:ring-accent checked:ring-offset-2 checked:ring-offset-surface focus-visible:ring-2 focus-visible:ring-accent/60 focus-visible:ring-offset-2 disabled:pointer-events-none disabled:cursor-not-allowed",
  {
    variants: {
      size: { sm: "size-6", md: "size-8", lg: "size-10" },
    },
    defaultVariants: { size: "md" },
  },
);

/** The space each swatch may be tapped in, bigger than the swatch on touch screens. */
const hitArea = { sm: "p-1.5 md:p-1", md: "p-1.5", lg: "p-1" } as const;

type ColorSwatchesProps = {
  variants: readonly ShopperVariant[];
  selectedId: string | null;
  onSelect(id: string): void;
  /** Names the group for screen readers, e.g. the item's name. */
  label: string;
  /**
   * The form the radios belong to when the page lets a shopper without scripts choose too: its
   * id and the query parameter it sends (docs/product/storefront.md#colour-choice).
   */
  form?: { id: string; name: string };
  size?: "sm" | "md" | "lg";
  className?: string;
};

/**
 * docs/product/storefront.md#sold-out-colours: a sold-out colour is dimmed, crossed, cannot be chosen, and its
 * name reads "… - Out of stock". Arrow keys move between the colours that can be chosen.
 * The swatches are the browser's own radio buttons: their keyboard behaviour needs no script.
 */
export function ColorSwatches({ variants, selectedId, onSelect, label, form, size = "md", className }: ColorSwatchesProps) {
  const { t } = useTranslation();
  const group = useId();
  // The tapped swatch is checked at once, even when the page's own answer to it comes a task later;
  // a choice made elsewhere (the address, back and forward) is followed as it lands.
  const [picked, setPicked] = useState(selectedId);
  const [given, setGiven] = useState(selectedId);
  if (given !== selectedId) {
    setGiven(selectedId);
    setPicked(selectedId);
  }
  return (
    <TooltipProvider>
      <div role="radiogroup" aria-label={label} className={cn("-m-1.5 flex flex-wrap items-center md:-m-1", className)}>
        {variants.map((variant) => {
          const soldOut = variant.stock <= 0;
          const name = soldOut ? `${variant.name}${t("catalog.outOfStockSuffix")}` : variant.name;
          return (
            <Tooltip key={variant.id}>
              <TooltipTrigger asChild>
                {/* The wrapper keeps the tooltip working on a disabled (sold-out) swatch. */}
                <span className={cn("relative inline-flex rounded-full", hitArea[size])}>
                  <span className={cn("relative inline-flex rounded-full", soldOut && "opacity-40")}>
                    <input
                      type="radio"
                      name={form?.name ?? group}
                      form={form?.id}
                      value={variant.id}
                      checked={variant.id === picked}
                      onChange={() => {
                        setPicked(variant.id);
                        onSelect(variant.id);
                      }}
                      disabled={soldOut}
                      aria-label={name}
                      className={swatch({ size })}
                      style={{ backgroundColor: variant.hex }}
                    />
                    {soldOut ? (
                      <span aria-hidden className="pointer-events-none absolute inset-0 overflow-hidden rounded-full">
                        <svg viewBox="0 0 24 24" className="size-full text-ink">
                          <path d="M4 4l16 16M20 4L4 20" stroke="white" strokeWidth="3.2" strokeLinecap="round" />
                          <path d="M4 4l16 16M20 4L4 20" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
                        </svg>
                      </span>
                    ) : null}
                  </span>
                </span>
              </TooltipTrigger>
              <TooltipContent>{name}</TooltipContent>
            </Tooltip>
          );
        })}
      </div>
    </TooltipProvider>
  );
}
