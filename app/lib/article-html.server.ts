import sanitizeHtml from "sanitize-html";

/**
 * Article bodies are HTML written in the back office. They are cleaned on save and again on
 * render (docs/product/content-rules.md#article-html): only formatting survives — no scripts, event handlers, styles, frames or
 * javascript: links.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    "p", "br", "hr", "h2", "h3", "h4", "strong", "b", "em", "i", "u", "s", "a", "ul", "ol", "li",
    "blockquote", "figure", "figcaption", "img", "code", "pre",
  ],
  allowedAttributes: {
    a: ["href", "title", "target", "rel"],
    img: ["src", "alt", "width", "height", "title", "loading", "decoding"],
    // A quote in another language than the page's says so, for screen readers (WCAG 3.1.2).
    blockquote: ["lang"],
  },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: { img: ["https"] },
  allowedSchemesAppliedToAttributes: ["href", "src"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  transformTags: {
    // Links opening a new tab must not give the new page a handle on ours.
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === "_blank" ? { ...attribs, rel: "noopener noreferrer" } : { ...attribs, rel: attribs.rel ?? "" },
    }),
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: "lazy", decoding: "async" } }),
  },
  exclusiveFilter: (frame) => frame.tag === "a" && !frame.attribs.href && !frame.text.trim(),
};

export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, options).replace(/ rel=""/g, "");
}
