/** docs/product/back-office.md#sidebar: the open or collapsed state is kept in a cookie for 7 days. */
export const sidebarCookieName = "sidebar_state";
const sidebarCookieMaxAge = 60 * 60 * 24 * 7;

export function sidebarOpenFromCookie(cookieHeader: string | null): boolean {
  const match = new RegExp(`(?:^|;\\s*)${sidebarCookieName}=(true|false)(?:;|$)`).exec(cookieHeader ?? "");
  return match?.[1] !== "false";
}

export function rememberSidebarOpen(open: boolean) {
  document.cookie = `${sidebarCookieName}=${open}; path=/; max-age=${sidebarCookieMaxAge}; samesite=lax`;
}
