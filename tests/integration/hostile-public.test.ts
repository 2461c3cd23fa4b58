import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { articles, blogCategories } from "~db/schema";
import { detectLanguage } from "~/i18n/languages";
import { languages } from "~shared/languages";
import { action as signInAction } from "~/routes/auth";
import { loader as articleLoader } from "~/routes/article";
import { loader as blogLoader } from "~/routes/blog";
import { loader as cartLinesLoader } from "~/routes/cart-lines";
import { loader as catalogLoader } from "~/routes/catalog";
import { action as orderRequestAction } from "~/routes/order-requests";
import { loader as productLoader } from "~/routes/product";
import { addAccount, createTestShop, ownerEmail, type TestShop } from "./admin-support";
import { createCartTestShop, type CartTestShop } from "./cart-support";
import { answerOf, hostileBody, hostileFields, hostileText, messageOf, runs, snapshot } from "./hostile-support";

/**
 * Issue 8, hostile input on the public side: the cart's calls, the catalog's and the blog's query
 * strings, the product and article addresses, the language choice and the sign-in form. Never a
 * server error; a refused write stores nothing.
 */

let shop: CartTestShop;
beforeAll(async () => {
  shop = await createCartTestShop();
  const [category] = await shop.database.db.insert(blogCategories).values({ slug: "news", nameI18n: { en: "News" } }).returning();
  await shop.database.db
    .insert(articles)
    .values({ slug: "hello", titleI18n: { en: "Hello" }, contentI18n: { en: "<p>Hi</p>" }, published: true, publishedAt: new Date(), categoryId: category.id });
});
afterAll(async () => {
  await shop?.close();
});

/** Rate counters move on every attempt by design (they count refused ones too). */
const unwatched = ["sign_in_throttle", "content_version"];
const address = fc.ipV4();
const url = (path: string, pairs: [string, string][]) => `http://shop.test${path}?${new URLSearchParams(pairs).toString()}`;
const context = (language: "en" | "it" | "fr" = "en", clientAddress = "203.0.113.10") => ({ ...shop.context({ language, address: clientAddress }) }) as never;

describe("POST /order-requests", () => {
  const lineFields = [0, 1, 49, 50].flatMap((i) => ["itemId", "variantId", "qty", "unitPrice"].map((field) => `lines[${i}].${field}`));
  const fields = ["kind", "name", "email", "phone", "notes", "idempotencyKey", ...lineFields];

  it("answers every body with a 4xx and a reason (or stores a valid request), never a server error", async () => {
    const values = fc.oneof({ weight: 5, arbitrary: hostileText }, { weight: 2, arbitrary: fc.constantFrom(shop.tote.id, shop.tote.sage, shop.beanie.id, shop.retired.id, "order", "commission", "ada@example.com", "Ada Lovelace") });
    await fc.assert(
      fc.asyncProperty(hostileBody(hostileFields(fields, values)), address, async (body, clientAddress) => {
        const before = await snapshot(shop.database.db, unwatched);
        const headers = new Headers({ origin: "http://shop.test" });
        if (body.contentType) headers.set("content-type", body.contentType);
        const request = new Request("http://shop.test/order-requests", { method: "POST", headers, body: body.body });
        const answer = await answerOf(() => orderRequestAction({ request, context: context("en", clientAddress), params: {} } as never));
        expect(answer.status, `${body.kind}: ${JSON.stringify(answer.data)?.slice(0, 300)}`).toBeLessThan(500);
        if (answer.status >= 400) {
          expect(messageOf(answer.data), JSON.stringify(answer.data)?.slice(0, 300)).toBeDefined();
          expect(await snapshot(shop.database.db, unwatched)).toBe(before);
        }
      }),
      runs(60),
    );
  });
});

describe("GET /cart/lines", () => {
  it("answers 200 or 400 to any list of lines", async () => {
    const line = fc.oneof(hostileText, fc.constantFrom(shop.tote.id, `${shop.tote.id}:${shop.tote.sage}`, `${shop.tote.id}:${shop.tote.sage}:x`));
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(fc.constantFrom("line", "line", "lines", "x"), line), { maxLength: 60 }), async (pairs) => {
        const answer = await answerOf(() => cartLinesLoader({ request: new Request(url("/cart/lines", pairs)), context: context(), params: {} } as never));
        expect([200, 400]).toContain(answer.status);
        if (answer.status === 400) expect(messageOf(answer.data)).toBeDefined();
      }),
      runs(60),
    );
  });
});

