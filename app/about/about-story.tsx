import { Trans, useTranslation } from "~/i18n/react";

const storyClass = "space-y-5 text-lg leading-relaxed text-ink/85 [&_strong]:font-semibold [&_strong]:text-ink";

/**
 * docs/product/storefront.md#about: the maker's story. The owner's own (the Settings page's), in plain paragraphs;
 * else the shop's, in rich text (its texts mark their emphasis with <strong>).
 */
export function AboutStory({ paragraphs }: { paragraphs: string[] | null }) {
  const { t } = useTranslation();
  if (paragraphs) {
    return (
      <div className={storyClass}>
        {paragraphs.map((paragraph, index) => (
          <p key={index} className="whitespace-pre-line">
            {paragraph}
          </p>
        ))}
      </div>
    );
  }
  return (
    <div className={storyClass}>
      <p>
        <Trans i18nKey="aboutPage.story1" />
      </p>
      <p>
        <Trans i18nKey="aboutPage.story2" />
      </p>
      <blockquote className="my-8 border-l-2 border-accent py-1 pl-5 font-heading text-xl leading-snug text-ink italic md:text-2xl">
        <p>{t("aboutPage.storyQuote")}</p>
      </blockquote>
      <p>
        <Trans i18nKey="aboutPage.story3" />
      </p>
      <p>
        <Trans i18nKey="aboutPage.story4" />
      </p>
    </div>
  );
}
