import os from "node:os";
import { count } from "drizzle-orm";
import type { Database } from "~db/client";
import { articles, authors, blogCategories, categories, colorVariants, items, tagLabels } from "~db/schema";
import { demoArticles, demoAuthors, demoBlogCategories } from "~db/demo/blog";
import { demoCategories, demoItems, demoTagLabels, type DemoItem } from "~db/demo/catalogue";
import { articlePictures, authorPicture, itemPicture } from "~db/demo/draw/compositions";
import type { Yarns } from "~db/demo/draw/pieces";
import { renderPng } from "~db/demo/draw/render";

/** The demo goes only into a shop without items (docs/product/back-office.md#demo-catalogue). */
export class DemoNotEmptyError extends Error {
  constructor() {
    super("Items already exist");
    this.name = "DemoNotEmptyError";
  }
}

type Folder = "items" | "authors" | "articles";

/**
 * Stores a drawn picture through the shop's image pipeline (its sizes and formats) in a folder of
 * the media storage, and answers its address.
 */
export type StorePicture = (folder: Folder, png: Buffer) => Promise<string>;

/**
 * Draws every picture once (a variant's picture is also its item's main one when it comes first)
 * and stores it through the image pipeline, a few at a time.
 */
class PictureStore {
  private readonly rendered = new Map<string, { png?: Promise<Buffer>; uses: number }>();
  private readonly jobs: (() => Promise<void>)[] = [];

  constructor(private readonly store: StorePicture) {}

  /** Queues a picture; the returned object's `url` is set once `storeAll` has run. */
  add(folder: Folder, seed: string, draw: () => string): { url: string } {
    const target = { url: "" };
    const entry = this.rendered.get(seed) ?? { uses: 0 };
    entry.uses++;
    this.rendered.set(seed, entry);
    this.jobs.push(async () => {
      entry.png ??= renderPng(draw());
      const png = await entry.png;
      // The drawn file is only kept until its last use.
      if (--entry.uses === 0) this.rendered.delete(seed);
      target.url = await this.store(folder, png);
    });
    return target;
  }

  async storeAll(): Promise<void> {
    // Drawing and encoding keep the cores busy; a couple at a time is as fast as more, with less memory.
    const workers = Math.max(2, Math.min(3, os.availableParallelism()));
    let next = 0;
    await Promise.all(
      Array.from({ length: workers }, async () => {
        while (next < this.jobs.length) await this.jobs[next++]();
      }),
    );
  }
}

const day = 24 * 60 * 60 * 1000;
/** The demo's items look as if added over the past weeks, the first listed the newest. */
const newestItemDate = Date.parse("2026-10-28T10:00:00Z");

/**
 * When the demo says its item at `index` of demoItems was added. A fixed instant no owner's item
 * has, so it also tells the demo's rows from hers (docs/decisions/0065).
 */
export const demoItemCreatedAt = (index: number) => new Date(newestItemDate - index * 3 * day);

/** When the demo says an article was written: its publication, else the newest item's day. */
export const demoArticleCreatedAt = (article: { publishedAt: string | null }) =>
  article.publishedAt ? new Date(article.publishedAt) : new Date(newestItemDate);

function yarnsOf(item: DemoItem, main: string): Yarns {
  return [main, ...item.yarns.slice(1)];
}

async function countItems(db: Pick<Database, "select">): Promise<number> {
  const [row] = await db.select({ n: count() }).from(items);
  return row.n;
}

/**
 * Imports the demo catalogue: categories, items with colour variants, authors, blog categories and
 * articles, with pictures drawn by the project. Refuses (DemoNotEmptyError) when items exist.
 */
