import { ExternalLink, Pencil } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { ContentDialog, ContentFormFrame, useContentDialog, useContentForm } from "~/components/back-office/content-dialog";
import { fieldName } from "~/components/forms/form-values";
import { RichTextField, useRichTextEditorWhenIdle } from "~/components/forms/rich-text-field";
import { useTranslation } from "~/i18n/react";
import { languages } from "~shared/languages";
import { useShopTime } from "~/lib/use-shop-time";
import type { PolicyRow } from "~/policies/policies.server";
import { policyPath } from "~/shop/policy-kinds";
import { policySchema } from "~/policies/policy-form";
import { LanguageTabs } from "~/components/forms/language-tabs";

/** The legal pages under Shop management: one card each, edited in the article editor per language. */
export function PolicyList({ policies }: { policies: PolicyRow[] }) {
  const { t } = useTranslation();
  const { date } = useShopTime();
  const dialog = useContentDialog<PolicyRow>();
  const editing = dialog.state?.row;
  useRichTextEditorWhenIdle();
  return (
    <>
      <ul className="grid gap-4">
        {policies.map((policy) => {
          const title = t(`policies.title.${policy.kind}`);
          const template = policy.templateLanguages.length > 0;
          return (
            <li key={policy.kind} className="flex flex-col gap-2 rounded-xl border border-border bg-surface p-4">
              <div className="flex items-start justify-between gap-2">
                <div className="flex min-w-0 flex-wrap items-center gap-2">
                  <h2 className="text-lg break-words">{title}</h2>
                  <Badge variant={template ? "neutral" : "success"}>{template ? t("admin.policies.template") : t("admin.policies.reviewed")}</Badge>
                </div>
                <div className="flex items-center gap-1">
                  <Button asChild variant="ghost" size="icon">
                    <a href={policyPath(policy.kind)} target="_blank" rel="noopener noreferrer" aria-label={t("admin.policies.view", { title })}>
                      <ExternalLink aria-hidden />
                    </a>
                  </Button>
                  <Button type="button" variant="ghost" size="icon" onClick={() => dialog.openEdit(policy)} aria-label={t("admin.content.edit", { name: title })}>
                    <Pencil aria-hidden />
                  </Button>
                </div>
              </div>
              <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
                <span>{t("admin.policies.lastChanged", { date: date(policy.updatedAt) })}</span>
                {template ? (
                  <span>{t("admin.policies.templateIn", { languages: policy.templateLanguages.map((l) => l.toUpperCase()).join(", ") })}</span>
                ) : null}
              </p>
            </li>
          );
        })}
      </ul>
      <ContentDialog
        open={dialog.state !== null}
        onClose={dialog.close}
        title={editing ? t(`policies.title.${editing.kind}`) : t("admin.policies.editTitle")}
        description={t("admin.policies.templateNote")}
        wide
      >
        {dialog.state && editing ? (
          <PolicyForm key={dialog.state.session} row={editing} session={dialog.state.session} onSaved={dialog.close} />
        ) : null}
      </ContentDialog>
    </>
  );
}

function PolicyForm({ row, session, onSaved }: { row: PolicyRow; session: number; onSaved: () => void }) {
  const { t } = useTranslation();
  const { fetcher, form, fields, busy } = useContentForm({ schema: policySchema, session, onSaved, defaultValue: {} });
  const invalid = languages.filter((language) => fields[fieldName("content", language)]?.errors?.length);
  return (
    <ContentFormFrame fetcher={fetcher} form={form} id={row.kind} busy={busy}>
      <LanguageTabs label={t("admin.content.translations")} invalid={invalid}>
        {(language) => {
          const content = fields[fieldName("content", language)];
          return (
            <RichTextField
              name={content.name}
              label={t("admin.policies.content")}
              defaultValue={row.content[language]}
              error={content.errors?.[0]}
              errorId={content.errorId}
            />
          );
        }}
      </LanguageTabs>
    </ContentFormFrame>
  );
}
