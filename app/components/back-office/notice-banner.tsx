import type { LucideIcon } from "lucide-react";
import { Link } from "react-router";
import { cn } from "~/lib/utils";

/**
 * A line above every back-office page about something only the owner can put right, with the
 * way to the page where they do it. `warning` for what already goes wrong, `reminder` for advice.
 */
export function NoticeBanner({
  label,
  icon: Icon,
  text,
  action,
  tone,
}: {
  label: string;
  icon: LucideIcon;
  text: string;
  action: { to: string; label: string };
  tone: "warning" | "reminder";
}) {
  const warning = tone === "warning";
  return (
    <div
      role="region"
      aria-label={label}
      className={cn(
        "flex flex-col gap-2 border-b px-4 py-3 text-sm text-ink sm:flex-row sm:items-center md:px-8",
        warning ? "border-danger/30 bg-danger-soft" : "border-border bg-surface",
      )}
    >
      <Icon className={cn("size-5 shrink-0 max-sm:hidden", warning ? "text-danger" : "text-accent")} aria-hidden />
      <p className="flex-1 break-words">{text}</p>
      <Link
        to={action.to}
        className={cn(
          "inline-flex min-h-11 items-center self-start font-medium underline underline-offset-4 hover:text-ink sm:self-auto",
          warning ? "text-danger" : "text-accent-ink",
        )}
      >
        {action.label}
      </Link>
    </div>
  );
}
