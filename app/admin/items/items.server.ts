import { and, asc, count, desc, eq, inArray, ne } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "~db/client";
import { categories, colorVariants, items } from "~db/schema";
import { foreignKeyViolation, sqlState, uniqueViolation } from "~db/sql-state";
import { queueBackInStockNotices } from "~db/stock-notices";
import type { I18nText } from "~shared/i18n-text";
import { pageWindow } from "~/components/back-office/page-window";
import type { ItemsQuery } from "./item-filters";
import { matchingItems } from "./items-list.server";
import { backOfficeText } from "~/i18n/content";
import { slugMaxLength } from "~/lib/slug";
import { type Language, languages } from "~shared/languages";
import {
  itemValues,
  variantValues,
  type AdminItem,
  type AdminVariant,
  type CategoryOption,
  type ItemForm,
  type VariantForm,
} from "./item-form";

/** Twenty-four cards a page (two columns on a computer): the list costs the same at 10,000 items. */
const adminItemsPageSize = 24;

/** A page of the list; `linked` is the item a link asks to edit (`?edit=`) when it is not on that page. */
export type AdminItemsPage = { items: AdminItem[]; page: number; pageCount: number; linked: AdminItem | null };

type ItemRow = { item: typeof items.$inferSelect; categorySlug: string | null };

const itemRows = (db: Database) =>
  db.select({ item: items, categorySlug: categories.slug }).from(items).leftJoin(categories, eq(items.categoryId, categories.id));

/** The items as the back office shows them, each with its colours, read in one more query. */
async function withVariants(db: Database, rows: ItemRow[]): Promise<AdminItem[]> {
  const ids = rows.map(({ item }) => item.id);
  const variants = ids.length
    ? await db
        .select()
        .from(colorVariants)
        .where(inArray(colorVariants.itemId, ids))
        .orderBy(asc(colorVariants.sortOrder), asc(colorVariants.createdAt))
    : [];
  return rows.map(({ item, categorySlug }) => ({
    id: item.id,
    slug: item.slug,
    nameI18n: { en: item.nameI18n.en, fr: item.nameI18n.fr ?? null, it: item.nameI18n.it ?? null },
    descriptionI18n: item.descriptionI18n,
    careI18n: item.careI18n,
    goodToKnowI18n: item.goodToKnowI18n,
    price: item.price,
    stock: item.stock,
    active: item.active,
    isUnique: item.isUnique,
    featured: item.featured,
    hasColorVariants: item.hasColorVariants,
    images: item.images,
    tags: item.tags,
    leadTimeDays: item.leadTimeDays,
    lowStockLevel: item.lowStockLevel,
    categoryId: item.categoryId,
    categorySlug,
    variants: variants.filter((v) => v.itemId === item.id).map(toAdminVariant),
  }));
}

/**
 * docs/product/back-office.md#items: the items the filters keep (docs/product/back-office.md#list-filters),
 * newest first, a page at a time, each with its category's slug and its colour variants. An item a
 * link asks to edit (a preview's way back) is read too when it is on another page, so its form opens.
 */
export async function listAdminItems(db: Database, query: Partial<ItemsQuery> = {}, editId?: string): Promise<AdminItemsPage> {
  const where = matchingItems(db, query);
  const [{ total }] = await db.select({ total: count() }).from(items).where(where);
  const { page, pageCount, offset } = pageWindow(total, adminItemsPageSize, query.page ?? 1);
  const rows = await itemRows(db).where(where).orderBy(desc(items.createdAt), desc(items.id)).limit(adminItemsPageSize).offset(offset);
  const linkedRows = editId && z.uuid().safeParse(editId).success && !rows.some(({ item }) => item.id === editId) ? await itemRows(db).where(eq(items.id, editId)) : [];
  const [adminItems, [linked = null]] = await Promise.all([withVariants(db, rows), withVariants(db, linkedRows)]);
  return { items: adminItems, page, pageCount, linked };
}

function toAdminVariant(variant: typeof colorVariants.$inferSelect): AdminVariant {
  return {
    id: variant.id,
    itemId: variant.itemId,
    colorNameI18n: variant.colorNameI18n,
    colorHex: variant.colorHex,
    images: variant.images,
    stock: variant.stock,
    sortOrder: variant.sortOrder,
    active: variant.active,
  };
}

