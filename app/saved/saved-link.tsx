import { Heart } from "lucide-react";
import { useTranslation } from "~/i18n/react";
import { useSavedIds } from "./saved-store";
import { HeaderCountLink } from "~/components/header-count";

/** Header link to the saved pieces with their number when there are any (docs/product/storefront.md#saved-pieces). */
export function SavedLink() {
  const { t } = useTranslation();
  const count = useSavedIds().length;
  return (
    <HeaderCountLink
      to="/saved"
      icon={Heart}
      count={count}
      label={count > 0 ? t("nav.savedWithCount", { count }) : t("nav.saved")}
    />
  );
}
