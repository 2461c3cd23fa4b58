import { Form } from "react-router";
import { Field, inputClass } from "~/components/forms/field";
import { Button } from "~/components/ui/button";
import { useTranslation } from "~/i18n/react";
import { useShopTime } from "~/lib/use-shop-time";
import type { ListedWish, WaitingPiece } from "./waiting-list.server";

/** What an erasure did, or why it was refused, in the owner's language. */
export type ErasedAddress = { wishes: number; requests: number; kept: number } | { error: string };

/**
 * The back office's "Back in stock" (docs/product/back-in-stock.md#in-the-back-office): how many wait
 * for each piece, the addresses, and one address found and erased.
 */
export function StockAlertsAdminPage({
  pieces,
  wishes,
  email,
  erased,
}: {
  pieces: WaitingPiece[];
  wishes: ListedWish[];
  email: string;
  erased: ErasedAddress | undefined;
}) {
  const { t } = useTranslation();
  const shopTime = useShopTime();
  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="waiting-pieces" className="flex flex-col gap-3">
        <h2 id="waiting-pieces" className="text-xl font-medium">
          {t("admin.stockAlerts.waiting")}
        </h2>
        {pieces.length === 0 ? (
          <p className="text-muted">{t("admin.stockAlerts.nobody")}</p>
        ) : (
          <table className="w-full text-left text-sm" data-testid="waiting-pieces">
            <thead>
              <tr className="border-b border-ink/15">
                <th className="py-2 pr-3 font-medium">{t("admin.stockAlerts.piece")}</th>
                <th className="py-2 pr-3 text-right font-medium">{t("admin.stockAlerts.waiting")}</th>
                <th className="py-2 text-right font-medium">{t("admin.stockAlerts.unconfirmed")}</th>
              </tr>
            </thead>
            <tbody>
              {pieces.map((piece) => (
                <tr key={`${piece.itemId} ${piece.pieceName}`} className="border-b border-ink/10">
                  <td className="py-2 pr-3">{piece.pieceName}</td>
                  <td className="py-2 pr-3 text-right tabular-nums">{piece.waiting}</td>
                  <td className="py-2 text-right tabular-nums">{piece.unconfirmed}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      <section aria-labelledby="wish-addresses" className="flex flex-col gap-3">
        <h2 id="wish-addresses" className="text-xl font-medium">
          {t("admin.stockAlerts.addresses")}
        </h2>
        <Form method="get" className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <Field field={{ id: "wish-email", errorId: "wish-email-error" }} label={t("admin.stockAlerts.find")} className="grow">
            <input id="wish-email" name="email" type="email" defaultValue={email} maxLength={254} className={inputClass} />
          </Field>
          <Button type="submit" variant="secondary">
            {t("admin.stockAlerts.findButton")}
          </Button>
        </Form>
        {wishes.length === 0 ? (
          <p className="text-muted">{email ? t("admin.stockAlerts.noWishes") : t("admin.stockAlerts.nobody")}</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm" data-testid="wish-addresses">
              <thead>
                <tr className="border-b border-ink/15">
                  <th className="py-2 pr-3 font-medium">{t("admin.stockAlerts.email")}</th>
                  <th className="py-2 pr-3 font-medium">{t("admin.stockAlerts.piece")}</th>
                  <th className="py-2 pr-3 font-medium">{t("admin.stockAlerts.state")}</th>
                  <th className="py-2 font-medium">{t("admin.stockAlerts.asked")}</th>
                </tr>
              </thead>
              <tbody>
                {wishes.map((wish) => (
                  <tr key={wish.id} className="border-b border-ink/10">
                    <td className="py-2 pr-3 break-all">{wish.email}</td>
                    <td className="py-2 pr-3">{wish.pieceName}</td>
                    <td className="py-2 pr-3">{t(`admin.stockAlerts.states.${wish.state}`)}</td>
                    <td className="py-2 whitespace-nowrap">{shopTime.date(wish.createdAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {erased ? (
          <p role="status" className="rounded-xl bg-tint/70 px-4 py-3 font-medium" data-testid="erased-address">
            {"error" in erased
              ? erased.error
              : `${t("admin.stockAlerts.erased", { wishes: erased.wishes, requests: erased.requests })}${erased.kept ? ` ${t("admin.stockAlerts.kept", { count: erased.kept })}` : ""}`}
          </p>
        ) : null}
        {email ? (
          <Form method="post" className="flex flex-col gap-2 rounded-xl border border-ink/15 p-4">
            <input type="hidden" name="email" value={email} />
            <p className="text-sm text-ink/85">{t("admin.stockAlerts.eraseIntro")}</p>
            <Button type="submit" variant="secondary" className="self-start">
              {t("admin.stockAlerts.erase")}
            </Button>
          </Form>
        ) : null}
      </section>
    </div>
  );
}
