import { Clock } from "lucide-react";
import { useTranslation } from "~/i18n/react";
import { Link } from "react-router";
import { ImagePlaceholder } from "~/components/image-placeholder";
import { badgeVariants } from "~/components/ui/badge";
import { useShopTime } from "~/lib/use-shop-time";
import { srcSetFor } from "~/media/image-urls";
import type { ArticleCard } from "./article-card";

/** docs/product/storefront.md#blog-card: image, author (or Unknown), published date, read time, category, title and excerpt. */
export function BlogCard({ article, imageSizes }: { article: ArticleCard; imageSizes: string }) {
  const { t } = useTranslation();
  const { date } = useShopTime();
  const href = `/blog/${article.slug}`;
  return (
    <article className="group/post flex w-full flex-col overflow-hidden rounded-2xl border border-border bg-surface">
      <div className="relative">
        <Link to={href} tabIndex={-1} aria-hidden className="relative block aspect-[3/2] overflow-hidden bg-tint">
          {article.image ? (
            <img
              src={article.image}
              srcSet={srcSetFor(article.image)}
              sizes={imageSizes}
              width={1200}
              height={800}
              alt=""
              loading="lazy"
              decoding="async"
              className="size-full object-cover transition-transform duration-500 group-hover/post:scale-[1.03]"
            />
          ) : (
            <ImagePlaceholder />
          )}
        </Link>
        {article.category ? (
          <span className={badgeVariants({ variant: "overlay", size: "md", className: "absolute top-3 left-3 text-ink" })}>
            {article.category.name}
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5 md:p-6">
        {/* Each separator travels with the part after it, so a wrapped line never ends in a dot. */}
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted">
          <span>{article.authorName ?? t("blog.unknownAuthor")}</span>
          {article.publishedAt ? (
            <span className="inline-flex items-center gap-2">
              <span aria-hidden>·</span>
              <time dateTime={article.publishedAt}>{date(article.publishedAt)}</time>
            </span>
          ) : null}
          {article.readTime ? (
            <span className="inline-flex items-center gap-2">
              <span aria-hidden>·</span>
              <span className="inline-flex items-center gap-1">
                <Clock className="size-3.5" aria-hidden />
                {t("blog.readTime", { count: article.readTime })}
              </span>
            </span>
          ) : null}
        </p>
        <h3 className="text-xl">
          <Link to={href} className="rounded-sm hover:text-accent">
            {article.title}
          </Link>
        </h3>
        {article.excerpt ? <p className="line-clamp-3 text-muted">{article.excerpt}</p> : null}
      </div>
    </article>
  );
}
