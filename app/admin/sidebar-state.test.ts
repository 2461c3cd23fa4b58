import { describe, expect, it } from "vitest";
import { sidebarOpenFromCookie } from "./sidebar-state";

describe("sidebarOpenFromCookie", () => {
  it("is open unless the cookie says false", () => {
    expect(sidebarOpenFromCookie(null)).toBe(true);
    expect(sidebarOpenFromCookie("lng=it; sidebar_state=true")).toBe(true);
    expect(sidebarOpenFromCookie("sidebar_state=false; lng=it")).toBe(false);
    expect(sidebarOpenFromCookie("other_sidebar_state=false")).toBe(true);
  });
});
