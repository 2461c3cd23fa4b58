import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import S3rver from "s3rver";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { articles, authors, items } from "~db/schema";
import type { ShopContext } from "~/context";
import { imageWidths, previewImageOf, storedImageWidths, srcSetFor } from "~/media/image-urls";
import { imageFilesFormat, makeMissingImageFiles } from "~/media/missing-image-files.server";
import { BucketError, bucketStorage, createStorage, type BucketSettings, type MediaStorage } from "~/media/storage.server";
import { action as articlesAction } from "~/routes/admin/articles";
import { action as authorsAction } from "~/routes/admin/authors";
import { action as itemsAction } from "~/routes/admin/items";
import { action as uploadAction } from "~/routes/admin/uploads";
import { addAccount, createTestShop, ownerEmail, sessionCookie, type TestShop } from "./admin-support";

/**
 * docs/product/content-rules.md#image-storage: uploads go to the local disk or to an S3-compatible bucket (here a local
 * S3 server), and a picture a write drops is deleted once nothing in the shop shows it.
 */

let shop: TestShop;
let cookie = "";
let workDir = "";
let bucketServer: S3rver;
let bucket: BucketSettings;

beforeAll(async () => {
  shop = await createTestShop();
  await addAccount(shop, ownerEmail);
  cookie = await sessionCookie(shop, ownerEmail);
  workDir = await fs.mkdtemp(path.join(os.tmpdir(), "image-storage-"));
  bucketServer = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory: path.join(workDir, "bucket"),
    configureBuckets: [{ name: "shop-images", configs: [] }],
    vhostBuckets: false,
  });
  const { port } = await bucketServer.run();
  // The local server's built-in account (it checks the key id; it does not verify SigV4 signatures).
  bucket = {
    endpoint: `http://127.0.0.1:${port}`,
    bucket: "shop-images",
    region: "us-east-1",
    accessKeyId: "S3RVER",
    secretAccessKey: "S3RVER",
    publicUrl: undefined,
  };
});
afterAll(async () => {
  await bucketServer?.close();
  await shop?.close();
  if (workDir) await fs.rm(workDir, { recursive: true, force: true });
});

const localContext = (): ShopContext => {
  const base = shop.context();
  return { ...base, config: { ...base.config, dataDir: path.join(workDir, "data"), s3: undefined } };
};
// Browsers load the pictures from a CDN in front of the bucket; the test reads the bucket itself.
const cdn = "https://images.shop.test";
const bucketContext = (): ShopContext => {
  const base = shop.context();
  return { ...base, config: { ...base.config, dataDir: path.join(workDir, "unused"), s3: { ...bucket, publicUrl: cdn } } };
};
const inBucket = (url: string) => `${bucket.endpoint}/shop-images/${url.slice(cdn.length + 1)}`;

const photo = (background: string) =>
  sharp({ create: { width: 640, height: 480, channels: 3, background } }).jpeg().toBuffer();

async function upload(context: ShopContext, folder = "items"): Promise<string> {
  const form = new FormData();
  form.append("files", new Blob([new Uint8Array(await photo("#b86"))], { type: "image/jpeg" }), "photo.jpg");
  const request = new Request(`http://shop.test/admin/uploads?folder=${folder}`, {
    method: "POST",
    headers: { cookie, origin: "http://shop.test" },
    body: form,
  });
  const result = (await uploadAction({ request, context, params: {} } as never)) as { data: { urls?: string[] } };
  expect(result.data.urls).toHaveLength(1);
  return result.data.urls![0];
}

async function post(
  route: typeof itemsAction | typeof authorsAction | typeof articlesAction,
  context: ShopContext,
  page: string,
  fields: [string, string][],
) {
  const request = new Request(`http://shop.test/admin/${page}`, {
    method: "POST",
    headers: { cookie, origin: "http://shop.test" },
    body: new URLSearchParams(fields),
  });
  const result = (await route({ request, context, params: {} } as never)) as { init?: ResponseInit } | undefined;
  return result?.init?.status ?? 200;
}

