import { describe, expect, it } from "vitest";
import { sanitizeArticleHtml } from "./article-html.server";

describe("sanitizeArticleHtml", () => {
  it("keeps formatting: headings, emphasis, lists, quotes, links and images", () => {
    const html =
      '<h2>Yarn</h2><p>A <strong>soft</strong> <em>cotton</em>, see <a href="https://example.com/yarn">here</a>.</p>' +
      '<ul><li>one</li></ul><blockquote>quote</blockquote><img src="/uploads/articles/a.webp" alt="Yarn">';
    const clean = sanitizeArticleHtml(html);
    expect(clean).toContain("<h2>Yarn</h2>");
    expect(clean).toContain("<strong>soft</strong> <em>cotton</em>");
    expect(clean).toContain('<a href="https://example.com/yarn">here</a>');
    expect(clean).toContain("<ul><li>one</li></ul><blockquote>quote</blockquote>");
    expect(clean).toContain('<img src="/uploads/articles/a.webp" alt="Yarn" loading="lazy" decoding="async" />');
  });

  it("keeps a picture's description as the editor writes it, quotes and angle brackets still escaped", () => {
    const clean = sanitizeArticleHtml('<p><img src="/uploads/articles/b.webp" alt="A &quot;granny&quot; square &amp; its &lt;border&gt;"></p>');
    expect(clean).toContain('alt="A &quot;granny&quot; square &amp; its &lt;border&gt;"');
    expect(clean).not.toContain("<border>");
  });

  it("removes scripts, event handlers, styles, frames and javascript: links", () => {
    const html =
      '<p onclick="alert(1)" style="color:red">x</p><script>alert(1)</script><iframe src="https://evil"></iframe>' +
      '<a href="javascript:alert(1)">bad</a><a href="JaVaScRiPt:alert(1)">bad2</a><img src="x" onerror="alert(1)">' +
      '<svg><script>alert(1)</script></svg><img src="data:image/svg+xml;base64,AAAA">';
    const clean = sanitizeArticleHtml(html);
    expect(clean).not.toMatch(/script|onclick|onerror|style=|iframe|javascript|data:/i);
    expect(clean).toContain("<p>x</p>");
  });

  it("makes links that open a new tab safe", () => {
    expect(sanitizeArticleHtml('<a href="https://e.com" target="_blank">e</a>')).toBe(
      '<a href="https://e.com" target="_blank" rel="noopener noreferrer">e</a>',
    );
  });
});
