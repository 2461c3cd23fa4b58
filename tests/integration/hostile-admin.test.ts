import crypto from "node:crypto";
import path from "node:path";
import { fileURLToPath } from "node:url";
import fc from "fast-check";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import routes from "~/routes";
import { articles, authors, blogCategories, categories, colorVariants, items, orderRequests, session } from "~db/schema";
import type { ShopContext } from "~/context";
import { maxFormBytes } from "~/request-protection/request-body.server";
import type { TestShop } from "./admin-support";
import { answerOf, hostileBody, hostileFields, hostileText, messageOf, ownerShop, runs, snapshot, type OwnerShop } from "./hostile-support";

/**
 * Issue 8, hostile input: every admin action, with each of its intents, as the signed-in owner,
 * gets random and malformed forms. The answer is never a server error, a refusal says why, and a
 * refused write leaves every table as it was.
 */

type RouteEntry = { path?: string; file: string; children?: RouteEntry[] };
type RouteModule = { action?: (args: unknown) => Promise<unknown> };

const i18n = (...bases: string[]) => bases.flatMap((base) => [`${base}_en`, `${base}_it`, `${base}_fr`]);

/** Each admin action's intents and the fields its forms send. */
const forms: Record<string, { params?: string[]; intents: Record<string, string[]> }> = {
  "/admin/items": {
    intents: {
      "save-item": ["id", "slug", "categoryId", "price", "stock", "tags", "leadTimeDays", "active", "isUnique", "featured", "hasColorVariants", "images", "nameEn", "nameFr", "nameIt", "descriptionEn", "descriptionFr", "descriptionIt"],
      "delete-item": ["id"],
      "duplicate-item": ["id"],
      "save-variant": ["id", "itemId", "colorNameEn", "colorNameFr", "colorNameIt", "colorHex", "images", "stock", "sortOrder", "active"],
      "delete-variant": ["id", "itemId"],
      "import-demo": [],
      unknown: ["id"],
    },
  },
  "/admin/categories": {
    intents: { save: ["id", "slug", "sort_order", "active", ...i18n("name", "description")], delete: ["id"] },
  },
  "/admin/blog-categories": {
    intents: { save: ["id", "slug", "sort_order", "active", ...i18n("name", "description")], delete: ["id"] },
  },
  "/admin/tags": {
    intents: { save: ["id", ...i18n("label")], delete: ["id"] },
  },
  "/admin/authors": {
    intents: { save: ["id", "name", "email", "avatar_url", "active", ...i18n("bio")], delete: ["id"] },
  },
  "/admin/articles": {
    intents: {
      save: ["id", "slug", "read_time", "category_id", "author_id", "featured_image", "tags", "featured", "published", ...i18n("title", "excerpt", "content")],
      delete: ["id"],
    },
  },
  "/admin/users": {
    intents: { "add-admin": ["email"], "create-user": ["email", "password"], "set-active": ["id", "active"], remove: ["id"], unknown: [] },
  },
  "/admin/security": {
    intents: {
      start: ["password"],
      confirm: ["code", "secret"],
      remove: ["password"],
      "change-password": ["currentPassword", "newPassword", "repeatPassword"],
      "sign-out-others": [],
    },
  },
  "/admin/settings": {
    intents: {
      save: [
        "shop_name",
        "order_email",
        "instagram_url",
        ...i18n("about_intro", "about_story"),
        "ship_handling_days",
        ...["it", "eu", "world"].flatMap((code) => ["on", "rate", "free_over", "transit_min", "transit_max"].map((part) => `ship_${code}_${part}`)),
        "returns_days",
        "returns_paid_by",
        "seller_name",
        "seller_address",
        "seller_vat_number",
        "seller_vat_regime",
        "seller_vat_exemption",
        "seller_mediator",
        "seller_host",
      ],
    },
  },
  "/admin/settings/words": {
    intents: {
      save: [
        "hero_image",
        ...i18n("hero_title", "hero_subtitle", "hero_image_alt", "tagline", "footer_text", "promise", "care", "good_to_know"),
        ...i18n(...[1, 2, 3].flatMap((n) => [`value${n}_title`, `value${n}_text`])),
      ],
    },
  },
  "/admin/settings/demo-content": {
    intents: { "remove-demo": ["withChanged"], unknown: [] },
  },
  "/admin/policies": {
    intents: { save: ["id", ...i18n("content")] },
  },
  "/admin/orders/:id": {
    params: ["id"],
    intents: {
      "change-status": ["from", "to"],
      paymentInstructions: ["instructions"],
      ship: ["method", "carrier", "trackingNumber"],
    },
  },
  // One address erased on request: the form sends only the address (docs/product/back-in-stock.md#in-the-back-office).
  "/admin/back-in-stock": { intents: { erase: ["email"] } },
  // The upload endpoint takes files, not forms: hostile-uploads.test.ts throws bodies at it.
  "/admin/uploads": { intents: {} },
};