/** docs/product/back-office.md#item-form: the items screen's category select lists active categories by sort order. */
export async function activeCategoryOptions(db: Database, language: Language): Promise<CategoryOption[]> {
  const rows = await db
    .select()
    .from(categories)
    .where(eq(categories.active, true))
    .orderBy(asc(categories.sortOrder), asc(categories.slug));
  return rows.map((row) => ({ id: row.id, slug: row.slug, name: backOfficeText(row.nameI18n, language, row.slug) }));
}

/** Every image an item and its colour variants show: what a write on them may leave unused. */
export async function imagesOfItem(db: Database, id: string): Promise<string[]> {
  const [item] = await db.select({ images: items.images }).from(items).where(eq(items.id, id));
  const variants = await db.select({ images: colorVariants.images }).from(colorVariants).where(eq(colorVariants.itemId, id));
  return [...(item?.images ?? []), ...variants.flatMap((v) => v.images)];
}

export async function imagesOfVariant(db: Database, id: string): Promise<string[]> {
  const [variant] = await db.select({ images: colorVariants.images }).from(colorVariants).where(eq(colorVariants.id, id));
  return variant?.images ?? [];
}

export type ItemProblem = "slugTaken" | "notFound" | "categoryMissing";
export type ItemResult = { ok: true; id: string } | { ok: false; problem: ItemProblem };

async function slugTaken(db: Database, slug: string, exceptId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: items.id })
    .from(items)
    .where(exceptId ? and(eq(items.slug, slug), ne(items.id, exceptId)) : eq(items.slug, slug))
    .limit(1);
  return row !== undefined;
}

/**
 * Stores a new item, or updates the one with `form.id`, with the colours added before it existed
 * (`form.variants`), all in one transaction: a colour the database refuses leaves no item behind.
 * An item with colours keeps its own stock column as it was when none is given (docs/decisions/0027).
 * The early slug check gives the usual answer; the unique constraint settles a race between two
 * saves the same way (docs/product/content-rules.md#slug-uniqueness).
 */
export async function saveItem(db: Database, form: ItemForm): Promise<ItemResult> {
  const { stock, ...values } = itemValues(form);
  const stockColumn = form.stock === undefined ? {} : { stock };
  if (await slugTaken(db, values.slug, form.id)) return { ok: false, problem: "slugTaken" };
  try {
    return await db.transaction(async (tx) => {
      let id: string;
      if (form.id) {
        const [row] = await tx
          .update(items)
          .set({ ...values, ...stockColumn, updatedAt: new Date() })
          .where(eq(items.id, form.id))
          .returning({ id: items.id });
        if (!row) return { ok: false, problem: "notFound" } as const;
        id = row.id;
      } else {
        const [row] = await tx.insert(items).values({ ...values, ...stockColumn }).returning({ id: items.id });
        id = row.id;
      }
      if (form.variants.length > 0) {
        await tx.insert(colorVariants).values(form.variants.map((variant) => ({ ...variantValues(variant), itemId: id })));
      }
      // docs/product/back-in-stock.md#when-a-piece-is-back: told in the save's own transaction.
      if (form.id) await queueBackInStockNotices(tx, [id]);
      return { ok: true, id } as const;
    });
  } catch (error) {
    const state = sqlState(error);
    if (state === uniqueViolation) return { ok: false, problem: "slugTaken" };
    if (state === foreignKeyViolation) return { ok: false, problem: "categoryMissing" };
    throw error;
  }
}

/** The longest item name the form accepts (item-form.ts): a copy's name is cut to fit with its mark. */
const nameMaxLength = 200;

/** `base-copy`, then `base-copy-2`…: the first one no item has, cut so that it stays a slug. */
async function freeCopySlug(db: Database, base: string): Promise<string> {
  for (let n = 1; ; n++) {
    const suffix = n === 1 ? "-copy" : `-copy-${n}`;
    const slug = `${base.slice(0, slugMaxLength - suffix.length).replace(/-+$/, "")}${suffix}`;
    if (!(await slugTaken(db, slug))) return slug;
  }
}

/**
 * docs/product/back-office.md#duplicating-an-item: a new hidden item with the original's texts (each
 * name marked as a copy in its own language by `copyName`), price, category, tags, lead time,
 * unique flag and pictures, and its colours without stock. The pictures are the same files: an
 * image is deleted only once no row shows it (app/media/image-cleanup.server.ts). Null when the
 * original is gone.
 */
