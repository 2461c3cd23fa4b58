import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getRaw } from "../../tests/support/raw-http";
import { textsFile, textsUrl } from "~/i18n/messages.server";
import { fr } from "~/i18n/locales/fr";
import { textsFiles } from "./texts-files.server";

let origin = "";
let server: ReturnType<ReturnType<typeof express>["listen"]>;

beforeAll(async () => {
  const app = express();
  app.use("/texts", textsFiles());
  app.use((_req, res) => res.status(404).end("not here"));
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => server?.close());

describe("the interface texts as files", () => {
  it("sends a language's shop texts, and none of the back office's, for a year at the current address", async () => {
    const url = textsUrl("shop", "fr");
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
    expect(zlib.gunzipSync(stale.body).toString()).toBe(textsFile("shop", "fr").json);
    const again = await getRaw(`${origin}/texts/fr.json?v=older`, { "if-none-match": String(stale.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it("sends the back office's texts, and none of the shop's, at an address of their own", async () => {
    const url = textsUrl("back-office", "fr");
    expect(url).toMatch(/^\/texts\/back-office\/fr\.json\?v=[\w-]{12}$/);
    const response = await getRaw(origin + url, { "accept-encoding": "gzip" });
    expect(response.status).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const texts = JSON.parse(zlib.gunzipSync(response.body).toString());
    expect(texts).toEqual({ admin: fr.admin, auth: fr.auth });
    // A change of either part's texts changes only that part's address.
    expect(response.headers.etag).not.toBe((await getRaw(origin + textsUrl("shop", "fr"))).headers.etag);
  });

  it("knows only the shop's languages and parts", async () => {
    for (const path of ["/texts/de.json", "/texts/FR.json", "/texts/fr.js", "/texts/fr.json/x", "/texts/admin/fr.json", "/texts/back-office/de.json"]) {
      expect((await getRaw(origin + path)).status, path).toBe(404);
    }
  });
});
