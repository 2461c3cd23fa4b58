import type { BlogPosting, Organization, Person, WithContext } from "schema-dts";
import { describe, expect, it } from "vitest";
import { defects, richResultIssues } from "../../tests/support/rich-results";
import { articleJsonLd, type ArticleJsonLdInput } from "./json-ld-article";

const input: ArticleJsonLdInput = {
  article: {
    title: "Granny square, round by round",
    excerpt: "A beginner's tutorial.",
    image: "/uploads/products/articles/granny.webp",
    publishedAt: "2026-07-15T08:00:00.000Z",
    updatedAt: "2026-07-20T10:30:00.000Z",
    authorName: "Giulia Rinaldi",
    contentLanguage: "it",
    category: { slug: "tutorials", name: "Tutorial" },
  },
  url: "https://shop.example/blog/granny-square?lng=it",
  authorUrl: "https://shop.example/about?lng=it",
  publicUrl: "https://shop.example",
  shopName: "Filo",
};

/** What a BlogPosting must carry here (docs/product/storefront.md#search-engines-and-link-previews); the types come from schema.org's own vocabulary. */
const expected = {
  "@context": "https://schema.org",
  "@type": "BlogPosting",
  headline: "Granny square, round by round",
  description: "A beginner's tutorial.",
  image: ["https://shop.example/uploads/products/articles/granny.webp"],
  datePublished: "2026-07-15T08:00:00.000Z",
  dateModified: "2026-07-20T10:30:00.000Z",
  author: { "@type": "Person", name: "Giulia Rinaldi", url: "https://shop.example/about?lng=it" } satisfies Person,
  publisher: { "@type": "Organization", name: "Filo", url: "https://shop.example/" } satisfies Organization,
  inLanguage: "it",
  articleSection: "Tutorial",
  mainEntityOfPage: { "@type": "WebPage", "@id": "https://shop.example/blog/granny-square?lng=it" },
  url: "https://shop.example/blog/granny-square?lng=it",
} satisfies WithContext<BlogPosting>;

describe("articleJsonLd (schema.org BlogPosting)", () => {
  it("describes the article with absolute URLs, ISO dates, its author and the shop as publisher", () => {
    expect(articleJsonLd(input)).toEqual(expected);
  });

  it("survives a round trip through JSON, as it is written into the page", () => {
    const json = JSON.parse(JSON.stringify(articleJsonLd(input))) as Record<string, unknown>;
    expect(json).toEqual(expected);
    expect(Date.parse(json.datePublished as string)).not.toBeNaN();
    for (const url of [json.url, (json.image as string[])[0]]) expect(String(url)).toMatch(/^https:\/\//);
  });

  it("credits the shop when the article has no author, and leaves out what is unknown", () => {
    const ld = articleJsonLd({
      ...input,
      article: { ...input.article, authorName: null, image: null, excerpt: "", category: null, publishedAt: null },
    });
    expect(ld).toMatchObject({ author: expected.publisher, publisher: expected.publisher });
    for (const key of ["image", "description", "articleSection", "datePublished"]) expect(ld).not.toHaveProperty(key);
  });

  it("keeps the headline within 110 characters", () => {
    const ld = articleJsonLd({ ...input, article: { ...input.article, title: "Long ".repeat(40) } });
    expect((ld as { headline: string }).headline.length).toBeLessThanOrEqual(110);
  });

  it("gives Google every recommended Article property, and the rules notice one gone", async () => {
    expect(defects(await richResultIssues([articleJsonLd(input)]))).toEqual([]);
    const withoutAuthorUrl = articleJsonLd(input) as { author: Record<string, unknown> };
    delete withoutAuthorUrl.author.url;
    expect(defects(await richResultIssues([withoutAuthorUrl])).flatMap((issue) => issue.fields)).toEqual(["author.url"]);
  });
});
