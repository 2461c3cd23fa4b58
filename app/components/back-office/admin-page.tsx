import type { ReactNode } from "react";

/** The frame of every back-office page: its one heading, an optional line under it, then the page. */
export function AdminPage({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children?: ReactNode;
}) {
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl md:text-3xl">{title}</h1>
        {description ? <p className="text-sm text-muted">{description}</p> : null}
      </header>
      {children}
    </div>
  );
}
