import { type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { contentFallbackLanguage, type Language } from "~shared/languages";

/**
 * The expressions the catalog filters and sorts on, shared by its queries
 * (app/catalog/catalog.server.ts) and the indexes that serve them (./catalog.ts): PostgreSQL uses
 * an expression index only for a query expression identical to the index's.
 */

/**
 * A constant written into the SQL text. The planner matches an index expression against constants
 * only, never against bind parameters, so the language and the folding tables cannot be parameters.
 */
function literal(text: string): SQL {
  return sql.raw(`'${text.replaceAll("'", "''")}'`);
}

/**
 * A text of a JSON {en, it, fr} column in the given language, else English, as `localized()`
 * reads it (blank counts as missing).
 */
export function localizedText(column: AnyPgColumn, language: Language): SQL<string | null> {
  return sql`coalesce(nullif(btrim(${column} ->> ${literal(language)}), ''), nullif(btrim(${column} ->> ${literal(contentFallbackLanguage)}), ''))`;
}

const accented = "àáâäãåæçèéêëìíîïñòóôöõøœùúûüýÿ";
const plain = "aaaaaaaceeeeiiiinooooooouuuuyy";

/**
 * A text lowercased with its accents dropped, the same on PGlite and on a PostgreSQL server in
 * the C locale (whose lower() leaves accented capitals alone): "Écharpe" sorts beside "echo",
 * and a search for "echarpe" finds it.
 */
export function folded(text: SQL | string): SQL<string | null> {
  return sql`translate(lower(${text}), ${literal(accented + accented.toUpperCase())}, ${literal(plain + plain)})`;
}

/**
 * Whether a text holds `text` anywhere, both folded, LIKE's own wildcards in `text` taken literally:
 * the catalog's search and the back office's list searches read alike.
 */
export function foldedContains(expression: SQL | AnyPgColumn, text: string): SQL {
  const pattern = `%${text.replace(/[\\%_]/g, "\\$&")}%`;
  return sql`${folded(sql`${expression}`)} like ${folded(pattern)} escape '\\'`;
}

/**
 * An item's tags as the tag filter and the tag list see them: lowercased, trimmed, without blanks
 * or repeats. `item_tag_keys` is an immutable SQL function of migration 0004, so it can be indexed.
 */
export function tagKeys(column: AnyPgColumn | SQL): SQL<string[]> {
  return sql`item_tag_keys(${column})`;
}
