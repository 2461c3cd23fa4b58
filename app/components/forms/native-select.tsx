import { ChevronDown } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "~/lib/utils";
import { fieldClass } from "./field";

/**
 * A native select in the shop's field style, with its chevron, for the shopper's controls outside a
 * form of fields (the catalog's tag and sort, the cart's destination).
 */
export function NativeSelect({ className, children, ...props }: ComponentProps<"select">) {
  return (
    <div className="relative">
      <select className={cn(fieldClass, "h-11 cursor-pointer appearance-none pr-9 md:h-10", className)} {...props}>
        {children}
      </select>
      <ChevronDown aria-hidden className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted" />
    </div>
  );
}

/** A select's options for a filter: first "all" (the empty value, no choice made), then the choices. */
export function ChoiceOptions({ allLabel, choices }: { allLabel: string; choices: readonly { value: string; label: string }[] }) {
  return (
    <>
      <option value="">{allLabel}</option>
      {choices.map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.label}
        </option>
      ))}
    </>
  );
}
