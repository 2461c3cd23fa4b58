const catalog = { to: "/catalog", label: "nav.catalog" } as const;
const about = { to: "/about", label: "nav.about" } as const;
const blog = { to: "/blog", label: "nav.blog" } as const;

/** The public pages named in the header and the mobile menu (docs/product/storefront.md#header-and-footer). */
export const navLinks = [catalog, about, blog] as const;
/** The footer's info links (docs/product/storefront.md#header-and-footer). */
export const infoLinks = [about, catalog, blog] as const;
