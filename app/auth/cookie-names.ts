/**
 * The names of the cookies sign-in sets: better-auth's session and two-step challenge, and the
 * trusted device (trusted-device.server.ts), all under one prefix, with `__Secure-` before it on
 * a shop served over https. Kept apart from auth.server.ts so the page cache can tell them from a
 * stranger's cookies without loading the auth library.
 */
export const authCookiePrefix = "shop";

export function isAuthCookieName(name: string): boolean {
  return name.replace(/^__Secure-/, "").startsWith(`${authCookiePrefix}.`);
}
