/**
 * The shop's public pages: the same for every shopper, so the page cache may keep them
 * (docs/decisions/0010). The route table declares them from this list and the cache recognises
 * their addresses by it; the cart, /auth, a shopper's own request and /admin are never kept.
 */
export const publicPages = [
  { path: "/", file: "routes/home.tsx" },
  { path: "/catalog", file: "routes/catalog.tsx" },
  { path: "/product/:slug", file: "routes/product.tsx" },
  { path: "/about", file: "routes/about.tsx" },
  { path: "/blog", file: "routes/blog.tsx" },
  { path: "/blog/:slug", file: "routes/article.tsx" },
  // The policy pages (privacy, terms, withdrawal, shipping, legal notice): docs/decisions/0037.
  { path: "/policies/:kind", file: "routes/policy.tsx" },
] as const;

/** Whether a path (decoded as the shop's links write it) is one of the public pages. */
export function isPublicPagePath(path: string): boolean {
  return publicPagePattern.test(path);
}

/** Each `:parameter` stands for one non-empty path segment, as in the route table. */
const publicPagePattern = new RegExp(
  `^(?:${publicPages.map(({ path }) => path.replace(/:[^/]+/g, "[^/]+")).join("|")})$`,
);
