/** The Retry-After of an action's answer, for a route's `headers` to pass on (routes without one drop it). */
export function retryAfterOf(actionHeaders: Headers): Headers {
  const headers = new Headers();
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
}
