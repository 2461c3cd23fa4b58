import { feedFormatOf, feedResponse } from "~/feeds/feeds.server";
import type { Route } from "./+types/feed";

/** docs/product/feeds.md: the Google and Meta feeds, in the language `?lng=` names. */
export function loader({ request, context }: Route.LoaderArgs) {
  return feedResponse(request, context, feedFormatOf(request.url), context.language);
}
