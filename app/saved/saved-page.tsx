import { useEffect } from "react";
import { Form, Link } from "react-router";
import { ProductImage } from "~/components/product-image";
import { ShownPriceTag } from "~/components/shown-price";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { useTranslation } from "~/i18n/react";
import type { ShopperItem } from "~/shop/shopper-item";
import { savedChanged } from "./saved-store";

/**
 * /saved (docs/product/storefront.md#saved-pieces): each saved piece with its picture, name and
 * price today, and what has sold out since; Remove is a plain form, with or without scripts.
 */
export function SavedPage({ pieces }: { pieces: ShopperItem[] }) {
  const { t } = useTranslation();
  // The server may have just written the cookie (a post, a piece gone): the header's count reads it again.
  useEffect(savedChanged, [pieces]);
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 md:py-12">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl md:text-4xl">{t("saved.title")}</h1>
        <p className="text-muted">{t("saved.intro")}</p>
      </header>
      {pieces.length === 0 ? (
        <div className="flex flex-col items-start gap-4">
          <p>{t("saved.empty")}</p>
          <Button asChild variant="secondary">
            <Link to="/catalog">{t("saved.browse")}</Link>
          </Button>
        </div>
      ) : (
        <ul className="flex flex-col divide-y divide-border">
          {pieces.map((piece) => (
            <SavedRow key={piece.id} piece={piece} />
          ))}
        </ul>
      )}
    </div>
  );
}

function SavedRow({ piece }: { piece: ShopperItem }) {
  const { t } = useTranslation();
  const soldOutColours = piece.stock > 0 ? piece.variants.filter((variant) => variant.stock === 0) : [];
  return (
    <li className="flex gap-4 py-4">
      <Link to={`/product/${piece.slug}`} tabIndex={-1} aria-hidden className="w-24 shrink-0 overflow-hidden rounded-xl sm:w-32">
        <ProductImage src={piece.images[0] ?? null} alt={piece.name} sizes="(min-width: 640px) 8rem, 6rem" placeholderLabel={t("catalog.noImage")} />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <h2 className="font-heading text-lg leading-snug">
          <Link to={`/product/${piece.slug}`} className="rounded-sm hover:text-accent">
            {piece.name}
          </Link>
        </h2>
        <ShownPriceTag shown={piece} className="text-ink" />
        {piece.stock === 0 ? (
          <Badge variant="neutral" className="self-start">
            {t("catalog.soldOut")}
          </Badge>
        ) : null}
        {soldOutColours.length ? (
          <p className="text-sm text-muted">{t("saved.soldOutColours", { colours: soldOutColours.map((variant) => variant.name).join(", ") })}</p>
        ) : null}
        <Form method="post" action="/saved" className="mt-auto">
          <input type="hidden" name="item" value={piece.id} />
          <Button type="submit" name="intent" value="remove" variant="ghost" size="compact" aria-label={t("saved.remove", { name: piece.name })}>
            {t("saved.removeButton")}
          </Button>
        </Form>
      </div>
    </li>
  );
}
