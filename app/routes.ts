import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";
import { publicPages } from "./public-pages";

/** docs/product/storefront.md#routes, one line a route (the public pages: app/public-pages.ts). */
export default [
  layout("routes/public-layout.tsx", [
    // The pages the page cache may keep: home, catalog, product, about, blog, article, policies.
    ...publicPages.map(({ path, file }) => (path === "/" ? index(file) : route(path.slice(1), file))),
    route("auth", "routes/auth.tsx"),
    route("cart", "routes/cart.tsx"),
    // The shopper's saved pieces, from their cookie (docs/product/storefront.md#saved-pieces): never kept, never indexed.
    route("saved", "routes/saved.tsx"),
    // A shopper's own request, opened with its secret token (docs/decisions/0035): never kept, never indexed.
    route("request/:token", "routes/request.tsx"),
    // The way to the withdrawal function without the request's link (docs/product/cart-and-orders.md#withdrawal-function).
    route("withdrawal", "routes/withdrawal.tsx"),
    // An added admin's own password, set from their invitation link (docs/product/access.md#invitations).
    route("invitation/:token", "routes/invitation.tsx"),
    // "Tell me when it's back": the form's answer, and its mails' confirm and unsubscribe links (docs/product/back-in-stock.md).
    route("back-in-stock", "routes/back-in-stock.tsx"),
    route("back-in-stock/:kind/:token", "routes/back-in-stock-link.tsx"),
    // Any other path: the not-found page with a 404 status, inside the shop's layout.
    route("*", "routes/not-found.tsx"),
  ]),
  // The back office: every loader and action in it calls requireAdmin (app/auth/admin-rule.server.ts).
  route("admin", "routes/admin/layout.tsx", [
    index("routes/admin/index.tsx"),
    route("items", "routes/admin/items.tsx"),
    route("categories", "routes/admin/categories.tsx"),
    route("tags", "routes/admin/tags.tsx"),
    route("articles", "routes/admin/articles.tsx"),
    // The blog's categories: the same page as the shop's, told apart by the address.
    route("blog-categories", "routes/admin/categories.tsx", { id: "routes/admin/blog-categories" }),
    route("authors", "routes/admin/authors.tsx"),
    route("orders", "routes/admin/orders.tsx"),
    route("orders.csv", "routes/admin/orders-csv.ts"),
    route("orders/:id", "routes/admin/order.tsx"),
    route("settings", "routes/admin/settings.tsx"),
    route("settings/words", "routes/admin/shop-words.tsx"),
    route("settings/demo-content", "routes/admin/demo-content.tsx"),
    route("policies", "routes/admin/policies.tsx"),
    // The product feeds' addresses and what they leave out (docs/product/feeds.md#sales-channels-page).
    route("sales-channels", "routes/admin/sales-channels.tsx"),
    // Who waits for a sold-out piece, and an address erased on request (docs/product/back-in-stock.md#in-the-back-office).
    route("back-in-stock", "routes/admin/back-in-stock.tsx"),
    // The shop's own visit counts (docs/product/statistics.md#the-statistics-page).
    route("statistics", "routes/admin/statistics.tsx"),
    route("users", "routes/admin/users.tsx"),
    route("security", "routes/admin/security.tsx"),
  ]),
  // The back office's image uploads (multipart POST, answers JSON URLs).
  route("admin/uploads", "routes/admin/uploads.ts"),
  // The cart page's calls: today's values of its lines, and storing an order request.
  route("cart/lines", "routes/cart-lines.ts"),
  route("order-requests", "routes/order-requests.ts"),
  // "Send my links again" from the cart page (docs/decisions/0035).
  route("request-links", "routes/request-links.ts"),
  route("sitemap.xml", "routes/sitemap.ts"),
  // The product feeds the shopping platforms fetch (docs/product/feeds.md), one module for both formats.
  route("feeds/google.xml", "routes/feed.ts", { id: "routes/feed-google" }),
  route("feeds/meta.csv", "routes/feed.ts", { id: "routes/feed-meta" }),
  route("robots.txt", "routes/robots.ts"),
] satisfies RouteConfig;
