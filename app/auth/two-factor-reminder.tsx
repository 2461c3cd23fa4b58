import { ShieldAlert } from "lucide-react";
import { NoticeBanner } from "~/components/back-office/notice-banner";
import { useTranslation } from "~/i18n/react";

/**
 * Where two-step verification is optional (a trial on http://localhost, or the owner's choice),
 * an admin without it is reminded on every back-office page (docs/product/access.md#required-two-step).
 */
export function TwoFactorReminder() {
  const { t } = useTranslation();
  return (
    <NoticeBanner
      tone="reminder"
      icon={ShieldAlert}
      label={t("admin.security.reminderLabel")}
      text={t("admin.security.reminder")}
      action={{ to: "/admin/security", label: t("admin.security.reminderAction") }}
    />
  );
}
