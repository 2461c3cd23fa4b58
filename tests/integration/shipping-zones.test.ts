import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { orderRequests, shopSettings } from "~db/schema";
import type { OrderRequestReply } from "~/orders/order-reply";
import { action } from "~/routes/order-requests";
import type { ShippingSettings } from "~shared/settings-values";
import { createCartTestShop, type CartTestShop } from "./cart-support";

/*
 * docs/product/cart-and-orders.md#shipping-estimate: an order request to a destination the owner
 * switched off is refused with a translated message, nothing stored, and the cart kept.
 */

let shop: CartTestShop;
beforeAll(async () => {
  shop = await createCartTestShop();
});
afterAll(async () => {
  await shop?.close();
});

const italy = { rate: 6.5, freeOver: 80, transitMinDays: 1, transitMaxDays: 3 };
const italyOnly: ShippingSettings = { handlingDays: 2, destinations: { it: italy, eu: null, world: null } };
/** A row stored before destinations could be switched off: all three have a rate. */
const everywhere: ShippingSettings = {
  handlingDays: 2,
  destinations: { it: italy, eu: { ...italy, rate: 14.5 }, world: { ...italy, rate: 25 } },
};

let sent = 0;
async function order(destination: string | undefined, language: "en" | "it" = "en") {
  sent += 1;
  const form = {
    name: "Ada Lovelace",
    email: "ada@example.com",
    "lines[0].itemId": shop.beanie.id,
    "lines[0].qty": "1",
    "lines[0].unitPrice": "19.99",
    idempotencyKey: `shipping-zones-${sent}-abcdef`,
    ...(destination ? { destination } : {}),
  };
  const request = new Request("http://shop.test/order-requests", {
    method: "POST",
    headers: { origin: "http://shop.test", "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(form).toString(),
  });
  // Each request from its own address: the test is not about the limit on requests.
  const response = await action({ request, context: shop.context({ language, address: `203.0.113.${sent}` }), params: {} } as Parameters<typeof action>[0]);
  return { status: response.status, reply: (await response.json()) as OrderRequestReply };
}

const stored = async () => (await shop.database.db.select().from(orderRequests)).length;
const shipTo = (shipping: ShippingSettings | null) => shop.database.db.update(shopSettings).set({ shipping });

describe("an order request's destination", () => {
  beforeEach(() => shipTo(italyOnly));

  it("is refused when the shop does not ship there, with the translated message and nothing stored", async () => {
    const before = await stored();
    for (const destination of ["eu", "world"]) {
      const { status, reply } = await order(destination, "it");
      expect(status).toBe(400);
      expect(reply.status).toBe("invalid");
      if (reply.status === "invalid") expect(reply.submission.error?.[""]).toEqual(["order.destinationNotServed"]);
    }
    expect(await stored()).toBe(before);
  });

  it("is stored when the shop ships there, or when the cart sent none (a commission, an older page)", async () => {
    expect((await order("it")).status).toBe(201);
    expect((await order(undefined)).status).toBe(201);
  });

  it("is refused when it is no destination at all, as a field error", async () => {
    const { status, reply } = await order("mars");
    expect(status).toBe(400);
    if (reply.status === "invalid") expect(reply.submission.error?.destination).toEqual(["order.destinationNotServed"]);
  });

  it("goes everywhere with shipping stored before destinations could be switched off, and anywhere with none stated", async () => {
    await shipTo(everywhere);
    expect((await order("world")).status).toBe(201);
    await shipTo(null);
    expect((await order("eu")).status).toBe(201);
  });
});
