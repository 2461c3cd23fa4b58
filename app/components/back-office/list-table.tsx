import type { ReactNode } from "react";
import { cn } from "~/lib/utils";

/** The frame of a back-office list: its heading is for screen readers, the page's own heading already names it. */
export function ListSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="overflow-hidden rounded-xl border border-border bg-surface">
      <h2 className="sr-only">{title}</h2>
      {children}
    </section>
  );
}

/**
 * A table on wide screens whose rows become cards on phones, where the column headings are left to
 * screen readers. The last column holds numbers or actions, so it keeps to the right.
 */
export function ListTable({ headers, children }: { headers: string[]; children: ReactNode }) {
  return (
    <table className="w-full text-left text-sm">
      <thead className="border-b border-border bg-background text-xs text-muted uppercase max-md:sr-only">
        <tr>
          {headers.map((header, i) => (
            <th key={header} scope="col" className={cn("px-4 py-3 font-medium", i === headers.length - 1 && "text-right")}>
              {header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-border">{children}</tbody>
    </table>
  );
}
