import { asc, eq, sql } from "drizzle-orm";
import type { Database } from "~db/client";
import { authors } from "~db/schema";
import type { ShopContext, AdminPost } from "~/context";
import { imagesOf } from "~/media/image-cleanup.server";
import { contentAction, contentTexts, type WriteOutcome } from "~/components/back-office/content-action.server";
import { authorSchema, type AuthorRow, type AuthorValue } from "./author-form";

/** docs/product/back-office.md#authors: every author by name. */
export async function listAuthors({ db }: Pick<ShopContext, "db">): Promise<AuthorRow[]> {
  return db
    .select({
      id: authors.id,
      name: authors.name,
      email: authors.email,
      avatarUrl: authors.avatarUrl,
      bioI18n: authors.bioI18n,
      active: authors.active,
    })
    .from(authors)
    .orderBy(asc(authors.name));
}

/**
 * docs/product/back-office.md#authors: the owner has an author profile from the start, named as
 * the seller in Settings, else as the shop, so her first article is signed, not "Unknown". An
 * author with her address already is hers. Two processes starting at once make one.
 */
export async function ensureOwnAuthor(db: Database, email: string, name: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`LOCK TABLE ${authors} IN SHARE ROW EXCLUSIVE MODE`);
    const [existing] = await tx
      .select({ id: authors.id })
      .from(authors)
      .where(sql`lower(${authors.email}) = ${email.toLowerCase()}`)
      .limit(1);
    if (!existing) await tx.insert(authors).values({ name, email: email.toLowerCase() });
  });
}

async function saveAuthor({ db }: Pick<ShopContext, "db">, value: AuthorValue): Promise<WriteOutcome> {
  const { id, ...fields } = value;
  if (!id) {
    await db.insert(authors).values(fields);
    return { ok: true };
  }
  const updated = await db
    .update(authors)
    .set({ ...fields, updatedAt: new Date() })
    .where(eq(authors.id, id))
    .returning({ id: authors.id });
  return updated.length > 0 ? { ok: true } : { ok: false, problem: "notFound" };
}

async function imagesOfAuthor({ db }: Pick<ShopContext, "db">, id: string): Promise<string[]> {
  const [row] = await db.select({ avatarUrl: authors.avatarUrl }).from(authors).where(eq(authors.id, id));
  return imagesOf(row?.avatarUrl);
}

/** Their articles stay, without an author (ON DELETE SET NULL). */
async function deleteAuthor({ db }: Pick<ShopContext, "db">, id: string): Promise<WriteOutcome> {
  const deleted = await db.delete(authors).where(eq(authors.id, id)).returning({ id: authors.id });
  return deleted.length > 0 ? { ok: true } : { ok: false, problem: "notFound" };
}

/** The authors page's writes: save or delete one author. */
export function writeAuthor(post: AdminPost) {
  return contentAction(post, {
    schema: authorSchema,
    texts: contentTexts("admin.authors"),
    save: (value) => saveAuthor(post.context, value),
    remove: (id) => deleteAuthor(post.context, id),
    imagesOf: (id) => imagesOfAuthor(post.context, id),
  });
}
