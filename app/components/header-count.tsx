import type { LucideIcon } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/utils";

/**
 * A header link drawn as an icon with a number when there is one (the cart's, the saved pieces'):
 * the number is for the eye only, the link's name says it.
 */
export function HeaderCountLink({
  to,
  icon: Icon,
  count,
  label,
}: {
  to: string;
  icon: LucideIcon;
  count: number;
  label: string;
}) {
  return (
    <Link
      to={to}
      className={cn(
        buttonVariants({ variant: "ghost", size: "icon" }),
        "relative",
      )}
      aria-label={label}
    >
      <Icon className="size-5" aria-hidden />
      {count > 0 ? (
        <span
          aria-hidden
          className="absolute top-0.5 right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-accent px-1 text-[0.6875rem] leading-none font-semibold text-white tabular-nums"
        >
          {count > 99 ? "99+" : count}
        </span>
      ) : null}
    </Link>
  );
}
