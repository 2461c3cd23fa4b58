import { Bookmark, Share2 } from "lucide-react";
import { useSyncExternalStore } from "react";
import { useTranslation } from "~/i18n/react";
import { toast } from "~/components/ui/toast";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/utils";
import { savedArticlesSnapshot, subscribeSavedArticles, toggleSavedArticleInStorage } from "./saved-articles";

/**
 * docs/product/storefront.md#share-and-save: share through the system share sheet where the browser has one, else copy the
 * link; save keeps the article in the reader's saved list on this device.
 */
export function ArticleActions({ slug, title }: { slug: string; title: string }) {
  const { t } = useTranslation();
  const saved = useSyncExternalStore(
    subscribeSavedArticles,
    () => savedArticlesSnapshot().includes(slug),
    // The server knows nothing of the reader's list: the page renders as not saved.
    () => false,
  );

  async function share() {
    const url = `${window.location.origin}${window.location.pathname}`;
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        // The reader closed the share sheet: nothing more to do.
        if (error instanceof DOMException && error.name === "AbortError") return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t("articlePage.linkCopied"), { description: t("articlePage.linkCopiedText") });
    } catch {
      // docs/product/storefront.md#share-and-save: a failed clipboard write is silently ignored.
    }
  }

  function toggleSaved() {
    if (toggleSavedArticleInStorage(slug)) {
      toast.success(t("articlePage.savedTitle"), { description: t("articlePage.savedText") });
    } else {
      toast(t("articlePage.unsavedTitle"));
    }
  }

  return (
    <div className="flex gap-2">
      <Button variant="secondary" size="sm" onClick={() => void share()}>
        <Share2 aria-hidden />
        {t("articlePage.share")}
      </Button>
      <Button
        variant="secondary"
        size="sm"
        aria-pressed={saved}
        onClick={toggleSaved}
        className="aria-pressed:border-accent aria-pressed:bg-accent-soft aria-pressed:text-accent-ink"
      >
        <Bookmark aria-hidden className={cn(saved && "fill-current")} />
        {t("articlePage.save")}
      </Button>
    </div>
  );
}
