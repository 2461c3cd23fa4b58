import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { colorVariants, items, orderRequests } from "~db/schema";
import { storeOrderRequest } from "~/orders/order-requests.server";
import type { OrderRequestInput } from "~/orders/order-form";
import { createTestDatabase, type TestDatabase } from "../support/database";

let t: TestDatabase;
let tote: { id: string };
let sage: { id: string };
let sold: { id: string };
let beanie: { id: string };
let hidden: { id: string };

beforeAll(async () => {
  t = await createTestDatabase();
  [tote] = await t.db
    .insert(items)
    .values({ slug: "tote", nameI18n: { en: "Tote", it: "Borsa" }, price: 45, stock: 9, hasColorVariants: true })
    .returning();
  [sage, sold] = await t.db
    .insert(colorVariants)
    .values([
      { itemId: tote.id, colorNameI18n: { en: "Sage", it: "Salvia" }, colorHex: "#9caf88", stock: 2 },
      { itemId: tote.id, colorNameI18n: { en: "Rust" }, colorHex: "#b5523b", stock: 0 },
    ])
    .returning();
  [beanie] = await t.db
    .insert(items)
    .values({ slug: "beanie", nameI18n: { en: "Beanie" }, price: 19.99, stock: 5, leadTimeDays: 7 })
    .returning();
  [hidden] = await t.db.insert(items).values({ slug: "hidden", nameI18n: { en: "Hidden" }, price: 5, stock: 5, active: false }).returning();
});
afterAll(async () => {
  await t?.close();
});

const contact = { name: "Ada Lovelace", email: "ada@example.com", phone: "", notes: "" };
const order = (lines: OrderRequestInput["lines"], extra: Partial<OrderRequestInput> = {}): OrderRequestInput => ({
  ...contact,
  kind: "order",
  lines,
  ...extra,
});

describe("storing order requests", () => {
  it("stores the lines at today's prices, in the shopper's language, with a reference", async () => {
    const result = await storeOrderRequest(
      t.db,
      order([
        { itemId: tote.id, variantId: sage.id, qty: 2 },
        { itemId: beanie.id, variantId: null, qty: 3 },
      ]),
      "it",
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.total).toBe(149.97);
    expect(result.lines.map((l) => [l.name, l.colorName, l.qty, l.lineTotal, l.leadTimeDays])).toEqual([
      ["Borsa", "Salvia", 2, 90, null],
      ["Beanie", null, 3, 59.97, 7],
    ]);
    const [row] = await t.db.select().from(orderRequests).where(eq(orderRequests.reference, result.reference));
    expect(row.status).toBe("new");
    expect(row.language).toBe("it");
    expect(row.customerName).toBe("Ada Lovelace");
    expect(row.phone).toBeNull();
  });

  it("refuses lines above the stock, sold-out colours, missing colours and inactive items, storing nothing", async () => {
    const before = (await t.db.select().from(orderRequests)).length;
    const result = await storeOrderRequest(
      t.db,
      order([
        { itemId: tote.id, variantId: sage.id, qty: 3 },
        { itemId: tote.id, variantId: sold.id, qty: 1 },
        { itemId: tote.id, variantId: null, qty: 1 },
        { itemId: hidden.id, variantId: null, qty: 1 },
        { itemId: beanie.id, variantId: null, qty: 1 },
      ]),
      "en",
    );
    expect(result).toEqual({
      ok: false,
      problems: [
        { itemId: tote.id, variantId: sage.id, reason: "stock", available: 2 },
        { itemId: tote.id, variantId: sold.id, reason: "stock", available: 0 },
        { itemId: tote.id, variantId: null, reason: "unavailable" },
        { itemId: hidden.id, variantId: null, reason: "unavailable" },
      ],
    });
    expect(await t.db.select().from(orderRequests)).toHaveLength(before);
  });

  it("counts the same item and colour on two lines against one stock", async () => {
    const result = await storeOrderRequest(
      t.db,
      order([
        { itemId: beanie.id, variantId: null, qty: 3 },
        { itemId: beanie.id, variantId: null, qty: 3 },
      ]),
      "en",
    );
    expect(result).toEqual({ ok: false, problems: [{ itemId: beanie.id, variantId: null, reason: "stock", available: 2 }] });
  });

  it("takes a commission for a sold-out colour", async () => {
    const result = await storeOrderRequest(t.db, order([{ itemId: tote.id, variantId: sold.id, qty: 1 }], { kind: "commission" }), "en");
    expect(result.ok).toBe(true);
    if (result.ok) {
      const [row] = await t.db.select().from(orderRequests).where(eq(orderRequests.reference, result.reference));
      expect(row.kind).toBe("commission");
    }
  });

  it("stores one request for a repeated or concurrent submit with the same key", async () => {
    const input = order([{ itemId: beanie.id, variantId: null, qty: 1 }], { idempotencyKey: "dialog-key-0001" });
    const results = await Promise.all([1, 2, 3].map(() => storeOrderRequest(t.db, input, "en")));
    const references = new Set(results.map((r) => (r.ok ? r.reference : 0)));
    expect(references.size).toBe(1);
    expect([...references][0]).toBeGreaterThan(0);
    const again = await storeOrderRequest(t.db, input, "en");
    expect(again).toMatchObject({ ok: true, duplicate: true, reference: [...references][0] });
    expect(await t.db.select().from(orderRequests).where(eq(orderRequests.idempotencyKey, "dialog-key-0001"))).toHaveLength(1);
  });
});
