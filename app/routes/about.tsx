import { BookOpen, Mail } from "lucide-react";
import { useTranslation } from "~/i18n/react";
import { Link } from "react-router";
import { AboutStory } from "~/about/about-story";
import { ExpandableIntro } from "~/about/expandable-intro";
import { ValueCards } from "~/about/value-cards";
import { FramedHeroImage } from "~/components/framed-hero-image";
import { Button } from "~/components/ui/button";
import { translator } from "~/i18n/messages.server";
import { aboutIntroLength } from "~/lib/truncate";
import { heroImage } from "~/media/hero-image";
import { useRootData } from "~/root-data";
import { metaShop, pageMeta } from "~/seo/meta";
import { aboutTexts } from "~/shop/shop-settings";
import { shownShopSettings } from "~/shop/shop-settings.server";
import { aboutWords } from "~/settings/shop-words";
import type { Route } from "./+types/about";

export async function loader({ context }: Route.LoaderArgs) {
  const t = translator(context.language);
  const settings = await shownShopSettings(context);
  const about = aboutTexts(settings, context.language, t("about.intro"));
  const values = aboutWords(settings.shopWords, context.language, t);
  return { title: t("aboutPage.metaTitle"), description: t("aboutPage.metaDescription"), about, values };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const shop = metaShop(matches);
  if (!loaderData || !shop) return [];
  return pageMeta({
    ...shop,
    title: loaderData.title,
    description: loaderData.description,
    path: "/about",
    image: heroImage.src,
  });
}

/** docs/product/storefront.md#about: intro with read more, three values, the story, and how to get in touch. */
export default function About({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { shop } = useRootData();
  return (
    <>
      <section className="container-page grid items-center gap-10 pt-8 pb-10 md:grid-cols-[6fr_5fr] md:gap-12 md:pt-14 md:pb-16 lg:gap-16">
        <div className="max-w-2xl">
          <p className="text-sm font-semibold tracking-wider text-accent uppercase">{t("aboutPage.eyebrow")}</p>
          <h1 className="mt-3 text-4xl leading-[1.05] md:text-5xl">{t("aboutPage.title")}</h1>
          <ExpandableIntro text={loaderData.about.intro} length={aboutIntroLength} className="mt-6" />
        </div>
        <FramedHeroImage
          aspect="4/5"
          tilt="left"
          sizes="(min-width: 1200px) 480px, (min-width: 768px) 42vw, 448px"
          className="mx-auto w-full max-w-md md:max-w-none"
        />
      </section>

      <section aria-labelledby="values-title" className="container-page py-10 md:py-16">
        <div className="mb-8 max-w-2xl md:mb-10">
          <h2 id="values-title" className="text-2xl md:text-3xl">
            {t("aboutPage.valuesTitle")}
          </h2>
          <p className="mt-2 text-muted">{loaderData.values.promise}</p>
        </div>
        <ValueCards cards={loaderData.values.cards} />
      </section>

      <section aria-labelledby="story-title" className="container-page py-10 md:py-16">
        <div className="mx-auto max-w-2xl">
          <h2 id="story-title" className="mb-6 text-2xl md:text-3xl">
            {t("aboutPage.storyTitle")}
          </h2>
          <AboutStory paragraphs={loaderData.about.story} />
        </div>
      </section>

      <section aria-labelledby="contact-title" className="container-page py-10 md:py-16">
        <div className="rounded-[1.75rem] bg-accent-soft/60 px-6 py-12 text-center md:px-16 md:py-16">
          <h2 id="contact-title" className="text-2xl md:text-3xl">
            {t("aboutPage.contactTitle")}
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-lg text-ink/85">{t("aboutPage.contactText")}</p>
          <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
            <Button asChild size="lg">
              <a href={`mailto:${shop.email}`}>
                <Mail aria-hidden />
                {t("aboutPage.writeToMe")}
              </a>
            </Button>
            <Button asChild size="lg" variant="secondary">
              <Link to="/blog">
                <BookOpen aria-hidden />
                {t("aboutPage.readBlog")}
              </Link>
            </Button>
          </div>
          <p className="mt-5 text-sm text-muted">
            <a href={`mailto:${shop.email}`} className="break-all underline-offset-4 hover:text-accent hover:underline">
              {shop.email}
            </a>
          </p>
        </div>
      </section>
    </>
  );
}
