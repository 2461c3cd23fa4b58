import { useTranslation } from "~/i18n/react";
import { Badge, type BadgeProps } from "~/components/ui/badge";
import { intlLocale } from "~/i18n/languages";
import { perLanguage } from "~/lib/per-language";
import type { Language } from "~shared/languages";
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

const receivedAt = perLanguage(
  (language) =>
    new Intl.DateTimeFormat(intlLocale[language], {
      day: "numeric",
      month: "short",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      timeZone: "UTC",
      timeZoneName: "short",
    }),
);

/**
 * When a request came in, to the minute. Written in UTC (and saying so) so that the server's
 * rendering and the browser's hydration agree.
 */
export function formatReceived(iso: string, language: Language): string {
  return receivedAt(language).format(new Date(iso));
}
