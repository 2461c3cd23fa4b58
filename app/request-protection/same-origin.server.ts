import type { ShopConfig } from "~/config";

/**
 * False for a state-changing request sent by a page of another site (a forged form post): the
 * browser names the sending page's origin, which must be the shop's own.
 */
export function isSameOriginRequest(request: Request, config: Pick<ShopConfig, "publicUrl">): boolean {
  if (request.method === "GET" || request.method === "HEAD") return true;
  if (request.headers.get("sec-fetch-site") === "cross-site") return false;
  const origin = request.headers.get("origin");
  if (!origin) return true;
  return origin === new URL(request.url).origin || origin === new URL(config.publicUrl).origin;
}
