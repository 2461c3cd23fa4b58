import { sql } from "drizzle-orm";
import { bigint, check, integer, pgTable } from "drizzle-orm/pg-core";

/**
 * One row whose number goes up with every write to what public pages show (items, colours,
 * categories, the blog). Statement triggers bump it (migration 0002), so every server process on
 * the database sees a write on its next request, whoever made it (docs/decisions/0010).
 */
export const contentVersion = pgTable(
  "content_version",
  {
    id: integer("id").primaryKey().default(1),
    version: bigint("version", { mode: "number" }).notNull().default(0),
  },
  (t) => [check("content_version_single_row", sql`${t.id} = 1`)],
);
