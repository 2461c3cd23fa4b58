/**
 * docs/product/storefront.md#owner-preview on the whole shop over HTTP, page cache included: a
 * hidden item and an unpublished article are shown to a signed-in admin, marked as a preview and
 * noindex, kept by no cache; everyone else (no cookie, a forged or expired one, a signed-in
 * non-admin) gets the 404 or the blog, and a preview never reaches a shopper.
 */
import { eq } from "drizzle-orm";
import pino from "pino";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { createAccount } from "~/auth/accounts.server";
import { createShopAuth, type ShopAuth } from "~/auth/auth.server";
import { loadConfig } from "~/config.server";
import { articles, colorVariants, items, session } from "~db/schema";
import { cookieFrom } from "./admin-support";
import { httpShops, type HttpShop } from "../support/http-shop";

const shops = httpShops();
const owner = { email: "owner@shop.test", password: "a-long-and-unusual-secret" };
let shop: HttpShop;
let auth: ShopAuth;
let ownerCookie = "";

async function signIn(email: string, password: string) {
  const { headers } = await auth.api.signInEmail({ body: { email, password }, returnHeaders: true });
  return cookieFrom(headers);
}

beforeAll(async () => {
  const env = { ADMIN_EMAIL: owner.email, ADMIN_PASSWORD: owner.password };
  shop = await shops.open({ databaseUrl: await shops.newDatabaseUrl(), env });
  // The shop's own secret, read from its database, signs the test's sessions as the shop's would be.
  auth = await createShopAuth({ db: shop.database.db, config: loadConfig(env), log: pino({ level: "silent" }) });
  ownerCookie = await signIn(owner.email, owner.password);
  const db = shop.database.db;
  const [hidden] = await db
    .insert(items)
    .values({ slug: "secret-tote", nameI18n: { en: "Secret tote", it: "Borsa segreta" }, price: 40, stock: 2, active: false, hasColorVariants: true })
    .returning({ id: items.id });
  await db.insert(colorVariants).values({ itemId: hidden.id, colorNameI18n: { en: "Sand" }, colorHex: "#ccbb99", stock: 2 });
  await db.insert(articles).values({ slug: "draft-story", titleI18n: { en: "A draft story" }, contentI18n: { en: "<p>Soon.</p>" }, published: false });
});

async function get(pathname: string, cookie?: string, language = "en") {
  const response = await fetch(shop.url + pathname, {
    headers: { "accept-language": language, ...(cookie ? { cookie } : {}) },
    redirect: "manual",
  });
  return { response, html: await response.text() };
}

