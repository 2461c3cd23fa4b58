import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getRaw } from "../../tests/support/raw-http";
import { shopTextsFile, shopTextsUrl } from "~/i18n/messages.server";
import { fr } from "~/i18n/locales/fr";
import { shopTextsFiles } from "./shop-texts-files.server";

let origin = "";
let server: ReturnType<ReturnType<typeof express>["listen"]>;

beforeAll(async () => {
  const app = express();
  app.use("/texts", shopTextsFiles());
  app.use((_req, res) => res.status(404).end("not here"));
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => server?.close());

describe("the shop's texts as files", () => {
  it("sends a language's shop texts, and none of the back office's, for a year at the current address", async () => {
    const url = shopTextsUrl("fr");
    expect(url).toMatch(/^\/texts\/fr\.json\?v=[\w-]{12}$/);
    const response = await getRaw(origin + url, { "accept-encoding": "gzip, deflate, br" });
    expect(response.status).toBe(200);
    expect(response.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const texts = JSON.parse(zlib.brotliDecompressSync(response.body).toString());
    expect(texts.cart).toEqual(fr.cart);
    expect(texts.admin).toBeUndefined();
    expect(texts.auth).toBeUndefined();
  });

  it("sends them to be checked again at any other address, and confirms them by their ETag", async () => {
    const stale = await getRaw(`${origin}/texts/fr.json?v=older`, { "accept-encoding": "gzip" });
    expect(stale.status).toBe(200);
    expect(stale.headers["cache-control"]).toBe("no-cache");
    expect(zlib.gunzipSync(stale.body).toString()).toBe(shopTextsFile("fr").json);
    const again = await getRaw(`${origin}/texts/fr.json?v=older`, { "if-none-match": String(stale.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it("knows only the shop's languages", async () => {
    for (const path of ["/texts/de.json", "/texts/FR.json", "/texts/fr.js", "/texts/fr.json/x"]) {
      expect((await getRaw(origin + path)).status, path).toBe(404);
    }
  });
});
