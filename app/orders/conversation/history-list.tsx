import type { ReactNode } from "react";

export type HistoryLine = { at: string; when: string; text: ReactNode; detail: string | null };

/** A request's dated history, oldest first: the shopper's page and the owner's detail page. */
export function HistoryList({ lines, testId }: { lines: readonly HistoryLine[]; testId?: string }) {
  return (
    <ol className="flex flex-col gap-2 text-sm" data-testid={testId}>
      {lines.map((line, i) => (
        <li key={i} className="flex flex-col sm:flex-row sm:gap-3">
          <time dateTime={line.at} className="shrink-0 text-muted sm:w-56">
            {line.when}
          </time>
          <span>
            {line.text}
            {line.detail ? <span className="block text-muted whitespace-pre-wrap">{line.detail}</span> : null}
          </span>
        </li>
      ))}
    </ol>
  );
}
