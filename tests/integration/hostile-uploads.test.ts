import fs from "node:fs/promises";
import path from "node:path";
import fc from "fast-check";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ShopContext } from "~/context";
import { maxUploadBytes } from "~/media/uploads";
import { action as uploadAction } from "~/routes/admin/uploads";
import { answerOf, messageOf, ownerShop, runs, type OwnerShop } from "./hostile-support";

/**
 * Issue 8, hostile uploads (docs/product/content-rules.md#images): whatever arrives at POST /admin/uploads, only a real
 * raster image is stored, re-encoded under a random name; everything else is refused with a 4xx
 * and leaves no file behind. (How /uploads serves the files is checked in Chromium: xss.spec.ts.)
 */

let owner: OwnerShop;
let cookie = "";
let dataDir = "";
let context: ShopContext;

beforeAll(async () => {
  owner = await ownerShop();
  ({ cookie, dataDir, context } = owner);
});
afterAll(async () => {
  await owner?.close();
});

async function upload(body: BodyInit, headers: Record<string, string> = {}) {
  const request = new Request("http://shop.test/admin/uploads?folder=items", {
    method: "POST",
    headers: { cookie, origin: "http://shop.test", ...headers },
    body,
    duplex: "half",
  } as RequestInit);
  const answer = await answerOf(() => uploadAction({ request, context, params: {} } as never));
  return { status: answer.status, urls: (answer.data as { urls?: string[] }).urls ?? [], error: messageOf(answer.data) };
}

const formWith = (bytes: Uint8Array | string, name: string, type = "image/jpeg") => {
  const form = new FormData();
  form.append("files", new Blob([typeof bytes === "string" ? bytes : new Uint8Array(bytes)], { type }), name);
  return form;
};

/** Every file under DATA_DIR, to prove a refused upload left nothing (and where a stored one went). */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name))).sort();
}

const storedFile = (url: string) => path.join(dataDir, "uploads", url.replace(/^\/uploads\//, ""));

/** A PNG that declares `width` x `height` pixels in its header and carries almost none. */
function declaredPng(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc32 = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, payload: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "ascii"), payload]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(payload.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale, no interlace
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk("IHDR", header), chunk("IDAT", Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])), chunk("IEND", Buffer.alloc(0))]);
}

describe("files that are not images", () => {
  it.each([
    ["a shell script renamed .jpg", "#!/bin/sh\nrm -rf /\n", "holiday.jpg", "image/jpeg"],
    ["an HTML page renamed .png", "<html><script>window.__xss=1</script></html>", "cat.png", "image/png"],
    ["an SVG with a script", `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>`, "logo.svg", "image/svg+xml"],
    ["an SVG named .png", `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" onload="alert(1)"/>`, "logo.png", "image/png"],
    ["an empty file", "", "empty.jpg", "image/jpeg"],
  ])("refuses %s with 415, storing nothing", async (_, content, name, type) => {
    const before = await filesUnder(dataDir);
    const answer = await upload(formWith(content, name, type));
    expect(answer.status).toBe(415);
    expect(answer.error).toBe("Only image files can be uploaded");
    expect(await filesUnder(dataDir)).toEqual(before);
  });
});

describe("images that carry something else", () => {
  it("re-encodes a polyglot (a JPEG with a page appended): what is stored is a WebP without the page", async () => {
    const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#c86" } }).jpeg().toBuffer();
    const polyglot = Buffer.concat([jpeg, Buffer.from("<html><script>window.__xss=1</script></html>")]);
    const answer = await upload(formWith(polyglot, "photo.jpg.html", "text/html"));
    expect(answer.status).toBe(200);
    const stored = await fs.readFile(storedFile(answer.urls[0]));
    expect((await sharp(stored).metadata()).format).toBe("webp");
    expect(stored.includes(Buffer.from("<script"))).toBe(false);
    expect(stored.includes(Buffer.from("<html"))).toBe(false);
  });

  it("refuses a decompression bomb (20000 x 20000 pixels declared) before decoding it", async () => {
    const before = await filesUnder(dataDir);
    const bomb = declaredPng(20_000, 20_000);
    expect(bomb.length).toBeLessThan(100);
    expect([bomb.readUInt32BE(16), bomb.readUInt32BE(20)]).toEqual([20_000, 20_000]);
    const answer = await upload(formWith(bomb, "bomb.png", "image/png"));
    expect(answer.status).toBe(415);
    expect(answer.error).toBe("This image has too many pixels");
    expect(await filesUnder(dataDir)).toEqual(before);
  });

  it("ignores a path in the file's name: the stored name is new and random, inside the folder", async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#48c" } }).png().toBuffer();
    const urls: string[] = [];
    for (const name of ["../../../../etc/cron.d/evil.png", "..\\..\\evil.png", "/etc/passwd", "%2e%2e%2fevil.png", "evil.png\u0000.html"]) {
      const answer = await upload(formWith(png, name, "image/png"));
      expect(answer.status, name).toBe(200);
      urls.push(...answer.urls);
    }
    expect(new Set(urls).size).toBe(urls.length);
    for (const url of urls) expect(url).toMatch(/^\/uploads\/items\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp$/);
    for (const file of await filesUnder(dataDir)) expect(file).toMatch(/^uploads\/items\/[0-9a-f-]+((-\d+)?\.webp|-preview\.jpg)$/);
  });
});

describe("a 50 MB upload", () => {
  it("is refused with 413 after reading little more than the limit, with or without a declared length", async () => {
    const chunk = new Uint8Array(256 * 1024);
    let pulled = 0;
    const fifty = 50 * 1024 * 1024;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled >= fifty) return controller.close();
        pulled += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const streamed = await upload(stream, { "content-type": "multipart/form-data; boundary=----x" });
    expect(streamed.status).toBe(413);
    expect(streamed.error).toBe("Each image can be at most 10 MB");
    expect(pulled).toBeLessThan(maxUploadBytes + 1024 * 1024);

    let touched = 0;
    const declared = new ReadableStream<Uint8Array>({
      pull(controller) {
        touched += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const answer = await upload(declared, { "content-type": "multipart/form-data; boundary=----x", "content-length": String(fifty) });
    expect(answer.status).toBe(413);
    // Refused by its declared length: at most what the stream had queued before anyone asked.
    expect(touched).toBeLessThanOrEqual(chunk.byteLength);
  });
});

describe("random bodies", () => {
  it("never get a server error, and a refused one leaves no file", async () => {
    const body = fc.oneof(
      fc.uint8Array({ maxLength: 2000 }).map((bytes) => ({ body: new Uint8Array(bytes) as BodyInit, type: "multipart/form-data; boundary=----x" })),
      fc.tuple(fc.uint8Array({ maxLength: 2000 }), fc.string({ maxLength: 40 }), fc.string({ maxLength: 20 })).map(([bytes, name, type]) => ({
        body: formWith(bytes, name, type) as BodyInit,
        type: undefined,
      })),
      fc.string({ maxLength: 200 }).map((text) => ({ body: text as BodyInit, type: "application/x-www-form-urlencoded" })),
    );
    await fc.assert(
      fc.asyncProperty(body, async ({ body: sent, type }) => {
        const before = await filesUnder(dataDir);
        const answer = await upload(sent, type ? { "content-type": type } : {});
        expect(answer.status).toBeLessThan(500);
        if (answer.status >= 400) {
          expect(answer.error).toBeDefined();
          expect(await filesUnder(dataDir)).toEqual(before);
        }
      }),
      runs(40),
    );
  });
});
