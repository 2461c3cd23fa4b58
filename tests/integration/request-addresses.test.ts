/**
 * What the shop does with the address it is asked for (docs/product/storefront.md#addresses and
 * docs/product/access.md#logs): a path that would make its links lead to another site is sent to
 * the same path on the shop, and the request log never holds the token of a private page.
 */
import { randomBytes } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { capturedLog } from "../support/captured-log";
import { httpShops, type HttpShop } from "../support/http-shop";
import { getRaw } from "../support/raw-http";

const shops = httpShops();
const captured = capturedLog();
let shop: HttpShop;

beforeAll(async () => {
  shop = await shops.open({ databaseUrl: await shops.newDatabaseUrl(), log: captured.log });
});

/** Sent as written: fetch would resolve `//host` and `\` itself before asking. */
const ask = (path: string) => getRaw(`${shop.url}${path}`, { "accept-language": "en" }, path);

describe("a path that would lead links to another site", () => {
  it("is answered with the same path on the shop, never with a page whose links leave it", async () => {
    for (const [path, location] of [
      ["//evil.example/landing", "/evil.example/landing"],
      ["//evil.example/landing?lng=it&utm_source=x", "/evil.example/landing?lng=it&utm_source=x"],
      ["/\\evil.example/landing", "/evil.example/landing"],
      ["///catalog", "/catalog"],
    ]) {
      const response = await ask(path);
      expect(response.status, path).toBe(301);
      expect(response.headers.location, path).toBe(location);
    }
  });
});

describe("the request log", () => {
  it("keeps which private page was asked for, never its token", async () => {
    const tokens = Array.from({ length: 4 }, () => randomBytes(24).toString("base64url"));
    await ask(`/request/${tokens[0]}`);
    await ask(`/request/${tokens[1]}.data`);
    await ask(`/invitation/${tokens[2]}`);
    await ask(`/REQUEST/${tokens[3]}/x`);
    const paths = captured.lines.filter(({ msg }) => msg === "request").map(({ path }) => path);
    expect(paths).toEqual(expect.arrayContaining(["/request/…", "/invitation/…"]));
    for (const token of tokens) expect(captured.text()).not.toContain(token);
  });
});
