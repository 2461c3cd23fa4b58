import { boolean, integer, jsonb, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { I18nText, OptionalI18nText } from "~shared/i18n-text";

/** When a row was created and last changed. */
export const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
};

/** The columns of a category: item categories and blog categories are named, described and ordered alike. */
export const categoryColumns = () => ({
  id: uuid("id").primaryKey().defaultRandom(),
  slug: text("slug").notNull().unique(),
  nameI18n: jsonb("name_i18n").$type<I18nText>().notNull(),
  descriptionI18n: jsonb("description_i18n").$type<OptionalI18nText>().notNull().default({}),
  active: boolean("active").notNull().default(true),
  sortOrder: integer("sort_order").notNull().default(0),
  ...timestamps,
});
