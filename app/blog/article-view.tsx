import { ArrowLeft, ArrowRight, Clock } from "lucide-react";
import { useTranslation } from "~/i18n/react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { badgeVariants } from "~/components/ui/badge";
import { useShopTime } from "~/lib/use-shop-time";
import { srcSetFor } from "~/media/image-urls";
import { ArticleActions } from "./article-actions";
import { ArticleBody } from "./article-body";
import type { ArticleDetail } from "./article-detail";
import { blogListHref } from "./blog-list-params";

/**
 * docs/product/storefront.md#blog-article: category, title, author, date, read time, share and save, the featured
 * image, the body, and links on to the catalog and the blog.
 */
export function ArticleView({ article }: { article: ArticleDetail }) {
  const { t } = useTranslation();
  const { date } = useShopTime();
  const authorName = article.authorName ?? t("blog.unknownAuthor");
  return (
    <article className="pt-6 pb-16 md:pt-10 md:pb-24">
      <header className="container-page">
        <div className="mx-auto max-w-3xl">
          <Link
            to="/blog"
            className="group -ml-1 inline-flex min-h-11 items-center gap-1.5 rounded-full px-1 text-sm font-medium text-muted hover:text-accent md:min-h-9"
          >
            <ArrowLeft className="size-4 transition-transform group-hover:-translate-x-0.5" aria-hidden />
            {t("articlePage.backToBlog")}
          </Link>
          {article.category ? (
            <p className="mt-5">
              <Link
                to={blogListHref({ category: article.category.slug })}
                className={badgeVariants({ size: "lg", className: "transition-colors hover:bg-accent hover:text-white" })}
              >
                {article.category.name}
              </Link>
            </p>
          ) : null}
          <h1 className="mt-3 text-[2.125rem] leading-[1.1] md:text-5xl">{article.title}</h1>
          {article.excerpt ? <p className="mt-5 text-lg text-muted md:text-xl md:leading-relaxed">{article.excerpt}</p> : null}
          <div className="mt-7 flex flex-wrap items-center justify-between gap-x-6 gap-y-4 border-y border-border py-4">
            <div className="flex items-center gap-3">
              {article.authorAvatar ? (
                <DecorativePicture
                  src={article.authorAvatar}
                  sizes="44px"
                  width={44}
                  height={44}
                  // A small face beside the byline: the article's own picture goes first.
                  fetchPriority="low"
                  className="size-11 shrink-0 rounded-full bg-tint object-cover"
                />
              ) : null}
              <div className="text-sm leading-snug">
                <p className="font-semibold text-ink">{authorName}</p>
                <p className="flex flex-wrap items-center gap-x-2 text-muted">
                  {article.publishedAt ? (
                    <time dateTime={article.publishedAt}>{date(article.publishedAt)}</time>
                  ) : null}
                  {article.publishedAt && article.readTime ? <span aria-hidden>·</span> : null}
                  {article.readTime ? (
                    <span className="inline-flex items-center gap-1">
                      <Clock className="size-3.5" aria-hidden />
                      {t("blog.readTime", { count: article.readTime })}
                    </span>
                  ) : null}
                </p>
              </div>
            </div>
            <ArticleActions slug={article.slug} title={article.title} />
          </div>
        </div>
      </header>

      {article.image ? (
        <div className="container-page mt-8 md:mt-10">
          <div className="mx-auto aspect-[16/10] max-w-5xl overflow-hidden rounded-[1.5rem] bg-tint">
            <DecorativePicture
              src={article.image}
              sizes="(min-width: 1072px) 1024px, calc(100vw - 2rem)"
              width={1200}
              height={750}
              loading="eager"
              fetchPriority="high"
              className="size-full object-cover"
            />
          </div>
        </div>
      ) : null}

      <div className="container-page mt-10 md:mt-14">
        <div className="mx-auto max-w-[68ch]">
          <ArticleBody html={article.html} language={article.contentLanguage} />
        </div>
      </div>

      <aside aria-labelledby="article-end-title" className="container-page mt-16 md:mt-20">
        <div className="mx-auto max-w-3xl rounded-[1.75rem] bg-accent-soft/60 px-6 py-10 text-center md:px-12 md:py-12">
          <h2 id="article-end-title" className="text-2xl">
            {t("articlePage.endTitle")}
          </h2>
          <p className="mx-auto mt-3 max-w-md text-muted">{t("articlePage.endText")}</p>
          <div className="mt-7 flex flex-col items-center justify-center gap-3 sm:flex-row">
            <Button asChild>
              <Link to="/catalog">
                {t("articlePage.toCatalog")}
                <ArrowRight aria-hidden />
              </Link>
            </Button>
            <Button asChild variant="secondary">
              <Link to="/blog">{t("articlePage.toBlog")}</Link>
            </Button>
          </div>
        </div>
      </aside>
    </article>
  );
}

/**
 * A stored picture at every width it was saved in, with no text of its own (the byline and the
 * title say what it shows).
 */
function DecorativePicture({
  src,
  sizes,
  width,
  height,
  loading,
  fetchPriority,
  className,
}: {
  src: string;
  sizes: string;
  width: number;
  height: number;
  loading?: "eager";
  fetchPriority: "low" | "high";
  className: string;
}) {
  return (
    <img
      src={src}
      srcSet={srcSetFor(src)}
      sizes={sizes}
      width={width}
      height={height}
      alt=""
      loading={loading}
      fetchPriority={fetchPriority}
      decoding="async"
      className={className}
    />
  );
}
