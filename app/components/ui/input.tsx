import type { ComponentProps } from "react";
import { cn } from "~/lib/utils";

/** Shared by inputs and text areas: a thin border, the accent focus ring, a red border when invalid. */
export const fieldClass =
  "w-full rounded-lg border border-border bg-surface px-3 text-base text-ink placeholder:text-muted focus-visible:border-accent focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-accent aria-[invalid=true]:border-danger disabled:opacity-60";

export function Input({ className, ...props }: ComponentProps<"input">) {
  return <input data-slot="input" className={cn(fieldClass, "h-11 md:h-10", className)} {...props} />;
}
