import { EyeOff } from "lucide-react";
import { useTranslation } from "~/i18n/react";
import { NoticeBanner } from "./notice-banner";

/** docs/product/storefront.md#owner-preview: the line above a page only admins can see yet, with the way back to its form. */
export function PreviewBanner({
  text,
  editHref,
  editLabel,
}: {
  text: string;
  editHref: string;
  editLabel: string;
}) {
  const { t } = useTranslation();
  return (
    <div data-testid="preview-banner">
      <NoticeBanner
        label={t("preview.label")}
        icon={EyeOff}
        text={text}
        action={{ to: editHref, label: editLabel }}
        tone="warning"
      />
    </div>
  );
}
