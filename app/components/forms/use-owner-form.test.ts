import { describe, expect, it } from "vitest";
import { isSaving } from "./use-owner-form";

/** What a form sends when the owner presses its submit button: its boxes, no intent of Conform's. */
const submitted = () => {
  const formData = new FormData();
  formData.set("intent", "save-sale");
  formData.set("price", "54,90");
  return formData;
};

/** What Conform sends to check one box on the server. */
const boxCheck = () => {
  const formData = submitted();
  formData.set("__intent__", JSON.stringify({ type: "validate", payload: { name: "price" } }));
  return formData;
};

describe("isSaving", () => {
  it("is false when nothing is on its way", () => {
    expect(isSaving({ state: "idle" })).toBe(false);
    expect(isSaving({ state: "idle", formData: submitted() })).toBe(false);
  });

  it("is true while a submission is sent and while the page's data comes back after it", () => {
    expect(isSaving({ state: "submitting", formData: submitted() })).toBe(true);
    expect(isSaving({ state: "loading", formData: submitted() })).toBe(true);
  });

  it("is false while one box is only being checked, so the button stays pressable", () => {
    expect(isSaving({ state: "submitting", formData: boxCheck() })).toBe(false);
    expect(isSaving({ state: "loading", formData: boxCheck() })).toBe(false);
  });

  it("is true for a reload of the fetcher's data, which carries no form", () => {
    expect(isSaving({ state: "loading" })).toBe(true);
  });
});
