import { sql } from "drizzle-orm";
import { check, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import type { OptionalI18nText } from "~shared/i18n-text";

/**
 * The shop's policy pages (privacy, terms of sale, withdrawal, shipping and returns, legal notice):
 * one row per page, written by migration 0007. A language without the owner's text shows the
 * shop's template filled from the settings (docs/decisions/0037). Public pages show these, so a
 * write moves the content version on like any other content write.
 */
export const policies = pgTable(
  "policies",
  {
    kind: text("kind").primaryKey(),
    /** The owner's HTML per language, sanitised on save and on render; a missing language: the template. */
    contentI18n: jsonb("content_i18n").$type<OptionalI18nText>().notNull().default({}),
    /** When the owner last changed the page (shown on it as its date). */
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("policies_kind", sql`${t.kind} in ('privacy', 'terms', 'withdrawal', 'shipping', 'legal')`)],
);
