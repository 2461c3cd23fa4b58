import { cva, type VariantProps } from "class-variance-authority";
import { Slot } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "~/lib/utils";

/** DESIGN.md Buttons: 40 px tall (44 px touch targets on phones), a visible accent focus ring. */
export const buttonVariants = cva(
  "inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 rounded-full font-medium transition-colors select-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent disabled:pointer-events-none aria-disabled:pointer-events-none aria-disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
  {
    // Each class list sets a property once: the page joins classes without resolving conflicts
    // (docs/decisions/0091), so a look a caller needs is a variant here, not an override there.
    variants: {
      variant: {
        // A refused action (e.g. sold out) reads as neutral, not as a faded call to action.
        primary: "bg-accent text-white hover:bg-accent-strong disabled:bg-ink/10 disabled:text-muted",
        secondary: "border border-ink/20 bg-surface text-ink hover:border-ink/40 hover:bg-background disabled:opacity-50",
        ghost: "text-ink hover:bg-ink/5 disabled:opacity-50",
        // Beside the page's main text: muted until pointed at; the caller names the colour it turns.
        quiet: "text-muted hover:bg-ink/5 disabled:opacity-50",
        // A small "remove" or "delete" beside other controls (an icon in a row).
        ghostDestructive: "text-danger hover:bg-danger-soft disabled:opacity-50",
        destructive: "bg-danger text-white hover:bg-danger/90 disabled:opacity-50",
        // A destructive action offered beside a primary one (e.g. cancel beside confirm): the danger
        // colour as outline and text, so it never reads as a second call to action; the question
        // it opens ends on the filled `destructive` button.
        destructiveOutline: "border border-danger bg-surface text-danger hover:bg-danger-soft disabled:opacity-50",
      },
      size: {
        sm: "h-11 px-4 text-sm whitespace-nowrap md:h-9",
        // The small size with less room at the sides, for rows of controls on a phone.
        compact: "h-11 px-3 text-sm whitespace-nowrap md:h-9",
        md: "h-11 px-5 text-sm whitespace-nowrap md:h-10",
        lg: "h-12 px-7 text-base whitespace-nowrap",
        // A large button whose label may wrap (a long sentence on a phone).
        lgWrapping: "min-h-12 px-7 py-3 text-center text-base",
        icon: "size-11 whitespace-nowrap md:size-10",
      },
    },
    defaultVariants: { variant: "primary", size: "md" },
  },
);

export type ButtonProps = ComponentProps<"button"> &
  VariantProps<typeof buttonVariants> & {
    /** Renders the child element (e.g. a link) with the button's look. */
    asChild?: boolean;
  };

export function Button({ className, variant, size, asChild = false, type, ...props }: ButtonProps) {
  const Comp = asChild ? Slot.Root : "button";
  return (
    <Comp
      data-slot="button"
      className={cn(buttonVariants({ variant, size }), className)}
      type={asChild ? undefined : (type ?? "button")}
      {...props}
    />
  );
}
