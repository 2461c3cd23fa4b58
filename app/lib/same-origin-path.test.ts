import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { leavesTheShop, pathOf, sameOriginPath } from "./same-origin-path";

const origin = "https://shop.example";

describe("links built from the path a visitor asked for", () => {
  it("turn another site's address into a path of the shop", () => {
    expect(sameOriginPath("//evil.example/landing")).toBe("/evil.example/landing");
    expect(sameOriginPath("/\\evil.example/landing")).toBe("/evil.example/landing");
    expect(sameOriginPath("\\\\evil.example")).toBe("/evil.example");
    expect(sameOriginPath("/catalog")).toBe("/catalog");
    expect(sameOriginPath("")).toBe("/");
  });

  it("always lead to the shop's own origin, whatever the path", () => {
    const pathText = fc.array(fc.constantFrom("/", "\\", "a", ".", "%", "@", ":", "evil.example", "?", "#"), { maxLength: 12 }).map((parts) => parts.join(""));
    fc.assert(
      fc.property(fc.oneof(pathText, fc.string()), (path) => {
        const link = `${sameOriginPath(path)}?lng=fr`;
        expect(new URL(link, `${origin}/catalog`).origin).toBe(origin);
        expect(leavesTheShop(sameOriginPath(path))).toBe(false);
      }),
    );
  });

  it("tell which paths would leave the shop once written into a link", () => {
    for (const path of ["//evil.example", "/\\evil.example", "\\/evil.example", "\\\\evil.example"]) {
      expect(leavesTheShop(path), path).toBe(true);
      expect(new URL(`${path}?lng=fr`, `${origin}/`).origin, path).not.toBe(origin);
    }
    for (const path of ["/", "/catalog", "/product/a//b", "/%2F%2Fevil.example"]) expect(leavesTheShop(path), path).toBe(false);
  });
});

describe("a request's path", () => {
  it("is its address up to the first question mark", () => {
    expect(pathOf("/catalog?tag=hats&lng=fr")).toBe("/catalog");
    expect(pathOf("/catalog")).toBe("/catalog");
    expect(pathOf("/?")).toBe("/");
    expect(pathOf("/a?b?c")).toBe("/a");
  });

  it("is what splitting at the question marks gives first, for any address", () => {
    fc.assert(
      fc.property(fc.string(), (address) => {
        expect(pathOf(address)).toBe(address.split("?")[0]);
      }),
    );
  });
});
