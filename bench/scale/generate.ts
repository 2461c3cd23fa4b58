/**
 * Grows a shop that already holds the demo catalogue into a large one: 10,000 items (a third of
 * them in three colours), 2,000 articles and 50,000 order requests. Every row is made by the
 * database itself from generate_series, so it takes seconds on the embedded database too.
 *
 * The new rows are older than the demo's, so the home page, the first catalog page and the latest
 * articles still open with the demo's pieces: the pages measured at both sizes show the same kind
 * of content, and only the amount of data behind them differs.
 */
import { sql } from "drizzle-orm";
import type { Database } from "~db/client";

export type ScaleSize = { items: number; articles: number; orderRequests: number };

export const scaleSize: ScaleSize = { items: 10_000, articles: 2_000, orderRequests: 50_000 };

/** Every third generated item comes in this many colours. */
const variantsPerItem = 3;

export class ScaleCatalogueError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ScaleCatalogueError";
  }
}

async function one<T>(db: Database, query: ReturnType<typeof sql>): Promise<T> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows[0];
}

/**
 * Adds the generated rows (items minus the demo's own, so the total is `size.items`) and
 * refreshes the planner's statistics, as autovacuum would after such a load.
 */
export async function generateScaleCatalogue(db: Database, size: ScaleSize = scaleSize): Promise<ScaleSize> {
  const existing = await one<{ items: number; images: number; categories: number; generated: boolean }>(
    db,
    sql`SELECT (SELECT count(*)::int FROM items) AS items,
               (SELECT count(DISTINCT image)::int FROM items, unnest(images) AS image) AS images,
               (SELECT count(*)::int FROM categories) AS categories,
               EXISTS (SELECT 1 FROM items WHERE slug LIKE 'scale-piece-%') AS generated`,
  );
  if (existing.generated) throw new ScaleCatalogueError("The database already holds the scale catalogue");
  if (existing.images === 0 || existing.categories === 0) {
    throw new ScaleCatalogueError("The scale catalogue is built on the demo catalogue: import the demo first");
  }
  const newItems = Math.max(0, size.items - existing.items);

  await db.transaction(async (tx) => {
    // Images reuse the demo's stored pictures: what is measured is the data, not the pictures.
    await tx.execute(sql`
      WITH pictures AS (SELECT array_agg(DISTINCT image ORDER BY image) AS urls FROM items, unnest(images) AS image),
           cats AS (SELECT array_agg(id ORDER BY sort_order, slug) AS ids FROM categories WHERE active)
      INSERT INTO items (slug, name_i18n, description_i18n, price, stock, active, is_unique, featured,
                         has_color_variants, images, tags, lead_time_days, category_id, created_at, updated_at)
      SELECT 'scale-piece-' || g,
             jsonb_build_object('en', 'Crochet piece no. ' || g, 'it', 'Pezzo all''uncinetto n. ' || g,
                                'fr', 'Pièce au crochet n° ' || g),
             jsonb_build_object(
               'en', 'Hand-made piece number ' || g || ', worked in soft cotton yarn with a neat border. ' || repeat('Stitched with care. ', 8),
               'it', 'Pezzo fatto a mano numero ' || g || ', lavorato in morbido cotone. ' || repeat('Cucito con cura. ', 8),
               'fr', 'Pièce faite main numéro ' || g || ', travaillée en coton doux. ' || repeat('Cousue avec soin. ', 8)),
             (4 + (g * 37) % 140)::numeric + (g % 4) * 0.25,
             g % 6,
             g % 97 <> 0,
             g % 40 = 0,
             false,
             g % 3 = 0,
             ARRAY[p.urls[1 + g % cardinality(p.urls)], p.urls[1 + (g + 5) % cardinality(p.urls)]],
             ARRAY[(ARRAY['cotton', 'wool', 'gift', 'summer', 'baby', 'home'])[1 + g % 6],
                   (ARRAY['pastel', 'bright', 'natural'])[1 + g % 3]],
             CASE WHEN g % 9 = 0 THEN 7 + g % 21 END,
             c.ids[1 + g % cardinality(c.ids)],
             now() - interval '2 days' - make_interval(mins => g),
             now() - interval '2 days' - make_interval(mins => g)
      FROM generate_series(1, ${newItems}::int) AS g, pictures AS p, cats AS c`);

    await tx.execute(sql`
      WITH colours AS (
        SELECT * FROM (VALUES
          (0, '#C8553D', 'Terracotta', 'Terracotta', 'Terre cuite'),
          (1, '#588B8B', 'Sage', 'Salvia', 'Sauge'),
          (2, '#F2D0A4', 'Sand', 'Sabbia', 'Sable')) AS c(n, hex, en, it, fr))
      INSERT INTO color_variants (item_id, color_name_i18n, color_hex, images, stock, sort_order, active, created_at, updated_at)
      SELECT i.id, jsonb_build_object('en', c.en, 'it', c.it, 'fr', c.fr), c.hex, i.images[1:1],
             (c.n + length(i.slug)) % 4, c.n, true, i.created_at, i.created_at
      FROM items AS i CROSS JOIN colours AS c
      WHERE i.slug LIKE 'scale-piece-%' AND i.has_color_variants AND c.n < ${variantsPerItem}`);

    await tx.execute(sql`
      WITH cats AS (SELECT array_agg(id ORDER BY sort_order, slug) AS ids FROM blog_categories WHERE active),
           writers AS (SELECT array_agg(id ORDER BY name) AS ids FROM authors WHERE active),
           pictures AS (SELECT array_agg(DISTINCT featured_image ORDER BY featured_image) AS urls
                        FROM articles WHERE featured_image IS NOT NULL)
      INSERT INTO articles (slug, title_i18n, excerpt_i18n, content_i18n, featured_image, category_id, author_id,
                            featured, published, read_time, tags, published_at, created_at, updated_at)
      SELECT 'scale-article-' || g,
             jsonb_build_object('en', 'Notes from the workbench, part ' || g, 'it', 'Appunti dal laboratorio, parte ' || g,
                                'fr', 'Notes de l''atelier, partie ' || g),
             jsonb_build_object('en', 'What we learned while making piece ' || g || '.',
                                'it', 'Cosa abbiamo imparato con il pezzo ' || g || '.',
                                'fr', 'Ce que nous avons appris avec la pièce ' || g || '.'),
             jsonb_build_object(
               'en', '<h2>The yarn</h2>' || repeat('<p>We chose a soft cotton and worked it in rounds, counting every stitch.</p>', 12),
               'it', '<h2>Il filato</h2>' || repeat('<p>Abbiamo scelto un cotone morbido e lavorato in tondo.</p>', 12),
               'fr', '<h2>Le fil</h2>' || repeat('<p>Nous avons choisi un coton doux, travaillé en rond.</p>', 12)),
             p.urls[1 + g % cardinality(p.urls)],
             c.ids[1 + g % cardinality(c.ids)],
             w.ids[1 + g % cardinality(w.ids)],
             false,
             g % 20 <> 0,
             3 + g % 6,
             ARRAY[(ARRAY['pattern', 'yarn', 'colour', 'studio'])[1 + g % 4]],
             now() - interval '30 days' - make_interval(hours => g),
             now() - interval '30 days' - make_interval(hours => g),
             now() - interval '30 days' - make_interval(hours => g)
      FROM generate_series(1, ${size.articles}::int) AS g, cats AS c, writers AS w, pictures AS p`);

    await tx.execute(sql`
      WITH pieces AS (SELECT array_agg(id ORDER BY slug) AS ids, array_agg(slug ORDER BY slug) AS slugs,
                             array_agg(price ORDER BY slug) AS prices
                      FROM items WHERE slug LIKE 'scale-piece-%')
      INSERT INTO order_requests (kind, status, customer_name, customer_email, phone, notes, language, lines, total,
                                  created_at, updated_at)
      SELECT CASE WHEN g % 25 = 0 THEN 'commission' ELSE 'order' END,
             (ARRAY['new', 'contacted', 'confirmed', 'done', 'cancelled'])[1 + g % 5],
             'Shopper ' || g,
             'shopper' || g || '@example.com',
             CASE WHEN g % 2 = 0 THEN '+39 333 ' || lpad((g % 10000000)::text, 7, '0') END,
             CASE WHEN g % 4 = 0 THEN 'Could it be ready by the end of the month?' END,
             (ARRAY['it', 'en', 'fr'])[1 + g % 3],
             jsonb_build_array(jsonb_build_object(
               'itemId', s.ids[k], 'variantId', null, 'slug', s.slugs[k], 'name', 'Crochet piece',
               'colorName', null, 'unitPrice', s.prices[k], 'qty', 1 + g % 2, 'lineTotal', s.prices[k] * (1 + g % 2),
               'leadTimeDays', null)),
             s.prices[k] * (1 + g % 2),
             now() - make_interval(mins => g * 3),
             now() - make_interval(mins => g * 3)
      FROM generate_series(1, ${size.orderRequests}::int) AS g, pieces AS s,
           LATERAL (SELECT 1 + (g * 7919) % cardinality(s.ids) AS k) AS pick`);
  });

  await db.execute(sql`ANALYZE`);

  return one<ScaleSize>(
    db,
    sql`SELECT (SELECT count(*)::int FROM items) AS items,
               (SELECT count(*)::int FROM articles) AS articles,
               (SELECT count(*)::int FROM order_requests) AS "orderRequests"`,
  );
}