export async function duplicateItem(
  db: Database,
  id: string,
  copyName: (name: string, language: Language) => string,
): Promise<{ id: string; slug: string } | null> {
  // A second round only when another write got in between: a copy took the slug, or the category went.
  for (let round = 0; ; round++) {
    const [original] = await db.select().from(items).where(eq(items.id, id));
    if (!original) return null;
    const nameI18n: I18nText = { ...original.nameI18n };
    for (const language of languages) {
      const name = nameI18n[language]?.trim();
      if (name) nameI18n[language] = copyName(name, language).slice(0, nameMaxLength);
    }
    const slug = await freeCopySlug(db, original.slug);
    try {
      return await db.transaction(async (tx) => {
        const [copy] = await tx
          .insert(items)
          .values({
            slug,
            nameI18n,
            descriptionI18n: original.descriptionI18n,
            careI18n: original.careI18n,
            goodToKnowI18n: original.goodToKnowI18n,
            price: original.price,
            stock: 0,
            active: false,
            isUnique: original.isUnique,
            featured: false,
            hasColorVariants: original.hasColorVariants,
            images: original.images,
            tags: original.tags,
            leadTimeDays: original.leadTimeDays,
            lowStockLevel: original.lowStockLevel,
            categoryId: original.categoryId,
          })
          .returning({ id: items.id, slug: items.slug });
        const variants = await tx.select().from(colorVariants).where(eq(colorVariants.itemId, id));
        if (variants.length > 0) {
          await tx.insert(colorVariants).values(
            variants.map((variant) => ({
              itemId: copy.id,
              colorNameI18n: variant.colorNameI18n,
              colorHex: variant.colorHex,
              images: variant.images,
              stock: 0,
              sortOrder: variant.sortOrder,
              active: variant.active,
            })),
          );
        }
        return copy;
      });
    } catch (error) {
      const state = sqlState(error);
      if (round < 3 && (state === uniqueViolation || state === foreignKeyViolation)) continue;
      throw error;
    }
  }
}

/** Deletes an item; its colour variants go with it. False when it was already gone. */
export async function deleteItem(db: Database, id: string): Promise<boolean> {
  const deleted = await db.delete(items).where(eq(items.id, id)).returning({ id: items.id });
  return deleted.length > 0;
}

export type VariantResult =
  | { ok: true; kind: "created" | "updated"; id: string }
  | { ok: true; kind: "deferred" }
  | { ok: false; problem: "notFound" };

/**
 * docs/product/back-office.md#colour-variants: a variant is stored only once its item exists; without an item nothing is stored. A new
 * variant's sort order defaults to the number of variants the item already has (docs/product/back-office.md#colour-variants).
 */
export async function saveVariant(db: Database, form: VariantForm, sortOrderGiven: boolean): Promise<VariantResult> {
  const itemId = form.itemId;
  if (!itemId) return { ok: true, kind: "deferred" };
  const values = variantValues(form);
  return db.transaction(async (tx) => {
    const [item] = await tx.select({ id: items.id }).from(items).where(eq(items.id, itemId)).for("update");
    if (!item) return { ok: false, problem: "notFound" } as const;
    if (form.id) {
      const [row] = await tx
        .update(colorVariants)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(colorVariants.id, form.id), eq(colorVariants.itemId, itemId)))
        .returning({ id: colorVariants.id });
      if (!row) return { ok: false, problem: "notFound" } as const;
      // docs/product/back-in-stock.md#when-a-piece-is-back: told in the save's own transaction.
      await queueBackInStockNotices(tx, [itemId]);
      return { ok: true, kind: "updated", id: row.id } as const;
    }
    let sortOrder = values.sortOrder;
    if (!sortOrderGiven) {
      const [existing] = await tx.select({ n: count() }).from(colorVariants).where(eq(colorVariants.itemId, itemId));
      sortOrder = existing.n;
    }
    const [row] = await tx
      .insert(colorVariants)
      .values({ ...values, sortOrder, itemId })
      .returning({ id: colorVariants.id });
    return { ok: true, kind: "created", id: row.id } as const;
  });
}

export async function deleteVariant(db: Database, id: string, itemId: string): Promise<boolean> {
  const deleted = await db
    .delete(colorVariants)
    .where(and(eq(colorVariants.id, id), eq(colorVariants.itemId, itemId)))
    .returning({ id: colorVariants.id });
  return deleted.length > 0;
}
