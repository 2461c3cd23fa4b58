import { data } from "react-router";
import { requireAdmin } from "~/auth/admin-rule.server";
import { receiveUploads } from "~/admin/uploads.server";
import type { Route } from "./+types/uploads";

/** Only posts: a read is answered, after the guard, with "method not allowed". */
export async function loader(args: Route.LoaderArgs) {
  await requireAdmin(args, "data");
  return data({ error: "POST images here" }, { status: 405, headers: { Allow: "POST" } });
}

export async function action(args: Route.ActionArgs) {
  await requireAdmin(args, "data");
  return receiveUploads(args.request, args.context);
}
