import { describe, expect, it } from "vitest";
import { mainImageOf, srcSetFor, storedImageWidths } from "./image-urls";
import { imageSourcesIn } from "./image-cleanup.server";

const id = "0f8b2c1e-1d2a-4c3b-9e4f-5a6b7c8d9e0f";

describe("stored image URLs", () => {
  it("builds a srcset for an image on the local disk or in a bucket", () => {
    expect(srcSetFor(`/uploads/items/${id}.webp`)).toBe(
      `/uploads/items/${id}-200.webp 200w, /uploads/items/${id}-400.webp 400w, /uploads/items/${id}-800.webp 800w, /uploads/items/${id}.webp 1200w`,
    );
    expect(srcSetFor(`https://images.shop.example/items/${id}.webp`)).toContain(
      `https://images.shop.example/items/${id}-800.webp 800w`,
    );
  });

  it("leaves other URLs alone", () => {
    expect(srcSetFor("/images/hero.webp")).toBeUndefined();
    expect(srcSetFor(`/uploads/items/${id}.png`)).toBeUndefined();
    expect(mainImageOf(`/uploads/items/${id}-1200.webp`)).toBeNull();
  });

  it("finds the main image and every width from any width", () => {
    expect(mainImageOf(`/uploads/articles/${id}-800.webp`)).toBe(`/uploads/articles/${id}.webp`);
    expect(mainImageOf(`/uploads/items/${id}-200.webp`)).toBe(`/uploads/items/${id}.webp`);
    expect(storedImageWidths(`/uploads/items/${id}-400.webp`)).toEqual([
      `/uploads/items/${id}.webp`,
      `/uploads/items/${id}-200.webp`,
      `/uploads/items/${id}-400.webp`,
      `/uploads/items/${id}-800.webp`,
    ]);
  });

  it("reads the image sources of sanitised article HTML", () => {
    const html = `<p>Hi</p><img src="/uploads/articles/${id}.webp" alt="a"><p><img alt="b" src="https://cdn.example/x.webp?a=1&amp;b=2" /></p>`;
    expect(imageSourcesIn(html)).toEqual([`/uploads/articles/${id}.webp`, "https://cdn.example/x.webp?a=1&b=2"]);
    expect(imageSourcesIn("<p>no pictures</p>")).toEqual([]);
  });
});
