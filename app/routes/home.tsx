import { ArrowRight } from "lucide-react";
import { useTranslation } from "~/i18n/react";
import { Link } from "react-router";
import { BlogCard } from "~/blog/blog-card";
import { homeArticleCount, latestArticles } from "~/blog/queries.server";
import { ProductGrid } from "~/catalog/product-grid";
import { featuredItems } from "~/catalog/queries.server";
import { FramedHeroImage } from "~/components/framed-hero-image";
import { Button } from "~/components/ui/button";
import { translator } from "~/i18n/messages.server";
import { homeAboutTeaserLength, teaser } from "~/lib/truncate";
import { cn } from "~/lib/utils";
import { heroImage } from "~/media/hero-image";
import { shopJsonLd } from "~/seo/json-ld";
import { pageMeta } from "~/seo/meta";
import type { RootData } from "~/root-data";
import { aboutTexts } from "~/shop/shop-settings";
import { shownShopSettings } from "~/shop/shop-settings.server";
import { homeHero } from "~/settings/shop-words";
import type { Route } from "./+types/home";

/** The shop's logo for search engines: its mark, as in the browser's tab. */
const shopLogo = "/favicon.svg";

export async function loader({ context }: Route.LoaderArgs) {
  const { db, language, contentReads, config } = context;
  const [items, articles, settings] = await Promise.all([
    contentReads.read(`featured items ${language}`, () => featuredItems(db, language)),
    contentReads.read(`latest articles ${language}`, () => latestArticles(db, language, homeArticleCount)),
    shownShopSettings(context),
  ]);
  const t = translator(language);
  const { intro } = aboutTexts(settings, language, t("about.intro"));
  return {
    items,
    articles,
    aboutIntro: intro,
    hero: homeHero(settings.shopWords, language, t),
    title: t("meta.homeTitle"),
    description: t("meta.homeDescription"),
    // Built here, not in `meta`, so that the builder stays out of the browser's scripts.
    jsonLd: shopJsonLd({
      publicUrl: config.publicUrl,
      language,
      shopName: settings.shopName,
      orderEmail: settings.orderEmail,
      instagramUrl: settings.instagramUrl,
      logo: shopLogo,
    }),
  };
}

/** Characters beyond which the hero's title is set smaller (the shop's own titles are shorter). */
const longHeroTitle = 50;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const root = matches[0]?.loaderData as RootData | undefined;
  if (!loaderData || !root) return [];
  return pageMeta({
    language: root.language,
    publicUrl: root.shop.publicUrl,
    shopName: root.shop.name,
    title: loaderData.title,
    description: loaderData.description,
    path: "/",
    image: loaderData.hero.picture?.src ?? heroImage.src,
    jsonLd: loaderData.jsonLd,
  });
}

type SectionHeadingProps = {
  id: string;
  title: string;
  subtitle: string;
  link?: { to: string; label: string };
  /** The section repeats the link below its content on phones. */
  linkFromTablet?: boolean;
};

function SectionHeading({ id, title, subtitle, link, linkFromTablet }: SectionHeadingProps) {
  return (
    <div className="mb-8 flex flex-wrap items-end justify-between gap-x-6 gap-y-2 md:mb-10">
      <div>
        <h2 id={id} className="text-2xl md:text-3xl">
          {title}
        </h2>
        <p className="mt-2 text-muted">{subtitle}</p>
      </div>
      {link ? (
        <Link
          to={link.to}
          className={cn(
            "group inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-ink hover:text-accent",
            linkFromTablet && "max-md:hidden",
          )}
        >
          {link.label}
          <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" aria-hidden />
        </Link>
      ) : null}
    </div>
  );
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { items, articles, hero } = loaderData;
  return (
    <>
      <section className="container-page grid items-center gap-10 pt-8 pb-8 md:grid-cols-[1fr_1fr] md:gap-12 md:pt-14 md:pb-14 lg:grid-cols-[5fr_6fr] lg:gap-16">
        <div className="max-w-xl">
          <p className="text-sm font-semibold tracking-wider text-accent uppercase">{t("home.heroEyebrow")}</p>
          <h1
            className={cn(
              "mt-3 text-balance break-words hyphens-auto",
              // The owner's title may be long: a smaller size keeps the picture in sight.
              hero.title.length > longHeroTitle ? "text-[2rem] md:text-[2.75rem] lg:text-5xl" : "text-4xl md:text-[3.5rem] lg:text-[4rem]",
              // After the size, which would otherwise take the line height's place.
              "leading-[1.05]",
            )}
          >
            {hero.title}
          </h1>
          <p className="mt-5 text-lg text-muted md:text-xl md:leading-relaxed">{hero.subtitle}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg">
              <Link to="/catalog">
                {t("home.shopCollection")}
                <ArrowRight aria-hidden />
              </Link>
            </Button>
            <Button asChild size="lg" variant="secondary">
              <Link to="/about">{t("home.ourStory")}</Link>
            </Button>
          </div>
        </div>
        <FramedHeroImage
          aspect="16/10"
          tilt="right"
          sizes="(min-width: 1200px) 620px, (min-width: 768px) 50vw, 100vw"
          picture={hero.picture}
        />
      </section>

      <section aria-labelledby="featured-title" className="container-page py-6 md:py-10">
        <SectionHeading
          id="featured-title"
          title={t("home.featuredTitle")}
          subtitle={t("home.featuredSubtitle")}
          link={items.length ? { to: "/catalog", label: t("home.viewCatalog") } : undefined}
          linkFromTablet
        />
        {items.length ? (
          <>
            <ProductGrid items={items} layout="featured" labelledBy="featured-title" />
            <div className="mt-10 flex justify-center">
              <Button asChild variant="secondary" size="lg">
                <Link to="/catalog">{t("home.viewCatalog")}</Link>
              </Button>
            </div>
          </>
        ) : (
          <div className="flex flex-col items-center gap-5 rounded-2xl border border-dashed border-border bg-surface px-6 py-14 text-center">
            <p className="max-w-md text-lg text-muted">{t("home.featuredEmpty")}</p>
            <Button asChild variant="secondary">
              <Link to="/catalog">{t("home.viewCatalog")}</Link>
            </Button>
          </div>
        )}
      </section>

      <section aria-labelledby="about-title" className="container-page py-6 md:py-10">
        <div className="rounded-[1.75rem] bg-accent-soft/60 px-6 py-12 md:px-16 md:py-20">
          <div className="mx-auto max-w-2xl text-center">
            <h2 id="about-title" className="text-2xl md:text-3xl">
              {t("home.aboutTitle")}
            </h2>
            <p className="mt-5 text-left text-lg leading-relaxed text-ink/85 sm:text-center">{teaser(loaderData.aboutIntro, homeAboutTeaserLength)}</p>
            <Button asChild variant="secondary" className="mt-8">
              <Link to="/about">
                {t("home.readMore")}
                <ArrowRight aria-hidden />
              </Link>
            </Button>
          </div>
        </div>
      </section>

      {articles.length ? (
        <section aria-labelledby="blog-title" className="container-page py-6 md:py-10">
          <SectionHeading
            id="blog-title"
            title={t("home.blogTitle")}
            subtitle={t("home.blogSubtitle")}
            link={{ to: "/blog", label: t("home.allArticles") }}
          />
          <ul className="grid gap-6 md:grid-cols-2">
            {articles.map((article) => (
              <li key={article.id} className="flex">
                <BlogCard article={article} imageSizes="(min-width: 1200px) 580px, (min-width: 768px) 48vw, 100vw" />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
