import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

/** SPEC §2, one line a route. */
export default [
  layout("routes/public-layout.tsx", [
    index("routes/home.tsx"),
    // Any other path: the not-found page with a 404 status, inside the shop's layout.
    route("*", "routes/not-found.tsx"),
  ]),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
] satisfies RouteConfig;
