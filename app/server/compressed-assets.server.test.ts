import fs from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getRaw } from "../../tests/support/raw-http";
import { compressAssets, compressedAssets } from "./compressed-assets.server";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-assets-"));
const script = `export const texts = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `text number ${i}`))};\n`;
let url = "";
let server: ReturnType<ReturnType<typeof express>["listen"]>;

beforeAll(async () => {
  fs.writeFileSync(path.join(dir, "entry-Ab12.js"), script);
  fs.writeFileSync(path.join(dir, "app-Cd34.css"), `body{color:red}${".x{margin:0}".repeat(200)}`);
  fs.writeFileSync(path.join(dir, "tiny-Ef56.js"), "export {};\n");
  fs.writeFileSync(path.join(dir, "font-Gh78.woff2"), Buffer.alloc(4096, 7));
  await compressAssets(dir);
  const app = express();
  app.use("/assets", compressedAssets(dir, { maxAgeMs: 365 * 24 * 3600 * 1000 }));
  app.use("/assets", express.static(dir, { immutable: true }));
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/assets`;
});
afterAll(() => {
  server?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

function get(file: string, acceptEncoding?: string) {
  return getRaw(`${url}/${file}`, acceptEncoding ? { "accept-encoding": acceptEncoding } : {});
}

describe("compressed copies of the built assets", () => {
  it("writes a brotli and a gzip copy of each text asset, none of small files or fonts", () => {
    const names = fs.readdirSync(dir).sort();
    expect(names).toEqual([
      "app-Cd34.css",
      "app-Cd34.css.br",
      "app-Cd34.css.gz",
      "entry-Ab12.js",
      "entry-Ab12.js.br",
      "entry-Ab12.js.gz",
      "font-Gh78.woff2",
      "tiny-Ef56.js",
    ]);
  });

  it("sends brotli to a browser that takes it, with the asset's type and the year-long cache", async () => {
    const response = await get("entry-Ab12.js", "gzip, deflate, br, zstd");
    expect(response.status).toBe(200);
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers["content-type"]).toMatch(/^(text|application)\/javascript/);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.headers.vary).toMatch(/Accept-Encoding/i);
    expect(zlib.brotliDecompressSync(response.body).toString()).toBe(script);
  });

  it("sends gzip when brotli is not taken, and the file as it is when nothing is", async () => {
    const gzipped = await get("app-Cd34.css", "gzip");
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(gzipped.headers["content-type"]).toMatch(/^text\/css/);
    expect(zlib.gunzipSync(gzipped.body).toString()).toContain("body{color:red}");

    const plain = await get("entry-Ab12.js");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
    const refused = await get("entry-Ab12.js", "br;q=0, gzip;q=0");
    expect(refused.headers["content-encoding"]).toBeUndefined();
  });

  it("leaves files without a copy and unknown names to the static files", async () => {
    expect((await get("tiny-Ef56.js", "br")).headers["content-encoding"]).toBeUndefined();
    expect((await get("font-Gh78.woff2", "br")).headers["content-encoding"]).toBeUndefined();
    expect((await get("missing-Zz99.js", "br")).status).toBe(404);
  });
});
