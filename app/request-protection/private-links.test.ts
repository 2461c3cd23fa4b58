import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { withoutPrivateToken } from "./private-links";

const token = "q0Zr8vT3kXyB5mN2pL7dW4hJ9cF6aS1e";

describe("the request log's view of a private page's address", () => {
  it("keeps the kind of page and cuts the token, however the address is written", () => {
    for (const path of [`/request/${token}`, `/request/${token}.data`, `/REQUEST/${token}`, `/%72equest/${token}`, `//request/${token}`, `/request/${token}/more`]) {
      expect(withoutPrivateToken(path), path).toBe("/request/…");
    }
    expect(withoutPrivateToken(`/invitation/${token}`)).toBe("/invitation/…");
    expect(withoutPrivateToken(`/Invitation/${token}.data`)).toBe("/invitation/…");
    expect(withoutPrivateToken(`/back-in-stock/confirm/${token}`)).toBe("/back-in-stock/confirm/…");
    expect(withoutPrivateToken(`/back-in-stock/unsubscribe/${token}`)).toBe("/back-in-stock/unsubscribe/…");
  });

  it("leaves every other address as it is", () => {
    for (const path of ["/", "/catalog", "/back-in-stock", "/requests", "/admin/orders/12", "/product/request", "/%E0%A4%A"]) expect(withoutPrivateToken(path), path).toBe(path);
  });

  it("covers every route opened by a token", () => {
    const tokenRoutes = [...fs.readFileSync(new URL("../routes.ts", import.meta.url), "utf8").matchAll(/route\("([^"]*):token[^"]*"/g)].map((m) => m[1]);
    expect(tokenRoutes.length).toBeGreaterThan(0);
    for (const route of tokenRoutes) expect(withoutPrivateToken(`/${route}${token}`), route).not.toContain(token);
  });
});
