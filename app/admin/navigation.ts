import {
  BellRing,
  ChartColumn,
  FolderOpen,
  Hash,
  Inbox,
  Newspaper,
  Package,
  PenLine,
  Scale,
  Settings,
  ShieldCheck,
  Store,
  Tags,
  UserCog,
  type LucideIcon,
} from "lucide-react";

/** Counts the layout loader hands the menu, shown as a badge beside a link. */
export type AdminCounts = { newOrders: number; lowStock: number };

/** What each count says to a screen reader and in its tooltip (translation keys, with `count`). */
export const adminCountLabels: Record<keyof AdminCounts, string> = {
  newOrders: "admin.orders.newCount",
  // docs/product/back-office.md#low-stock
  lowStock: "admin.lowStock.count",
};
export type AdminLink = { to: string; label: string; icon: LucideIcon; count?: keyof AdminCounts };
export type AdminLinkGroup = { label: string; links: AdminLink[] };

/** docs/product/back-office.md#admin-shell: the side menu's groups (labels are translation keys), with Orders, Settings and Security added. */
export const adminNavigation: AdminLinkGroup[] = [
  {
    label: "admin.shopManagement",
    links: [
      { to: "/admin/items", label: "admin.nav.items", icon: Package, count: "lowStock" },
      { to: "/admin/categories", label: "admin.nav.categories", icon: Tags },
      { to: "/admin/tags", label: "admin.nav.tags", icon: Hash },
      { to: "/admin/orders", label: "admin.nav.orders", icon: Inbox, count: "newOrders" },
      { to: "/admin/settings", label: "admin.nav.settings", icon: Settings },
      { to: "/admin/policies", label: "admin.nav.policies", icon: Scale },
      // The product feeds for the shopping platforms (docs/product/feeds.md#sales-channels-page).
      { to: "/admin/sales-channels", label: "admin.nav.salesChannels", icon: Store },
      // Who waits for a sold-out piece (docs/product/back-in-stock.md#in-the-back-office).
      { to: "/admin/back-in-stock", label: "admin.nav.stockAlerts", icon: BellRing },
      // What visitors read and where they come from, counted without cookies (docs/product/statistics.md).
      { to: "/admin/statistics", label: "admin.nav.statistics", icon: ChartColumn },
    ],
  },
  {
    label: "admin.blogManagement",
    links: [
      { to: "/admin/articles", label: "admin.nav.articles", icon: Newspaper },
      { to: "/admin/blog-categories", label: "admin.nav.blogCategories", icon: FolderOpen },
      { to: "/admin/authors", label: "admin.nav.authors", icon: PenLine },
    ],
  },
  {
    label: "admin.userManagement",
    links: [
      { to: "/admin/users", label: "admin.adminUsers", icon: UserCog },
      { to: "/admin/security", label: "admin.nav.security", icon: ShieldCheck },
    ],
  },
];
