import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, numeric, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** The order conversation's statuses (docs/decisions/0035): how they follow each other is app/orders/conversation/status-machine.ts. */
export const orderStatuses = ["new", "contacted", "quoted", "accepted", "declined", "confirmed", "done", "cancelled"] as const;
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

/**
 * Where the shopper wants the pieces (docs/product/cart-and-orders.md#delivery-choice): posted
 * to an address (country as an ISO 3166-1 alpha-2 code), or collected from the maker.
 */
export type DeliveryChoice =
  | { method: "post"; name: string; street: string; postalCode: string; city: string; country: string }
  | { method: "collection" };

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
    /**
     * The only key to the shopper's page /request/{token}: 244 random bits from two random UUIDs,
     * drawn by the database for every new row and for the rows stored before it existed.
     */
    token: text("token")
      .notNull()
      .unique()
      .default(sql`replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`),
    /** When the owner last wrote a message, for the back office's list. */
    lastMessageAt: timestamp("last_message_at", { withTimezone: true }),
    /** The last e-mail to the shopper that could not be sent, shown on the detail page until one goes out. */
    mailProblem: text("mail_problem"),
    /** Sent by the order dialog so that a repeated submit stores one request. */
    idempotencyKey: text("idempotency_key").unique(),
    /**
     * When the shopper withdrew from the contract through the withdrawal function
     * (docs/product/cart-and-orders.md#withdrawal-function), with the name and the address for the
     * acknowledgement they gave; null while they have not.
     */
    withdrawnAt: timestamp("withdrawn_at", { withTimezone: true }),
    withdrawalName: text("withdrawal_name"),
    withdrawalEmail: text("withdrawal_email"),
    /** The shopper's delivery address or collection, given before accepting a quote; null until then. */
    delivery: jsonb("delivery").$type<DeliveryChoice>(),
    /** How to pay, as the owner wrote it for this order (bank details, a payment link); null: not given yet. */
    paymentInstructions: text("payment_instructions"),
    /** The carrier and tracking number the owner gave on shipping, and when; null while not shipped. */
    carrier: text("carrier"),
    trackingNumber: text("tracking_number"),
    shippedAt: timestamp("shipped_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("order_requests_total_not_negative", sql`${t.total} >= 0`),
    check("order_requests_status", sql`${t.status} IN ('new','contacted','quoted','accepted','declined','confirmed','done','cancelled')`),
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

/** Who did a step of the conversation. */
export const orderActors = ["owner", "shopper"] as const;
export type OrderActor = (typeof orderActors)[number];
/** What a step of the conversation was. */
export const orderEvents = [
  "status",
  "message",
  "quoteSent",
  "quoteWithdrawn",
  "quoteAccepted",
  "quoteDeclined",
  "withdrawn",
  // The confirmation of the contract, its text kept in `detail` as it was sent (LEGAL.md §6).
  "confirmationSent",
  "deliveryChosen",
  "paymentInstructions",
  "shipped",
] as const;
export type OrderEvent = (typeof orderEvents)[number];

/** A request's history: who did what and when, with the status it left the request in. */
export const orderRequestHistory = pgTable(
  "order_request_history",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orderRequests.id, { onDelete: "cascade" }),
    actor: text("actor", { enum: orderActors }).notNull(),
    event: text("event", { enum: orderEvents }).notNull(),
    status: text("status", { enum: orderStatuses }).notNull(),
    /** A declining shopper's reason. */
    detail: text("detail"),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("order_request_history_order_idx").on(t.orderId, t.at)],
);

/** The conversation's messages, the owner's and the shopper's, shown on the request's page. */
export const orderMessages = pgTable(
  "order_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orderRequests.id, { onDelete: "cascade" }),
    /** Who wrote it; rows from before shoppers could write are the owner's. */
    author: text("author", { enum: orderActors }).notNull().default("owner"),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("order_messages_order_idx").on(t.orderId, t.createdAt),
    check("order_messages_author", sql`${t.author} IN ('owner','shopper')`),
  ],
);

/** One line of the owner's quote: the owner's price, in integer cents (docs/decisions/0035). */
export type QuoteLine = {
  /** The piece the line takes from stock on confirm; null for a line the owner added (shipping box, gift wrap). */
  itemId: string | null;
  variantId: string | null;
  name: string;
  colorName: string | null;
  qty: number;
  unitCents: number;
  /**
   * Made to the shopper's specifications, so without a right of withdrawal (LEGAL.md §4, decision
   * 0067): the reason the shopper is shown. Absent or null: the line keeps the right.
   */
  madeToSpecifications?: string | null;
};

export const quoteStates = ["sent", "withdrawn", "accepted", "declined"] as const;
export type QuoteState = (typeof quoteStates)[number];

/** The owner's quote: final prices, shipping, a note and the date it holds until. */
export const orderQuotes = pgTable(
  "order_quotes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orderRequests.id, { onDelete: "cascade" }),
    lines: jsonb("lines").$type<QuoteLine[]>().notNull(),
    shippingCents: integer("shipping_cents").notNull().default(0),
    totalCents: integer("total_cents").notNull(),
    note: text("note"),
    /** The last day the quote can be accepted (end of that day, in UTC). */
    validUntil: timestamp("valid_until", { withTimezone: true }).notNull(),
    state: text("state", { enum: quoteStates }).notNull().default("sent"),
    declineReason: text("decline_reason"),
    /** Whether confirming took this quote's pieces off stock (so cancelling puts the same back). */
    stockTaken: boolean("stock_taken").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
  },
  (t) => [
    check("order_quotes_money_not_negative", sql`${t.shippingCents} >= 0 AND ${t.totalCents} >= 0`),
    check("order_quotes_state", sql`${t.state} IN ('sent','withdrawn','accepted','declined')`),
    index("order_quotes_order_idx").on(t.orderId, t.createdAt),
  ],
);

export type OrderQuote = typeof orderQuotes.$inferSelect;
