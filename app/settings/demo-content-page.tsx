import { Form, Link, useNavigation } from "react-router";
import type { DemoContent, DemoRow } from "~db/demo/removal.server";
import { AdminCard } from "~/components/back-office/admin-card";
import { CardLink } from "~/components/back-office/card-link";
import { Button } from "~/components/ui/button";
import { backOfficeText } from "~/i18n/content";
import { intlLocale } from "~/i18n/languages";
import { useTranslation } from "~/i18n/react";

/** Where the removal is reviewed and done: a part of Settings (docs/product/back-office.md#removing-the-demo-content). */
export const demoContentPath = "/admin/settings/demo-content";

/** What the page shows: the rows that would go and the changed ones, without their pictures' addresses. */
export type DemoContentView = Omit<DemoContent, "images">;

/** The Settings page's way to the removal. */
export function DemoContentLink() {
  const { t } = useTranslation();
  return (
    <CardLink
      title={t("admin.demoContent.title")}
      description={t("admin.demoContent.intro")}
      to={demoContentPath}
      label={t("admin.demoContent.review")}
    />
  );
}

const kinds = ["items", "articles", "categories", "blogCategories", "authors"] as const;

/**
 * The confirmation: every row that goes, by kind, with counts and names, before anything happens; the
 * demo's items and articles the owner changed are kept unless she asks for them too (a second
 * look at the list, `?with-changed=1`). A page of its own, so it works without scripts.
 */
export function DemoContentReview({ content, withChanged, isOwner }: { content: DemoContentView; withChanged: boolean; isOwner: boolean }) {
  const { t, language } = useTranslation();
  const navigation = useNavigation();
  const removing = navigation.state === "submitting" && navigation.formAction?.endsWith(demoContentPath) === true;
  const names = (rows: DemoRow[]) =>
    new Intl.ListFormat(intlLocale[language], { type: "conjunction" }).format(rows.map((row) => backOfficeText(row.name, language)));
  const changed = [...content.changed.items, ...content.changed.articles];
  const going = kinds.filter((kind) => content[kind].length > 0);
  const back = (
    <Link to="/admin/settings" className="text-sm text-accent-ink underline underline-offset-4">
      {t("admin.demoContent.backToSettings")}
    </Link>
  );

  if (going.length === 0) {
    return (
      <AdminCard title={t("admin.demoContent.title")}>
        <p className="text-sm">
          {changed.length > 0 ? t("admin.demoContent.onlyChanged", { names: names(changed) }) : t("admin.demoContent.nothingLeft")}
        </p>
        {changed.length > 0 && isOwner ? (
          <p className="mt-3">
            <Link to={`${demoContentPath}?with-changed=1`} className="text-sm text-accent-ink underline underline-offset-4">
              {t("admin.demoContent.removeChangedToo")}
            </Link>
          </p>
        ) : null}
        <p className="mt-4">{back}</p>
      </AdminCard>
    );
  }
  return (
    <AdminCard title={t("admin.demoContent.goes")}>
      <ul className="flex list-disc flex-col gap-2 pl-5 text-sm">
        {going.map((kind) => (
          <li key={kind}>{t(`admin.demoContent.${kind}`, { count: content[kind].length, names: names(content[kind]) })}</li>
        ))}
      </ul>
      {withChanged && changed.length > 0 ? (
        <p className="mt-4 text-sm">
          {t("admin.demoContent.changedGoing", { names: names(changed) })}{" "}
          <Link to={demoContentPath} className="text-accent-ink underline underline-offset-4">
            {t("admin.demoContent.keepChanged")}
          </Link>
        </p>
      ) : changed.length > 0 ? (
        <p className="mt-4 text-sm">
          {t("admin.demoContent.changedKept", { names: names(changed) })}{" "}
          {isOwner ? (
            <Link to={`${demoContentPath}?with-changed=1`} className="text-accent-ink underline underline-offset-4">
              {t("admin.demoContent.removeChangedToo")}
            </Link>
          ) : null}
        </p>
      ) : null}
      {isOwner ? (
        <Form method="post" action={withChanged ? `${demoContentPath}?with-changed=1` : demoContentPath} className="mt-6 flex flex-col gap-3">
          <p className="text-sm text-muted">{t("admin.demoContent.cannotUndo")}</p>
          <input type="hidden" name="intent" value="remove-demo" />
          {withChanged ? <input type="hidden" name="withChanged" value="1" /> : null}
          <div className="flex flex-wrap items-center gap-4">
            <Button type="submit" variant="destructive" disabled={removing} className="max-sm:w-full">
              {removing ? t("admin.demoContent.removing") : t("admin.demoContent.confirm")}
            </Button>
            {back}
          </div>
        </Form>
      ) : (
        <>
          <p className="mt-6 text-sm text-muted">{t("admin.demoContent.ownerOnly")}</p>
          <p className="mt-4">{back}</p>
        </>
      )}
    </AdminCard>
  );
}
