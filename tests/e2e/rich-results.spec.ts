import { eq } from "drizzle-orm";
import sharp from "sharp";
import { items, shopSettings } from "~db/schema";
import type { CartLine } from "~/shop/cart";
import { cartStorageKey } from "~/shop/cart";
import { defects, richResultIssues } from "../support/rich-results";
import { clipboardText, openedUrls, startOwnShop, watchMailAndClipboard, type OwnShop } from "./cart-support";
import { expect, interactiveTest as test } from "./fixtures";

/*
 * What the field's tools read from the shop (docs/decisions/0034): Google's rich-result rules on
 * the structured data of every product and article page of the sitemap, a 1200×630 JPEG preview
 * on every page, and an order e-mail that still opens with a 50-line cart.
 */

test.describe.configure({ mode: "serial" });

const shipping = {
  handlingDays: 2,
  destinations: {
    it: { rate: 6, freeOver: 80, transitMinDays: 1, transitMaxDays: 3 },
    eu: { rate: 14.5, freeOver: null, transitMinDays: 3, transitMaxDays: 7 },
    world: { rate: 25, freeOver: null, transitMinDays: 7, transitMaxDays: 20 },
  },
};
const returns = { days: 14, paidBy: "shopper" as const };

let shop: OwnShop;
/** Fifty small pieces the owner added, to fill a cart with fifty lines. */
let swatches: CartLine[] = [];

test.beforeAll(async () => {
  shop = await startOwnShop();
  swatches = await shop.whileStopped(async (db) => {
    await db.update(shopSettings).set({ shipping, returns, instagramUrl: "https://www.instagram.com/filo.uncinetto/" });
    const [pictured] = await db.select({ images: items.images }).from(items).where(eq(items.active, true)).limit(1);
    const added = await db
      .insert(items)
      .values(
        Array.from({ length: 50 }, (_, i) => ({
          slug: `granny-square-${i + 1}`,
          nameI18n: { en: `Granny square no. ${i + 1}`, it: `Granny square n. ${i + 1}`, fr: `Granny square n° ${i + 1}` },
          price: 4.5,
          stock: 9,
          images: pictured.images.slice(0, 1),
          tags: ["cotton"],
        })),
      )
      .returning();
    return added.map((item) => ({
      id: item.id,
      slug: item.slug,
      name: item.nameI18n.en!,
      price: 4.5,
      stock: 9,
      image: item.images[0] ?? null,
      alt: item.nameI18n.en!,
      description: "",
      tags: ["cotton"],
      selectedColorId: null,
      colorName: null,
      colorHex: null,
      leadTimeDays: null,
      qty: 1,
    }));
  });
});
test.afterAll(async () => {
  await shop?.stop();
});

/** Every page of the sitemap, as a path on this test's shop. */
async function sitemapPaths(request: import("@playwright/test").APIRequestContext): Promise<string[]> {
  const xml = await (await request.get(`${shop.url}/sitemap.xml`)).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => {
    const url = new URL(loc.replace(/&amp;/g, "&"));
    return `${url.pathname}${url.search}`;
  });
}

const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(([, json]) => JSON.parse(json) as Record<string, unknown>);

const metaOf = (html: string, property: string) =>
  [...html.matchAll(/<meta ([^>]*)\/?>/g)]
    .map(([, attributes]) => attributes)
    .filter((attributes) => attributes.includes(`property="${property}"`))
    .map((attributes) => /content="([^"]*)"/.exec(attributes)?.[1].replace(/&amp;/g, "&"));

test("every product and article page passes Google's rules for product, variant, merchant and article results", async ({ request }) => {
  const paths = (await sitemapPaths(request)).filter((path) => /^\/(product|blog)\/[^/?]+/.test(path));
  const products = paths.filter((path) => path.startsWith("/product/"));
  expect(products.length).toBeGreaterThan(50);
  expect(paths.length - products.length).toBeGreaterThan(0);
  let groups = 0;
  for (const path of paths) {
    const html = await (await request.get(`${shop.url}${path}`)).text();
    const objects = jsonLdOf(html);
    const types = objects.map((object) => object["@type"]);
    expect(types, path).toContain("BreadcrumbList");
    if (path.startsWith("/product/")) {
      expect(types.some((type) => type === "Product" || type === "ProductGroup"), path).toBe(true);
      if (types.includes("ProductGroup")) groups++;
      // Each offer states the shipping and the return policy the owner set.
      expect(html, path).toContain('"shippingDetails"');
      expect(html, path).toContain('"hasMerchantReturnPolicy"');
    } else {
      expect(types, path).toContain("BlogPosting");
    }
    expect(defects(await richResultIssues(objects)), path).toEqual([]);
  }
  // The demo has pieces in several colours: the variant model is checked too.
  expect(groups).toBeGreaterThan(0);
});

