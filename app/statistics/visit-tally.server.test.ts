import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { directSource, otherSource, sourceOf, sourcesPerFlush, visitTally } from "./visit-tally.server";

const browser = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";

function request(url: string, headers: Record<string, string> = {}, method = "GET"): IncomingMessage {
  return { method, url, headers: { "user-agent": browser, host: "shop.example", ...headers } } as unknown as IncomingMessage;
}

describe("visitTally", () => {
  it("counts a page by its path and an arrival by its tags, its referrer's host, or as direct", () => {
    const tally = visitTally("shop.example");
    tally.countDocument(request("/product/tote?utm_source=Instagram&utm_medium=social&utm_campaign=Winter%20Sale&fbclid=x"), "/product/tote");
    tally.countDocument(request("/catalog?tag=cotton", { referer: "https://www.google.com/search?q=crochet" }), "/catalog?tag=cotton");
    tally.countDocument(request("/"), "/");
    const { pages, sources } = tally.take();
    expect(Object.fromEntries(pages)).toEqual({ "/product/tote": 1, "/catalog": 1, "/": 1 });
    expect(Object.fromEntries(sources)).toEqual({ "utm:instagram|social|winter-sale": 1, "ref:google.com": 1, [directSource]: 1 });
    expect(tally.take().pages.size).toBe(0);
  });

  it("does not count a move inside the shop as an arrival", () => {
    const tally = visitTally("shop.example");
    tally.countDocument(request("/about", { referer: "https://shop.example/" }), "/about");
    tally.countDocument(request("/about", { referer: "http://localhost:3000/", host: "localhost:3000" }), "/about");
    const { pages, sources } = tally.take();
    expect(pages.get("/about")).toBe(2);
    expect(sources.size).toBe(0);
  });

  it("leaves out crawlers, scripts, prefetches and HEAD", () => {
    const tally = visitTally("shop.example");
    for (const agent of ["Mozilla/5.0 (compatible; Googlebot/2.1)", "facebookexternalhit/1.1", "Mozilla/5.0 HeadlessChrome/120", "curl/8.0", "AhrefsBot", "Some-Spider"]) {
      tally.countDocument(request("/", { "user-agent": agent }), "/");
    }
    tally.countDocument(request("/", { "user-agent": "" }), "/");
    tally.countDocument(request("/", { "sec-purpose": "prefetch;prerender" }), "/");
    tally.countDocument(request("/", { purpose: "prefetch" }), "/");
    tally.countDocument(request("/", {}, "HEAD"), "/");
    expect(tally.take().pages.size).toBe(0);
  });

  it("counts a move with the page's data once scripts run, but not the page's own data read again after a form", () => {
    const tally = visitTally("shop.example");
    tally.countNavigation(request("/product/tote.data?_routes=routes%2Fproduct", { referer: "https://shop.example/catalog" }), "/product/tote");
    tally.countNavigation(request("/product/tote.data", { referer: "https://shop.example/product/tote?color=red" }), "/product/tote");
    const { pages, sources } = tally.take();
    expect(Object.fromEntries(pages)).toEqual({ "/product/tote": 1 });
    expect(sources.size).toBe(0);
  });

  it("keeps the real sources and a bounded memory through a flood of made-up tags", () => {
    const tally = visitTally("shop.example");
    tally.countDocument(request("/?utm_source=instagram&utm_medium=social"), "/");
    tally.countDocument(request("/", { referer: "https://www.pinterest.com/" }), "/");
    for (let i = 0; i < 10_000; i++) tally.countDocument(request(`/?utm_source=${i}${"x".repeat(500)}`), "/");
    tally.countDocument(request("/?utm_source=instagram&utm_medium=social"), "/");
    const { sources } = tally.take();
    expect(sources.size).toBeLessThanOrEqual(sourcesPerFlush + 1);
    expect(sources.get("utm:instagram|social|")).toBe(2);
    expect(sources.get("ref:pinterest.com")).toBe(1);
    expect(sources.get(otherSource)).toBeGreaterThan(9_000);
    expect([...sources.keys()].every((key) => key.length <= 4 + 3 * 40 + 2)).toBe(true);
  });
});

describe("sourceOf", () => {
  it("reads only http(s) referrers and never keeps more than the host", () => {
    expect(sourceOf("/", "android-app://com.google.android.gm/", [])).toBe(directSource);
    expect(sourceOf("/", "https://user:pw@l.instagram.com/?u=https%3A%2F%2Fshop", [])).toBe("ref:l.instagram.com");
    expect(sourceOf("/?utm_medium=social", "https://t.co/abc", [])).toBe("ref:t.co");
  });
});
