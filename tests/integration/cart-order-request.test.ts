import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { items, orderRequests } from "~db/schema";
import type { OrderRequestReply } from "~/orders/order-reply";
import { honeypotField } from "~/orders/honeypot";
import { commissionLimits } from "~/orders/order-form";
import { maxOrderRequestBytes, orderRequestLimit } from "~/orders/order-request-action.server";
import { action } from "~/routes/order-requests";
import { createCartTestShop, type CartTestShop } from "./cart-support";

let shop: CartTestShop;
beforeAll(async () => {
  shop = await createCartTestShop();
});
afterAll(async () => {
  await shop?.close();
});

type Send = { form?: Record<string, string>; body?: string; headers?: Record<string, string>; address?: string; language?: "en" | "it" };

/** POST /order-requests as the dialog sends it: a same-origin form post. */
async function send({ form = {}, body, headers, address, language }: Send = {}): Promise<{ status: number; reply: OrderRequestReply; response: Response }> {
  const request = new Request("http://shop.test/order-requests", {
    method: "POST",
    headers: { origin: "http://shop.test", "content-type": "application/x-www-form-urlencoded", ...headers },
    body: body ?? new URLSearchParams(form).toString(),
  });
  const response = await action({ request, context: shop.context({ address, language }), params: {} } as Parameters<typeof action>[0]);
  return { status: response.status, reply: (await response.json()) as OrderRequestReply, response };
}

const contact = { name: "Ada Lovelace", email: "ada@example.com" };
const sageLine = (qty: number, unitPrice = 45) => ({
  "lines[0].itemId": shop.tote.id,
  "lines[0].variantId": shop.tote.sage,
  "lines[0].qty": String(qty),
  "lines[0].unitPrice": String(unitPrice),
});

