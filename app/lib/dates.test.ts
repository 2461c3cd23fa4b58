import { describe, expect, it } from "vitest";
import { formatDate } from "./dates";

describe("formatDate", () => {
  it("writes the day in each language", () => {
    expect(formatDate("2026-03-12T10:00:00.000Z", "en")).toBe("12 March 2026");
    expect(formatDate("2026-03-12T10:00:00.000Z", "it")).toBe("12 marzo 2026");
    expect(formatDate("2026-03-12T10:00:00.000Z", "fr")).toBe("12 mars 2026");
  });
  it("reads the day in UTC", () => {
    expect(formatDate("2026-03-12T23:30:00.000Z", "en")).toBe("12 March 2026");
  });
});