test("the home page names the shop and its site", async ({ request }) => {
  const objects = jsonLdOf(await (await request.get(`${shop.url}/?lng=it`)).text());
  expect(objects).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ "@type": "Organization", sameAs: ["https://www.instagram.com/filo.uncinetto/"] }),
      expect.objectContaining({ "@type": "WebSite", inLanguage: "it" }),
    ]),
  );
  expect(defects(await richResultIssues(objects))).toEqual([]);
});

test("every page, the cart too, has a 1200×630 JPEG preview with its size, type and description", async ({ request }) => {
  const previews = new Map<string, string[]>();
  for (const path of [...(await sitemapPaths(request)), "/cart?lng=fr"]) {
    const html = await (await request.get(`${shop.url}${path}`)).text();
    const [image] = metaOf(html, "og:image");
    expect(image, path).toMatch(/\.jpg$/);
    expect(metaOf(html, "og:image:width"), path).toEqual(["1200"]);
    expect(metaOf(html, "og:image:height"), path).toEqual(["630"]);
    expect(metaOf(html, "og:image:type"), path).toEqual(["image/jpeg"]);
    expect(metaOf(html, "og:image:alt")[0], path).toBeTruthy();
    previews.set(image!, [...(previews.get(image!) ?? []), path]);
  }
  // Products show their own picture's preview; the cart shows the shop's.
  expect(previews.size).toBeGreaterThan(3);
  for (const [image, paths] of previews) {
    const response = await request.get(`${shop.url}${new URL(image).pathname}`);
    expect(response.status(), `${image} (${paths[0]})`).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/jpeg");
    expect(await sharp(await response.body()).metadata()).toMatchObject({ format: "jpeg", width: 1200, height: 630 });
  }
  const cart = await (await request.get(`${shop.url}/cart?lng=fr`)).text();
  expect(metaOf(cart, "og:image")[0]).toMatch(/\/images\/hero-preview\.jpg$/);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("a product page states shipping and returns, and a 50-line cart's e-mail stays openable", async ({ page, context }) => {
    await watchMailAndClipboard(context);
    await page.goto(`${shop.url}/product/granny-square-1?lng=it`);
    const terms = page.getByRole("region", { name: "Spedizione e resi" });
    await expect(terms).toContainText("Italia");
    await expect(terms).toContainText("Puoi recedere e rispedirmi un pezzo entro 14 giorni dalla consegna, senza dare spiegazioni, anche se fatto su ordinazione.");

    await page.evaluate(([key, cart]) => localStorage.setItem(key, cart), [cartStorageKey, JSON.stringify(swatches)] as const);
    await page.goto(`${shop.url}/cart?lng=en`);
    await expect(page.getByRole("listitem").filter({ hasText: "Granny square no. 50" })).toBeVisible();
    // 50 × €4.50 = €225.00: free to Italy from €80, the flat rate to the EU.
    await expect(page.getByTestId("shipping-cost")).toHaveText("free");
    await page.getByLabel("Destination").selectOption({ label: "European Union" });
    await expect(page.getByTestId("shipping-cost")).toHaveText("€14.50");
    await expect(page.getByTestId("total-with-shipping")).toHaveText("€239.50");

    await page.getByRole("button", { name: "Request Order" }).click();
    const dialog = page.getByRole("dialog", { name: "Request Order" });
    await dialog.getByLabel("Name").fill("Ada Lovelace");
    await dialog.getByLabel("Email").fill("ada@example.com");
    await dialog.getByLabel("Notes").fill("Please wrap each square separately. ".repeat(20));
    await dialog.getByRole("button", { name: "Copy & Open Email" }).click();
    const received = page.getByText(/Your request #\d+ has been received\./);
    await expect(received).toBeVisible();
    const reference = /#(\d+)/.exec((await received.textContent())!)![1];

    const [mailto] = await openedUrls(page);
    expect(mailto.length).toBeLessThan(2_000);
    const body = new URL(mailto).searchParams.get("body")!;
    expect(body).toContain(`Reference: #${reference}`);
    expect(body).toContain("Pieces: 50");
    expect(body).toContain("Total: €225.00");
    expect(body).toContain("Total with shipping: €239.50");
    expect(body).toContain("Email: ada@example.com");
    expect(body).toContain("The full list of pieces is on your clipboard");
    // The clipboard keeps every line, the note and the terms.
    const copied = await clipboardText(page);
    for (const swatch of swatches) expect(copied).toContain(`${swatch.name} x 1`);
    expect(copied).toContain("Please wrap each square separately.");
    expect(copied).toContain("Shipping (European Union): €14.50");
    expect(copied).toContain("You can withdraw and send a piece back within 14 days of delivery, without giving a reason, made-to-order pieces included.");
  });
});