describe("POST /order-requests", () => {
  it("stores a request at today's prices, in the page's language, and answers its reference", async () => {
    const form = {
      ...contact,
      phone: "+39 333 1234567",
      notes: "Gift wrap, please",
      ...sageLine(2),
      "lines[1].itemId": shop.beanie.id,
      "lines[1].qty": "1",
      "lines[1].unitPrice": "19.99",
      idempotencyKey: "dialog-0001-abcdef",
    };
    const { status, reply } = await send({ language: "it", form });
    expect(status).toBe(201);
    expect(reply.status).toBe("stored");
    if (reply.status !== "stored") return;
    expect(reply.total).toBe(109.99);
    expect(reply.lines.map((l) => [l.name, l.colorName, l.qty, l.lineTotal, l.leadTimeDays])).toEqual([
      ["Borsa mercato", "Salvia", 2, 90, null],
      ["Berretto", null, 1, 19.99, 7],
    ]);
    const [row] = await shop.database.db.select().from(orderRequests).where(eq(orderRequests.reference, reply.reference));
    expect(row).toMatchObject({ kind: "order", language: "it", customerName: "Ada Lovelace", phone: "+39 333 1234567", notes: "Gift wrap, please" });

    // The same opening of the dialog sending again gets the same request back.
    const again = await send({ language: "it", form });
    expect(again.status).toBe(200);
    expect(again.reply).toMatchObject({ status: "stored", reference: reply.reference });
  });

  it("answers 400 with the translated field errors' keys for bad input, storing nothing", async () => {
    const before = (await shop.database.db.select().from(orderRequests)).length;
    const { status, reply } = await send({ form: { name: "A", email: "not-an-email", ...sageLine(1) } });
    expect(status).toBe(400);
    expect(reply.status).toBe("invalid");
    if (reply.status === "invalid") {
      expect(reply.submission.error).toMatchObject({ name: ["order.nameRequired"], email: ["order.emailInvalid"] });
    }
    for (const form of [
      { ...contact },
      { ...contact, "lines[0].itemId": "not-an-id", "lines[0].qty": "1" },
      { ...contact, ...sageLine(0) },
      { ...contact, ...sageLine(1), kind: "gift" },
      { ...contact, ...sageLine(1), notes: "x".repeat(2001) },
    ]) {
      expect((await send({ form })).status).toBe(400);
    }
    expect((await send({ body: "%%%not a form%%%" })).status).toBe(400);
    expect(await shop.database.db.select().from(orderRequests)).toHaveLength(before);
  });

  it("refuses lines above the stock, sold out, withdrawn, or at a price other than today's, and says which (409)", async () => {
    const before = (await shop.database.db.select().from(orderRequests)).length;
    const { status, reply } = await send({
      form: {
        ...contact,
        ...sageLine(3),
        "lines[1].itemId": shop.tote.id,
        "lines[1].variantId": shop.tote.rust,
        "lines[1].qty": "1",
        "lines[2].itemId": shop.retired.id,
        "lines[2].qty": "1",
        "lines[3].itemId": shop.beanie.id,
        "lines[3].qty": "1",
        "lines[3].unitPrice": "15",
      },
    });
    expect(status).toBe(409);
    expect(reply).toEqual({
      status: "refused",
      problems: [
        { itemId: shop.tote.id, variantId: shop.tote.sage, reason: "stock", available: 2 },
        { itemId: shop.tote.id, variantId: shop.tote.rust, reason: "stock", available: 0 },
        { itemId: shop.retired.id, variantId: null, reason: "unavailable" },
        { itemId: shop.beanie.id, variantId: null, reason: "price", price: 19.99 },
      ],
    });
    expect(await shop.database.db.select().from(orderRequests)).toHaveLength(before);
  });

  it("refuses a price changed since the cart was filled, then stores at the new price", async () => {
    await shop.database.db.update(items).set({ price: 49.5 }).where(eq(items.id, shop.tote.id));
    try {
      const stale = await send({ form: { ...contact, ...sageLine(1, 45) } });
      expect(stale.reply).toEqual({ status: "refused", problems: [{ itemId: shop.tote.id, variantId: shop.tote.sage, reason: "price", price: 49.5 }] });
      const fresh = await send({ form: { ...contact, ...sageLine(1, 49.5) } });
      expect(fresh.reply).toMatchObject({ status: "stored", total: 49.5 });
    } finally {
      await shop.database.db.update(items).set({ price: 45 }).where(eq(items.id, shop.tote.id));
    }
  });

  it("takes a commission for a sold-out colour and marks it as one", async () => {
    const { status, reply } = await send({
      form: {
        ...contact,
        kind: "commission",
        notes: "The same tote in rust, a little larger",
        "lines[0].itemId": shop.tote.id,
        "lines[0].variantId": shop.tote.rust,
        "lines[0].qty": "1",
        "lines[0].unitPrice": "45",
      },
    });
    expect(status).toBe(201);
    if (reply.status !== "stored") throw new Error(`not stored: ${JSON.stringify(reply)}`);
    const [row] = await shop.database.db.select().from(orderRequests).where(eq(orderRequests.reference, reply.reference));
    expect(row.kind).toBe("commission");
    expect(row.lines).toMatchObject([{ name: "Market tote", colorName: "Rust", qty: 1 }]);
  });

  it("refuses a post from another site (403) and a body above the size limit (413) without reading it", async () => {
    expect((await send({ form: { ...contact, ...sageLine(1) }, headers: { origin: "https://evil.example" } })).status).toBe(403);
    expect((await send({ form: { ...contact, ...sageLine(1) }, headers: { "sec-fetch-site": "cross-site" } })).status).toBe(403);
    const big = await send({ body: `name=${"x".repeat(maxOrderRequestBytes)}` });
    expect(big.status).toBe(413);
    expect(big.reply).toEqual({ status: "failed" });
  });

  it("slows down one address sending too many requests (429 with Retry-After), not the others", async () => {
    const address = "198.51.100.7";
    // Refused requests count too, and store nothing.
    const form = { ...contact, ...sageLine(99) };
    for (let i = 0; i < orderRequestLimit.maxAttempts; i++) expect((await send({ form, address })).status).toBe(409);
    const limited = await send({ form, address });
    expect(limited.status).toBe(429);
    expect(Number(limited.response.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await send({ form, address: "198.51.100.8" })).status).toBe(409);
  });
});

