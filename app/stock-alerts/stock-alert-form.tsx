import { BellRing } from "lucide-react";
import { Link } from "react-router";
import { Field, inputClass } from "~/components/forms/field";
import { NativeSelect } from "~/components/forms/native-select";
import { Button } from "~/components/ui/button";
import { useTranslation } from "~/i18n/react";
import { policyPath } from "~/shop/policy-kinds";

/**
 * "Tell me when it's back" (docs/product/back-in-stock.md#the-form): a plain form, so it works
 * without scripts, answered by the page /back-in-stock. The product page decides when it shows;
 * for an item with colours it names the sold-out ones, the one on show chosen first.
 */
export function StockAlertForm({
  itemId,
  colours,
  shownId,
}: {
  itemId: string;
  /** The sold-out colours; null for an item without colours. */
  colours: { id: string; name: string }[] | null;
  shownId: string | null;
}) {
  const { t } = useTranslation();
  const id = "stock-alert-email";
  const chosen = colours?.some((colour) => colour.id === shownId) ? shownId! : colours?.[0]?.id;
  return (
    <section aria-labelledby="stock-alert-title" className="flex flex-col gap-3 rounded-xl bg-tint/60 p-4" data-testid="stock-alert">
      <h2 id="stock-alert-title" className="flex items-center gap-2 text-lg font-medium">
        <BellRing className="size-5 shrink-0 text-accent" aria-hidden />
        {t("stockAlert.title")}
      </h2>
      <p className="text-sm text-ink/85">{t("stockAlert.intro")}</p>
      <form method="post" action="/back-in-stock" className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
        <input type="hidden" name="itemId" value={itemId} />
        {colours ? (
          <Field field={{ id: "stock-alert-colour", errorId: "stock-alert-colour-error" }} label={t("stockAlert.colour")}>
            <NativeSelect id="stock-alert-colour" name="variantId" defaultValue={chosen}>
              {colours.map((colour) => (
                <option key={colour.id} value={colour.id}>
                  {colour.name}
                </option>
              ))}
            </NativeSelect>
          </Field>
        ) : null}
        <Field field={{ id, errorId: `${id}-error` }} label={t("stockAlert.email")} className="grow">
          <input id={id} name="email" type="email" required maxLength={254} autoComplete="email" className={inputClass} />
        </Field>
        <Button type="submit" variant="secondary" size="lg" className="w-full sm:w-auto">
          {t("stockAlert.submit")}
        </Button>
      </form>
      <p className="text-xs text-muted">
        {t("stockAlert.privacy")}{" "}
        <Link to={policyPath("privacy")} className="underline underline-offset-2 hover:text-accent">
          {t("stockAlert.privacyLink")}
        </Link>
      </p>
    </section>
  );
}
