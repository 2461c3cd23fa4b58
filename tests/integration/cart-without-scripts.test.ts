import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderRequests } from "~db/schema";
import { action, loader } from "~/routes/cart";
import { createCartTestShop, type CartTestShop } from "./cart-support";

/*
 * docs/product/cart-and-orders.md#cart-without-scripts: "Add to cart", "Remove" and the order
 * request posted as forms to /cart, the cart kept in a cookie.
 */

let shop: CartTestShop;
beforeAll(async () => {
  shop = await createCartTestShop();
});
afterAll(async () => {
  await shop?.close();
});

type Answer = { status: number; cookie: string | null; location: string | null; data: Record<string, unknown> | null };

/** A form posted to /cart from the shop's own page, with the cookie the browser holds. */
async function post(form: Record<string, string>, cookie = "", origin = "http://shop.test"): Promise<Answer> {
  const request = new Request("http://shop.test/cart", {
    method: "POST",
    headers: { origin, cookie, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(form).toString(),
  });
  const result = (await action({ request, context: shop.context(), params: {} } as never)) as unknown;
  if (result instanceof Response) {
    return { status: result.status, cookie: result.headers.get("set-cookie"), location: result.headers.get("location"), data: null };
  }
  const { data, init } = result as { data: Record<string, unknown>; init: { status?: number; headers?: HeadersInit } | null };
  return { status: init?.status ?? 200, cookie: new Headers(init?.headers).get("set-cookie"), location: null, data };
}

/** The cart page's lines for a cookie. */
async function cartLines(cookie: string) {
  const request = new Request("http://shop.test/cart", { headers: { cookie } });
  const page = await loader({ request, context: shop.context(), params: {} } as never);
  return page.cookieCart.map((line) => [line.name, line.colorName, line.qty]);
}

/** The cookie as the browser sends it back. */
const sent = (setCookie: string | null) => setCookie!.split(";")[0];

describe("the cart without scripts", () => {
  it("adds one at a time up to today's stock, and lands on the cart", async () => {
    const first = await post({ intent: "add", item: shop.tote.id, color: shop.tote.sage });
    expect(first).toMatchObject({ status: 303, location: "/cart" });
    expect(first.cookie).toMatch(/^cart=[^;]+; Max-Age=2592000; Path=\/; SameSite=Lax$/);
    const second = await post({ intent: "add", item: shop.tote.id, color: shop.tote.sage }, sent(first.cookie));
    expect(await cartLines(sent(second.cookie))).toEqual([["Market tote", "Sage", 2]]);

    // Two are left: a third is refused with the reason, the cookie unchanged.
    const third = await post({ intent: "add", item: shop.tote.id, color: shop.tote.sage }, sent(second.cookie));
    expect(third).toMatchObject({ status: 409, cookie: null, data: { refusal: "cart.atMaximum" } });
  });

  it("refuses a sold-out colour, a piece no longer sold and a malformed form, changing nothing", async () => {
    expect(await post({ intent: "add", item: shop.tote.id, color: shop.tote.rust })).toMatchObject({
      status: 409,
      data: { refusal: "cart.outOfStock" },
    });
    expect(await post({ intent: "add", item: shop.retired.id })).toMatchObject({ status: 409, data: { refusal: "cart.unavailable" } });
    expect(await post({ intent: "add", item: "not-an-id" })).toMatchObject({ status: 400, data: { refusal: "cart.unavailable" } });
    // An item that comes in colours cannot be added without one.
    expect(await post({ intent: "add", item: shop.tote.id })).toMatchObject({ status: 409, data: { refusal: "cart.unavailable" } });
  });

  it("reads a changed cookie as its valid part, never failing", async () => {
    const tampered = `cart=garbage.${shop.beanie.id}*7.${shop.tote.id}:${shop.tote.sage}*50.${shop.retired.id}*1`;
    // Today's stock lowers the quantity (2 sage left); a piece no longer sold is left out.
    expect(await cartLines(tampered)).toEqual([
      ["Pompom beanie", null, 5],
      ["Market tote", "Sage", 2],
    ]);
    expect(await cartLines(`cart=${"x".repeat(5000)}`)).toEqual([]);
    expect(await cartLines("cart=%E0%A4%A")).toEqual([]);
    const added = await post({ intent: "add", item: shop.beanie.id }, `cart=${"x".repeat(5000)}`);
    expect(await cartLines(sent(added.cookie))).toEqual([["Pompom beanie", null, 1]]);
  });

  it("removes a line, and forgets the cookie with the last one", async () => {
    const added = await post({ intent: "add", item: shop.beanie.id });
    const removed = await post({ intent: "remove", item: shop.beanie.id, color: "" }, sent(added.cookie));
    expect(removed).toMatchObject({ status: 303, location: "/cart" });
    expect(removed.cookie).toBe("cart=; Max-Age=0; Path=/; SameSite=Lax");
  });

  it("refuses a post from another site", async () => {
    expect(await post({ intent: "add", item: shop.beanie.id }, "", "https://evil.example")).toMatchObject({ status: 400, cookie: null });
  });

  it("stores the order request as the dialog does, then forgets the cookie", async () => {
    const cookie = `cart=${shop.tote.id}:${shop.tote.sage}*2`;
    const order = {
      intent: "order",
      kind: "order",
      idempotencyKey: "page-0001-abcdef",
      "lines[0].itemId": shop.tote.id,
      "lines[0].variantId": shop.tote.sage,
      "lines[0].qty": "2",
      "lines[0].unitPrice": "45",
    };
    const invalid = await post({ ...order, name: "A", email: "ada@example.com" }, cookie);
    expect(invalid).toMatchObject({ status: 400, cookie: null, data: { order: { status: "invalid" } } });

    const stored = await post({ ...order, name: "Ada Lovelace", email: "ada@example.com" }, cookie);
    expect(stored).toMatchObject({ status: 201, cookie: "cart=; Max-Age=0; Path=/; SameSite=Lax" });
    expect(stored.data).toMatchObject({ order: { status: "stored", total: 90 }, contact: { name: "Ada Lovelace", email: "ada@example.com" } });
    const reference = (stored.data!.order as { reference: number }).reference;
    const [row] = await shop.database.db.select().from(orderRequests).where(eq(orderRequests.reference, reference));
    expect(row).toMatchObject({ kind: "order", customerName: "Ada Lovelace" });

    // The same page sent again stores nothing more.
    const again = await post({ ...order, name: "Ada Lovelace", email: "ada@example.com" }, cookie);
    expect(again.data).toMatchObject({ order: { status: "stored", reference } });
  });

  it("reports a price changed since the page was shown, storing nothing and keeping the cookie", async () => {
    const refused = await post(
      {
        intent: "order",
        kind: "order",
        name: "Ada Lovelace",
        email: "ada@example.com",
        "lines[0].itemId": shop.beanie.id,
        "lines[0].qty": "1",
        "lines[0].unitPrice": "12",
      },
      `cart=${shop.beanie.id}*1`,
    );
    expect(refused).toMatchObject({ status: 409, cookie: null, data: { order: { status: "refused" } } });
  });
});
