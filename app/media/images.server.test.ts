import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ImageRejectedError, storeImage } from "./images.server";
import { localDiskStorage, type MediaStorage } from "./storage.server";

let root: string;
let storage: MediaStorage;

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "shop-media-"));
  storage = localDiskStorage(root);
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

const fileOf = (url: string) => path.join(root, url.replace(/^\/uploads\//, ""));

function picture(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: { r: 181, g: 82, b: 59 } } });
}

async function rejection(promise: Promise<unknown>): Promise<ImageRejectedError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ImageRejectedError);
  return error as ImageRejectedError;
}

/** A PNG that declares the given size but holds no pixel data: only its header is ever read. */
function pngHeaderOnly(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk("IHDR", header), chunk("IDAT", zlib.deflateSync(Buffer.alloc(16))), chunk("IEND", Buffer.alloc(0))]);
}

describe("storeImage", () => {
  it("stores a PNG as four WebP files under a random name, the main one at most 1200 px wide", async () => {
    const url = await storeImage(storage, "items", await picture(1600, 2000).png().toBuffer());
    expect(url).toMatch(/^\/uploads\/items\/[0-9a-f-]{36}\.webp$/);
    const widths: Record<string, number> = { "": 1200, "-200": 200, "-400": 400, "-800": 800 };
    for (const [suffix, width] of Object.entries(widths)) {
      const meta = await sharp(fileOf(url.replace(/\.webp$/, `${suffix}.webp`))).metadata();
      expect(meta.format).toBe("webp");
      expect(meta.width).toBe(width);
      expect(meta.height).toBe(width * 1.25);
    }
    // …and its link preview.
    expect(fs.readdirSync(path.join(root, "items"))).toHaveLength(5);
  });

  it("writes a 1200×630 JPEG link preview cut around the picture's subject, not its middle", async () => {
    // A portrait, white but for a red piece near its top: a centred 1.91:1 cut would be all white.
    const piece = await sharp({ create: { width: 500, height: 300, channels: 3, background: { r: 200, g: 30, b: 40 } } }).png().toBuffer();
    const portrait = await sharp({ create: { width: 1200, height: 1500, channels: 3, background: "#ffffff" } })
      .composite([{ input: piece, left: 350, top: 60 }])
      .png()
      .toBuffer();
    const url = await storeImage(storage, "items", portrait);
    const preview = sharp(fileOf(url.replace(/\.webp$/, "-preview.jpg")));
    expect(await preview.metadata()).toMatchObject({ format: "jpeg", width: 1200, height: 630 });
    const { channels } = await preview.stats();
    // The green channel drops well below white only where the red piece is.
    expect(channels[1].min).toBeLessThan(100);
  });

  it("never enlarges a small picture, yet writes every width's file", async () => {
    const url = await storeImage(storage, "authors", await picture(300, 300).png().toBuffer());
    for (const suffix of ["", "-400", "-800"]) {
      const meta = await sharp(fileOf(url.replace(/\.webp$/, `${suffix}.webp`))).metadata();
      expect(meta.width).toBe(300);
    }
  });

  it("refuses a text file named like a photo", async () => {
    const error = await rejection(storeImage(storage, "items", Buffer.from("Not a photo at all, just words.\n")));
    expect(error.reason).toBe("not-an-image");
    expect(fs.readdirSync(root)).toEqual([]);
  });

  it("refuses an SVG: only photos' formats are decoded", async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>');
    expect((await rejection(storeImage(storage, "items", svg))).reason).toBe("not-an-image");
  });

  it("refuses a picture declaring an absurd number of pixels before decoding it", async () => {
    expect((await rejection(storeImage(storage, "items", pngHeaderOnly(30_000, 30_000)))).reason).toBe("too-large");
  });

  it("strips EXIF, GPS included, from a JPEG", async () => {
    const jpeg = await picture(800, 600)
      .withExif({ IFD0: { Make: "PhoneMaker", Model: "Phone 12" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "45/1 27/1 0/1" } })
      .jpeg()
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const url = await storeImage(storage, "items", jpeg);
    const stored = fs.readFileSync(fileOf(url));
    const meta = await sharp(stored).metadata();
    expect(meta.exif).toBeUndefined();
    expect(stored.includes("PhoneMaker")).toBe(false);
  });

  it("turns a photo upright by its orientation tag", async () => {
    const sideways = await picture(400, 200).withMetadata({ orientation: 6 }).jpeg().toBuffer();
    const url = await storeImage(storage, "items", sideways);
    const meta = await sharp(fileOf(url)).metadata();
    expect([meta.width, meta.height]).toEqual([200, 400]);
  });
});