describe("POST /order-requests against a script (docs/decisions/0032)", () => {
  const count = async () => (await shop.database.db.select().from(orderRequests)).length;

  it("refuses another request under a key already used (409), telling nothing of the first, storing nothing", async () => {
    const idempotencyKey = "dialog-bound-0001";
    const first = await send({
      address: "192.0.2.31",
      form: { ...contact, phone: "+39 333 1234567", notes: "For my sister", ...sageLine(1), idempotencyKey },
    });
    expect(first.status).toBe(201);
    if (first.reply.status !== "stored") throw new Error(`not stored: ${first.reply.status}`);
    const before = await count();
    const other = { name: "Mallory", email: "mallory@example.com" };
    const forms = [
      { ...other, ...sageLine(1), idempotencyKey },
      { ...contact, phone: "+39 333 1234567", notes: "For my sister", ...sageLine(2), idempotencyKey },
      { ...contact, phone: "+39 333 1234567", notes: "For me", ...sageLine(1), idempotencyKey },
      { ...contact, phone: "+39 333 1234567", notes: "For my sister", kind: "commission", ...sageLine(1), idempotencyKey },
    ];
    for (const form of forms) {
      const { status, reply, response } = await send({ address: "192.0.2.32", form });
      expect(status).toBe(409);
      expect(reply).toEqual({ status: "failed" });
      expect(response.headers.get("cache-control")).toBe("private, no-store");
    }
    expect(await count()).toBe(before);
    // The same request sent again is still answered with what it stored.
    const again = await send({
      address: "192.0.2.31",
      form: { ...contact, phone: "+39 333 1234567", notes: "For my sister", ...sageLine(1), idempotencyKey },
    });
    expect(again.status).toBe(200);
    expect(again.reply).toMatchObject({ status: "stored", reference: first.reply.reference });
  });

  it("caps a commission at what one person can make, per line and in all", async () => {
    const rust = (index: number, qty: number) => ({
      [`lines[${index}].itemId`]: shop.tote.id,
      [`lines[${index}].variantId`]: shop.tote.rust,
      [`lines[${index}].qty`]: String(qty),
    });
    const commission = { ...contact, kind: "commission" };
    const before = await count();
    for (const lines of [rust(0, commissionLimits.piecesPerLine + 1), { ...rust(0, 10), ...rust(1, 10), ...rust(2, 1) }, rust(0, 999)]) {
      const { status, reply } = await send({ address: "192.0.2.41", language: "it", form: { ...commission, ...lines } });
      expect(status).toBe(400);
      if (reply.status !== "invalid") throw new Error(`not refused as invalid: ${reply.status}`);
      expect(reply.submission.error?.[""]).toEqual(["order.commissionTooMany"]);
    }
    expect(await count()).toBe(before);
    const most = await send({ address: "192.0.2.41", form: { ...commission, ...rust(0, 10), ...rust(1, 10) } });
    expect(most.status).toBe(201);
  });

  it("refuses a form whose hidden field a bot filled in, storing nothing", async () => {
    const before = await count();
    const bot = await send({ address: "192.0.2.51", form: { ...contact, ...sageLine(1), [honeypotField]: "https://spam.example" } });
    expect(bot.status).toBe(400);
    expect(bot.reply).toEqual({ status: "failed" });
    expect(await count()).toBe(before);
    const person = await send({ address: "192.0.2.51", form: { ...contact, ...sageLine(1), [honeypotField]: "" } });
    expect(person.status).toBe(201);
  });

  it("refuses a line break, a tab or a hidden character in the name and phone, and hidden ones in the notes", async () => {
    const before = await count();
    const refusals: [Record<string, string>, string, string][] = [
      [{ name: "Ada\nSubject: your parcel is held" }, "name", "order.oneLine"],
      [{ name: "Ada\r\nPay the fee at https://evil.example" }, "name", "order.oneLine"],
      [{ name: "Ada\tLovelace" }, "name", "order.oneLine"],
      [{ name: "Ada\u2028Lovelace" }, "name", "order.oneLine"],
      [{ name: "Ada\u0085Lovelace" }, "name", "order.oneLine"],
      [{ name: "Ada \u202Eecalevol" }, "name", "order.oneLine"],
      [{ phone: "+39 333\n1234567" }, "phone", "order.oneLine"],
      [{ notes: "Gift wrap\u0007 please" }, "notes", "order.hiddenCharacters"],
      [{ notes: "Gift wrap\u001b[2J please" }, "notes", "order.hiddenCharacters"],
    ];
    for (const [fields, field, message] of refusals) {
      const { status, reply } = await send({ address: "192.0.2.61", form: { ...contact, ...sageLine(1), ...fields } });
      expect(status).toBe(400);
      if (reply.status !== "invalid") throw new Error(`not refused as invalid: ${reply.status}`);
      expect(reply.submission.error?.[field]).toEqual([message]);
    }
    expect(await count()).toBe(before);
    // Notes keep their lines; a name keeps its accents, apostrophes and joined letters.
    const person = await send({
      address: "192.0.2.61",
      form: { ...contact, name: "Zoë O’Brien-Ferrà", notes: "Gift wrap, please\r\nFor my sister", ...sageLine(1) },
    });
    expect(person.status).toBe(201);
  });

  it("promises no e-mail when the shop has no SMTP: the answer says none goes", async () => {
    const { status, reply } = await send({ address: "192.0.2.71", form: { ...contact, ...sageLine(1) } });
    expect(status).toBe(201);
    expect(reply).toMatchObject({ status: "stored", shopperMail: "off" });
  });
});
