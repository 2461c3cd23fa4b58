import { performance } from "node:perf_hooks";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { items } from "~db/schema";
import type { Language } from "~shared/languages";
import { signInRules } from "~/auth/sign-in-limits.server";
import { maxFieldDepth, maxFormFields } from "~/request-protection/request-body.server";
import { orderRequestLimit } from "~/orders/order-request-action.server";
import { action as itemsAction } from "~/routes/admin/items";
import { action as uploadsAction } from "~/routes/admin/uploads";
import { action as signInAction } from "~/routes/auth";
import { action as orderRequestAction } from "~/routes/order-requests";
import { action as requestAction } from "~/routes/request";
import { action as requestLinksAction } from "~/routes/request-links";
import { ownerEmail, password } from "./admin-support";
import { createCartTestShop, type CartTestShop } from "./cart-support";
import { adversarialBody, answerOf, manyFields, messageOf, multipartOf, nestedName, ownerShop, runs, type Answer, type OwnerShop } from "./hostile-support";

/*
 * docs/product/access.md#form-bounds: every form is bounded in bytes, fields and the depth of its
 * field names before anything is built from it. A form past them is a fast 413 or 400 with a short
 * message in the visitor's language, never an echo of what was sent; it counts as an attempt of
 * its client, so a client flooding junk is throttled while others are not; and no body of any
 * shape is a server error.
 */

let admin: OwnerShop;
let cart: CartTestShop;
let token: string;
beforeAll(async () => {
  [admin, cart] = await Promise.all([ownerShop(), createCartTestShop()]);
  const stored = await answerOf(() =>
    orderRequestAction({ request: post("/order-requests", new URLSearchParams(orderForm("fb-0001-token")).toString()), context: cart.context(), params: {} } as never),
  );
  token = (stored.data as { token: string }).token;
});
afterAll(async () => {
  await Promise.all([admin?.close(), cart?.close()]);
});

const form = "application/x-www-form-urlencoded";

function post(path: string, body: BodyInit, contentType: string | null = form, headers: Record<string, string> = {}) {
  const all = new Headers({ origin: "http://shop.test", ...headers });
  if (contentType) all.set("content-type", contentType);
  return new Request(`http://shop.test${path}`, { method: "POST", headers: all, body });
}

const orderForm = (idempotencyKey: string) => ({
  kind: "order",
  name: "Ada Lovelace",
  email: "ada@example.com",
  "lines[0].itemId": cart.tote.id,
  "lines[0].variantId": cart.tote.sage,
  "lines[0].qty": "1",
  "lines[0].unitPrice": "45",
  idempotencyKey,
});

type Body = { body: BodyInit; contentType: string | null };
type Endpoint = { name: string; send(body: Body, address?: string, language?: Language): Promise<Answer> };

/** Every form a visitor can post without an account, and the owner's back-office forms. */
const endpoints: Endpoint[] = [
  {
    name: "POST /auth",
    send: ({ body, contentType }, address, language = "en") =>
      answerOf(() => signInAction({ request: post("/auth", body, contentType), context: { ...admin.shop.context(address), language }, params: {} } as never)),
  },
  {
    name: "POST /order-requests",
    send: ({ body, contentType }, address, language) =>
      answerOf(() => orderRequestAction({ request: post("/order-requests", body, contentType), context: cart.context({ address, language }), params: {} } as never)),
  },
  {
    name: "POST /request/{token}",
    send: ({ body, contentType }, address, language) =>
      answerOf(() => requestAction({ request: post(`/request/${token}`, body, contentType), context: cart.context({ address, language }), params: { token } } as never)),
  },
  {
    name: "POST /request-links",
    send: ({ body, contentType }, address, language) =>
      answerOf(() => requestLinksAction({ request: post("/request-links", body, contentType), context: cart.context({ address, language }), params: {} } as never)),
  },
  {
    name: "POST /admin/items",
    send: ({ body, contentType }, address, language = "en") =>
      answerOf(() =>
        itemsAction({ request: post("/admin/items", body, contentType, { cookie: admin.cookie }), context: { ...admin.context, clientAddress: address ?? "203.0.113.10", language }, params: {} } as never),
      ),
  },
  {
    name: "POST /admin/uploads",
    send: ({ body, contentType }, address, language = "en") =>
      answerOf(() =>
        uploadsAction({ request: post("/admin/uploads?folder=items", body, contentType, { cookie: admin.cookie }), context: { ...admin.context, clientAddress: address ?? "203.0.113.10", language }, params: {} } as never),
      ),
  },
];
const byName = (name: string) => endpoints.find((endpoint) => endpoint.name === name)!;

async function timed(call: () => Promise<Answer>) {
  const started = performance.now();
  const answer = await call();
  return { answer, ms: performance.now() - started };
}

