import { Heart } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "~/i18n/react";
import { cn } from "~/lib/utils";
import { setSaved, useSavedIds } from "./saved-store";

/**
 * The heart of docs/product/storefront.md#saved-pieces. A real form: before scripts start (or
 * without them) a tap posts to /saved, which keeps the piece in the cookie and shows the list; with
 * them the same tap writes the cookie at once and says so to a screen reader.
 */
export function SaveButton({ itemId, name, className }: { itemId: string; name: string; className?: string }) {
  const { t } = useTranslation();
  const saved = useSavedIds().includes(itemId);
  const [announcement, setAnnouncement] = useState("");
  return (
    <form
      method="post"
      action="/saved"
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        setSaved(itemId, !saved);
        setAnnouncement(t(saved ? "saved.removedNote" : "saved.savedNote", { name }));
      }}
    >
      <input type="hidden" name="item" value={itemId} />
      <button
        type="submit"
        name="intent"
        value={saved ? "remove" : "save"}
        aria-pressed={saved}
        aria-label={t(saved ? "saved.remove" : "saved.save", { name })}
        className="flex size-11 items-center justify-center rounded-full bg-surface/90 text-accent-ink shadow-sm transition-colors hover:bg-surface focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
      >
        <Heart className={cn("size-5", saved && "fill-current")} aria-hidden />
      </button>
      <span role="status" className="sr-only">
        {announcement}
      </span>
    </form>
  );
}