describe("a hidden item's page", () => {
  it("is a 404 to shoppers, also after the owner's preview, and the 404 is never served to the owner", async () => {
    for (let i = 0; i < 2; i++) expect((await get("/product/secret-tote")).response.status).toBe(404);
    const preview = await get("/product/secret-tote", ownerCookie);
    expect(preview.response.status).toBe(200);
    for (let i = 0; i < 2; i++) {
      const shopper = await get("/product/secret-tote");
      expect(shopper.response.status).toBe(404);
      expect(shopper.html).not.toContain("shoppers cannot see it");
    }
    expect(shop.pageCache.count).toBe(0);
  });

  it("shows the owner the item, marked as a preview, noindex, uncached, with no offer and no way to buy it", async () => {
    const { response, html } = await get("/product/secret-tote", ownerCookie);
    expect(response.status).toBe(200);
    expect(response.headers.get("x-robots-tag")).toBe("noindex");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.headers.get("x-page-cache")).toBeNull();
    expect(html).toContain("Preview: this item is hidden; shoppers cannot see it.");
    expect(html).toMatch(/<a[^>]*href="\/admin\/items\?edit=[0-9a-f-]+"[^>]*>Edit the item</);
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).not.toContain("application/ld+json");
    expect(html).not.toContain('rel="canonical"');
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>.*?Add to cart/s);
    expect(html).not.toContain("Make me one like this");
  });

  it("is marked in the owner's language", async () => {
    const { html } = await get("/product/secret-tote", `${ownerCookie}; lng=it`, "it");
    expect(html).toContain("Anteprima: questo prodotto è nascosto; i clienti non lo vedono.");
    expect(html).toContain("Borsa segreta");
    const french = await get("/product/secret-tote", `${ownerCookie}; lng=fr`, "fr");
    expect(french.html).toContain("Aperçu\u00a0: ce produit est masqué\u202f; les clients ne le voient pas.");
    expect(french.html).toContain("Modifier le produit");
  });

  it("sends the page's data to the owner's browser with the same headers", async () => {
    const { response } = await get("/product/secret-tote.data", ownerCookie);
    expect(response.status).toBe(200);
    expect(response.headers.get("x-robots-tag")).toBe("noindex");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect((await get("/product/secret-tote.data")).response.status).toBe(404);
  });

  it("is a 404 with a forged, an expired or a non-admin's session", async () => {
    const forged = ownerCookie.replace(/(shop\.session_token=)[^.;]+/, "$1forged0000000000000000000000000");
    expect(forged).not.toBe(ownerCookie);
    expect((await get("/product/secret-tote", forged)).response.status).toBe(404);
    expect((await get("/product/secret-tote", "shop.session_token=abc.def")).response.status).toBe(404);

    const created = await createAccount(auth, { email: "shopper@shop.test", password: owner.password });
    expect(created.ok).toBe(true);
    const shopper = await signIn("shopper@shop.test", owner.password);
    expect((await get("/product/secret-tote", shopper)).response.status).toBe(404);

    const expiring = await signIn(owner.email, owner.password);
    const token = decodeURIComponent(/shop\.session_token=([^;]+)/.exec(expiring)![1]).split(".")[0];
    expect((await get("/product/secret-tote", expiring)).response.status).toBe(200);
    await shop.database.db.update(session).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(session.token, token));
    expect((await get("/product/secret-tote", expiring)).response.status).toBe(404);
  });

  it("is not in the sitemap", async () => {
    const { html } = await get("/sitemap.xml", ownerCookie);
    expect(html).not.toContain("secret-tote");
  });

  it("is the shop's page for everyone once it is shown", async () => {
    await showAndWait(true);
    const shopper = await get("/product/secret-tote");
    expect(shopper.response.status).toBe(200);
    expect(shopper.html).not.toContain("shoppers cannot see it");
    const owners = await get("/product/secret-tote", ownerCookie);
    expect(owners.html).not.toContain("shoppers cannot see it");
    expect(owners.response.headers.get("x-robots-tag")).toBeNull();
    await showAndWait(false);
  });
});

/**
 * Shows or hides the piece by a write the shop did not make itself, as another process would, and
 * waits until the shop knows of it: on PostgreSQL that is a notice arriving a moment after the
 * commit (docs/decisions/0016), on PGlite before the write's promise settles.
 */
async function showAndWait(active: boolean) {
  const before = await shop.knownContentVersion();
  await shop.database.db.update(items).set({ active }).where(eq(items.slug, "secret-tote"));
  await vi.waitFor(async () => expect(await shop.knownContentVersion()).toBeGreaterThan(before), { timeout: 5000 });
}

describe("an unpublished article", () => {
  it("sends readers to the blog and shows the owner a marked, noindex preview", async () => {
    const reader = await get("/blog/draft-story");
    expect(reader.response.status).toBe(302);
    expect(reader.response.headers.get("location")).toBe("/blog");
    const preview = await get("/blog/draft-story", ownerCookie);
    expect(preview.response.status).toBe(200);
    expect(preview.response.headers.get("x-robots-tag")).toBe("noindex");
    expect(preview.response.headers.get("cache-control")).toBe("private, no-store");
    expect(preview.html).toContain("Preview: this article is not published; readers cannot see it.");
    expect(preview.html).toContain("A draft story");
    expect(preview.html).toContain('<meta name="robots" content="noindex"/>');
    expect(preview.html).not.toContain("application/ld+json");
    expect((await get("/blog/draft-story")).response.status).toBe(302);
    expect((await get("/blog/draft-story", "shop.session_token=abc.def")).response.status).toBe(302);
  });
});
