/**
 * Issue 7: a page costs about the same at 10,000 items as at 12. With a generated catalogue of
 * 10,000 items (30,000 colours) and 2,000 articles, every public page's loader reads at most one
 * page of rows, and the plans of the list queries read an index instead of sorting the table.
 */
import { sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ShopContext } from "../../app/context";
import { catalogPageSize } from "../../app/catalog/catalog-filters";
import { blogPageSize } from "../../app/blog/blog-list-params";
import { loader as articleLoader } from "../../app/routes/article";
import { loader as blogLoader } from "../../app/routes/blog";
import { loader as catalogLoader } from "../../app/routes/catalog";
import { loader as homeLoader } from "../../app/routes/home";
import { loader as productLoader } from "../../app/routes/product";
import { createTestDatabase, type TestDatabase } from "../support/database";

const itemCount = 10_000;
const coloursPerItem = 3;
const articleCount = 2_000;
/** One catalog page of items with all their colours: the most any query of a page may read. */
const onePage = catalogPageSize * coloursPerItem;

type Query = { text: string; params: unknown[]; rows: number };

let t: TestDatabase;
/** Every query the database was sent since the last reset, with the rows it answered. */
let queries: Query[] = [];

/** Wraps the driver's query method (PGlite and pg's Pool both have one) to see each answer. */
function observeQueries(client: { query: (...args: never[]) => Promise<{ rows: unknown[] }> }) {
  const query = client.query.bind(client) as (...args: unknown[]) => Promise<{ rows: unknown[] }>;
  (client as { query: unknown }).query = async (...args: unknown[]) => {
    const result = await query(...args);
    // PGlite takes (text, params); pg takes (text, params) or ({ text, values? }, params).
    const config = typeof args[0] === "string" ? { text: args[0] } : (args[0] as { text: string; values?: unknown[] });
    const params = (config as { values?: unknown[] }).values ?? (args[1] as unknown[] | undefined) ?? [];
    queries.push({ text: config.text, params, rows: result.rows.length });
    return result;
  };
}

beforeAll(async () => {
  t = await createTestDatabase();
  await t.db.execute(sql`
    INSERT INTO categories (slug, name_i18n)
    SELECT 'category-' || g, jsonb_build_object('en', 'Category ' || g) FROM generate_series(1, 10) g`);
  await t.db.execute(sql`
    INSERT INTO items (slug, name_i18n, description_i18n, price, stock, featured, has_color_variants, tags, images, category_id, created_at)
    SELECT 'item-' || g,
      jsonb_build_object('en', 'Item ' || g, 'it', 'Articolo ' || g, 'fr', 'Article ' || g),
      jsonb_build_object('en', 'Crochet piece number ' || g),
      5 + (g % 300), g % 7, g % 1000 = 0, true, ARRAY['tag-' || (g % 25), 'wool'], ARRAY['/uploads/items/demo.webp'],
      (SELECT id FROM categories ORDER BY slug LIMIT 1 OFFSET g % 10),
      now() - make_interval(mins => g)
    FROM generate_series(1, ${itemCount}) g`);
  await t.db.execute(sql`
    INSERT INTO color_variants (item_id, color_name_i18n, color_hex, stock, sort_order)
    SELECT items.id, jsonb_build_object('en', 'Colour ' || v), '#a0b0c' || v, v, v
    FROM items CROSS JOIN generate_series(1, ${coloursPerItem}) v`);
  await t.db.execute(sql`
    INSERT INTO blog_categories (slug, name_i18n) SELECT 'topic-' || g, jsonb_build_object('en', 'Topic ' || g) FROM generate_series(1, 5) g`);
  await t.db.execute(sql`INSERT INTO authors (name) VALUES ('Giulia')`);
  await t.db.execute(sql`
    INSERT INTO articles (slug, title_i18n, excerpt_i18n, content_i18n, featured, published, published_at, author_id, category_id)
    SELECT 'article-' || g, jsonb_build_object('en', 'Article ' || g), jsonb_build_object('en', 'About stitches ' || g),
      jsonb_build_object('en', '<p>Stitches and yarn, part ' || g || '.</p>'), g % 400 = 0, g % 10 <> 0,
      now() - make_interval(hours => g), (SELECT id FROM authors LIMIT 1),
      (SELECT id FROM blog_categories ORDER BY slug LIMIT 1 OFFSET g % 5)
    FROM generate_series(1, ${articleCount}) g`);
  await t.db.execute(sql`ANALYZE`);
  observeQueries((t.db as unknown as { $client: Parameters<typeof observeQueries>[0] }).$client);
}, 180_000);

afterAll(async () => {
  await t?.close();
});

const log = pino({ level: "silent" });
const context = () => ({ db: t.db, language: "en", log }) as unknown as ShopContext;

type Loader = (args: never) => unknown;
async function load(loader: Loader, url: string, params: Record<string, string> = {}) {
  const args = { request: new Request(`http://shop.test${url}`), context: context(), params };
  // A loader's redirect or 404 is thrown as a Response: it is an answer too.
  return Promise.resolve()
    .then(() => (loader as (a: typeof args) => unknown)(args))
    .catch((thrown: unknown) => thrown);
}

