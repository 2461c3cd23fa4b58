import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";

export const orderStatuses = ["new", "contacted", "confirmed", "done", "cancelled"] as const;
export type OrderStatus = (typeof orderStatuses)[number];
export const orderKinds = ["order", "commission"] as const;
export type OrderKind = (typeof orderKinds)[number];

/** One line of an order request, frozen as the shopper saw it when sending. */
export type OrderLine = {
  itemId: string;
  variantId: string | null;
  slug: string;
  name: string;
  colorName: string | null;
  unitPrice: number;
  qty: number;
  lineTotal: number;
  leadTimeDays: number | null;
};

/** An order request sent from the cart (or a commission for a sold-out piece). No payment is taken. */
export const orderRequests = pgTable(
  "order_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Short number shown to the shopper and the owner. */
    reference: integer("reference").generatedAlwaysAsIdentity({ startWith: 1001 }).notNull().unique(),
    kind: text("kind", { enum: orderKinds }).notNull().default("order"),
    status: text("status", { enum: orderStatuses }).notNull().default("new"),
    customerName: text("customer_name").notNull(),
    customerEmail: text("customer_email").notNull(),
    phone: text("phone"),
    notes: text("notes"),
    language: text("language").notNull(),
    lines: jsonb("lines").$type<OrderLine[]>().notNull(),
    total: numeric("total", { precision: 12, scale: 2, mode: "number" }).notNull(),
    /** Sent by the order dialog so that a repeated submit stores one request. */
    idempotencyKey: text("idempotency_key").unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("order_requests_total_not_negative", sql`${t.total} >= 0`),
    check("order_requests_status", sql`${t.status} IN ('new','contacted','confirmed','done','cancelled')`),
    check("order_requests_kind", sql`${t.kind} IN ('order','commission')`),
    // The back office's list, newest first, all or of one status: a page is read from an index.
    index("order_requests_newest_idx").on(t.createdAt.desc().nullsFirst(), t.reference.desc().nullsFirst()),
    index("order_requests_status_newest_idx").on(t.status, t.createdAt.desc().nullsFirst(), t.reference.desc().nullsFirst()),
  ],
);

/**
 * How many order requests have each status, kept by triggers in the writing transaction (migration
 * 0005), so that the back office's filter does not count 50,000 rows for each page it shows. Derived
 * from `order_requests`: not in backups, counted again after a restore (db/backup.ts).
 */
export const orderRequestCounts = pgTable("order_request_counts", {
  status: text("status", { enum: orderStatuses }).primaryKey(),
  count: integer("count").notNull().default(0),
});

export type OrderRequest = typeof orderRequests.$inferSelect;
