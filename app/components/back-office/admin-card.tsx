import type { ReactNode } from "react";
import { cn } from "~/lib/utils";

/** A titled panel of a back-office page (DESIGN.md: thin borders, soft corners, denser type). */
export function AdminCard({
  title,
  description,
  children,
  className,
}: {
  title: string;
  description?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section className={cn("rounded-xl border border-border bg-surface p-5 md:p-6", className)}>
      <h2 className="text-lg">{title}</h2>
      {description ? <p className="mt-1 text-sm text-muted">{description}</p> : null}
      <div className="mt-4">{children}</div>
    </section>
  );
}