describe("the catalog's and the blog's query strings", () => {
  const query = (names: string[]) => fc.array(fc.tuple(fc.oneof(fc.constantFrom(...names), fc.string({ maxLength: 8 })), hostileText), { maxLength: 10 });

  it("the catalog answers a page, a redirect or an unknown category's 404, never a failure", async () => {
    await fc.assert(
      fc.asyncProperty(query(["q", "category", "tag", "min", "max", "sort", "page", "lng"]), async (pairs) => {
        const answer = await answerOf(() => catalogLoader({ request: new Request(url("/catalog", pairs)), context: context(), params: {} } as never));
        // A category the shop does not have is a 404 (docs/product/storefront.md#catalog), never a 5xx.
        const namesCategory = pairs.some(([name, value]) => name === "category" && value.trim() !== "");
        expect(answer.status < 400 || (namesCategory && answer.status === 404), `${answer.status} ${JSON.stringify(pairs).slice(0, 300)}`).toBe(true);
      }),
      runs(60),
    );
  });

  it("the blog answers a page or a redirect, never a failure", async () => {
    await fc.assert(
      fc.asyncProperty(query(["category", "page", "lng"]), async (pairs) => {
        const answer = await answerOf(() => blogLoader({ request: new Request(url("/blog", pairs)), context: context(), params: {} } as never));
        expect(answer.status, JSON.stringify(pairs).slice(0, 300)).toBeLessThan(400);
      }),
      runs(40),
    );
  });

  it("a product or article address that names nothing is a 404 or a way back, never a failure", async () => {
    await fc.assert(
      fc.asyncProperty(hostileText, async (slug) => {
        const product = await answerOf(() => productLoader({ request: new Request("http://shop.test/product/x"), context: context(), params: { slug } } as never));
        expect([200, 404]).toContain(product.status);
        const article = await answerOf(() => articleLoader({ request: new Request("http://shop.test/blog/x"), context: context(), params: { slug } } as never));
        expect([200, 302]).toContain(article.status);
      }),
      runs(40),
    );
  });
});

describe("the language choice", () => {
  it("is always one of the shop's languages, whatever the query, cookie and Accept-Language say", () => {
    fc.assert(
      fc.property(
        fc.option(fc.oneof(hostileText, hostileText.map((value) => `?lng=${value}`)), { nil: undefined }),
        fc.option(fc.oneof(hostileText, hostileText.map((value) => `lng=${value}; other=1`)), { nil: undefined }),
        fc.option(hostileText, { nil: undefined }),
        (search, cookie, acceptLanguage) => {
          const { language } = detectLanguage({ search, cookie, acceptLanguage });
          expect(languages).toContain(language);
        },
      ),
      runs(300),
    );
  });
});

describe("the sign-in form", () => {
  let admin: TestShop;
  beforeAll(async () => {
    admin = await createTestShop();
    await addAccount(admin, ownerEmail);
  });
  afterAll(async () => {
    await admin?.close();
  });

  it("refuses any form with a 4xx and a reason, never a server error, and stores nothing but the attempt count", async () => {
    const fields = hostileFields(["email", "password", "method", "code"], fc.oneof(hostileText, fc.constantFrom(ownerEmail, "totp", "backup")));
    const intent = fc.constantFrom("password", "code", "start-over", "", "x");
    await fc.assert(
      fc.asyncProperty(
        hostileBody(fc.tuple(intent, fields).map(([name, pairs]) => [["intent", name], ...pairs] as [string, string][])),
        address,
        async (body, clientAddress) => {
          const before = await snapshot(admin.database.db, unwatched);
          const headers = new Headers({ origin: "http://shop.test" });
          if (body.contentType) headers.set("content-type", body.contentType);
          const request = new Request("http://shop.test/auth", { method: "POST", headers, body: body.body });
          const answer = await answerOf(() => signInAction({ request, context: admin.context(clientAddress), params: {} } as never));
          expect(answer.status, `${body.kind}: ${JSON.stringify(answer.data)?.slice(0, 300)}`).toBeLessThan(500);
          if (answer.status >= 400) {
            expect(messageOf(answer.data), JSON.stringify(answer.data)?.slice(0, 300)).toBeDefined();
            expect(await snapshot(admin.database.db, unwatched)).toBe(before);
          }
        },
      ),
      runs(30),
    );
  });
});
