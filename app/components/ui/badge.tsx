import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "~/lib/utils";

/** DESIGN.md: "unique piece" and "made to order" are gentle badges, not banners. */
export const badgeVariants = cva(
  "inline-flex w-fit shrink-0 items-center gap-1 rounded-full font-medium whitespace-nowrap [&_svg]:size-3",
  {
    // Each class list sets a property once (docs/decisions/0091): a caller picks a variant and a
    // size rather than overriding them.
    variants: {
      variant: {
        accent: "bg-accent-soft text-accent-ink",
        neutral: "bg-tint text-muted",
        outline: "border border-border text-muted",
        success: "bg-success-soft text-success",
        danger: "bg-danger-soft text-danger",
        count: "bg-accent text-white",
        // On a picture: a light ground; the caller names the text's colour.
        overlay: "bg-surface/95 shadow-sm",
      },
      size: {
        sm: "px-2.5 py-0.5 text-xs",
        md: "px-3 py-1 text-xs",
        lg: "px-3 py-1 text-sm",
        count: "min-w-5 justify-center px-1.5 text-[0.6875rem] leading-5 tabular-nums",
      },
    },
    defaultVariants: { variant: "accent", size: "sm" },
  },
);

export type BadgeProps = ComponentProps<"span"> & VariantProps<typeof badgeVariants>;

export function Badge({ className, variant, size, ...props }: BadgeProps) {
  return <span data-slot="badge" className={cn(badgeVariants({ variant, size }), className)} {...props} />;
}
