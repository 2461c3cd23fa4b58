import { Gem, HeartHandshake, Leaf } from "lucide-react";

/** docs/product/storefront.md#about: the three values, quality, sustainability and the personal touch, in this order. */
const icons = [Gem, Leaf, HeartHandshake] as const;

/** The three value cards, worded by the owner or by the shop (docs/product/storefront.md#shop-words). */
export function ValueCards({ cards }: { cards: readonly { title: string; text: string }[] }) {
  return (
    <ul className="grid gap-4 md:grid-cols-3 md:gap-6">
      {cards.map(({ title, text }, index) => {
        const Icon = icons[index % icons.length];
        return (
          <li key={index} className="rounded-2xl border border-border bg-surface p-6 md:p-8">
            <span className="flex size-12 items-center justify-center rounded-full bg-accent-soft text-accent-ink">
              <Icon className="size-6" strokeWidth={1.6} aria-hidden />
            </span>
            <h3 className="mt-5 text-xl break-words">{title}</h3>
            <p className="mt-2 whitespace-pre-line text-muted">{text}</p>
          </li>
        );
      })}
    </ul>
  );
}
