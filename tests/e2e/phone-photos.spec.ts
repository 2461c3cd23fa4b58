import fs from "node:fs";
import type { Page, Request } from "@playwright/test";
import sharp from "sharp";
import { cameraPhoto, expect, keepScreenshotsAtBothWidths, signInAsOwner, testWithOwnShop } from "./fixtures";

const test = testWithOwnShop();

/*
 * docs/product/content-rules.md#phone-photos on a phone: a 12-megapixel photo straight from the
 * camera, over the server's 10 MB and lying on its side with an EXIF orientation, is scaled down
 * and turned upright in the browser, then stored; a file that is no picture is refused in the
 * owner's language before anything is sent.
 */

/**
 * Keeps, in the page, each file a form posted by XMLHttpRequest carries: the browser does not show
 * a request's body to the test when it is made of a file.
 */
async function keepSentFiles(page: Page) {
  await page.addInitScript(() => {
    const sent: Blob[] = [];
    Object.assign(window, { sentFiles: sent });
    const send = XMLHttpRequest.prototype.send;
    XMLHttpRequest.prototype.send = function (body) {
      if (body instanceof FormData) for (const file of body.getAll("files")) if (file instanceof Blob) sent.push(file);
      return send.call(this, body);
    };
  });
}

/** The bytes of the `index`th file kept by `keepSentFiles`. */
async function sentFile(page: Page, index: number): Promise<Buffer> {
  const dataUrl = await page.evaluate(
    (i) =>
      new Promise<string>((resolve) => {
        const reader = new FileReader();
        reader.onload = () => resolve(reader.result as string);
        reader.readAsDataURL((window as unknown as { sentFiles: Blob[] }).sentFiles[i]);
      }),
    index,
  );
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(",") + 1), "base64");
}

/** Every request the page sends to the upload endpoint, as it is sent. */
function uploadRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/admin/uploads") requests.push(request);
  });
  return requests;
}

test("a 12-megapixel photo from a phone's camera is scaled down, kept upright and stored quickly", async ({ page }) => {
  const photo = await cameraPhoto();
  expect(fs.statSync(photo).size).toBeGreaterThan(10 * 1024 * 1024);
  await page.setViewportSize({ width: 375, height: 812 });
  await keepSentFiles(page);
  await signInAsOwner(page);
  const requests = uploadRequests(page);
  await page.goto("/admin/items?lng=en");
  await page.getByRole("button", { name: "New item" }).click();
  const dialog = page.getByRole("dialog", { name: "Create item" });
  const pictures = dialog.getByRole("group", { name: "Images" });

  const network = await page.context().newCDPSession(page);
  await network.send("Network.enable");
  const started = Date.now();
  const chooser = page.waitForEvent("filechooser");
  await pictures.getByRole("button", { name: "Choose files" }).click();
  await (await chooser).setFiles(photo);
  const line = pictures.getByRole("listitem").filter({ hasText: "IMG_4032.jpg" });
  await expect(line).toBeVisible();
  // What has gone so far, on mobile data (about 2 MB/s up) rather than the loopback's instant.
  await network.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 40,
    downloadThroughput: 4_000_000,
    uploadThroughput: 2_000_000,
  });
  await expect(line).toContainText(/\d+\s?%/);
  await keepScreenshotsAtBothWidths(page, "phone-photo-sending");
  await expect(pictures.getByRole("img", { name: "Image 1" })).toBeVisible({ timeout: 20_000 });
  // On the loopback address the whole 13 MB photo took over a minute before being refused.
  expect(Date.now() - started).toBeLessThan(15_000);
  await keepScreenshotsAtBothWidths(page, "phone-photo-stored");

  // What went out: one request, a picture upright (portrait) with its longest side at 2,400 px.
  expect(requests).toHaveLength(1);
  const sent = await sharp(await sentFile(page, 0)).metadata();
  expect([sent.width, sent.height]).toEqual([1800, 2400]);
  expect(sent.orientation ?? 1).toBe(1);
  expect((await requests[0].sizes()).requestBodySize).toBeLessThan(10 * 1024 * 1024);

  // What the shop stored is upright too, and no larger than what was sent.
  const src = await pictures.getByRole("img", { name: "Image 1" }).getAttribute("src");
  const stored = await sharp(Buffer.from(await (await page.request.get(src!)).body())).metadata();
  expect(stored.height!).toBeGreaterThan(stored.width!);
  expect(Math.max(stored.width!, stored.height!)).toBeLessThanOrEqual(2400);
});

test("a file that is no picture is refused in the owner's language, and nothing is sent", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signInAsOwner(page);
  const requests = uploadRequests(page);
  await page.goto("/admin/items?lng=it");
  await page.getByRole("button", { name: "Nuovo prodotto" }).click();
  const pictures = page.getByRole("dialog", { name: "Crea prodotto" }).getByRole("group", { name: "Immagini" });
  const chooser = page.waitForEvent("filechooser");
  await pictures.getByRole("button", { name: "Scegli i file" }).click();
  await (await chooser).setFiles({ name: "ricevuta.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.7\n%%EOF\n") });
  await expect(pictures.getByText("ricevuta.pdf non è un'immagine: scegli una foto o un file d'immagine.")).toBeVisible();
  await keepScreenshotsAtBothWidths(page, "phone-photo-refused");
  expect(requests).toHaveLength(0);
});