const stored = async (url: string) => {
  const file = path.join(workDir, "data", "uploads", url.replace(/^\/uploads\//, ""));
  return fs.stat(file).then(
    () => true,
    () => false,
  );
};
const allWidthsStored = async (url: string) => (await Promise.all(storedImageWidths(url).map(stored))).every(Boolean);
const noWidthStored = async (url: string) => (await Promise.all(storedImageWidths(url).map(stored))).every((s) => !s);

describe("an S3-compatible bucket", () => {
  it("stores, serves and deletes objects under path-style URLs", async () => {
    const storage = bucketStorage(bucket);
    await storage.put("items/0f8b2c1e-1d2a-4c3b-9e4f-5a6b7c8d9e0f.webp", Buffer.from("pixels"), "image/webp");
    const url = storage.publicUrl("items/0f8b2c1e-1d2a-4c3b-9e4f-5a6b7c8d9e0f.webp");
    expect(url).toBe(`${bucket.endpoint}/shop-images/items/0f8b2c1e-1d2a-4c3b-9e4f-5a6b7c8d9e0f.webp`);
    expect(storage.keyOf(url)).toBe("items/0f8b2c1e-1d2a-4c3b-9e4f-5a6b7c8d9e0f.webp");
    expect(storage.keyOf("https://elsewhere.example/items/a.webp")).toBeNull();

    const served = await fetch(url);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(await served.text()).toBe("pixels");

    await storage.delete("items/0f8b2c1e-1d2a-4c3b-9e4f-5a6b7c8d9e0f.webp");
    await storage.delete("items/0f8b2c1e-1d2a-4c3b-9e4f-5a6b7c8d9e0f.webp");
    expect((await fetch(url)).status).toBe(404);
  });

  it("gives out S3_PUBLIC_URL addresses when a CDN is set", () => {
    const storage = bucketStorage({ ...bucket, publicUrl: "https://images.shop.example/" });
    expect(storage.publicUrl("items/a.webp")).toBe("https://images.shop.example/items/a.webp");
    expect(storage.keyOf("https://images.shop.example/items/a.webp")).toBe("items/a.webp");
  });

  it("fails with a clear error when the bucket refuses the credentials", async () => {
    const storage = bucketStorage({ ...bucket, accessKeyId: "UNKNOWN-KEY" });
    const refused = storage.put("items/b.webp", Buffer.from("x"), "image/webp");
    await expect(refused).rejects.toBeInstanceOf(BucketError);
    await expect(refused).rejects.toThrow("S3 PUT of items/b.webp failed with HTTP 403");
  });

  it("receives the owner's uploads when S3_BUCKET is set, in every width", async () => {
    const context = bucketContext();
    expect(createStorage(context.config).publicUrl("items/x.webp")).toBe(`${cdn}/items/x.webp`);
    const url = await upload(context);
    expect(url).toMatch(new RegExp(`^${cdn}/items/[0-9a-f-]{36}\\.webp$`));
    for (const width of storedImageWidths(url)) {
      const image = await fetch(inBucket(width));
      expect(image.status).toBe(200);
      expect((await sharp(Buffer.from(await image.arrayBuffer())).metadata()).format).toBe("webp");
    }
    expect(srcSetFor(url)).toContain(`${url.replace(/\.webp$/, "")}-400.webp 400w`);
  });

  it("deletes every width of an item picture the owner removed", async () => {
    const context = bucketContext();
    const [kept, removed] = [await upload(context), await upload(context)];
    const fields = (images: string[]): [string, string][] => [
      ["intent", "save-item"],
      ["nameEn", "Bucket Bag"],
      ["price", "10"],
      ["stock", "1"],
      ["active", "on"],
      ...images.map((url): [string, string] => ["images", url]),
    ];
    expect(await post(itemsAction, context, "items", fields([kept, removed]))).toBe(200);
    const [row] = await shop.database.db.select().from(items).where(eq(items.slug, "bucket-bag"));
    expect(await post(itemsAction, context, "items", [["id", row.id], ...fields([kept])])).toBe(200);
    for (const width of storedImageWidths(removed)) expect((await fetch(inBucket(width))).status).toBe(404);
    for (const width of storedImageWidths(kept)) expect((await fetch(inBucket(width))).status).toBe(200);
  });
});

describe("releasing pictures nothing shows any more (local disk)", () => {
  const itemFields = (name: string, images: string[], id?: string): [string, string][] => [
    ...(id ? [["id", id] as [string, string]] : []),
    ["intent", "save-item"],
    ["nameEn", name],
    ["price", "12"],
    ["stock", "2"],
    ["active", "on"],
    ...images.map((url): [string, string] => ["images", url]),
  ];
  const itemId = async (slug: string) => (await shop.database.db.select().from(items).where(eq(items.slug, slug)))[0].id;

  it("keeps a picture another item still shows, and deletes it with the last one", async () => {
    const context = localContext();
    const [shared, own] = [await upload(context), await upload(context)];
    expect(await allWidthsStored(shared)).toBe(true);
    await post(itemsAction, context, "items", itemFields("First Scarf", [shared, own]));
    await post(itemsAction, context, "items", itemFields("Second Scarf", [shared]));

    await post(itemsAction, context, "items", [["intent", "delete-item"], ["id", await itemId("first-scarf")]]);
    expect(await noWidthStored(own)).toBe(true);
    expect(await allWidthsStored(shared)).toBe(true);

    await post(itemsAction, context, "items", [["intent", "delete-item"], ["id", await itemId("second-scarf")]]);
    expect(await noWidthStored(shared)).toBe(true);
  });

  it("keeps the pictures of a refused write", async () => {
    const context = localContext();
    const picture = await upload(context);
    await post(itemsAction, context, "items", itemFields("Kept Hat", [picture]));
    const id = await itemId("kept-hat");
    // A negative price is refused: the item keeps its picture, so the file stays.
    const refused = await post(itemsAction, context, "items", [
      ...itemFields("Kept Hat", [], id).filter(([name]) => name !== "price"),
      ["price", "-1"],
    ]);
    expect(refused).toBe(400);
    expect(await allWidthsStored(picture)).toBe(true);
  });

  it("deletes a colour's pictures with the colour", async () => {
    const context = localContext();
    const picture = await upload(context);
    await post(itemsAction, context, "items", [...itemFields("Striped Bag", []), ["hasColorVariants", "on"]]);
    const id = await itemId("striped-bag");
    const saveVariant: [string, string][] = [
      ["intent", "save-variant"],
      ["itemId", id],
      ["colorNameEn", "Sage"],
      ["colorHex", "#9caf88"],
      ["stock", "1"],
      ["active", "on"],
      ["images", picture],
    ];
    expect(await post(itemsAction, context, "items", saveVariant)).toBe(200);
    const [variant] = await shop.database.db.query.colorVariants.findMany({ where: (v, { eq }) => eq(v.itemId, id) });
    expect(await post(itemsAction, context, "items", [["intent", "delete-variant"], ["id", variant.id], ["itemId", id]])).toBe(200);
    expect(await noWidthStored(picture)).toBe(true);
  });

  it("deletes a replaced author avatar and the pictures of a deleted article", async () => {
    const context = localContext();
    const [first, second] = [await upload(context, "authors"), await upload(context, "authors")];
    await post(authorsAction, context, "authors", [["intent", "save"], ["name", "Ada"], ["avatar_url", first], ["active", "on"]]);
    const [author] = await shop.database.db.select().from(authors).where(eq(authors.name, "Ada"));
    await post(authorsAction, context, "authors", [
      ["intent", "save"],
      ["id", author.id],
      ["name", "Ada"],
      ["avatar_url", second],
      ["active", "on"],
    ]);
    expect(await noWidthStored(first)).toBe(true);
    expect(await allWidthsStored(second)).toBe(true);

    const [cover, inText] = [await upload(context, "articles"), await upload(context, "articles")];
    const smaller = inText.replace(/\.webp$/, "-800.webp");
    expect(
      await post(articlesAction, context, "articles", [
        ["intent", "save"],
        ["slug", "blocking-a-shawl"],
        ["title_en", "Blocking a shawl"],
        ["content_en", `<p>Pin it.</p><img src="${smaller}" alt="Pins">`],
        ["featured_image", cover],
      ]),
    ).toBe(200);
    const [article] = await shop.database.db.select().from(articles).where(eq(articles.slug, "blocking-a-shawl"));
    expect(await allWidthsStored(inText)).toBe(true);
    await post(articlesAction, context, "articles", [["intent", "delete"], ["id", article.id]]);
    expect(await noWidthStored(cover)).toBe(true);
    expect(await noWidthStored(inText)).toBe(true);
  });
});

describe("link previews and smaller widths of images stored before they existed", () => {
  /** Checked for each image: its preview and every smaller width. */
  const filesPerImage = 1 + imageWidths.length;
  const quietLog = { info: () => undefined, warn: () => undefined };
  const saveItem = (context: ShopContext, name: string, image: string) =>
    post(itemsAction, context, "items", [
      ["intent", "save-item"],
      ["nameEn", name],
      ["price", "15"],
      ["stock", "1"],
      ["active", "on"],
      ["images", image],
    ]);

  /** The storage, counting what is asked of it; `onHas` runs before each existence check. */
  const counting = (storage: MediaStorage, onHas: () => void = () => undefined) => {
    const calls = { has: 0, get: 0, put: 0 };
    const counted: MediaStorage = {
      ...storage,
      has: (key) => (calls.has++, onHas(), storage.has(key)),
      get: (key) => (calls.get++, storage.get(key)),
      put: (key, body, type) => (calls.put++, storage.put(key, body, type)),
    };
    return { calls, storage: counted };
  };

  for (const where of ["local disk", "bucket"] as const) {
    it(`are made in one pass per format, and a start after it asks the storage nothing (${where})`, async () => {
      const context = where === "local disk" ? localContext() : bucketContext();
      const storage = createStorage(context.config);
      const url = await upload(context);
      expect(await saveItem(context, `Preview ${where}`, url)).toBe(200);
      const previewKey = storage.keyOf(previewImageOf(url)!)!;
      const thumbnailKey = storage.keyOf(url.replace(/\.webp$/, "-200.webp"))!;
      // As an image stored by an older version of the shop: no preview, no 200 px width.
      for (const key of [previewKey, thumbnailKey]) {
        expect(await storage.has(key)).toBe(true);
        await storage.delete(key);
        expect(await storage.has(key)).toBe(false);
      }

      const format = `test-${where.replace(" ", "-")}`;
      expect(await makeMissingImageFiles(shop.database.db, storage, quietLog, undefined, `${format}-1`)).toBeGreaterThanOrEqual(2);
      const preview = await storage.get(previewKey);
      expect(preview).not.toBeNull();
      expect(await sharp(preview!).metadata()).toMatchObject({ format: "jpeg", width: 1200, height: 630 });
      const thumbnail = await storage.get(thumbnailKey);
      expect(thumbnail).not.toBeNull();
      expect(await sharp(thumbnail!).metadata()).toMatchObject({ format: "webp", width: 200 });

      // The next start: the pass is finished, the storage is not asked anything, even about a preview gone since.
      await storage.delete(previewKey);
      const again = counting(storage);
      expect(await makeMissingImageFiles(shop.database.db, again.storage, quietLog, undefined, `${format}-1`)).toBe(0);
      expect(again.calls).toEqual({ has: 0, get: 0, put: 0 });

      // A new format looks at every image once more, and only once.
      const newFormat = counting(storage);
      expect(await makeMissingImageFiles(shop.database.db, newFormat.storage, quietLog, undefined, `${format}-2`)).toBeGreaterThanOrEqual(1);
      expect(newFormat.calls.has).toBeGreaterThanOrEqual(1);
      expect(await storage.has(previewKey)).toBe(true);
      const after = counting(storage);
      expect(await makeMissingImageFiles(shop.database.db, after.storage, quietLog, undefined, `${format}-2`)).toBe(0);
      expect(after.calls).toEqual({ has: 0, get: 0, put: 0 });
    });
  }

  it("go on after the last image when a pass was stopped half-way, and try again only what failed", async () => {
    const context = localContext();
    const storage = createStorage(context.config);
    const urls = [await upload(context), await upload(context), await upload(context)];
    for (const [i, url] of urls.entries()) {
      expect(await saveItem(context, `Resumed preview ${i}`, url)).toBe(200);
      await storage.delete(storage.keyOf(previewImageOf(url)!)!);
    }
    // How many images this storage holds for the shop's rows, as a whole pass sees them.
    const whole = counting(storage);
    await makeMissingImageFiles(shop.database.db, whole.storage, quietLog, undefined, "test-count");
    const total = whole.calls.has;
    expect(total).toBeGreaterThanOrEqual(3 * filesPerImage);
    for (const url of urls) await storage.delete(storage.keyOf(previewImageOf(url)!)!);

    // A stop during the second image: the next start looks only at the images after it.
    const stop = new AbortController();
    const first = counting(storage, () => {
      if (first.calls.has === filesPerImage + 1) stop.abort();
    });
    await makeMissingImageFiles(shop.database.db, first.storage, quietLog, stop.signal, "test-resume");
    expect(first.calls.has).toBe(2 * filesPerImage);
    const rest = counting(storage);
    await makeMissingImageFiles(shop.database.db, rest.storage, quietLog, undefined, "test-resume");
    expect(rest.calls.has).toBe(total - 2 * filesPerImage);
    for (const url of urls) expect(await storage.has(storage.keyOf(previewImageOf(url)!)!)).toBe(true);

    // An image whose preview cannot be drawn is the only one looked at again.
    const broken = urls[1];
    await storage.delete(storage.keyOf(previewImageOf(broken)!)!);
    const failing: MediaStorage = {
      ...storage,
      get: async (key) => {
        if (key === storage.keyOf(broken)) throw new Error("unreadable");
        return storage.get(key);
      },
    };
    expect(await makeMissingImageFiles(shop.database.db, failing, quietLog, undefined, "test-retry")).toBe(0);
    const retry = counting(storage);
    expect(await makeMissingImageFiles(shop.database.db, retry.storage, quietLog, undefined, "test-retry")).toBe(1);
    expect(retry.calls).toEqual({ has: filesPerImage, get: 1, put: 1 });
    const settled = counting(storage);
    expect(await makeMissingImageFiles(shop.database.db, settled.storage, quietLog, undefined, "test-retry")).toBe(0);
    expect(settled.calls).toEqual({ has: 0, get: 0, put: 0 });
  });

  it("are looked for once by default, for the current format", async () => {
    const storage = createStorage(localContext().config);
    await makeMissingImageFiles(shop.database.db, storage, quietLog);
    const next = counting(storage);
    expect(await makeMissingImageFiles(shop.database.db, next.storage, quietLog)).toBe(0);
    expect(next.calls).toEqual({ has: 0, get: 0, put: 0 });
    expect(imageFilesFormat).toBe("1200x630-jpeg-v1+200-400-800w");
  });
});
