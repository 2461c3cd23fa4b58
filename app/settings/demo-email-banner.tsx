import { MailWarning } from "lucide-react";
import { Link } from "react-router";
import { useTranslation } from "~/i18n/react";

/**
 * Above every back-office page while order requests go to the demo address: nobody reads them
 * there, and nothing else would tell the owner (docs/decisions/0029).
 */
export function DemoEmailBanner({ email, fromServer }: { email: string; fromServer: boolean }) {
  const { t } = useTranslation();
  return (
    <div
      role="region"
      aria-label={t("admin.settings.demoEmailLabel")}
      className="flex flex-col gap-2 border-b border-danger/30 bg-danger-soft px-4 py-3 text-sm text-ink sm:flex-row sm:items-center md:px-8"
    >
      <MailWarning className="size-5 shrink-0 text-danger max-sm:hidden" aria-hidden />
      <p className="flex-1 break-words">
        {fromServer ? t("admin.settings.demoEmailFromServer", { email }) : t("admin.settings.demoEmailBanner", { email })}
      </p>
      <Link
        to="/admin/settings"
        className="inline-flex min-h-11 items-center self-start font-medium text-danger underline underline-offset-4 hover:text-ink sm:self-auto"
      >
        {t("admin.settings.demoEmailAction")}
      </Link>
    </div>
  );
}
