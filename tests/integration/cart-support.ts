import pino from "pino";
import { colorVariants, items } from "~db/schema";
import { loadConfig } from "~/config.server";
import type { ShopContext } from "~/context";
import type { Language } from "~shared/languages";
import { stateDemoSeller } from "~db/demo/seller";
import { contentReadsOf, createTestDatabase, type TestDatabase } from "../support/database";

export type CartTestShop = {
  database: TestDatabase;
  tote: { id: string; sage: string; rust: string; hidden: string };
  beanie: { id: string };
  retired: { id: string };
  context(options?: { language?: Language; address?: string }): Pick<ShopContext, "db" | "contentReads" | "config" | "language" | "log" | "clientAddress">;
  close(): Promise<void>;
};

/**
 * A shop with a tote in three colours (sage 2 left, rust sold out, one colour withdrawn), a
 * made-to-order beanie without colours, and an item taken out of the shop; its seller is named in
 * full (the demo's), so it takes order requests.
 */
export async function createCartTestShop(): Promise<CartTestShop> {
  const database = await createTestDatabase();
  const { db } = database;
  const contentReads = contentReadsOf(db);
  const config = loadConfig({ PUBLIC_URL: "http://shop.test" });
  const log = pino({ level: "silent" });
  await stateDemoSeller(db);
  const [tote] = await db
    .insert(items)
    .values({
      slug: "market-tote",
      nameI18n: { en: "Market tote", it: "Borsa mercato" },
      price: 45,
      stock: 9,
      hasColorVariants: true,
      images: ["/uploads/products/items/tote.webp"],
    })
    .returning();
  const [sage, rust, hidden] = await db
    .insert(colorVariants)
    .values([
      { itemId: tote.id, colorNameI18n: { en: "Sage", it: "Salvia" }, colorHex: "#9caf88", stock: 2, sortOrder: 0, images: ["/uploads/products/items/sage.webp"] },
      { itemId: tote.id, colorNameI18n: { en: "Rust" }, colorHex: "#b5523b", stock: 0, sortOrder: 1 },
      { itemId: tote.id, colorNameI18n: { en: "Plum" }, colorHex: "#5b3a5e", stock: 4, sortOrder: 2, active: false },
    ])
    .returning();
  const [beanie] = await db
    .insert(items)
    .values({ slug: "pompom-beanie", nameI18n: { en: "Pompom beanie", it: "Berretto" }, price: 19.99, stock: 5, leadTimeDays: 7 })
    .returning();
  const [retired] = await db.insert(items).values({ slug: "retired", nameI18n: { en: "Retired" }, price: 5, stock: 5, active: false }).returning();
  return {
    database,
    tote: { id: tote.id, sage: sage.id, rust: rust.id, hidden: hidden.id },
    beanie: { id: beanie.id },
    retired: { id: retired.id },
    context: ({ language = "en", address = "203.0.113.10" } = {}) => ({ db, contentReads, config, language, log, clientAddress: address }),
    close: () => database.close(),
  };
}
