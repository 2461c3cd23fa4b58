import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { items } from "~db/schema";
import { action, loader } from "~/routes/saved";
import { createCartTestShop, type CartTestShop } from "./cart-support";

/*
 * docs/product/storefront.md#saved-pieces through the /saved route on both databases: a heart
 * posted before scripts start keeps the piece in the cookie and lands on the list; the list shows
 * each piece as the shop has it today; hand-made posts and cookies change nothing they should not.
 */

let shop: CartTestShop;
beforeAll(async () => {
  shop = await createCartTestShop();
});
afterAll(async () => {
  await shop?.close();
});

type Answer = { status: number; cookie: string | null; location: string | null };

/** A heart posted from the shop's own page, with the cookie the browser holds. */
async function post(form: Record<string, string>, cookie = "", origin = "http://shop.test"): Promise<Answer> {
  const request = new Request("http://shop.test/saved", {
    method: "POST",
    headers: { origin, cookie, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(form).toString(),
  });
  const result = (await action({ request, context: shop.context(), params: {} } as never)) as unknown;
  if (result instanceof Response) return { status: result.status, cookie: result.headers.get("set-cookie"), location: result.headers.get("location") };
  const { init } = result as { init: { status?: number } | null };
  return { status: init?.status ?? 200, cookie: null, location: null };
}

/** The Saved page's pieces for a cookie: name, stock, sold-out colours. */
async function listed(cookie: string) {
  const request = new Request("http://shop.test/saved", { headers: { cookie } });
  const page = (await loader({ request, context: shop.context(), params: {} } as never)) as unknown as {
    data: { pieces: { name: string; stock: number; variants: { name: string; stock: number }[] }[] };
    init: { headers: Record<string, string> };
  };
  expect(page.init.headers["Cache-Control"]).toBe("private, no-store");
  return page.data.pieces.map((piece) => [piece.name, piece.stock, piece.variants.filter((v) => v.stock === 0).map((v) => v.name)]);
}

const sent = (setCookie: string | null) => setCookie!.split(";")[0];

describe("saved pieces without scripts", () => {
  it("keeps a saved piece in the cookie, newest first, and lands on the list", async () => {
    const first = await post({ intent: "save", item: shop.beanie.id });
    expect(first).toMatchObject({ status: 303, location: "/saved" });
    expect(first.cookie).toBe(`saved=${shop.beanie.id}; Max-Age=31536000; Path=/; SameSite=Lax`);
    const second = await post({ intent: "save", item: shop.tote.id }, sent(first.cookie));
    expect(await listed(sent(second.cookie))).toEqual([
      ["Market tote", 2, ["Rust"]],
      ["Pompom beanie", 5, []],
    ]);
    const removed = await post({ intent: "remove", item: shop.tote.id }, sent(second.cookie));
    expect(sent(removed.cookie)).toBe(`saved=${shop.beanie.id}`);
  });

  it("says when a saved piece has sold out since", async () => {
    const saved = sent((await post({ intent: "save", item: shop.beanie.id })).cookie);
    await shop.database.db.update(items).set({ stock: 0 }).where(eq(items.id, shop.beanie.id));
    expect(await listed(saved)).toEqual([["Pompom beanie", 0, []]]);
    await shop.database.db.update(items).set({ stock: 5 }).where(eq(items.id, shop.beanie.id));
  });

  it("saves no piece the shop does not show, and refuses hand-made posts", async () => {
    const retired = await post({ intent: "save", item: shop.retired.id });
    expect(retired.cookie).toBe("saved=; Max-Age=0; Path=/; SameSite=Lax");
    const unknown = await post({ intent: "save", item: "00000000-0000-4000-8000-000000000000" }, `saved=${shop.beanie.id}`);
    expect(sent(unknown.cookie)).toBe(`saved=${shop.beanie.id}`);
    expect(await post({ intent: "save", item: "../etc" })).toEqual({ status: 400, cookie: null, location: null });
    expect(await post({ intent: "wipe", item: shop.beanie.id })).toEqual({ status: 400, cookie: null, location: null });
    expect(await post({ intent: "save", item: shop.beanie.id }, "", "https://elsewhere.example")).toEqual({ status: 400, cookie: null, location: null });
  });

  it("reads only well-formed ids of pieces it shows, and nothing from an oversized cookie", async () => {
    expect(await listed(`saved=nope.${shop.retired.id}.${shop.beanie.id}`)).toEqual([["Pompom beanie", 5, []]]);
    expect(await listed(`saved=${`${shop.beanie.id}.`.repeat(140)}`)).toEqual([]);
    expect(await listed("saved=%E0%A4%A")).toEqual([]);
  });
});
