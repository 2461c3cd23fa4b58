import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "~/lib/utils";

/** DESIGN.md: "unique piece" and "made to order" are gentle badges, not banners. */
export const badgeVariants = cva(
  "inline-flex w-fit shrink-0 items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap [&_svg]:size-3",
  {
    variants: {
      variant: {
        accent: "bg-accent-soft text-accent-ink",
        neutral: "bg-tint text-muted",
        outline: "border border-border text-muted",
        success: "bg-success-soft text-success",
        danger: "bg-danger-soft text-danger",
        count: "min-w-5 justify-center bg-accent px-1.5 text-[0.6875rem] leading-5 text-white tabular-nums",
      },
    },
    defaultVariants: { variant: "accent" },
  },
);

export type BadgeProps = ComponentProps<"span"> & VariantProps<typeof badgeVariants>;

export function Badge({ className, variant, ...props }: BadgeProps) {
  return <span data-slot="badge" className={cn(badgeVariants({ variant }), className)} {...props} />;
}
