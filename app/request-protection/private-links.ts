/**
 * The pages whose address is a secret in itself: a shopper's own request, an admin's invitation,
 * a back-in-stock wish's confirm and unsubscribe links (app/routes.ts), opened by the token that
 * ends it. The request log keeps which kind of page was asked for and cuts the token, so reading
 * the log never opens one
 * (docs/product/access.md#logs). Routes match whatever the letter case and percent-encoding, so
 * this does too.
 */
const privatePage = /^[/\\]*(request|invitation|back-in-stock[/\\][^/\\]+)(?:[/\\]|$)/i;

export function withoutPrivateToken(path: string): string {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // Kept as it came: a path that cannot be decoded matches no route, so it opens nothing.
  }
  const match = privatePage.exec(decoded);
  return match ? `/${match[1].toLowerCase()}/…` : path;
}
