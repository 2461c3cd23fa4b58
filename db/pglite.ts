import { PGlite, types, type PGliteOptions, type QueryOptions, type Results } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";

/**
 * The types Drizzle's PGlite driver asks to get as PostgreSQL writes them (it parses them itself):
 * timestamps, dates, intervals and arrays of them (its `queryConfig`).
 */
const keptAsWritten: readonly number[] = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
];
const asWritten = (value: string) => value;

function onlyKeptAsWritten(parsers: NonNullable<QueryOptions["parsers"]>): boolean {
  for (const key in parsers) if (!keptAsWritten.includes(Number(key))) return false;
  return true;
}

/**
 * Drizzle sends those parsers with every query, and PGlite merges them into a copy of its own
 * table of 300-odd parsers each time: about 150 kB of garbage per query, a fifth of all a
 * back-office page allocates (decision 0049). This client holds them in its own table from the
 * start, so a query that asks for nothing more reads the table as it is.
 */
class ShopPglite extends PGlite {
  override query<T>(query: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    if (options?.parsers && onlyKeptAsWritten(options.parsers)) options = { ...options, parsers: undefined };
    return super.query<T>(query, params, options);
  }
}

/** The shop's embedded database client, with the extensions its migrations use. */
export async function createPglite(options: PGliteOptions = {}): Promise<PGlite> {
  const client = new ShopPglite({ ...options, extensions: { pg_trgm, ...options.extensions } });
  await client.waitReady;
  // After waitReady: PGlite's start gives every array type its own parser, over any given before.
  for (const type of keptAsWritten) client.parsers[type] = asWritten;
  return client;
}
