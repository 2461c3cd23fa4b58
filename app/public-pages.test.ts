import { describe, expect, it } from "vitest";
import { isPublicPagePath } from "./public-pages";

describe("the public pages", () => {
  it.each(["/", "/catalog", "/product/market-tote", "/about", "/blog", "/blog/granny-square", "/policies/privacy"])(
    "include %s",
    (path) => expect(isPublicPagePath(path)).toBe(true),
  );

  it.each([
    "/cart",
    "/auth",
    "/admin",
    "/admin/items",
    "/request/token",
    "/invitation/token",
    "/order-requests",
    "/sitemap.xml",
    "/catalog/",
    "/product/",
    "/product/a/b",
    "/blog/a/b",
    "/policies",
    "",
  ])("leave out %s", (path) => expect(isPublicPagePath(path)).toBe(false));
});
