import { requireAdmin } from "~/auth/admin-rule.server";
import { ordersQuery } from "~/orders/admin/order-admin";
import { allOrders } from "~/orders/admin/order-admin.server";
import { ordersCsv } from "~/orders/admin/order-csv";
import { isoInZone } from "~/lib/dates";
import { readShopSettings } from "~/shop/shop-settings.server";
import { csvConversations } from "~/orders/conversation/conversation.server";
import type { Route } from "./+types/orders-csv";

/** GET /admin/orders.csv[?status=…&q=…&from=…&to=…]: the order requests as a spreadsheet file, with the list's filter. */
export async function loader(args: Route.LoaderArgs) {
  await requireAdmin(args, "data");
  const filter = ordersQuery(new URL(args.request.url).searchParams);
  const { status } = filter;
  const { timeZone } = await readShopSettings(args.context);
  const day = isoInZone(new Date().toISOString(), timeZone).slice(0, 10);
  const orders = await allOrders(args.context.db, filter, timeZone);
  const conversations = await csvConversations(args.context.db, orders.map((order) => order.id));
  return new Response(ordersCsv(orders, conversations, timeZone), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="orders-${status ?? "all"}-${day}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
