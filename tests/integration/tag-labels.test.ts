import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { action as tagsAction, loader as tagsLoader } from "~/routes/admin/tags";
import { catalogPage, productBySlug } from "~/catalog/queries.server";
import { parseCatalogFilters } from "~/catalog/catalog-filters";
import type { Language } from "~shared/languages";
import { readContentVersion } from "~db/content-version";
import { items, tagLabels } from "~db/schema";
import { answerOf, ownerShop, type Answer, type OwnerShop } from "./hostile-support";
import { addAccount, sessionCookie, type TestShop } from "./admin-support";

/**
 * Tag labels (docs/product/content-rules.md#tag-labels, docs/product/back-office.md#tags) through the
 * back office's own loader and action and the catalog's queries, on this run's database.
 */

let owned: OwnerShop;
let shop: TestShop;
let ownerCookie = "";
let visitorCookie = "";
const db = () => shop.database.db;

beforeAll(async () => {
  owned = await ownerShop();
  shop = owned.shop;
  ownerCookie = owned.cookie;
  await addAccount(shop, "visitor@shop.test");
  visitorCookie = await sessionCookie(shop, "visitor@shop.test");
  await db()
    .insert(items)
    .values([
      { slug: "market-tote", nameI18n: { en: "Market tote" }, price: 45, stock: 2, tags: ["Summer", "bag", "cotton"] },
      { slug: "beanie", nameI18n: { en: "Beanie" }, price: 30, stock: 1, tags: ["wool", "summer"] },
      { slug: "old-scarf", nameI18n: { en: "Old scarf" }, price: 20, stock: 0, active: false, tags: ["retired"] },
    ]);
});
afterAll(async () => {
  await owned?.close();
});
beforeEach(async () => {
  await db().delete(tagLabels);
});

type FormAnswer = Answer & {
  data: { note?: { kind: string; title: string }; saved?: boolean; result?: { error?: Record<string, string[]> } };
};

async function save(form: Record<string, string>, cookie = ownerCookie) {
  const request = shop.request("/admin/tags", { form: { intent: "save", ...form }, cookie });
  return (await answerOf(() => tagsAction({ request, context: shop.context(), params: {} } as never))) as FormAnswer;
}

async function listed(cookie = ownerCookie) {
  const request = shop.request("/admin/tags", { cookie });
  return (await answerOf(() => tagsLoader({ request, context: shop.context(), params: {} } as never))) as Answer & {
    data: { rows: { tag: string; usedBy: number; labelI18n: Record<string, string | null> }[] };
  };
}

const catalogIn = (language: Language, query = "") => catalogPage(db(), language, parseCatalogFilters(new URLSearchParams(query)));

describe("the back office's tag list", () => {
  it("lists every tag on an item, active or not, lowercased, with how many items carry it", async () => {
    await save({ id: "summer", label_it: "estate" });
    const answer = await listed();
    expect(answer.status).toBe(200);
    expect(answer.data.rows).toEqual([
      { tag: "bag", usedBy: 1, labelI18n: {} },
      { tag: "cotton", usedBy: 1, labelI18n: {} },
      { tag: "retired", usedBy: 1, labelI18n: {} },
      { tag: "summer", usedBy: 2, labelI18n: { en: null, it: "estate", fr: null } },
      { tag: "wool", usedBy: 1, labelI18n: {} },
    ]);
  });

  it("is the owner's only: a signed-out visitor or another account is turned away, and nothing is written", async () => {
    for (const cookie of ["", visitorCookie]) {
      expect((await listed(cookie)).data).not.toHaveProperty("rows");
      const answer = await save({ id: "summer", label_it: "estate" }, cookie);
      expect(answer.data).not.toHaveProperty("saved");
    }
    expect(await db().select().from(tagLabels)).toEqual([]);
  });
});

