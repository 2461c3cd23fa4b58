import { replace } from "react-router";
import { requireAdmin } from "~/auth/admin-rule.server";
import type { Route } from "./+types/index";

/** docs/product/back-office.md#back-office-pages: /admin opens the items page. */
export async function loader(args: Route.LoaderArgs) {
  await requireAdmin(args);
  throw replace("/admin/items");
}
