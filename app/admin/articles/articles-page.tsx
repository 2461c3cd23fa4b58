import { ExternalLink, Eye } from "lucide-react";
import { useSearchParams } from "react-router";
import { useState } from "react";
import { useTranslation } from "~/i18n/react";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { backOfficeText } from "~/i18n/content";
import { languages } from "~shared/languages";
import { CardActions, ContentDialog, ContentFormFrame, CreateButton, EmptyList, useContentDialog, useContentForm } from "~/components/back-office/content-dialog";
import { fieldName, i18nDefaults } from "~/components/forms/form-values";
import { articleSchema, suggestedReadTime, type ArticleChoice, type ArticleRow } from "./article-form";
import { RichTextField, useRichTextEditorWhenIdle } from "~/components/forms/rich-text-field";
import { ImageField } from "~/components/forms/image-field";
import { LanguageTabs } from "~/components/forms/language-tabs";
import { SelectField } from "~/components/forms/select-field";
import { SwitchField } from "~/components/forms/switch-field";
import { TextField } from "~/components/forms/text-field";
import { TextAreaField } from "~/components/forms/textarea-field";
import { SlugField, useSlugFromName } from "~/components/forms/slug-field";

type Choices = { categories: ArticleChoice[]; authors: ArticleChoice[]; newArticleAuthorId: string | null };


/** docs/product/back-office.md#articles: cards, the create/edit dialog; delete without confirmation (docs/product/back-office.md#deleting). */
export function ArticleList({ articles, choices }: { articles: ArticleRow[]; choices: Choices }) {
  const { t, language } = useTranslation();
  const [searchParams] = useSearchParams();
  // docs/product/storefront.md#owner-preview: a preview's way back opens the article's dialog (`?edit=`).
  const dialog = useContentDialog<ArticleRow>(articles.find((article) => article.id === searchParams.get("edit")));
  const editing = dialog.state?.row;
  useRichTextEditorWhenIdle();
  return (
    <>
      <CreateButton onCreate={dialog.openNew}>{t("admin.articles.add")}</CreateButton>
      {articles.length === 0 ? (
        <EmptyList>{t("admin.articles.empty")}</EmptyList>
      ) : (
        <ul className="grid gap-4">
          {articles.map((article) => {
            // docs/decisions/0028: the back office's language, else English, else Italian, else the slug.
            const title = backOfficeText(article.titleI18n, language, article.slug);
            const excerpt = backOfficeText(article.excerptI18n, language);
            return (
              <li key={article.id} className="flex flex-col gap-2 rounded-xl border border-border bg-surface p-4">
                <div className="flex items-start justify-between gap-2">
                  <div className="flex min-w-0 flex-wrap items-center gap-2">
                    <h2 className="text-lg break-words">{title}</h2>
                    {article.featured ? <Badge>{t("admin.featured")}</Badge> : null}
                    <Badge variant={article.published ? "success" : "neutral"}>
                      {article.published ? t("admin.articles.published") : t("admin.articles.draft")}
                    </Badge>
                  </div>
                  <CardActions name={title} id={article.id} onEdit={() => dialog.openEdit(article)}>
                    <Button asChild variant="ghost" size="icon">
                      {/* docs/product/storefront.md#owner-preview: an unpublished article opens as a preview. */}
                      <a
                        href={`/blog/${article.slug}`}
                        target="_blank"
                        rel="noopener noreferrer"
                        aria-label={article.published ? t("admin.articles.view", { title }) : t("admin.previewOf", { name: title })}
                      >
                        {article.published ? <ExternalLink aria-hidden /> : <Eye aria-hidden />}
                      </a>
                    </Button>
                  </CardActions>
                </div>
                <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
                  <span className="font-mono break-all">{article.slug}</span>
                  {article.readTime ? <span>{t("admin.articles.readTimeMinutes", { count: article.readTime })}</span> : null}
                </p>
                {article.tags.length > 0 ? (
                  <ul className="flex flex-wrap gap-1.5" aria-label={t("admin.articles.tags")}>
                    {article.tags.map((tag) => (
                      <li key={tag}>
                        <Badge variant="outline">{tag}</Badge>
                      </li>
                    ))}
                  </ul>
                ) : null}
                {excerpt ? <p className="line-clamp-2 text-sm text-muted">{excerpt}</p> : null}
              </li>
            );
          })}
        </ul>
      )}
      <ContentDialog
        open={dialog.state !== null}
        onClose={dialog.close}
        title={editing ? t("admin.articles.editTitle") : t("admin.articles.add")}
        wide
      >
        {dialog.state ? (
          <ArticleForm
            key={dialog.state.session}
            row={editing}
            choices={choices}
            session={dialog.state.session}
            onSaved={dialog.close}
          />
        ) : null}
      </ContentDialog>
    </>
  );
}

