import { Trans, useTranslation } from "~/i18n/react";

/** SPEC §2 About: the maker's story in rich text (the texts mark their emphasis with <strong>). */
export function AboutStory() {
  const { t } = useTranslation();
  return (
    <div className="space-y-5 text-lg leading-relaxed text-ink/85 [&_strong]:font-semibold [&_strong]:text-ink">
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