describe("saving a tag's labels", () => {
  it("stores a label per language, empty ones as null, for the tag as items store it", async () => {
    const answer = await save({ id: "  Summer ", label_en: "Summer", label_it: " estate ", label_fr: "" });
    expect(answer.status).toBe(200);
    expect(answer.data).toMatchObject({ saved: true, note: { kind: "success", title: "Labels saved" } });
    const rows = await db().select().from(tagLabels);
    expect(rows.map(({ tag, labelI18n }) => ({ tag, labelI18n }))).toEqual([
      { tag: "summer", labelI18n: { en: "Summer", it: "estate", fr: null } },
    ]);
  });

  it("refuses a label over 50 characters with a message on its field, and keeps the labels already saved", async () => {
    await save({ id: "bag", label_it: "borsa", label_fr: "sac" });
    const answer = await save({ id: "bag", label_it: "b".repeat(51), label_fr: "cabas" });
    expect(answer.status).toBe(400);
    expect(answer.data.result?.error?.label_it).toEqual(["admin.tags.labelTooLong"]);
    const [row] = await db().select().from(tagLabels).where(eq(tagLabels.tag, "bag"));
    expect(row.labelI18n).toEqual({ en: null, it: "borsa", fr: "sac" });
  });

  it("refuses a tag no item carries, and writes nothing", async () => {
    const answer = await save({ id: "invented", label_it: "inventato" });
    expect(answer.status).toBe(404);
    expect(answer.data.note?.kind).toBe("error");
    expect(await db().select().from(tagLabels)).toEqual([]);
  });

  it("forgets the labels when all are emptied, so the tag shows as itself again", async () => {
    await save({ id: "wool", label_it: "lana" });
    expect((await catalogIn("it")).tags).toContainEqual({ tag: "wool", label: "lana" });
    expect((await save({ id: "wool", label_it: "" })).status).toBe(200);
    expect(await db().select().from(tagLabels)).toEqual([]);
    expect((await catalogIn("it")).tags).toContainEqual({ tag: "wool", label: "wool" });
  });

  it("makes the kept pages stale, as every content write does", async () => {
    const before = await readContentVersion(db());
    await save({ id: "cotton", label_fr: "coton" });
    const afterInsert = await readContentVersion(db());
    expect(afterInsert).toBeGreaterThan(before);
    await save({ id: "cotton", label_fr: "coton bio" });
    expect(await readContentVersion(db())).toBeGreaterThan(afterInsert);
  });

  it("is refused by the database for a tag that is not lowercased and trimmed", async () => {
    await expect(db().insert(tagLabels).values({ tag: "Summer", labelI18n: { it: "estate" } })).rejects.toThrow();
    await expect(db().insert(tagLabels).values({ tag: " summer", labelI18n: { it: "estate" } })).rejects.toThrow();
    await expect(db().insert(tagLabels).values({ tag: "", labelI18n: { it: "estate" } })).rejects.toThrow();
  });
});

describe("the catalog in the shopper's language", () => {
  beforeEach(async () => {
    await save({ id: "summer", label_en: "summer", label_it: "estate", label_fr: "été" });
    await save({ id: "bag", label_en: "bag", label_it: "borsa" });
    await save({ id: "wool", label_it: "lana" });
  });

  it("lists the filter's tags with their labels, English when the language has none, else the tag, A to Z by label", async () => {
    expect((await catalogIn("it")).tags).toEqual([
      { tag: "bag", label: "borsa" },
      { tag: "cotton", label: "cotton" },
      { tag: "summer", label: "estate" },
      { tag: "wool", label: "lana" },
    ]);
    expect((await catalogIn("fr")).tags).toEqual([
      { tag: "bag", label: "bag" },
      { tag: "cotton", label: "cotton" },
      { tag: "summer", label: "été" },
      { tag: "wool", label: "wool" },
    ]);
  });

  it("filters by the stored tag whatever the label, and shows the labels on the cards", async () => {
    const page = await catalogIn("it", "tag=summer");
    expect(page.items.map((item) => item.slug).sort()).toEqual(["beanie", "market-tote"]);
    const tote = page.items.find((item) => item.slug === "market-tote")!;
    expect(tote.tags).toEqual(["summer", "bag", "cotton"]);
    expect(tote.labelledTags).toEqual([
      { tag: "summer", label: "estate" },
      { tag: "bag", label: "borsa" },
      { tag: "cotton", label: "cotton" },
    ]);
    expect((await productBySlug(db(), "beanie", "fr"))?.labelledTags).toEqual([
      { tag: "wool", label: "wool" },
      { tag: "summer", label: "été" },
    ]);
  });
});
