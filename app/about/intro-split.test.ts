import { describe, expect, it } from "vitest";
import { en } from "~/i18n/locales/en";
import { aboutIntroLength, teaser } from "~/lib/truncate";
import { splitIntro } from "./intro-split";

describe("splitIntro", () => {
  it("cuts at 280 characters and keeps the whole text across head and rest", () => {
    const { head, rest } = splitIntro(en.about.intro, aboutIntroLength);
    expect(head.length).toBeLessThanOrEqual(280);
    expect(head + rest).toBe(en.about.intro);
    expect(rest).not.toBe("");
  });
  it("shows the same words as the teaser while closed", () => {
    const { head } = splitIntro(en.about.intro, aboutIntroLength);
    expect(`${head}…`).toBe(teaser(en.about.intro, aboutIntroLength));
  });
  it("moves the space at the cut into the rest", () => {
    expect(splitIntro("abc def", 4)).toEqual({ head: "abc", rest: " def" });
  });
  it("has no rest when the text fits", () => {
    expect(splitIntro("  Short.  ", aboutIntroLength)).toEqual({ head: "Short.", rest: "" });
  });
});
