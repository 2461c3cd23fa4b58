/**
 * What the shop does with the address it is asked for (docs/product/storefront.md#addresses and
 * docs/product/access.md#logs): a path that would make its links lead to another site is sent to
 * the same path on the shop, and the request log never holds the token of a private page.
 */
import { randomBytes } from "node:crypto";
import { beforeAll, describe, expect, it, onTestFinished, vi } from "vitest";
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

  /** A shop of its own, its log at `level`, and the page cache's answer to three asks for the catalog. */
  async function askCatalogThrice(level: string) {
    const own = capturedLog(level);
    const counted = await shops.open({ databaseUrl: await shops.newDatabaseUrl(), log: own.log });
    const answers: unknown[] = [];
    for (let i = 0; i < 3; i++) answers.push((await getRaw(`${counted.url}/catalog`, { "accept-language": "en" })).headers["x-page-cache"]);
    expect(answers).toEqual(["miss", "hit", "hit"]);
    return own.lines;
  }
  const catalogLines = (lines: Record<string, unknown>[]) => lines.filter(({ msg, path }) => msg === "request" && path === "/catalog");

  it("counts the kept pages it answers and writes the counts once a minute, instead of a line each (docs/decisions/0083)", async () => {
    vi.useFakeTimers({ toFake: ["setInterval"] });
    onTestFinished(() => void vi.useRealTimers());
    const lines = await askCatalogThrice("info");
    // The rendering has its line; the two kept answers have none.
    expect(catalogLines(lines)).toHaveLength(1);
    expect(lines.filter(({ msg }) => msg === "kept pages answered")).toEqual([]);
    vi.advanceTimersByTime(60_000);
    expect(lines.filter(({ msg }) => msg === "kept pages answered")).toEqual([
      expect.objectContaining({ answered: 2, byStatus: { 200: 2 }, byPath: { "/catalog": 2 } }),
    ]);
    // Nothing new to say: no line.
    vi.advanceTimersByTime(60_000);
    expect(lines.filter(({ msg }) => msg === "kept pages answered")).toHaveLength(1);
  });

  it("writes a line for each kept page at the debug level", async () => {
    const lines = await askCatalogThrice("debug");
    expect(catalogLines(lines).map(({ status }) => status)).toEqual([200, 200, 200]);
  });
});