function adminActionRoutes(entries: RouteEntry[], parent = ""): { url: string; file: string }[] {
  return entries.flatMap((entry) => {
    const url = [parent, entry.path].filter(Boolean).join("/");
    const own = url === "admin" || url.startsWith("admin/") ? [{ url: `/${url}`, file: entry.file }] : [];
    return [...own, ...adminActionRoutes(entry.children ?? [], url)];
  });
}

/**
 * The public pages' cache counter: statement triggers move it on for any write statement, even one
 * that matched no row. A refused delete may move it; that costs a cache refresh, never data.
 */
// A wrong password is counted even when it is refused (docs/decisions/0031): the counters change.
const unwatched = ["content_version", "sign_in_throttle"];

const appDir = fileURLToPath(new URL("../../app", import.meta.url));
const modules = new Map<string, RouteModule>();

let owner: OwnerShop;
let shop: TestShop;
let context: ShopContext;
let cookie = "";
/** Ids of stored rows, so that some hostile forms aim at things that exist. */
let knownIds: string[] = [];
let orderId = "";

beforeAll(async () => {
  owner = await ownerShop();
  ({ shop, cookie, context } = owner);
  for (const { file } of adminActionRoutes(routes as RouteEntry[])) {
    modules.set(file, (await import(path.join(appDir, file))) as RouteModule);
  }
});

/**
 * One row of each kind, made anew before each case (an earlier case may have deleted the last
 * ones), so that some hostile forms aim at things that exist.
 */
async function seed() {
  const { db } = shop.database;
  // The owner's session counts as just used, so that its last activity is not written down
  // (session.server.ts) while a case compares the tables.
  await db.update(session).set({ updatedAt: new Date() });
  const tag = crypto.randomUUID().slice(0, 8);
  const [category] = await db.insert(categories).values({ slug: `bags-${tag}`, nameI18n: { en: "Bags" } }).returning();
  const [blogCategory] = await db.insert(blogCategories).values({ slug: `news-${tag}`, nameI18n: { en: "News" } }).returning();
  const [item] = await db
    .insert(items)
    .values({ slug: `tote-${tag}`, nameI18n: { en: "Tote" }, price: 20, stock: 3, hasColorVariants: true, categoryId: category.id })
    .returning();
  const [variant] = await db.insert(colorVariants).values({ itemId: item.id, colorNameI18n: { en: "Sage" }, colorHex: "#9caf88", stock: 2 }).returning();
  const [author] = await db.insert(authors).values({ name: "Ada" }).returning();
  const [article] = await db
    .insert(articles)
    .values({ slug: `hello-${tag}`, titleI18n: { en: "Hello" }, contentI18n: { en: "<p>Hi</p>" }, authorId: author.id, categoryId: blogCategory.id })
    .returning();
  const [order] = await db
    .insert(orderRequests)
    .values({ customerName: "Bo", customerEmail: "bo@example.com", language: "en", lines: [], total: 20 })
    .returning();
  orderId = order.id;
  knownIds = [category.id, blogCategory.id, item.id, variant.id, author.id, article.id, order.id];
}

