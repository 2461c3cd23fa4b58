import { ChevronDown } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { cn } from "~/lib/utils";
import { splitIntro } from "./intro-split";

/**
 * docs/product/storefront.md#about: the intro cut to `length` characters with a read more / read less toggle.
 * Without JavaScript the whole text shows and the toggle is hidden (`scripting: none`).
 */
export function ExpandableIntro({ text, length, className }: { text: string; length: number; className?: string }) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const { head, rest } = splitIntro(text, length);
  return (
    <div className={className}>
      <p id={id} className="text-lg leading-relaxed text-ink/85 md:text-xl md:leading-relaxed">
        {head}
        {rest ? (
          <>
            {expanded ? null : (
              <span aria-hidden className="[@media(scripting:none)]:hidden">
                …
              </span>
            )}
            <span className={cn(!expanded && "hidden [@media(scripting:none)]:inline")}>{rest}</span>
          </>
        ) : null}
      </p>
      {rest ? (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((open) => !open)}
          className="mt-3 inline-flex min-h-11 cursor-pointer items-center gap-1.5 rounded-full text-sm font-semibold text-accent-ink hover:text-accent md:min-h-9 [@media(scripting:none)]:hidden"
        >
          {expanded ? t("aboutPage.readLess") : t("aboutPage.readMore")}
          <ChevronDown className={cn("size-4 transition-transform", expanded && "rotate-180")} aria-hidden />
        </button>
      ) : null}
    </div>
  );
}
