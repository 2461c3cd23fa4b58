import { Droplets, Gem, Hand, Info, Mail } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/react";
import { Badge } from "~/components/ui/badge";
import { ShownPriceTag } from "~/components/shown-price";
import { useRootData } from "~/root-data";
import type { ShopperItem, ShopperProduct, ShopperVariant } from "~/shop/shopper-item";

/** The product's badges, name (the page's one h1) and price: the chosen colour's, a sale's included. */
export function ProductHeading({ item, variant }: { item: ShopperItem; variant: ShopperVariant | null }) {
  const { t } = useTranslation();
  const { shop } = useRootData();
  return (
    <div className="flex flex-col gap-3">
      {item.isUnique || item.leadTimeDays ? (
        <div className="flex flex-wrap gap-2">
          {item.isUnique ? <Badge>{t("catalog.uniquePiece")}</Badge> : null}
          {item.leadTimeDays ? <Badge variant="neutral">{t("catalog.madeToOrder")}</Badge> : null}
        </div>
      ) : null}
      <h1 className="text-3xl leading-tight md:text-4xl">{item.name}</h1>
      <div>
        <ShownPriceTag shown={variant ?? item} className="text-2xl text-ink" />
        {/* How VAT applies, from the seller's settings (docs/decisions/0037). */}
        <p className="mt-1 text-sm text-muted">{shop.vatNote}</p>
      </div>
    </div>
  );
}

function Note({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex gap-3">
      <span aria-hidden className="mt-0.5 text-accent [&_svg]:size-4.5">
        {icon}
      </span>
      <span>{children}</span>
    </li>
  );
}

/**
 * The description, then a short "good to know" list (docs/product/storefront.md#product-page: a
 * short bullets note), with the care and "good to know" notes the owner wrote, if any.
 */
export function ProductNotes({ item }: { item: ShopperProduct }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-8 border-t border-border pt-8">
      {item.description ? (
        <section aria-labelledby="product-description">
          <h2 id="product-description" className="text-xl">
            {t("productPage.description")}
          </h2>
          <p className="mt-3 leading-relaxed whitespace-pre-line text-ink/85">{item.description}</p>
        </section>
      ) : null}
      <section aria-labelledby="product-notes" className="rounded-2xl bg-accent-soft/50 p-5 md:p-6">
        <h2 id="product-notes" className="text-xl">
          {t("productPage.notesTitle")}
        </h2>
        <ul className="mt-4 flex flex-col gap-3 text-sm leading-relaxed text-ink/85">
          <Note icon={<Hand />}>{t("productPage.noteHandmade")}</Note>
          {item.isUnique ? <Note icon={<Gem />}>{t("productPage.noteUnique")}</Note> : null}
          <Note icon={<Mail />}>{t("productPage.noteOrder")}</Note>
          {item.notes.care ? (
            <Note icon={<Droplets />}>
              <span className="font-medium text-ink">{t("productPage.careLabel")}</span>{" "}
              <span className="whitespace-pre-line">{item.notes.care}</span>
            </Note>
          ) : null}
          {item.notes.goodToKnow ? (
            <Note icon={<Info />}>
              <span className="whitespace-pre-line">{item.notes.goodToKnow}</span>
            </Note>
          ) : null}
        </ul>
      </section>
    </div>
  );
}
