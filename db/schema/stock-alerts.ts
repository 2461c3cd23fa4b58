import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { colorVariants, items } from "~db/schema/catalog";

/**
 * A wish's life (docs/product/back-in-stock.md): asked and waiting for its confirmation, confirmed
 * and waiting for the piece, notified once it came back.
 */
export const stockWishStates = ["unconfirmed", "waiting", "notified"] as const;
export type StockWishState = (typeof stockWishStates)[number];

/**
 * "Tell me when it's back": one address waiting for one item, or one colour of it. The links of
 * its mails are kept as SHA-256 hashes only (as invitations are), so the table opens nothing.
 */
export const stockWishes = pgTable(
  "stock_wishes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Lowercased, so that one address waits once whatever its letters' case. */
    email: text("email").notNull(),
    itemId: uuid("item_id")
      .notNull()
      .references(() => items.id, { onDelete: "cascade" }),
    /** The colour asked for; null for an item without colours. */
    variantId: uuid("variant_id").references(() => colorVariants.id, { onDelete: "cascade" }),
    /** The language the shopper asked in: every mail of the wish is written in it. */
    language: text("language").notNull(),
    state: text("state", { enum: stockWishStates }).notNull().default("unconfirmed"),
    confirmTokenHash: text("confirm_token_hash").unique(),
    unsubscribeTokenHash: text("unsubscribe_token_hash").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    notifiedAt: timestamp("notified_at", { withTimezone: true }),
  },
  (t) => [
    check("stock_wishes_state", sql`${t.state} IN ('unconfirmed','waiting','notified')`),
    // One wish per address and colour (or item without colours): asking again finds the same row.
    unique("stock_wishes_one_per_address").on(t.email, t.itemId, t.variantId).nullsNotDistinct(),
    // The stock change's look-up of who waits for an item.
    index("stock_wishes_item_idx").on(t.itemId, t.state),
    index("stock_wishes_created_idx").on(t.createdAt),
  ],
);

export type StockWish = typeof stockWishes.$inferSelect;

/** A wish's confirmation and its "it's back", or the owner's low-stock mail (docs/product/back-office.md#low-stock). */
export const stockNoticeKinds = ["confirm", "back", "low"] as const;
export type StockNoticeKind = (typeof stockNoticeKinds)[number];

/** The secrets a mail's links carry, kept only until it is sent. */
export type StockNoticeLinks = { confirm?: string; unsubscribe: string };

/**
 * The outbox of the stock's mails (docs/decisions/0086): written in the transaction that asks for
 * the mail (a new wish, a stock change), sent after its commit by the worker, which claims a row
 * until `claimed_until` so that no two workers send it. A wish's mail names its wish; the owner's
 * low-stock mail names the item, and the colour when it is one (docs/product/back-office.md#low-stock).
 */
export const stockNotices = pgTable(
  "stock_notices",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    wishId: uuid("wish_id").references(() => stockWishes.id, { onDelete: "cascade" }),
    itemId: uuid("item_id").references(() => items.id, { onDelete: "cascade" }),
    variantId: uuid("variant_id").references(() => colorVariants.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: stockNoticeKinds }).notNull(),
    /** Null once sent: the links then exist only in the shopper's mailbox. */
    links: jsonb("links").$type<StockNoticeLinks>(),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    claimedUntil: timestamp("claimed_until", { withTimezone: true }),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** Set when the retries ran out: kept for the owner to see, never sent. */
    failedAt: timestamp("failed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("stock_notices_kind", sql`${t.kind} IN ('confirm','back','low')`),
    // A wish's mail belongs to its wish; the owner's low-stock mail to a piece.
    check("stock_notices_subject", sql`CASE WHEN ${t.kind} = 'low' THEN ${t.wishId} IS NULL AND ${t.itemId} IS NOT NULL ELSE ${t.wishId} IS NOT NULL END`),
    index("stock_notices_due_idx").on(t.nextAttemptAt).where(sql`${t.sentAt} IS NULL AND ${t.failedAt} IS NULL`),
    index("stock_notices_wish_idx").on(t.wishId),
  ],
);

export type StockNotice = typeof stockNotices.$inferSelect;
