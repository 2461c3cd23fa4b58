import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { orderRequests, shopSettings } from "~db/schema";
import { demoSeller, stateDemoSeller } from "~db/demo/seller";
import type { OrderRequestReply } from "~/orders/order-reply";
import { policyKinds } from "~/shop/policy-kinds";
import { loader as rootLoader } from "~/root";
import { action } from "~/routes/order-requests";
import { loader as policyLoader } from "~/routes/policy";
import { createCartTestShop, type CartTestShop } from "./cart-support";

/*
 * docs/product/cart-and-orders.md#seller-identity: until the seller is named in full, no order
 * request is taken and no legal page speaks for the seller; nothing a shopper reads holds a
 * placeholder (LEGAL.md §2).
 */

let shop: CartTestShop;
beforeAll(async () => {
  shop = await createCartTestShop();
});
afterAll(async () => {
  await shop?.close();
});
beforeEach(async () => {
  await shop.database.db.update(shopSettings).set({ seller: null });
});

async function send(form: Record<string, string>, language: "en" | "it" | "fr" = "en") {
  const request = new Request("http://shop.test/order-requests", {
    method: "POST",
    headers: { origin: "http://shop.test", "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(form).toString(),
  });
  const response = await action({ request, context: shop.context({ language }), params: {} } as Parameters<typeof action>[0]);
  return { status: response.status, reply: (await response.json()) as OrderRequestReply };
}

const form = () => ({
  name: "Ada Lovelace",
  email: "ada@example.com",
  "lines[0].itemId": shop.beanie.id,
  "lines[0].qty": "1",
  "lines[0].unitPrice": "19.99",
});

describe("a shop whose seller is not named in full", () => {
  it("refuses an order request with a translated message, answers the form back as typed and stores nothing", async () => {
    // A fresh shop, then one that stated everything but the phone.
    for (const seller of [null, { ...demoSeller, phone: null }]) {
      await shop.database.db.update(shopSettings).set({ seller });
      const { status, reply } = await send({ ...form(), idempotencyKey: `held-back-${seller ? "phone" : "fresh"}-0001` });
      expect(status).toBe(409);
      expect(reply.status).toBe("invalid");
      if (reply.status !== "invalid") return;
      expect(reply.submission.error?.[""]).toEqual(["order.notYetOpen"]);
      expect(reply.submission.initialValue).toMatchObject({ name: "Ada Lovelace", email: "ada@example.com" });
    }
    expect(await shop.database.db.select().from(orderRequests)).toHaveLength(0);
  });

  it("takes the same request once the seller is complete", async () => {
    await stateDemoSeller(shop.database.db);
    const { status, reply } = await send({ ...form(), idempotencyKey: "held-back-then-taken-0001" });
    expect(status).toBe(201);
    expect(reply.status).toBe("stored");
  });

  it("shows shoppers no placeholder on any legal page, and the footer nothing to complete, in every language", async () => {
    for (const language of ["en", "it", "fr"] as const) {
      const context = { ...shop.context({ language }) };
      const root = await rootLoader({ context, request: new Request("http://shop.test/"), params: {} } as never);
      expect(root.shop.acceptsOrders).toBe(false);
      expect(root.shop.seller).toBeNull();
      for (const kind of policyKinds) {
        const page = (await policyLoader({ context, request: new Request(`http://shop.test/policies/${kind}`), params: { kind } } as never)) as {
          policy: { html: string };
        };
        expect(page.policy.html, `${language} ${kind}`).not.toMatch(/\[|completare|compléter|completed|\{\{/);
      }
    }
  });
});
