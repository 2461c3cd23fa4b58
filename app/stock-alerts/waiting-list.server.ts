import { and, asc, count, desc, eq, sql } from "drizzle-orm";
import type { Database } from "~db/client";
import { colorVariants, items, stockWishes, type StockWishState } from "~db/schema";
import { backOfficeText } from "~/i18n/content";
import type { Language } from "~shared/languages";
import { wishAddress } from "./stock-alert-rules";

/*
 * The back office's view of the wishes (docs/product/back-in-stock.md#in-the-back-office): how
 * many wait for each item and colour, the addresses, and one address erased on request.
 */

/** One item or colour someone waits for. */
export type WaitingPiece = { itemId: string; pieceName: string; waiting: number; unconfirmed: number };

/** One wish as the owner sees it. */
export type ListedWish = { id: string; email: string; pieceName: string; state: StockWishState; language: string; createdAt: string };

/** The most wishes the list shows at once: a search by address finds any other. */
export const listedWishesMax = 200;

const pieceName = (language: Language, row: { slug: string; itemName: unknown; colourName: unknown }) => {
  const name = backOfficeText(row.itemName as Record<string, string>, language, row.slug);
  const colour = row.colourName ? backOfficeText(row.colourName as Record<string, string>, language, "") : "";
  return colour ? `${name} – ${colour}` : name;
};

/** Every item and colour with a wish not yet told, the most awaited first. */
export async function waitingPieces(db: Database, language: Language): Promise<WaitingPiece[]> {
  const rows = await db
    .select({
      itemId: stockWishes.itemId,
      slug: items.slug,
      itemName: items.nameI18n,
      colourName: colorVariants.colorNameI18n,
      waiting: sql<number>`count(*) filter (where ${stockWishes.state} = 'waiting')`.mapWith(Number),
      unconfirmed: sql<number>`count(*) filter (where ${stockWishes.state} = 'unconfirmed')`.mapWith(Number),
    })
    .from(stockWishes)
    .innerJoin(items, eq(items.id, stockWishes.itemId))
    .leftJoin(colorVariants, eq(colorVariants.id, stockWishes.variantId))
    .where(sql`${stockWishes.state} <> 'notified'`)
    .groupBy(stockWishes.itemId, stockWishes.variantId, items.slug, items.nameI18n, colorVariants.colorNameI18n)
    .orderBy(desc(count()), asc(items.slug));
  return rows.map((row) => ({ itemId: row.itemId, pieceName: pieceName(language, row), waiting: row.waiting, unconfirmed: row.unconfirmed }));
}

/** The wishes, newest first, or those of one address. */
export async function listedWishes(db: Database, language: Language, email?: string): Promise<ListedWish[]> {
  const rows = await db
    .select({
      id: stockWishes.id,
      email: stockWishes.email,
      state: stockWishes.state,
      language: stockWishes.language,
      createdAt: stockWishes.createdAt,
      slug: items.slug,
      itemName: items.nameI18n,
      colourName: colorVariants.colorNameI18n,
    })
    .from(stockWishes)
    .innerJoin(items, eq(items.id, stockWishes.itemId))
    .leftJoin(colorVariants, eq(colorVariants.id, stockWishes.variantId))
    .where(email ? eq(stockWishes.email, wishAddress(email)) : undefined)
    .orderBy(desc(stockWishes.createdAt))
    .limit(listedWishesMax);
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    state: row.state,
    language: row.language,
    createdAt: row.createdAt.toISOString(),
    pieceName: pieceName(language, row),
  }));
}

/** Deletes every wish of one address, with their mails not sent yet; returns how many. */
export async function eraseWishesOf(db: Database, email: string): Promise<number> {
  const deleted = await db
    .delete(stockWishes)
    .where(and(eq(stockWishes.email, wishAddress(email))))
    .returning({ id: stockWishes.id });
  return deleted.length;
}
