import { cn } from "~/lib/utils";
import type { ShopperItem } from "~/shop/shopper-item";
import { ProductCard } from "./product-card";

/**
 * DESIGN.md Layout: 2 columns on phones, 3 on tablets, 4 on wide screens. The home page's
 * selection of at most 3 keeps 3 columns, and on phones becomes a row to swipe through rather
 * than leaving a lone third card. `sizes` follows the columns so phones fetch small images.
 */
const layouts = {
  catalog: {
    list: "grid grid-cols-2 md:grid-cols-3 lg:grid-cols-4",
    item: "",
    sizes: "(min-width: 1200px) 280px, (min-width: 1024px) 23vw, (min-width: 768px) 31vw, 48vw",
  },
  featured: {
    list: "-mx-4 flex snap-x snap-mandatory scroll-px-4 overflow-x-auto px-4 pb-2 [scrollbar-width:none] md:mx-0 md:grid md:grid-cols-3 md:overflow-visible md:px-0 md:pb-0",
    item: "w-[72%] shrink-0 snap-start md:w-auto",
    sizes: "(min-width: 1200px) 380px, (min-width: 768px) 31vw, 72vw",
  },
} as const;

type ProductGridProps = {
  items: readonly ShopperItem[];
  layout?: keyof typeof layouts;
  /** How many of the first cards load their image at once (the ones above the fold). */
  eagerCount?: number;
  className?: string;
  /**
   * The heading that names the list: a row that scrolls sideways is a Tab stop of its own in
   * Firefox, and a stop without a name says nothing of what it holds.
   */
  labelledBy?: string;
};

export function ProductGrid({ items, layout = "catalog", eagerCount = 0, className, labelledBy }: ProductGridProps) {
  const { list, item: itemClass, sizes } = layouts[layout];
  return (
    <ul aria-labelledby={labelledBy} className={cn("gap-4 lg:gap-6", list, className)}>
      {items.map((item, index) => (
        <li key={item.id} className={cn("flex", itemClass)}>
          <ProductCard item={item} imageSizes={sizes} eager={index < eagerCount} />
        </li>
      ))}
    </ul>
  );
}
