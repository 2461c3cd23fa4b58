import { sql } from "drizzle-orm";
import { check, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import type { ReturnPolicy, SellerSettings, ShippingSettings, ShopWords } from "~shared/settings-values";
import type { OptionalI18nText } from "~shared/i18n-text";

/**
 * The shop's own settings, edited on the back office's Settings page: one row (migration 0006
 * writes it). A null column means "not set": the shop's default applies, and an environment
 * variable, when set, wins over the column (docs/decisions/0029). Public pages show these, so a
 * write moves the content version on like any other content write.
 */
export const shopSettings = pgTable(
  "shop_settings",
  {
    id: integer("id").primaryKey().default(1),
    shopName: text("shop_name"),
    /** The shop's address (docs/product/back-office.md#settings): where order requests go. */
    orderEmail: text("order_email"),
    instagramUrl: text("instagram_url"),
    /** The about page's introduction; empty languages fall back to English, then the shop's own text. */
    aboutIntroI18n: jsonb("about_intro_i18n").$type<OptionalI18nText>(),
    /** The about page's story, paragraphs separated by an empty line. */
    aboutStoryI18n: jsonb("about_story_i18n").$type<OptionalI18nText>(),
    /** Shipping rates by destination and the days to prepare and deliver; null: not stated. */
    shipping: jsonb("shipping").$type<ShippingSettings>(),
    /** The return policy; null: not stated. */
    returns: jsonb("returns").$type<ReturnPolicy>(),
    /** Who sells: name, address, VAT number and regime, for France the mediator and the host (policy pages, footer); null: not stated. */
    seller: jsonb("seller").$type<SellerSettings>(),
    /** The shop's IANA time zone, in which every date and time is shown; null: Europe/Rome (docs/decisions/0055). */
    timeZone: text("time_zone"),
    /** The owner's words for the home hero, tagline, footer, About cards and promise, and items' default notes; null: the shop's own. */
    shopWords: jsonb("shop_words").$type<ShopWords>(),
    /** The stock at or below which a confirmed order mails the owner (docs/product/back-office.md#low-stock); 0: never; null: 1. */
    lowStockLevel: integer("low_stock_level"),
    updatedAt: timestamp("updated_at", { withTimezone: true }),
  },
  (t) => [
    check("shop_settings_single_row", sql`${t.id} = 1`),
    check("shop_settings_low_stock_level", sql`${t.lowStockLevel} IS NULL OR ${t.lowStockLevel} BETWEEN 0 AND 999`),
  ],
);
