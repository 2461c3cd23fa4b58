import { replace } from "react-router";
import { requireAdmin } from "~/admin/admin-rule.server";
import type { Route } from "./+types/index";

/** SPEC §2: /admin opens the items page. */
export async function loader(args: Route.LoaderArgs) {
  await requireAdmin(args);
  throw replace("/admin/items");
}