describe("a post of 40,000 fields", () => {
  it.each(endpoints.map((endpoint) => [endpoint.name, endpoint] as const))("%s is refused in under 100 ms, in under 2 kB", async (name, endpoint) => {
    // The uploads read only multipart; their 10 MB lets 40,000 parts in, to be counted.
    const body = name === "POST /admin/uploads" ? multipartOf(40_000) : { body: manyFields(40_000), contentType: form };
    await endpoint.send(body, "198.51.100.40"); // the first call pays for compiling the code path
    const { answer, ms } = await timed(() => endpoint.send(body, "198.51.100.40"));
    // A plain form of the cart page: back to the cart, which says the links were not sent.
    if (name === "POST /request-links") expect([answer.status, answer.data]).toEqual([303, ""]);
    else expect(answer.status).toBe(413);
    expect(ms).toBeLessThan(100);
    expect(JSON.stringify(answer.data).length).toBeLessThan(2048);
  });

  it("as the issue's 85,000 fields (750 kB) at the sign-in: 413, no field echoed", async () => {
    const { answer, ms } = await timed(() => byName("POST /auth").send({ body: manyFields(85_000, "f"), contentType: form }, "198.51.100.41"));
    expect(answer.status).toBe(413);
    expect(messageOf(answer.data)).toBe("This request is too large.");
    expect(JSON.stringify(answer.data)).not.toContain("f=");
    expect(ms).toBeLessThan(100);
  });

  it("as multipart: 413 too many fields at the uploads, whose byte limit would let it in", async () => {
    const answer = await byName("POST /admin/uploads").send(multipartOf(40_000));
    expect(answer.status).toBe(413);
    expect(messageOf(answer.data)).toBe("This form has too many fields.");
  });

  it("one field past the limit, well within the bytes, is refused at the sign-in too; in Italian and French", async () => {
    const body = { body: manyFields(maxFormFields + 1), contentType: form };
    expect(messageOf((await byName("POST /auth").send(body, "198.51.100.42", "it")).data)).toBe("Questo modulo ha troppi campi.");
    expect(messageOf((await byName("POST /admin/items").send(body, undefined, "fr")).data)).toBe("Ce formulaire comporte trop de champs.");
  });
});

describe("a field name nested 3,000 levels", () => {
  it.each([
    ["POST /order-requests", 400],
    ["POST /auth", 400],
    ["POST /admin/items", 400],
  ] as const)("%s answers %d, not a server error", async (name, status) => {
    for (const style of ["brackets", "dots"] as const) {
      const answer = await byName(name).send({ body: `${nestedName(3000, style)}=1&name=Ada`, contentType: form }, "198.51.100.43");
      expect(answer.status, JSON.stringify(answer.data).slice(0, 200)).toBe(status);
      expect(JSON.stringify(answer.data)).not.toContain("[0][0]");
    }
  });

  it("so is a list position past the field limit, which would build a list of four billion places", async () => {
    for (const name of ["POST /order-requests", "POST /auth", "POST /admin/items"]) {
      for (const body of ["lines[4294967294].qty=1&name=Ada", "lines[0].qty=1&lines.4294967294.qty=1", `variants[${maxFormFields}].stock=1`]) {
        const { answer, ms } = await timed(() => byName(name).send({ body, contentType: form }, "198.51.100.44"));
        expect(answer.status, `${name} ${body}`).toBe(400);
        // The order dialog says "not saved" in its own words.
        expect(messageOf(answer.data)).toBe(name === "POST /order-requests" ? "failed" : "This request could not be read.");
        expect(ms).toBeLessThan(100);
      }
    }
    const last = await byName("POST /order-requests").send({ body: `lines[${maxFormFields - 1}].qty=1`, contentType: form }, "198.51.100.44");
    // Read, then refused by the order form's own rules (at most 50 lines).
    expect(last.status).toBe(400);
    expect(last.data).toMatchObject({ status: "invalid" });
  });

  it("is refused in a multipart upload too", async () => {
    const answer = await byName("POST /admin/uploads").send(multipartOf(1, () => nestedName(3000)));
    expect(answer.status).toBe(400);
    expect(messageOf(answer.data)).toBe("This request could not be read.");
  });
});

