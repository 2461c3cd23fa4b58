/**
 * A route's headers with its action's Retry-After added: React Router passes on only an action's
 * cookies from a route that has no `headers` of its own.
 */
export function withRetryAfter({ parentHeaders, actionHeaders }: { parentHeaders: Headers; actionHeaders: Headers }): Headers {
  const headers = new Headers(parentHeaders);
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
}