export async function importDemo(db: Database, storePicture: StorePicture): Promise<void> {
  if ((await countItems(db)) > 0) throw new DemoNotEmptyError();

  const pictures = new PictureStore(storePicture);
  const itemPictures = demoItems.map((item) => {
    const main = item.variants?.[0]?.colour.hex ?? item.yarns[0];
    const seedOf = (colour: string) => `${item.slug}/${colour}`;
    return {
      main: pictures.add("items", seedOf(main), () => itemPicture(item.piece, yarnsOf(item, main), seedOf(main))),
      variants: (item.variants ?? []).map(({ colour }) =>
        pictures.add("items", seedOf(colour.hex), () => itemPicture(item.piece, yarnsOf(item, colour.hex), seedOf(colour.hex))),
      ),
    };
  });
  const avatars = demoAuthors.map(({ key, avatar }) =>
    pictures.add("authors", key, () => authorPicture(avatar.petals, avatar.heart, avatar.backdrop, key)),
  );
  const articleImages = demoArticles.map(({ picture }) => pictures.add("articles", picture, articlePictures[picture]));
  await pictures.storeAll();

  await db.transaction(async (tx) => {
    // Checked again inside the transaction, in case an item was created while the pictures were drawn.
    if ((await countItems(tx)) > 0) throw new DemoNotEmptyError();

    const categoryRows = await tx
      .insert(categories)
      .values(demoCategories.map((c, i) => ({ slug: c.slug, nameI18n: c.name, descriptionI18n: c.description, sortOrder: i })))
      .returning({ id: categories.id, slug: categories.slug });
    const categoryId = new Map(categoryRows.map((row) => [row.slug, row.id]));

    const itemRows = await tx
      .insert(items)
      .values(
        demoItems.map((item, i) => {
          const createdAt = demoItemCreatedAt(i);
          return {
            slug: item.slug,
            nameI18n: item.name,
            descriptionI18n: item.description,
            careI18n: item.care ?? {},
            goodToKnowI18n: item.goodToKnow ?? {},
            price: item.price,
            stock: item.stock,
            active: item.active ?? true,
            isUnique: item.isUnique ?? false,
            featured: item.featured ?? false,
            hasColorVariants: Boolean(item.variants?.length),
            images: [itemPictures[i].main.url],
            tags: item.tags,
            leadTimeDays: item.leadTimeDays ?? null,
            categoryId: categoryId.get(item.category) ?? null,
            createdAt,
            updatedAt: createdAt,
          };
        }),
      )
      .returning({ id: items.id });

    const variantRows = demoItems.flatMap((item, i) =>
      (item.variants ?? []).map((variant, sortOrder) => ({
        itemId: itemRows[i].id,
        colorNameI18n: variant.colour.name,
        colorHex: variant.colour.hex,
        images: [itemPictures[i].variants[sortOrder].url],
        stock: variant.stock,
        sortOrder,
      })),
    );
    await tx.insert(colorVariants).values(variantRows);
    await tx.insert(tagLabels).values(Object.entries(demoTagLabels).map(([tag, labelI18n]) => ({ tag, labelI18n })));

    const blogCategoryRows = await tx
      .insert(blogCategories)
      .values(demoBlogCategories.map((c, i) => ({ slug: c.slug, nameI18n: c.name, descriptionI18n: c.description, sortOrder: i })))
      .returning({ id: blogCategories.id, slug: blogCategories.slug });
    const blogCategoryId = new Map(blogCategoryRows.map((row) => [row.slug, row.id]));

    const authorRows = await tx
      .insert(authors)
      .values(
        demoAuthors.map((a, i) => ({ name: a.name, email: a.email, avatarUrl: avatars[i].url, bioI18n: a.bio, active: a.active })),
      )
      .returning({ id: authors.id });
    const authorId = new Map(demoAuthors.map((a, i) => [a.key, authorRows[i].id]));

    await tx.insert(articles).values(
      demoArticles.map((article, i) => {
        const { en, it, fr } = article.text;
        const publishedAt = article.publishedAt ? new Date(article.publishedAt) : null;
        const createdAt = demoArticleCreatedAt(article);
        return {
          slug: article.slug,
          titleI18n: { en: en.title, it: it.title, fr: fr.title },
          excerptI18n: { en: en.excerpt, it: it.excerpt, fr: fr.excerpt },
          contentI18n: { en: en.content, it: it.content, fr: fr.content },
          featuredImage: articleImages[i].url,
          categoryId: blogCategoryId.get(article.category) ?? null,
          authorId: authorId.get(article.author) ?? null,
          featured: article.featured,
          published: publishedAt !== null,
          readTime: article.readTime,
          tags: article.tags,
          publishedAt,
          createdAt,
          updatedAt: createdAt,
        };
      }),
    );
  });
}
