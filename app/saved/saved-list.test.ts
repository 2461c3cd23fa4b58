import { describe, expect, it } from "vitest";
import { maxSavedPieces, parseSaved, savedCookie, withoutSaved, withSaved } from "./saved-list";

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;

describe("the saved pieces' list (docs/product/storefront.md#saved-pieces)", () => {
  it("reads ids only, skipping malformed ones and repeats", () => {
    expect(parseSaved(`${id(1)}.nope.${id(2)}.${id(1)}.ABCDEF00-0000-4000-8000-000000000003`)).toEqual([id(1), id(2)]);
    expect(parseSaved(undefined)).toEqual([]);
    expect(parseSaved("")).toEqual([]);
  });

  it("keeps at most 50, and reads nothing from an oversized cookie", () => {
    const many = Array.from({ length: maxSavedPieces + 5 }, (_, n) => id(n));
    expect(parseSaved(many.slice(0, maxSavedPieces).join("."))).toHaveLength(maxSavedPieces);
    expect(parseSaved(many.join("."))).toEqual([]);
  });

  it("saves a piece first, once, dropping the oldest beyond the cap", () => {
    expect(withSaved([id(1), id(2)], id(2))).toEqual([id(2), id(1)]);
    expect(withSaved([id(1)], "not-an-id")).toEqual([id(1)]);
    const full = Array.from({ length: maxSavedPieces }, (_, n) => id(n));
    const saved = withSaved(full, id(999));
    expect(saved).toHaveLength(maxSavedPieces);
    expect(saved[0]).toBe(id(999));
    expect(saved).not.toContain(id(maxSavedPieces - 1));
  });

  it("removes a piece", () => {
    expect(withoutSaved([id(1), id(2)], id(1))).toEqual([id(2)]);
  });

  it("is kept in a first-party cookie, forgotten when empty", () => {
    expect(savedCookie([id(1), id(2)], true)).toBe(`saved=${id(1)}.${id(2)}; Max-Age=31536000; Path=/; SameSite=Lax; Secure`);
    expect(savedCookie([], false)).toBe("saved=; Max-Age=0; Path=/; SameSite=Lax");
  });
});