function ArticleForm({
  row,
  choices,
  session,
  onSaved,
}: {
  row: ArticleRow | undefined;
  choices: Choices;
  session: number;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const { fetcher, form, fields, busy } = useContentForm({
    schema: articleSchema,
    session,
    onSaved,
    defaultValue: {
      slug: row?.slug ?? "",
      read_time: String(row?.readTime ?? 0),
      tags: row?.tags.join(", ") ?? "",
      ...i18nDefaults("title", row?.titleI18n),
      ...i18nDefaults("excerpt", row?.excerptI18n),
    },
  });
  // docs/product/content-rules.md#slugs as for items: an empty slug is made from the English title.
  const slugFromTitle = useSlugFromName(form, fields.slug.name, row?.slug);
  const [englishHtml, setEnglishHtml] = useState(row?.contentI18n.en ?? "");
  const suggestion = englishHtml ? suggestedReadTime(englishHtml) : undefined;
  const invalid = languages.filter(
    (language) => fields[fieldName("title", language)]?.errors?.length || fields[fieldName("content", language)]?.errors?.length,
  );
  const none = { "": t("admin.articles.none") };
  return (
    <ContentFormFrame fetcher={fetcher} form={form} id={row?.id} busy={busy}>
      <div className="grid gap-4 sm:grid-cols-2">
        <SlugField meta={fields.slug} label={t("admin.content.slug")} fromName={slugFromTitle} />
        <div className="flex flex-col gap-1">
          <TextField
            meta={fields.read_time}
            label={t("admin.articles.readTime")}
            hint={t("admin.articles.readTimeHint")}
            inputMode="numeric"
            autoComplete="off"
          />
          {suggestion ? (
            <button
              type="button"
              className="self-start text-sm text-accent-ink underline underline-offset-2"
              onClick={() => form.update({ name: fields.read_time.name, value: String(suggestion) })}
            >
              {t("admin.articles.suggestReadTime", { count: suggestion })}
            </button>
          ) : null}
        </div>
        <SelectField
          meta={fields.category_id}
          label={t("admin.articles.category")}
          defaultValue={row?.categoryId ?? ""}
          options={{ ...none, ...Object.fromEntries(choices.categories.map((choice) => [choice.id, choice.label])) }}
        />
        <SelectField
          meta={fields.author_id}
          label={t("admin.articles.author")}
          defaultValue={(row ? row.authorId : choices.newArticleAuthorId) ?? ""}
          options={{ ...none, ...Object.fromEntries(choices.authors.map((choice) => [choice.id, choice.label])) }}
        />
      </div>
      <ImageField name="featured_image" label={t("admin.articles.featuredImage")} folder="articles" defaultValue={row?.featuredImage} />
      <TextField meta={fields.tags} label={t("admin.articles.tags")} hint={t("admin.articles.tagsHint")} autoComplete="off" />
      <div className="flex flex-wrap gap-6">
        <SwitchField name="featured" label={t("admin.featured")} defaultChecked={row?.featured ?? false} />
        <SwitchField name="published" label={t("admin.articles.published")} defaultChecked={row?.published ?? false} />
      </div>
      <LanguageTabs label={t("admin.content.translations")} invalid={invalid}>
        {(language) => {
          const content = fields[fieldName("content", language)];
          return (
            <>
              <div {...slugFromTitle.nameBox(language)}>
                <TextField meta={fields[fieldName("title", language)]} label={t("admin.articles.titleField")} autoComplete="off" />
              </div>
              <TextAreaField meta={fields[fieldName("excerpt", language)]} label={t("admin.articles.excerpt")} rows={2} />
              <RichTextField
                name={content.name}
                label={t("admin.articles.content")}
                defaultValue={row?.contentI18n[language] ?? ""}
                error={content.errors?.[0]}
                errorId={content.errorId}
                onChange={language === "en" ? setEnglishHtml : undefined}
              />
            </>
          );
        }}
      </LanguageTabs>
    </ContentFormFrame>
  );
}
