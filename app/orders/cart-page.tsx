import { ArrowRight, ShoppingBag } from "lucide-react";
import { Suspense, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { Link } from "react-router";
import { toast } from "~/components/ui/toast";
import { Button } from "~/components/ui/button";
import { formatPrice } from "~/lib/money";
import { withdrawalDays } from "~/lib/withdrawal";
import { OrderRequestButton, OrderSentConfirmation } from "./order-request-button";
import { OrdersHeldBack } from "./orders-held-back";
import { ResendLinksForm } from "./conversation/resend-links-form";
import type { PostedOrder, SentOrder } from "./order-message";
import { useRootData } from "~/root-data";
import { isBlockedLine, lineKey } from "~/cart/cart-check";
import { CartLineRow } from "~/cart/cart-line-row";
import { useCart } from "~/cart/cart-provider";
import { saveCart } from "~/cart/cart-store";
import { ShippingEstimate } from "~/cart/shipping-estimate";
import type { ShippingDestination } from "~shared/settings-values";
import { servedDestinations } from "~/shop/shipping-terms";
import { useCartCheck } from "~/cart/use-cart-check";
import type { Cart, CartLine } from "~/shop/cart";
import { loadedComponent, onDemand } from "~/components/ui/on-demand";

// What a browser without scripts is shown (docs/product/cart-and-orders.md#cart-without-scripts):
// the server draws it whole; with scripts its code, forms and validator included, loads only on
// the rare visit that shows it, and the page stays as drawn until then.
const CookieCartView = loadedComponent(
  onDemand(() => import("./cookie-cart-view")),
  (code) => code.CookieCartView,
);
const PostedOrderConfirmation = loadedComponent(
  onDemand(() => import("./order-confirmation")),
  (code) => code.PostedOrderConfirmation,
);
const CommissionRequestView = loadedComponent(
  onDemand(() => import("./commission-request-view")),
  (code) => code.CommissionRequestView,
);

/** What the cart's forms posted without scripts answered (app/routes/cart.tsx). */
export type CartPosted =
  | { refusal: string }
  | PostedOrder
  | undefined;

/**
 * The cookie's cart, shown until the scripts show the browser's (docs/product/cart-and-orders.md#cart-without-scripts);
 * `commission`: the page asks for one piece anew instead, and `piece` is null when the shop no longer sells it.
 */
export type CartWithoutScripts = { lines: Cart; commission: { piece: CartLine | null } | null; idempotencyKey: string; posted: CartPosted };

/**
 * docs/product/cart-and-orders.md#cart-page: the lines, a clear button and the total; an aside with
 * the order request. `shopMails`: SMTP is set, so the shop can e-mail a shopper their links.
 */
export function CartPage({ shopMails, withoutScripts }: { shopMails: boolean; withoutScripts: CartWithoutScripts }) {
  const { t } = useTranslation();
  const { language, shop } = useRootData();
  const [destination, setDestination] = useState<ShippingDestination>("it");
  // Only where the shop ships; the first of them until the shopper picks one (Italy when served).
  const served = shop.shipping ? servedDestinations(shop.shipping) : [];
  const chosen = served.find((option) => option.destination === destination) ?? served[0];
  const cart = useCart();
  const check = useCartCheck(cart.ready, language);
  const [sentHere, setSent] = useState<SentOrder | null>(null);
  const posted = withoutScripts.posted;
  const order = posted && "order" in posted ? posted.order : null;
  const commission = withoutScripts.commission;
  const postedLines = commission?.piece ? [commission.piece] : withoutScripts.lines;
  // A request sent by the form without scripts ends in the same confirmation as the dialog's.
  const postedOrder =
    posted && "order" in posted && (posted.order.status === "stored" || posted.order.status === "failed") ? { ...posted, order: posted.order } : null;
  const sent = sentHere ?? postedOrder;
  const blocked = cart.lines.some((line) => isBlockedLine(line, check.notices));
  function clear() {
    const previous = cart.lines;
    cart.clear();
    toast(t("cartPage.cleared"), { action: { label: t("cartPage.undo"), onClick: () => saveCart(previous) } });
  }

  const continueShopping = (
    <Button asChild variant="ghost">
      <Link to="/catalog">
        {t("cartPage.continueShopping")}
        <ArrowRight aria-hidden />
      </Link>
    </Button>
  );
  const confirmation = sentHere ? (
    <OrderSentConfirmation sent={sentHere} className="mt-8 max-w-3xl">
      {continueShopping}
    </OrderSentConfirmation>
  ) : postedOrder ? (
    <Suspense fallback={null}>
      <PostedOrderConfirmation posted={postedOrder} lines={postedLines} className="mt-8 max-w-3xl">
        {continueShopping}
      </PostedOrderConfirmation>
    </Suspense>
  ) : null;

  if (commission) {
    return (
      <div className="container-page py-8 md:py-14">
        <h1 className="text-3xl md:text-4xl">{t("order.commissionTitle")}</h1>
        {confirmation ??
          (commission.piece ? (
            <Suspense fallback={null}>
              <CommissionRequestView
                piece={commission.piece}
                idempotencyKey={withoutScripts.idempotencyKey}
                submission={order?.status === "invalid" ? order.submission : undefined}
                refused={order?.status === "refused" ? order.problems : undefined}
              />
            </Suspense>
          ) : (
            <>
              <p role="alert" className="mt-8 rounded-xl bg-danger-soft px-4 py-3 text-sm text-danger">
                {t("cart.unavailable")}
              </p>
              <EmptyCart />
            </>
          ))}
      </div>
    );
  }

  return (
    <div className="container-page py-8 md:py-14">
      <h1 className="text-3xl md:text-4xl">{t("cartPage.title")}</h1>

      {confirmation}

      {!cart.ready ? (
        sent ? null : withoutScripts.lines.length ? (
          <Suspense fallback={null}>
            <CookieCartView
              lines={withoutScripts.lines}
              idempotencyKey={withoutScripts.idempotencyKey}
              refusal={posted && "refusal" in posted ? posted.refusal : undefined}
              submission={order?.status === "invalid" ? order.submission : undefined}
              refused={order?.status === "refused" ? order.problems : undefined}
            />
          </Suspense>
        ) : (
          <>
            <CartSkeleton label={t("cartPage.loading")} />
            {/* Without scripts nothing would end the loading: the cookie holds no cart, so it is empty. */}
            <div className="hidden [@media(scripting:none)]:block">
              {posted && "refusal" in posted ? (
                <p role="alert" className="mt-8 rounded-xl bg-danger-soft px-4 py-3 text-sm text-danger">
                  {t(posted.refusal)}
                </p>
              ) : null}
              <EmptyCart />
            </div>
          </>
        )
      ) : cart.lines.length === 0 ? (
        sent ? null : <EmptyCart />
      ) : (
        <div className="mt-8 grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-12">
          <section aria-labelledby="cart-lines-title">
            <h2 id="cart-lines-title" className="sr-only">
              {t("cartPage.lines")}
            </h2>
            <p role="status" className="mb-4 text-sm text-muted empty:mb-0">
              {check.status === "checking" ? t("cartPage.checking") : check.status === "failed" ? t("cartPage.checkFailed") : ""}
            </p>
            <ul className="divide-y divide-border border-b border-border">
              {cart.lines.map((line) => {
                const key = lineKey(line.id, line.selectedColorId);
                return (
                  <CartLineRow
                    key={key}
                    line={line}
                    notices={check.notices.get(key) ?? []}
                    language={language}
                    onQuantity={(qty) => cart.setQuantity(line.id, line.selectedColorId, qty)}
                    onRemove={() => cart.remove(line.id, line.selectedColorId)}
                  />
                );
              })}
            </ul>
            <Button variant="quiet" size="sm" className="mt-3 -ml-3 hover:text-danger" onClick={clear}>
              {t("cartPage.clear")}
            </Button>
          </section>

          <aside aria-labelledby="cart-summary-title" className="rounded-2xl border border-border bg-surface p-5 md:p-6 lg:sticky lg:top-24">
            <h2 id="cart-summary-title" className="text-xl">
              {t("cartPage.summary")}
            </h2>
            <p className="mt-1 text-sm text-muted">{t("cartPage.pieces", { count: cart.count })}</p>
            <p className="mt-4 flex items-baseline justify-between gap-3 border-t border-border pt-4 text-lg">
              <span className="font-medium">{t("cartPage.total")}</span>
              <span className="price">{formatPrice(cart.total, language)}</span>
            </p>
            <p className="mt-1 text-right text-sm text-muted" data-testid="cart-vat">
              {shop.vatNote}
            </p>
            {shop.shipping && chosen ? (
              <ShippingEstimate
                shipping={shop.shipping}
                served={served}
                lines={cart.lines}
                total={cart.total}
                destination={chosen}
                onDestination={setDestination}
              />
            ) : null}
            {!shop.acceptsOrders ? (
              <OrdersHeldBack className="mt-5" />
            ) : (
              <OrderRequestButton
                kind="order"
                lines={cart.lines}
                onRefused={check.check}
                destination={chosen?.destination}
                onSent={(result) => {
                  setSent(result);
                  // A stored request is with the shop now; one that could not be stored keeps its cart.
                  if (result.reference !== null) cart.clear();
                }}
                button={{ size: "lg", className: "mt-5 w-full", disabled: blocked, "aria-describedby": blocked ? "cart-blocked" : undefined }}
              >
                {t("order.requestOrder")}
              </OrderRequestButton>
            )}
            {blocked ? (
              <p id="cart-blocked" className="mt-3 text-sm text-danger">
                {t("cartPage.blocked")}
              </p>
            ) : null}
            <p className="mt-4 text-sm text-muted">{t("cartPage.noPayment")}</p>
            {cart.lines.some((line) => line.leadTimeDays) ? (
              // Made after the order is not made to the shopper's specifications (docs/product/storefront.md#right-of-withdrawal).
              <p className="mt-2 text-sm text-muted" data-testid="withdrawal-right">
                {t("policies.withdrawalInText", { count: withdrawalDays(shop.returns) })}
              </p>
            ) : null}
          </aside>
        </div>
      )}
      <ResendLinksForm shopMails={shopMails} />
    </div>
  );
}

function EmptyCart() {
  const { t } = useTranslation();
  return (
    <div className="mt-8 flex flex-col items-center gap-4 rounded-2xl border border-dashed border-border bg-surface px-6 py-14 text-center">
      <ShoppingBag className="size-10 text-muted" aria-hidden />
      <div>
        <p className="text-lg">{t("cartPage.empty")}</p>
        <p className="mt-1 text-muted">{t("cartPage.emptyHint")}</p>
      </div>
      <Button asChild>
        <Link to="/catalog">{t("cartPage.browseCatalog")}</Link>
      </Button>
    </div>
  );
}

/** Until the browser has read the stored cart (the server renders none). */
function CartSkeleton({ label }: { label: string }) {
  return (
    <div aria-busy className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-12 [@media(scripting:none)]:hidden">
      <span className="sr-only">{label}</span>
      <div className="flex flex-col gap-5">
        {[0, 1].map((row) => (
          <div key={row} className="grid grid-cols-[5rem_1fr] gap-4 sm:grid-cols-[6rem_1fr]">
            <div className="aspect-[4/5] animate-pulse rounded-xl bg-tint" />
            <div className="flex flex-col gap-2 pt-1">
              <div className="h-5 w-2/3 animate-pulse rounded bg-tint" />
              <div className="h-4 w-1/3 animate-pulse rounded bg-tint" />
            </div>
          </div>
        ))}
      </div>
      <div className="h-56 animate-pulse rounded-2xl bg-tint" />
    </div>
  );
}
