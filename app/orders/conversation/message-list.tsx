import type { OrderActor } from "~db/schema/orders";
import { useShopTime } from "~/lib/use-shop-time";
import { cn } from "~/lib/utils";
import type { MessageView } from "./conversation.server";

/**
 * The conversation's messages oldest first, each with who wrote it and when: the same list on the
 * shopper's page and the owner's, each naming the two sides its own way (`authors`).
 */
export function MessageList({ messages, authors, className }: { messages: MessageView[]; authors: Record<OrderActor, string>; className?: string }) {
  const { dateTime } = useShopTime();
  return (
    <ol className={cn("flex flex-col gap-3", className)} data-testid="conversation-messages">
      {messages.map((message, i) => (
        <li
          key={i}
          data-author={message.author}
          className={cn(
            "rounded-xl px-4 py-3",
            // The shopper's own words stand apart from the maker's, on either page.
            message.author === "shopper" ? "border border-border bg-surface sm:ml-8" : "bg-tint/70 sm:mr-8",
          )}
        >
          <p className="text-xs text-muted">
            <span className="font-medium text-ink">{authors[message.author]}</span> · {dateTime(message.at)}
          </p>
          <p className="mt-1 break-words whitespace-pre-wrap">{message.body}</p>
        </li>
      ))}
    </ol>
  );
}
