/**
 * A note for the next back-office page to show as a toast (e.g. 'Logged in' after the sign-in
 * redirect). Set by the server, read once and cleared by the shell in the browser.
 */
const flashCookieName = "admin_flash";
export type Flash = "signed-in";

export function flashCookie(flash: Flash): string {
  return `${flashCookieName}=${flash}; Path=/; Max-Age=60; SameSite=Lax`;
}

export function takeFlash(): Flash | undefined {
  const match = new RegExp(`(?:^|;\\s*)${flashCookieName}=([a-z-]+)`).exec(document.cookie);
  if (!match) return undefined;
  document.cookie = `${flashCookieName}=; path=/; max-age=0`;
  return match[1] === "signed-in" ? match[1] : undefined;
}