describe("a refused body counts as an attempt of its client", () => {
  it("at the sign-in: junk from one address locks its sign-in; the owner at another address signs in", async () => {
    const junk = { body: `${nestedName(3000)}=1`, contentType: form };
    for (let i = 0; i < signInRules.address.maxAttempts; i++) expect((await byName("POST /auth").send(junk, "198.51.100.50")).status).toBe(400);
    const signIn = { body: new URLSearchParams({ intent: "password", email: ownerEmail, password }).toString(), contentType: form };
    expect((await byName("POST /auth").send(signIn, "198.51.100.50")).status).toBe(429);
    const elsewhere = await byName("POST /auth").send(signIn, "198.51.100.51");
    expect(elsewhere.status).toBe(302);
  });

  it("at the order form: junk from one address uses up its requests; a shopper at another address orders", async () => {
    const junk = { body: manyFields(40_000), contentType: form };
    for (let i = 0; i < orderRequestLimit.maxAttempts; i++) expect((await byName("POST /order-requests").send(junk, "198.51.100.60")).status).toBe(413);
    const order = (key: string) => ({ body: new URLSearchParams(orderForm(key)).toString(), contentType: form });
    expect((await byName("POST /order-requests").send(order("fb-0002-flooder"), "198.51.100.60")).status).toBe(429);
    expect((await byName("POST /order-requests").send(order("fb-0003-shopper"), "198.51.100.61")).status).toBe(201);
  });
});

describe("a real form near the bounds", () => {
  it("the largest item form (30 new colours of 20 pictures, three languages, the longest texts) is stored", async () => {
    const picture = (colour: number, index: number) => `/uploads/items/${"p".repeat(400)}-${colour}-${index}.webp`;
    const fields: [string, string][] = [
      ["intent", "save-item"],
      ["slug", "the-largest-item"],
      ["nameEn", "Ü".repeat(200)],
      ["nameFr", "é".repeat(200)],
      ["nameIt", "à".repeat(200)],
      ["descriptionEn", "ö".repeat(5000)],
      ["descriptionFr", "è".repeat(5000)],
      ["descriptionIt", "ì".repeat(5000)],
      ["price", "12.50"],
      ["tags", "a, b"],
      ["hasColorVariants", "on"],
      ...Array.from({ length: 20 }, (_, i): [string, string] => ["images", picture(99, i)]),
    ];
    for (let colour = 0; colour < 30; colour++) {
      const at = (name: string) => `variants[${colour}].${name}`;
      fields.push([at("colorNameEn"), "c".repeat(100)], [at("colorNameFr"), "c"], [at("colorNameIt"), "c"], [at("colorHex"), "#aabbcc"]);
      for (let i = 0; i < 20; i++) fields.push([at(`images[${i}]`), picture(colour, i)]);
      fields.push([at("stock"), "3"], [at("sortOrder"), String(colour)], [at("active"), "on"]);
    }
    const body = new URLSearchParams(fields).toString();
    const answer = await byName("POST /admin/items").send({ body, contentType: form });
    expect(answer.status, JSON.stringify((answer.data as { result?: { error?: unknown } }).result?.error ?? answer.data).slice(0, 300)).toBe(200);
    const stored = await admin.shop.database.db.select().from(items);
    expect(stored).toHaveLength(1);
    expect(stored[0].images).toHaveLength(20);
  });

  it(`${maxFormFields} fields with names ${maxFieldDepth} levels deep reach the action; one level more does not`, async () => {
    const at = (depth: number) => `x${"[0]".repeat(depth)}`;
    const body = (depth: number) => ({ body: `intent=save-tag&${manyFields(maxFormFields - 1, at(depth))}`, contentType: form });
    const near = await byName("POST /admin/items").send(body(maxFieldDepth));
    // The items page does not know the intent: its own refusal, after reading the whole form.
    expect(near.status).toBe(400);
    expect(messageOf(near.data)).not.toBe("This request could not be read.");
    const past = await byName("POST /admin/items").send(body(maxFieldDepth + 1));
    expect(messageOf(past.data)).toBe("This request could not be read.");

    // Multipart parts are counted by their delimiters: the same limit, exactly.
    const parts = async (count: number) => messageOf((await byName("POST /admin/uploads").send(multipartOf(count))).data);
    expect(await parts(maxFormFields)).toBe("Upload failed");
    expect(await parts(maxFormFields + 1)).toBe("This form has too many fields.");
  });
});

describe("any body at every public form and the back office's", () => {
  it("is never a server error, and each answers within a bounded time", async () => {
    await fc.assert(
      fc.asyncProperty(adversarialBody, fc.constantFrom(...endpoints), fc.ipV4(), async (body, endpoint, address) => {
        const { answer, ms } = await timed(() => endpoint.send(body, address));
        expect(answer.status, `${endpoint.name} ${body.kind}: ${JSON.stringify(answer.data)?.slice(0, 300)}`).toBeLessThan(500);
        expect(ms, `${endpoint.name} ${body.kind}`).toBeLessThan(1000);
        if (answer.status >= 400) expect(messageOf(answer.data), `${endpoint.name} ${body.kind}`).toBeDefined();
      }),
      runs(150),
    );
  });
});
