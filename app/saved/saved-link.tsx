import { Heart } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { useTranslation } from "~/i18n/react";
import { cn } from "~/lib/utils";
import { useSavedIds } from "./saved-store";
import { HeaderCount } from "~/components/header-count";

/** Header link to the saved pieces with their number when there are any (docs/product/storefront.md#saved-pieces). */
export function SavedLink() {
  const { t } = useTranslation();
  const count = useSavedIds().length;
  return (
    <Link
      to="/saved"
      className={cn(buttonVariants({ variant: "ghost", size: "icon" }), "relative")}
      aria-label={count > 0 ? t("nav.savedWithCount", { count }) : t("nav.saved")}
    >
      <Heart className="size-5" aria-hidden />
      {count > 0 ? <HeaderCount count={count} /> : null}
    </Link>
  );
}
