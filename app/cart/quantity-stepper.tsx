import { Minus, Plus } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "~/i18n/react";
import { toast } from "~/components/ui/toast";
import { cn } from "~/lib/utils";
import { type CartLine, clampQuantity } from "~/shop/cart";

type QuantityStepperProps = {
  line: CartLine;
  onChange(qty: number): void;
  disabled?: boolean;
};

const stepButton =
  "inline-flex size-11 shrink-0 cursor-pointer items-center justify-center text-ink hover:bg-ink/5 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-accent disabled:cursor-not-allowed disabled:text-muted/50 disabled:hover:bg-transparent md:size-10";

/**
 * docs/product/cart-and-orders.md#cart-quantity: at least 1, at most the stock when it is known. Typing, the arrow keys and
 * the − / + buttons all go through the same clamp; asking for more than the stock says why not.
 */
export function QuantityStepper({ line, onChange, disabled }: QuantityStepperProps) {
  const { t } = useTranslation();
  // What is being typed, until it is a number (an emptied field is not yet a quantity).
  const [draft, setDraft] = useState<string | null>(null);
  const max = line.stock !== null && line.stock > 0 ? line.stock : undefined;
  const inputId = `qty-${line.id}-${line.selectedColorId ?? "item"}`;

  function commit(requested: number) {
    const qty = clampQuantity(requested, line.stock);
    if (max !== undefined && requested > max) {
      toast.error(t("cart.stockLimitTitle"), { description: t("cart.atMaximum"), id: `stock-${inputId}` });
    }
    setDraft(null);
    if (qty !== line.qty) onChange(qty);
  }

  return (
    <div className="flex flex-col gap-1">
      <div
        className={cn(
          "inline-flex w-fit items-center overflow-hidden rounded-full border border-border bg-surface",
          disabled && "opacity-60",
        )}
      >
        <button
          type="button"
          className={stepButton}
          onClick={() => commit(line.qty - 1)}
          disabled={disabled || line.qty <= 1}
          aria-label={t("cartPage.decrease", { name: line.name })}
        >
          <Minus className="size-4" aria-hidden />
        </button>
        {/* `appearance: textfield`, not `none`: Firefox keeps its own spin arrows under `none`, beside the − and + buttons. */}
        <input
          id={inputId}
          type="number"
          inputMode="numeric"
          min={1}
          max={max}
          step={1}
          value={draft ?? String(line.qty)}
          disabled={disabled}
          aria-label={t("cartPage.quantityOf", { name: line.name })}
          onChange={(event) => {
            const value = event.target.value;
            if (value.trim() === "" || !Number.isFinite(Number(value))) setDraft(value);
            else commit(Number(value));
          }}
          onBlur={() => setDraft(null)}
          className="h-11 w-12 bg-transparent [appearance:textfield] text-center text-base tabular-nums outline-none focus-visible:bg-accent-soft/50 md:h-10 [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
        />
        <button
          type="button"
          className={stepButton}
          onClick={() => commit(line.qty + 1)}
          disabled={disabled}
          aria-label={t("cartPage.increase", { name: line.name })}
        >
          <Plus className="size-4" aria-hidden />
        </button>
      </div>
      {max !== undefined && line.qty >= max && !disabled ? (
        <p className="text-xs text-muted">{t("cartPage.maxAvailable", { count: max })}</p>
      ) : null}
    </div>
  );
}
