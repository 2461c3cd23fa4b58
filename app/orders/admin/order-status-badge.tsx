import { useTranslation } from "~/i18n/react";
import { Badge, type BadgeProps } from "~/components/ui/badge";
import type { AdminOrder, OrderStatus } from "./order-admin";

const statusLook: Record<OrderStatus, BadgeProps["variant"]> = {
  new: "accent",
  contacted: "outline",
  quoted: "outline",
  accepted: "accent",
  declined: "neutral",
  confirmed: "success",
  done: "neutral",
  cancelled: "danger",
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return <Badge variant={statusLook[status]}>{t(`admin.orders.statuses.${status}`)}</Badge>;
}

/** "Commission" is worth a glance; plain orders need no badge. */
export function OrderKindBadge({ kind }: { kind: AdminOrder["kind"] }) {
  const { t } = useTranslation();
  return kind === "commission" ? <Badge variant="neutral">{t("admin.orders.kinds.commission")}</Badge> : null;
}

/** A withdrawal from the contract: the refund runs from its date (docs/product/cart-and-orders.md#withdrawal-function). */
export function WithdrawnBadge({ withdrawnAt }: { withdrawnAt: string | null }) {
  const { t } = useTranslation();
  return withdrawnAt ? <Badge variant="danger">{t("withdrawal.admin.badge")}</Badge> : null;
}
