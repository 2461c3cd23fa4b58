import { describe, expect, it } from "vitest";
import { longestSentSide, maxUploadBytes, refusalByType, sentAsPicked, sentSize, tooLargeToSend } from "./uploads";

describe("sentSize", () => {
  it("brings a phone's 12-megapixel photo down to the longest side sent, either way up", () => {
    expect(sentSize(4000, 3000)).toEqual({ width: longestSentSide, height: 1800 });
    expect(sentSize(3000, 4000)).toEqual({ width: 1800, height: longestSentSide });
  });

  it("keeps a picture already within the longest side as it is", () => {
    expect(sentSize(1200, 900)).toEqual({ width: 1200, height: 900 });
    expect(sentSize(longestSentSide, longestSentSide)).toEqual({ width: longestSentSide, height: longestSentSide });
  });

  it("keeps a very thin panorama at least one pixel high", () => {
    expect(sentSize(100_000, 10)).toEqual({ width: longestSentSide, height: 1 });
  });
});

describe("sentAsPicked", () => {
  it("sends a small picture without encoding it again", () => {
    expect(sentAsPicked(1600, 1200, 900_000)).toBe(true);
  });

  it("scales a picture wider than the longest side, or heavier than the server takes", () => {
    expect(sentAsPicked(4000, 3000, 3_000_000)).toBe(false);
    expect(sentAsPicked(2000, 1500, maxUploadBytes + 1)).toBe(false);
  });
});

describe("refusalByType", () => {
  it("lets images through, HEIC included, for the browser to try to read", () => {
    expect(refusalByType({ name: "IMG_0001.JPG", type: "image/jpeg" })).toBeNull();
    expect(refusalByType({ name: "IMG_0002.HEIC", type: "image/heic" })).toBeNull();
    // Some browsers give a HEIC photo no type at all.
    expect(refusalByType({ name: "IMG_0003.HEIC", type: "" })).toBeNull();
  });

  it("refuses what is not a picture before anything is read or sent", () => {
    expect(refusalByType({ name: "notes.pdf", type: "application/pdf" })).toBe("not-an-image");
    expect(refusalByType({ name: "clip.mov", type: "video/quicktime" })).toBe("not-an-image");
    expect(refusalByType({ name: "README", type: "" })).toBe("not-an-image");
    // A drawing made of instructions, which the server refuses too.
    expect(refusalByType({ name: "logo.svg", type: "image/svg+xml" })).toBe("not-an-image");
  });
});

it("a picture still over the server's limit once scaled is too large to send", () => {
  expect(tooLargeToSend(maxUploadBytes)).toBe(false);
  expect(tooLargeToSend(maxUploadBytes + 1)).toBe(true);
});
