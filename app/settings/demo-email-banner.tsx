import { MailWarning } from "lucide-react";
import { NoticeBanner } from "~/components/back-office/notice-banner";
import { useTranslation } from "~/i18n/react";

/**
 * Above every back-office page while order requests go to the demo address: nobody reads them
 * there, and nothing else would tell the owner (docs/decisions/0029).
 */
export function DemoEmailBanner({ email, fromServer }: { email: string; fromServer: boolean }) {
  const { t } = useTranslation();
  return (
    <NoticeBanner
      tone="warning"
      icon={MailWarning}
      label={t("admin.settings.demoEmailLabel")}
      text={fromServer ? t("admin.settings.demoEmailFromServer", { email }) : t("admin.settings.demoEmailBanner", { email })}
      action={{ to: "/admin/settings", label: t("admin.settings.demoEmailAction") }}
    />
  );
}
