import { Copy, Eye, Pencil, Trash2 } from "lucide-react";
import { useTranslation } from "~/i18n/react";
import { Form, Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { backOfficeText } from "~/i18n/content";
import { formatPrice } from "~/lib/money";
import { useRootData } from "~/root-data";
import { missingLanguages, type AdminItem } from "./item-form";
import { stockText } from "./item-stock";
import { srcSetFor } from "~/media/image-urls";

/**
 * docs/product/back-office.md#items: name (in the back office's language, else English, else Italian, else slug: docs/decisions/0028), Active/Inactive, Featured, Unique, Colors, then
 * slug, price, stock, category slug, tags and description; plus the languages still missing.
 */
export function ItemCard({ item, onEdit, deleteHref }: { item: AdminItem; onEdit: () => void; deleteHref: string }) {
  const { t } = useTranslation();
  const { language } = useRootData();
  const name = backOfficeText(item.nameI18n, language, item.slug);
  const description = backOfficeText(item.descriptionI18n, language);
  const rows: [string, string][] = [
    [t("admin.items.slug"), item.slug],
    [t("admin.items.cardPrice"), formatPrice(item.price, language)],
    [t("admin.items.cardStock"), stockText(item, language, t)],
    [t("admin.items.cardCategory"), item.categorySlug ?? t("admin.items.noCategory")],
    [t("admin.items.cardTags"), item.tags.length > 0 ? item.tags.join(", ") : t("admin.items.noTags")],
  ];
  return (
    <article
      aria-label={name}
      data-testid="item-card"
      className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-4 md:p-5"
    >
      <div className="flex items-start gap-3">
        {item.images[0] ? (
          <img
            src={item.images[0]}
            srcSet={srcSetFor(item.images[0])}
            sizes="56px"
            alt=""
            className="size-14 shrink-0 rounded-lg object-cover"
            loading="lazy"
          />
        ) : null}
        <div className="min-w-0 flex-1">
          <h2 className="text-lg leading-snug break-words">{name}</h2>
          <div className="mt-1.5 flex flex-wrap gap-1.5">
            <Badge variant={item.active ? "success" : "neutral"}>
              {item.active ? t("admin.active") : t("admin.inactive")}
            </Badge>
            {item.featured ? <Badge>{t("admin.featured")}</Badge> : null}
            {item.isUnique ? <Badge>{t("admin.unique")}</Badge> : null}
            {item.hasColorVariants ? <Badge variant="outline">{t("admin.colors")}</Badge> : null}
            {missingLanguages(item).map((missing) => (
              <Badge
                key={missing}
                variant="danger"
                title={t("admin.items.missingTitle", { language: missing.toUpperCase() })}
              >
                {t("admin.items.missing", { language: missing })}
              </Badge>
            ))}
          </div>
        </div>
        <div className="flex shrink-0 gap-1">
          <Button variant="ghost" size="icon" onClick={onEdit} aria-label={t("admin.items.edit", { name })}>
            <Pencil aria-hidden />
          </Button>
          <Button asChild variant="ghostDestructive" size="icon">
            <Link to={deleteHref} preventScrollReset aria-label={t("admin.items.delete", { name })}>
              <Trash2 aria-hidden />
            </Link>
          </Button>
        </div>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted">{label}</dt>
            <dd className="min-w-0 break-words">{value}</dd>
          </div>
        ))}
        {item.leadTimeDays ? (
          <div className="contents">
            <dt className="text-muted">{t("admin.items.leadTime")}</dt>
            <dd>{item.leadTimeDays}</dd>
          </div>
        ) : null}
      </dl>
      {description ? <p className="line-clamp-3 text-sm text-muted">{description}</p> : null}
      <div className="flex flex-wrap gap-2">
        {/* docs/product/back-office.md#duplicating-an-item: a hidden copy, opened in its dialog. */}
        <Form method="post" action="/admin/items">
          <input type="hidden" name="intent" value="duplicate-item" />
          <input type="hidden" name="id" value={item.id} />
          <Button type="submit" variant="secondary" size="sm" aria-label={t("admin.items.duplicate", { name })}>
            <Copy aria-hidden />
            {t("admin.items.duplicateButton")}
          </Button>
        </Form>
        {item.active ? null : (
          // docs/product/storefront.md#owner-preview: the product page as shoppers will see it once shown.
          <Button asChild variant="secondary" size="sm">
            <a href={`/product/${encodeURIComponent(item.slug)}`} aria-label={t("admin.previewOf", { name })}>
              <Eye aria-hidden />
              {t("admin.preview")}
            </a>
          </Button>
        )}
      </div>
    </article>
  );
}
