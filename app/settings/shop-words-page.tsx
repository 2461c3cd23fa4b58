import { getFormProps, useForm, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { AdminCard } from "~/components/back-office/admin-card";
import { CardLink } from "~/components/back-office/card-link";
import { ImageField } from "~/components/forms/image-field";
import { LanguageTabs } from "~/components/forms/language-tabs";
import { TextAreaField } from "~/components/forms/textarea-field";
import { TextField } from "~/components/forms/text-field";
import { Button } from "~/components/ui/button";
import { useTranslation } from "~/i18n/react";
import type { ToastNote } from "~/toasts/toast-note";
import { languages, type Language } from "~shared/languages";
import type { ShopWords } from "~shared/settings-values";
import { boxIn, shopWordsDefaults, shopWordsSchema, sizeOf, textBox, valueCardTexts } from "./shop-words-form";

export type ShopWordsActionData = { result?: SubmissionResult<string[]>; note?: ToastNote };

/** Where the page lives: a part of Settings (docs/product/back-office.md#shop-words). */
export const shopWordsPath = "/admin/settings/words";

/** The shop's own text of each box in each language, shown in the empty box as what then stands in. */
export type BuiltInTexts = Record<Language, Record<string, string>>;

/**
 * "Your shop's words": the owner's texts for the home hero, the footer, the About page's cards and
 * promise and items' default notes, each in every language, in four parts. An empty box shows the
 * shop's own text in grey, which the shop keeps using.
 */
export function ShopWordsForm({ words, builtIn, result }: { words: ShopWords; builtIn: BuiltInTexts; result?: SubmissionResult<string[]> }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formAction?.endsWith(shopWordsPath) === true;
  const [form, fields] = useForm({
    id: "shop-words",
    lastResult: result,
    defaultValue: shopWordsDefaults(words),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: shopWordsSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const meta = (box: string, language: Language) => fields[boxIn(box, language)] as FieldMetadata<string | undefined>;
  const hint = (box: string) => t(`admin.shopWords.atMost.${sizeOf(box)}`);

  /** One box per language, in the language tabs; `long` boxes are text areas. */
  const box = (box: string, label: string, language: Language, rows?: number) => {
    const shared = { meta: meta(box, language), label, hint: hint(box), placeholder: builtIn[language][box] };
    return rows ? <TextAreaField key={box} {...shared} rows={rows} /> : <TextField key={box} {...shared} />;
  };
  const part = (title: string, description: string, boxes: string[], children: (language: Language) => ReactNode, before?: ReactNode) => (
    <AdminCard title={title} description={description}>
      <div className="flex flex-col gap-4">
        {before}
        <LanguageTabs
          label={t("admin.content.translations")}
          invalid={languages.filter((language) => boxes.some((name) => meta(name, language).errors?.length))}
        >
          {(language) => <div className="flex flex-col gap-4">{children(language)}</div>}
        </LanguageTabs>
      </div>
    </AdminCard>
  );

  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-col gap-6">
      <p className="text-sm text-muted">{t("admin.shopWords.emptyBoxes")}</p>
      {part(
        t("admin.shopWords.homeTitle"),
        t("admin.shopWords.homeHint"),
        [textBox.heroTitle.box, textBox.heroSubtitle.box, textBox.heroImageAlt.box],
        (language) => (
          <>
            {box(textBox.heroTitle.box, t("admin.shopWords.heroTitle"), language)}
            {box(textBox.heroSubtitle.box, t("admin.shopWords.heroSubtitle"), language, 3)}
            {box(textBox.heroImageAlt.box, t("admin.shopWords.heroImageAlt"), language)}
          </>
        ),
        <ImageField
          name="hero_image"
          label={t("admin.shopWords.heroImage")}
          folder="pages"
          defaultValue={fields.hero_image.initialValue as string | undefined}
        />,
      )}
      {part(
        t("admin.shopWords.everyPageTitle"),
        t("admin.shopWords.everyPageHint"),
        [textBox.tagline.box, textBox.footerText.box],
        (language) => (
          <>
            {box(textBox.tagline.box, t("admin.shopWords.tagline"), language, 2)}
            {box(textBox.footerText.box, t("admin.shopWords.footerText"), language, 3)}
          </>
        ),
      )}
      {part(
        t("admin.shopWords.aboutTitle"),
        t("admin.shopWords.aboutHint"),
        [textBox.aboutPromise.box, ...valueCardTexts.flatMap((card) => [card.title.box, card.text.box])],
        (language) => (
          <>
            {box(textBox.aboutPromise.box, t("admin.shopWords.promise"), language, 2)}
            {valueCardTexts.map((card, index) => (
              <fieldset key={card.title.box} className="flex flex-col gap-3 rounded-lg border border-border p-3 md:p-4">
                <legend className="px-1 text-sm font-medium">{t("admin.shopWords.valueCard", { number: index + 1 })}</legend>
                {box(card.title.box, t("admin.shopWords.valueTitle"), language)}
                {box(card.text.box, t("admin.shopWords.valueText"), language, 3)}
              </fieldset>
            ))}
          </>
        ),
      )}
      {part(
        t("admin.shopWords.itemsTitle"),
        t("admin.shopWords.itemsHint"),
        [textBox.care.box, textBox.goodToKnow.box],
        (language) => (
          <>
            {box(textBox.care.box, t("admin.shopWords.care"), language, 3)}
            {box(textBox.goodToKnow.box, t("admin.shopWords.goodToKnow"), language, 3)}
          </>
        ),
      )}
      <Button type="submit" size="lg" disabled={saving} className="self-start max-sm:w-full">
        {t("admin.shopWords.save")}
      </Button>
    </Form>
  );
}

/** The way to the page from Settings. */
export function ShopWordsLink() {
  const { t } = useTranslation();
  return <CardLink title={t("admin.shopWords.title")} description={t("admin.shopWords.intro")} to={shopWordsPath} label={t("admin.shopWords.edit")} />;
}
