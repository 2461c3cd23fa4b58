import type { Language } from "~shared/languages";

/** Reading typography for the article's own HTML (headings, lists, quotes, links, pictures). */
const typography = [
  "text-base leading-[1.75] text-ink/90 break-words md:text-lg",
  "[&>:first-child]:mt-0 [&>:last-child]:mb-0",
  "[&_p]:my-5",
  "[&_h2]:mt-12 [&_h2]:mb-4 [&_h2]:text-2xl md:[&_h2]:text-[1.875rem]",
  "[&_h3]:mt-9 [&_h3]:mb-3 [&_h3]:text-xl",
  "[&_h4]:mt-8 [&_h4]:mb-2 [&_h4]:text-lg",
  "[&_ul]:my-5 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-5 [&_ol]:list-decimal [&_ol]:pl-6",
  "[&_li]:my-2 [&_li]:pl-1 [&_li]:marker:text-accent [&_li>p]:my-0",
  "[&_a]:font-medium [&_a]:text-accent-ink [&_a]:underline [&_a]:decoration-accent/40 [&_a]:underline-offset-3 hover:[&_a]:decoration-accent",
  "[&_strong]:font-semibold [&_strong]:text-ink",
  "[&_img]:my-8 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-2xl [&_img]:bg-tint",
  "[&_figure]:my-8 [&_figure_img]:my-0 [&_figcaption]:mt-3 [&_figcaption]:text-center [&_figcaption]:text-sm [&_figcaption]:text-muted",
  "[&_hr]:my-12 [&_hr]:border-border",
  "[&_code]:rounded [&_code]:bg-tint [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:text-[0.9em]",
  "[&_pre]:my-6 [&_pre]:overflow-x-auto [&_pre]:rounded-xl [&_pre]:bg-tint [&_pre]:p-4 [&_pre_code]:bg-transparent [&_pre_code]:p-0",
].join(" ");

/** A quote set apart as a pull quote (articles), or as a bordered box of body text (a legal page's boxed text). */
const quoteStyles = {
  pull: [
    "[&_blockquote]:my-9 [&_blockquote]:border-l-2 [&_blockquote]:border-accent [&_blockquote]:py-1 [&_blockquote]:pl-6",
    "[&_blockquote]:font-heading [&_blockquote]:text-xl [&_blockquote]:leading-snug [&_blockquote]:text-ink [&_blockquote]:italic",
    "md:[&_blockquote]:text-2xl [&_blockquote_p]:my-0",
  ].join(" "),
  box: [
    "[&_blockquote]:my-8 [&_blockquote]:rounded-xl [&_blockquote]:border-2 [&_blockquote]:border-ink/70 [&_blockquote]:p-4",
    "md:[&_blockquote]:p-6 [&_blockquote]:text-base [&_blockquote_p]:my-3",
  ].join(" "),
} as const;

/**
 * The article's body. `html` must come from sanitizeArticleHtml (docs/product/content-rules.md#article-html): it is written
 * into the page as it is.
 */
export function ArticleBody({ html, language, quotes = "pull" }: { html: string; language: Language; quotes?: keyof typeof quoteStyles }) {
  return <div lang={language} className={`${typography} ${quoteStyles[quotes]}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
