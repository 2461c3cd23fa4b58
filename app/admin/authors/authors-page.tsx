import { UserRound } from "lucide-react";
import { useTranslation } from "~/i18n/react";
import { Badge } from "~/components/ui/badge";
import { backOfficeText } from "~/i18n/content";
import { languages } from "~shared/languages";
import { CardActions, ContentDialog, ContentFormFrame, CreateButton, EmptyList, useContentDialog, useContentForm } from "~/components/back-office/content-dialog";
import { fieldName, i18nDefaults } from "~/components/forms/form-values";
import { authorSchema, type AuthorRow } from "./author-form";
import { ImageField } from "~/components/forms/image-field";
import { LanguageTabs } from "~/components/forms/language-tabs";
import { SwitchField } from "~/components/forms/switch-field";
import { TextField } from "~/components/forms/text-field";
import { TextAreaField } from "~/components/forms/textarea-field";
import { srcSetFor } from "~/media/image-urls";

/** docs/product/back-office.md#authors: cards, the Add Author dialog; delete without confirmation (docs/product/back-office.md#deleting). */
export function AuthorList({ authors }: { authors: AuthorRow[] }) {
  const { t, language } = useTranslation();
  const dialog = useContentDialog<AuthorRow>();
  const editing = dialog.state?.row;
  return (
    <>
      <CreateButton onCreate={dialog.openNew}>{t("admin.authors.add")}</CreateButton>
      {authors.length === 0 ? (
        <EmptyList>{t("admin.authors.empty")}</EmptyList>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {authors.map((author) => {
            // docs/decisions/0028: the bio in the back office's language, else English, else Italian.
            const bio = backOfficeText(author.bioI18n, language);
            return (
              <li key={author.id} className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-4">
                <div className="flex items-start gap-3">
                  {author.avatarUrl ? (
                    <img
                      src={author.avatarUrl}
                      srcSet={srcSetFor(author.avatarUrl)}
                      sizes="48px"
                      alt=""
                      className="size-12 shrink-0 rounded-full object-cover"
                    />
                  ) : (
                    <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-tint text-muted">
                      <UserRound className="size-6" aria-hidden />
                    </span>
                  )}
                  <div className="flex min-w-0 flex-1 flex-col gap-1">
                    <div className="flex flex-wrap items-center gap-2">
                      <h2 className="text-lg break-words">{author.name}</h2>
                      <Badge variant={author.active ? "success" : "neutral"}>
                        {author.active ? t("admin.active") : t("admin.inactive")}
                      </Badge>
                    </div>
                    {author.email ? <p className="text-sm break-all text-muted">{author.email}</p> : null}
                  </div>
                  <CardActions name={author.name} id={author.id} onEdit={() => dialog.openEdit(author)} />
                </div>
                {bio ? <p className="line-clamp-3 text-sm text-muted">{bio}</p> : null}
              </li>
            );
          })}
        </ul>
      )}
      <ContentDialog
        open={dialog.state !== null}
        onClose={dialog.close}
        title={editing ? t("admin.authors.editTitle") : t("admin.authors.add")}
      >
        {dialog.state ? (
          <AuthorForm key={dialog.state.session} row={editing} session={dialog.state.session} onSaved={dialog.close} />
        ) : null}
      </ContentDialog>
    </>
  );
}

function AuthorForm({ row, session, onSaved }: { row: AuthorRow | undefined; session: number; onSaved: () => void }) {
  const { t } = useTranslation();
  const { fetcher, form, fields, busy } = useContentForm({
    schema: authorSchema,
    session,
    onSaved,
    defaultValue: { name: row?.name ?? "", email: row?.email ?? "", ...i18nDefaults("bio", row?.bioI18n) },
  });
  const invalid = languages.filter((language) => fields[fieldName("bio", language)]?.errors?.length);
  return (
    <ContentFormFrame fetcher={fetcher} form={form} id={row?.id} busy={busy}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField meta={fields.name} label={t("admin.authors.name")} autoComplete="off" />
        <TextField meta={fields.email} label={t("admin.authors.email")} type="email" autoComplete="off" />
      </div>
      <ImageField name="avatar_url" label={t("admin.authors.avatar")} folder="authors" defaultValue={row?.avatarUrl} round />
      <SwitchField name="active" label={t("admin.active")} defaultChecked={row?.active ?? true} />
      <LanguageTabs label={t("admin.content.translations")} invalid={invalid}>
        {(language) => <TextAreaField meta={fields[fieldName("bio", language)]} label={t("admin.authors.bio")} rows={4} />}
      </LanguageTabs>
    </ContentFormFrame>
  );
}