const pages: [string, Loader, Record<string, string>?][] = [
  ["/", homeLoader],
  ["/catalog", catalogLoader],
  ["/catalog?page=2", catalogLoader],
  ["/catalog?page=209", catalogLoader],
  ["/catalog?page=500", catalogLoader],
  ["/catalog?sort=price-asc", catalogLoader],
  ["/catalog?sort=price-desc&page=40", catalogLoader],
  ["/catalog?sort=name-asc", catalogLoader],
  ["/catalog?q=item%2012", catalogLoader],
  ["/catalog?tag=tag-3", catalogLoader],
  ["/catalog?min=20&max=40", catalogLoader],
  ["/product/item-5000", productLoader, { slug: "item-5000" }],
  ["/blog", blogLoader],
  ["/blog?page=30", blogLoader],
  ["/blog?category=topic-2", blogLoader],
  ["/blog/article-777", articleLoader, { slug: "article-777" }],
];

describe("public pages of a 10,000-item catalogue", () => {
  it.each(pages)("%s reads at most one page of rows", async (url, loader, params) => {
    queries = [];
    const result = await load(loader, url, params);
    expect(result).not.toBeInstanceOf(Error);
    expect(queries.length).toBeGreaterThan(0);
    const largest = Math.max(...queries.map((q) => q.rows));
    expect(largest, queries.find((q) => q.rows === largest)?.text).toBeLessThanOrEqual(onePage);
  });

  it("shows a full page of items with their colours and the right totals", async () => {
    const result = (await load(catalogLoader, "/catalog?sort=price-asc&page=3")) as { items: { variants: unknown[] }[]; total: number; pageCount: number };
    expect(result.items).toHaveLength(catalogPageSize);
    expect(result.items.every((item) => item.variants.length === coloursPerItem)).toBe(true);
    expect(result).toMatchObject({ total: itemCount, pageCount: Math.ceil(itemCount / catalogPageSize) });
    const blog = (await load(blogLoader, "/blog?page=2")) as { latest: unknown[] };
    expect(blog.latest).toHaveLength(blogPageSize);
  });
});

/** The plan of a query as PostgreSQL would run it, as text. */
async function plan(query: Query): Promise<string> {
  const client = (t.db as unknown as { $client: { query(text: string, params: unknown[]): Promise<{ rows: Record<string, unknown>[] }> } }).$client;
  const { rows } = await client.query(`EXPLAIN ${query.text}`, query.params);
  return rows.map((row) => Object.values(row)[0]).join("\n");
}

/** The query of a loader that reads the page's list (the ordered one with a LIMIT). */
async function listQuery(loader: Loader, url: string, table: string): Promise<Query> {
  queries = [];
  await load(loader, url);
  const list = queries.find((q) => q.text.includes(`from "${table}"`) && /\border by\b[^]*\blimit\b/i.test(q.text));
  if (!list) throw new Error(`no list query for ${url}:\n${queries.map((q) => q.text).join("\n")}`);
  return list;
}

describe("query plans of the list pages", () => {
  it.each([
    ["/catalog", "items_active_featured_idx"],
    ["/catalog?page=100", "items_active_featured_idx"],
    ["/catalog?sort=price-asc", "items_active_price_asc_idx"],
    ["/catalog?sort=price-desc", "items_active_price_desc_idx"],
    ["/catalog?min=20&max=40&sort=price-asc", "items_active_price_asc_idx"],
  ])("%s reads its page from %s", async (url, index) => {
    const text = await plan(await listQuery(catalogLoader, url, "items"));
    expect(text).toContain(index);
    expect(text).not.toMatch(/Seq Scan on items/);
  });

  it.each([
    ["/blog", "articles_published_list_idx"],
    ["/blog?page=20", "articles_published_list_idx"],
    // With a category the planner may also walk the published list in order and skip other
    // categories' rows until the page is full: both read one page through an index.
    ["/blog?category=topic-2", /articles_category_list_idx|articles_published_list_idx/],
  ])("%s reads its page from %s", async (url, index) => {
    const text = await plan(await listQuery(blogLoader, url, "articles"));
    expect(text).toMatch(index);
    expect(text).not.toMatch(/Seq Scan on articles/);
  });

  it("reads the colours of a page's items by index", async () => {
    queries = [];
    await load(catalogLoader, "/catalog");
    const colours = queries.find((q) => q.text.includes('from "color_variants"'));
    expect(await plan(colours!)).toMatch(/Index Scan using color_variants_item_idx|Bitmap Index Scan on color_variants_item_idx/);
  });

  it("finds a product and an article by their unique slug", async () => {
    queries = [];
    await load(productLoader, "/product/item-42", { slug: "item-42" });
    expect(await plan(queries.find((q) => q.text.includes('from "items"'))!)).toContain("items_slug_unique");
    queries = [];
    await load(articleLoader, "/blog/article-42", { slug: "article-42" });
    expect(await plan(queries.find((q) => q.text.includes('from "articles"'))!)).toContain("articles_slug_unique");
  });
});
