const catalog = { to: "/catalog", label: "nav.catalog" } as const;
const about = { to: "/about", label: "nav.about" } as const;
const blog = { to: "/blog", label: "nav.blog" } as const;

/** The public pages named in the header and the mobile menu (SPEC §2 Header). */
export const navLinks = [catalog, about, blog] as const;
/** The footer's info links (SPEC §2 Footer). */
export const infoLinks = [about, catalog, blog] as const;
