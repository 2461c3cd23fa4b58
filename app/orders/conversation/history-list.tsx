import type { ReactNode } from "react";

/** `folded`: the detail is long (the contract's confirmation as sent) and opens from the line's text, without scripts. */
export type HistoryLine = { at: string; when: string; text: ReactNode; detail: string | null; folded?: boolean };

/** A request's dated history, oldest first: the shopper's page and the owner's detail page. */
export function HistoryList({ lines, testId }: { lines: readonly HistoryLine[]; testId?: string }) {
  return (
    <ol className="flex flex-col gap-2 text-sm" data-testid={testId}>
      {lines.map((line, i) => (
        <li key={i} className="flex flex-col sm:flex-row sm:gap-3">
          <time dateTime={line.at} className="shrink-0 text-muted sm:w-56">
            {line.when}
          </time>
          {line.folded && line.detail ? (
            <details className="min-w-0 flex-1">
              <summary className="cursor-pointer underline underline-offset-2">{line.text}</summary>
              <div className="mt-2 rounded border border-border p-3 break-words whitespace-pre-wrap">{line.detail}</div>
            </details>
          ) : (
            <span>
              {line.text}
              {line.detail ? <span className="block text-muted whitespace-pre-wrap">{line.detail}</span> : null}
            </span>
          )}
        </li>
      ))}
    </ol>
  );
}
