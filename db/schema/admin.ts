import { sql } from "drizzle-orm";
import { boolean, check, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { user } from "~db/schema/auth";

/**
 * The people who enter the back office (docs/product/access.md#who-is-an-admin), the owner among
 * them. E-mails are stored lowercased. The owner is a row like the others, marked `is_owner`: at
 * most one row is (the partial unique index), and it is always active.
 */
export const adminUsers = pgTable(
  "admin_users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull().unique(),
    active: boolean("active").notNull().default(true),
    isOwner: boolean("is_owner").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
  },
  (t) => [
    check("admin_users_email_lowercase", sql`${t.email} = lower(${t.email})`),
    check("admin_users_owner_active", sql`NOT ${t.isOwner} OR ${t.active}`),
    uniqueIndex("admin_users_one_owner").on(t.isOwner).where(sql`${t.isOwner}`),
  ],
);


/**
 * Values the shop makes for itself and keeps in the database, so that every server process on it
 * sees them: the session-signing secret when AUTH_SECRET is unset, and how far the link previews'
 * check of the stored images has come (`link-previews:…`, app/media/link-previews.server.ts).
 */
export const shopSecrets = pgTable("shop_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Sign-in attempts per address and per account (`address:…`, `account:…`). Rows rather than
 * memory, so the limits survive a restart and hold across several server processes.
 */
export const signInThrottle = pgTable("sign_in_throttle", {
  key: text("key").primaryKey(),
  /** Attempts in the current window that have not (yet) succeeded. */
  attempts: integer("attempts").notNull(),
  windowStartedAt: timestamp("window_started_at", { withTimezone: true }).notNull(),
  lockedUntil: timestamp("locked_until", { withTimezone: true }),
});

/** Authenticator codes already accepted: a code works once within the time it stays valid. */
export const usedTotpCodes = pgTable(
  "used_totp_codes",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    code: text("code").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.code] })],
);

/**
 * Passwords another admin chose with "Create user" (docs/product/access.md#temporary-passwords): while
 * its row is here the account reaches only the Security page, to set its own; past `expiresAt` the
 * password no longer signs in.
 */
export const temporaryPasswords = pgTable("temporary_passwords", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
});

/**
 * One-time links where an added admin sets their own password (docs/product/access.md#invitations).
 * Only the token's SHA-256 is kept: the database alone cannot be turned into a working link.
 */
export const adminInvitations = pgTable(
  "admin_invitations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tokenHash: text("token_hash").notNull().unique(),
    email: text("email").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
  },
  (t) => [check("admin_invitations_email_lowercase", sql`${t.email} = lower(${t.email})`)],
);

/**
 * How the back office is entered, one row (docs/product/access.md#required-two-step): a null
 * `requireTwoFactor` means the shop's default (required when it is served over https).
 */
export const backOfficeAccess = pgTable(
  "back_office_access",
  {
    id: integer("id").primaryKey().default(1),
    requireTwoFactor: boolean("require_two_factor"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("back_office_access_single_row", sql`${t.id} = 1`)],
);
