import { useTranslation } from "~/i18n/react";
import { intlLocale, languageNames } from "~/i18n/languages";
import { languages } from "~shared/languages";
import { tagLabel } from "~/shop/tag-labels";
import { useRootData } from "~/root-data";
import { CardActions, ContentDialog, ContentFormFrame, EmptyList, useContentDialog, useContentForm } from "~/components/back-office/content-dialog";
import { fieldName, i18nDefaults } from "~/components/forms/form-values";
import { tagLabelSchema, type TagRow } from "./tag-form";
import { LanguageTabs } from "~/components/forms/language-tabs";
import { TextField } from "~/components/forms/text-field";

/** docs/product/back-office.md#tags: a card per tag in use, with its label in each language, and an edit dialog. */
export function TagList({ rows }: { rows: TagRow[] }) {
  const { t } = useTranslation();
  const { language } = useRootData();
  const dialog = useContentDialog<TagRow>();
  const editing = dialog.state?.row;
  if (rows.length === 0) return <EmptyList>{t("admin.tags.empty")}</EmptyList>;
  // A to Z by the name the owner reads, not by the stored tag.
  const collator = new Intl.Collator(intlLocale[language], { sensitivity: "base" });
  const named = rows
    .map((row) => {
      const labels = new Map([[row.tag, row.labelI18n]]);
      return { row, labels, name: tagLabel(labels, row.tag, language) };
    })
    .sort((a, b) => collator.compare(a.name, b.name));
  return (
    <>
      <ul className="grid gap-4 md:grid-cols-2">
        {named.map(({ row, labels, name }) => {
          return (
            <li key={row.tag} className="flex flex-col gap-2 rounded-xl border border-border bg-surface p-4">
              <div className="flex items-start justify-between gap-2">
                <div className="flex min-w-0 flex-col">
                  <h2 className="text-lg break-words">{name}</h2>
                  <p className="text-sm text-muted">{t("admin.tags.usedBy", { count: row.usedBy })}</p>
                </div>
                <CardActions name={name} id={row.tag} onEdit={() => dialog.openEdit(row)} onDelete={false} />
              </div>
              <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                <dt className="text-muted">{t("admin.tags.tag")}</dt>
                <dd className="font-mono break-all">{row.tag}</dd>
                {languages.map((shown) => (
                  <div key={shown} className="contents">
                    <dt className="text-muted">{languageNames[shown]}</dt>
                    <dd className="break-words">
                      {row.labelI18n[shown]?.trim() || (
                        <span className="text-muted">{t("admin.tags.shownAs", { label: tagLabel(labels, row.tag, shown) })}</span>
                      )}
                    </dd>
                  </div>
                ))}
              </dl>
            </li>
          );
        })}
      </ul>
      <ContentDialog
        open={dialog.state !== null}
        onClose={dialog.close}
        title={t("admin.tags.editTitle", { tag: editing?.tag ?? "" })}
        description={t("admin.tags.dialogHint")}
      >
        {dialog.state && editing ? <TagLabelForm key={dialog.state.session} row={editing} session={dialog.state.session} onSaved={dialog.close} /> : null}
      </ContentDialog>
    </>
  );
}

function TagLabelForm({ row, session, onSaved }: { row: TagRow; session: number; onSaved: () => void }) {
  const { t } = useTranslation();
  const { fetcher, form, fields, busy } = useContentForm({
    schema: tagLabelSchema,
    session,
    onSaved,
    defaultValue: i18nDefaults("label", row.labelI18n),
  });
  const invalid = languages.filter((language) => fields[fieldName("label", language)]?.errors?.length);
  return (
    <ContentFormFrame fetcher={fetcher} form={form} id={row.tag} busy={busy}>
      <LanguageTabs label={t("admin.content.translations")} invalid={invalid}>
        {(language) => (
          <TextField
            meta={fields[fieldName("label", language)]}
            label={t("admin.tags.label")}
            hint={t("admin.tags.labelHint", { tag: row.tag })}
            autoComplete="off"
          />
        )}
      </LanguageTabs>
    </ContentFormFrame>
  );
}