afterAll(async () => {
  await owner?.close();
});

const post = (url: string, body: BodyInit, contentType: string | null, extra: Record<string, string> = {}) => {
  const headers = new Headers({ cookie, origin: "http://shop.test", ...extra });
  if (contentType) headers.set("content-type", contentType);
  const request = new Request(`http://shop.test${url}`, { method: "POST", headers, body, duplex: "half" } as RequestInit);
  // A string body gets a text/plain type from fetch unless one is set: "no type" means none at all.
  if (!contentType) request.headers.delete("content-type");
  return request;
};

describe("the hostile-input list covers the back office", () => {
  it("names every admin route that has an action", () => {
    const withAction = adminActionRoutes(routes as RouteEntry[])
      .filter(({ file }) => modules.get(file)?.action)
      .map(({ url }) => url);
    expect(withAction.sort()).toEqual(Object.keys(forms).sort());
  });
});

const cases = adminActionRoutes(routes as RouteEntry[]).flatMap(({ url, file }) =>
  Object.entries(forms[url]?.intents ?? {}).map(([intent, fields]) => ({ url, file, intent, fields })),
);

describe.each(cases)("$url, intent $intent", ({ url, file, intent, fields }) => {
  beforeEach(seed);

  it("never answers with a server error, says why it refuses, and then stores nothing", async () => {
    const action = modules.get(file)!.action!;
    // Some values aim at rows that exist (seeded before each case).
    const values = fc.oneof({ weight: 6, arbitrary: hostileText }, { weight: 1, arbitrary: fc.constantFrom(...knownIds) });
    const params = fc.record({ id: fc.oneof(fc.constant(orderId), hostileText) });
    await fc.assert(
      fc.asyncProperty(
        hostileBody(hostileFields(fields, values).map((pairs) => [["intent", intent], ...pairs] as [string, string][])),
        params,
        async (body, routeParams) => {
          const before = (await snapshot(shop.database.db, unwatched)).split("\n");
          const answer = await answerOf(() =>
            action({ request: post(url.replace(":id", "x"), body.body, body.contentType), context, params: routeParams }),
          );
          expect(answer.status, `${body.kind}: ${JSON.stringify(answer.data)?.slice(0, 300)}`).toBeLessThan(500);
          if (answer.status >= 400) {
            expect(messageOf(answer.data), JSON.stringify(answer.data)?.slice(0, 300)).toBeDefined();
            const changed = (await snapshot(shop.database.db, unwatched)).split("\n").filter((table) => !before.includes(table));
            expect(changed.map((table) => table.slice(0, 300)), `${body.kind} ${answer.status}`).toEqual([]);
          }
        },
      ),
      runs(25),
    );
  });
});

describe.each(Object.keys(forms).filter((url) => url !== "/admin/uploads"))("%s with an oversized body", (url) => {
  const fileOf = () => adminActionRoutes(routes as RouteEntry[]).find((route) => route.url === url)!.file;

  it("answers 413 by the declared length and by the streamed length, storing nothing", async () => {
    const action = modules.get(fileOf())!.action!;
    const before = await snapshot(shop.database.db, unwatched);
    const big = `intent=save&name_en=${"x".repeat(maxFormBytes + 10)}`;
    const declared = await answerOf(() =>
      action({ request: post(url, big, "application/x-www-form-urlencoded", { "content-length": String(big.length) }), context, params: { id: orderId } }),
    );
    expect(declared.status).toBe(413);
    expect(messageOf(declared.data)).toBe("This request is too large.");

    let sent = 0;
    const chunk = new TextEncoder().encode("x".repeat(64 * 1024));
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        // Endless: only a reader that stops at the limit ever finishes.
        sent += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const streamed = await answerOf(() => action({ request: post(url, stream, "application/x-www-form-urlencoded"), context, params: { id: orderId } }));
    expect(streamed.status).toBe(413);
    expect(sent).toBeLessThan(maxFormBytes + 4 * chunk.byteLength);
    expect(await snapshot(shop.database.db, unwatched)).toBe(before);
  });
});
