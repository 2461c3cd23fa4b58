import { useTranslation } from "~/i18n/react";
import { useFetcher } from "react-router";
import { useState } from "react";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { backOfficeText } from "~/i18n/content";
import { languages } from "~shared/languages";
import { useRootData } from "~/root-data";
import { ConfirmDialog } from "~/components/back-office/confirm-dialog";
import { useToastNote } from "~/components/ui/use-toast-note";
import type { ContentActionData } from "~/components/back-office/content-action.server";
import { CardActions, ContentDialog, ContentFormFrame, CreateButton, EmptyList, useContentDialog, useContentForm } from "~/components/back-office/content-dialog";
import { fieldName, i18nDefaults } from "~/components/forms/form-values";
import { categorySchema, type CategoryKind, type CategoryRow } from "./category-form";
import { LanguageTabs } from "~/components/forms/language-tabs";
import { SwitchField } from "~/components/forms/switch-field";
import { TextField } from "~/components/forms/text-field";
import { TextAreaField } from "~/components/forms/textarea-field";
import { SlugField, useSlugFromName } from "~/components/forms/slug-field";

/** docs/product/back-office.md#categories: cards, a create/edit dialog, delete with confirmation. */
export function CategoryList({ kind, rows }: { kind: CategoryKind; rows: CategoryRow[] }) {
  const { t } = useTranslation();
  const { language } = useRootData();
  const dialog = useContentDialog<CategoryRow>();
  const [deleting, setDeleting] = useState<CategoryRow>();
  const editing = dialog.state?.row;
  return (
    <>
      <CreateButton onCreate={dialog.openNew}>{t("admin.categories.add")}</CreateButton>
      {rows.length === 0 ? (
        <EmptyList>{t("admin.categories.empty")}</EmptyList>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {rows.map((row) => {
            const name = backOfficeText(row.nameI18n, language, row.slug);
            return (
              <li key={row.id} className="flex flex-col gap-2 rounded-xl border border-border bg-surface p-4">
                <div className="flex items-start justify-between gap-2">
                  <div className="flex min-w-0 flex-wrap items-center gap-2">
                    <h2 className="text-lg break-words">{name}</h2>
                    <Badge variant={row.active ? "success" : "neutral"}>
                      {row.active ? t("admin.active") : t("admin.inactive")}
                    </Badge>
                  </div>
                  <CardActions
                    name={name}
                    id={row.id}
                    onEdit={() => dialog.openEdit(row)}
                    onDelete={() => setDeleting(row)}
                  />
                </div>
                <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                  <dt className="text-muted">{t("admin.content.slug")}</dt>
                  <dd className="font-mono break-all">{row.slug}</dd>
                  <dt className="text-muted">{t("admin.categories.sortOrder")}</dt>
                  <dd className="tabular-nums">{row.sortOrder}</dd>
                </dl>
                {backOfficeText(row.descriptionI18n, language) ? (
                  <p className="line-clamp-3 text-sm text-muted">{backOfficeText(row.descriptionI18n, language)}</p>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
      <ContentDialog
        open={dialog.state !== null}
        onClose={dialog.close}
        title={editing ? t("admin.categories.editTitle") : t("admin.categories.newTitle")}
      >
        {dialog.state ? (
          <CategoryForm key={dialog.state.session} kind={kind} row={editing} session={dialog.state.session} onSaved={dialog.close} />
        ) : null}
      </ContentDialog>
      <DeleteCategory kind={kind} row={deleting} onDone={() => setDeleting(undefined)} />
    </>
  );
}

function CategoryForm({
  kind,
  row,
  session,
  onSaved,
}: {
  kind: CategoryKind;
  row: CategoryRow | undefined;
  session: number;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const { fetcher, form, fields, busy } = useContentForm({
    schema: categorySchema(kind),
    session,
    onSaved,
    defaultValue: {
      slug: row?.slug ?? "",
      sort_order: String(row?.sortOrder ?? 0),
      ...i18nDefaults("name", row?.nameI18n),
      ...i18nDefaults("description", row?.descriptionI18n),
    },
  });
  // docs/product/content-rules.md#slugs: an item category's slug may be made from the English name; a blog category's is typed.
  const autoSlug = kind === "categories";
  const slugFromName = useSlugFromName(form, fields.slug.name, row?.slug);
  const invalid = languages.filter((language) => fields[fieldName("name", language)]?.errors?.length);
  return (
    <ContentFormFrame fetcher={fetcher} form={form} id={row?.id} busy={busy}>
      <div className="grid gap-4 sm:grid-cols-[1fr_10rem]">
        <SlugField meta={fields.slug} label={t("admin.content.slug")} fromName={autoSlug ? slugFromName : undefined} />
        <TextField
          meta={fields.sort_order}
          label={t("admin.categories.sortOrder")}
          inputMode="numeric"
          autoComplete="off"
        />
      </div>
      <SwitchField name="active" label={t("admin.active")} defaultChecked={row?.active ?? true} />
      <LanguageTabs label={t("admin.content.translations")} invalid={invalid}>
        {(language) => (
          <>
            <div {...(autoSlug ? slugFromName.nameBox(language) : {})}>
              <TextField meta={fields[fieldName("name", language)]} label={t("admin.content.name")} autoComplete="off" />
            </div>
            <TextAreaField meta={fields[fieldName("description", language)]} label={t("admin.content.description")} />
          </>
        )}
      </LanguageTabs>
    </ContentFormFrame>
  );
}

/** docs/product/back-office.md#deleting: deleting asks first, and says what is left without a category. */
function DeleteCategory({ kind, row, onDone }: { kind: CategoryKind; row: CategoryRow | undefined; onDone: () => void }) {
  const { t } = useTranslation();
  const { language } = useRootData();
  const fetcher = useFetcher<ContentActionData>({ key: `category-delete-${kind}` });
  useToastNote(fetcher.data?.note);
  const name = row ? backOfficeText(row.nameI18n, language, row.slug) : "";
  const usedKey = kind === "categories" ? "admin.categories.itemsLeft" : "admin.categories.articlesLeft";
  return (
    <ConfirmDialog
      open={row !== undefined}
      onCancel={onDone}
      title={t("admin.categories.deleteTitle")}
      cancel={
        <Button type="button" variant="secondary" onClick={onDone}>
          {t("admin.content.cancel")}
        </Button>
      }
      confirm={
        <fetcher.Form method="post" onSubmit={onDone}>
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="id" value={row?.id ?? ""} />
          <Button type="submit" variant="destructive" className="w-full">
            {t("admin.content.deleteAction")}
          </Button>
        </fetcher.Form>
      }
    >
      {t("admin.categories.confirmDelete", { name })} {row?.usedBy ? t(usedKey, { count: row.usedBy }) : null}
    </ConfirmDialog>
  );
}
