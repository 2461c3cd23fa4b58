import { CircleAlert, CircleCheck } from "lucide-react";
import type { ReactNode } from "react";
import { Form, Link, useLocation, useNavigation } from "react-router";
import { Field, fieldClass, inputClass } from "~/components/forms/field";
import { Badge } from "~/components/ui/badge";
import { Button, buttonVariants } from "~/components/ui/button";
import { useTranslation } from "~/i18n/react";
import { formatDay } from "~/lib/dates";
import { formatPrice } from "~/lib/money";
import { useShopTime } from "~/lib/use-shop-time";
import { cn } from "~/lib/utils";
import { useRootData } from "~/root-data";
import { lineLabel } from "~/orders/order-text";
import type {
  Conversation,
  QuoteView,
  ShopperRequest,
} from "./conversation.server";
import type { AnswerReply, WithdrawReply } from "./request-action.server";
import { HistoryList } from "./history-list";
import { historyEventKey } from "./fulfilment-form";
import { HowToPay, Shipment } from "./shopper-fulfilment";
import { DeliveryForm, DeliverySummary } from "./delivery-form";
import { deliveryChoiceOpen } from "./delivery-choice";
import { typeset } from "~/lib/typography";
import { MessageForm } from "./message-form";
import { MessageList } from "./message-list";
import type { ShopperFormReply } from "./shopper-writes-action.server";
import { openStatuses } from "./status-machine";
import { LineWithdrawalNote } from "./line-withdrawal-note";
import type { PreContractSummary } from "./pre-contract-summary";
import { PreContractSummaryView } from "./pre-contract-summary-view";
import type { WithdrawalState } from "./withdrawal-period";

/*
 * The shopper's page of a request (docs/decisions/0035): what was asked, the status and its history,
 * the shop's messages and quote with Accept and Decline. Plain forms: it all works without scripts.
 */

function Section({ title, children, id: sectionId }: { title: string; children: ReactNode; id?: string }) {
  const id = `request-${title.replace(/\W+/g, "-").toLowerCase()}`;
  return (
    <section
      id={sectionId}
      aria-labelledby={id}
      className="rounded-2xl border border-border bg-surface px-5 py-5 md:px-6"
    >
      <h2 id={id} className="text-xl">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

export function RequestPage({
  request,
  conversation,
  shopMails,
  withdrawal,
  confirmingWithdrawal,
  withdrawnPieces,
  summary,
  answer,
  shopperForm,
  deliveryCountries,
}: {
  request: ShopperRequest;
  conversation: Conversation;
  /** SMTP is set: the shop also e-mails each step; otherwise the page says it sends none. */
  shopMails: boolean;
  withdrawal: WithdrawalState;
  /** The withdrawal function's confirmation step is shown. */
  confirmingWithdrawal: boolean;
  withdrawnPieces: string[];
  /** What the shopper reads before the binding control, while the quote can be accepted. */
  summary: PreContractSummary | null;
  answer?: AnswerReply | WithdrawReply;
  /** The message or delivery form sent back with what was typed and why it was refused. */
  shopperForm?: ShopperFormReply;
  /** The countries a parcel can go to, code to name, Italy first. */
  deliveryCountries: Record<string, string>;
}) {
  const { t } = useTranslation();
  const { dateTime } = useShopTime();
  const { shop } = useRootData();
  const { quote, messages } = conversation;
  return (
    <div className="container-page max-w-3xl py-8 md:py-14">
      <h1 className="text-3xl md:text-4xl">
        {t("request.title", { reference: request.reference })}
      </h1>
      <p className="mt-2 text-muted">
        {t("request.received", {
          date: dateTime(request.createdAt),
        })}
      </p>
      <p className="mt-4 flex flex-wrap items-center gap-2">
        <span className="font-medium">{t("request.statusLabel")}:</span>
        <Badge
          variant={
            request.status === "cancelled" || request.withdrawnAt
              ? "danger"
              : request.status === "confirmed" || request.status === "done"
                ? "success"
                : "accent"
          }
        >
          {request.withdrawnAt ? t("request.statusWithdrawn") : t(`request.statuses.${request.status}`)}
        </Badge>
      </p>
      <p className="mt-3 text-sm text-ink/85">{t("request.intro")}</p>
      {shopMails ? null : (
        <p className="mt-2 text-sm text-ink/85" data-testid="request-no-mail">
          {t("request.noMail")}
        </p>
      )}

      {answer && !isWithdrawReply(answer) ? <AnswerNote answer={answer} /> : null}

      <div className="mt-8 flex flex-col gap-6">
        {request.paymentInstructions && request.status !== "cancelled" ? (
          <Section title={t("request.fulfilment.howToPay")} id="how-to-pay">
            <HowToPay request={request} />
          </Section>
        ) : null}
        {request.shippedAt ? (
          <Section title={t(request.carrier ? "request.fulfilment.shipping" : "request.fulfilment.readyTitle")} id="shipping">
            <Shipment request={request} />
          </Section>
        ) : null}
        <WithdrawalSection
          request={request}
          withdrawal={withdrawal}
          confirming={confirmingWithdrawal || (answer !== undefined && isWithdrawReply(answer))}
          pieces={withdrawnPieces}
          shopMails={shopMails}
          reply={answer && isWithdrawReply(answer) ? answer : undefined}
        />
        {deliveryChoiceOpen.includes(request.status) || request.delivery ? (
          <Section title={t("request.delivery.title")} id="delivery">
            {request.delivery ? <DeliverySummary choice={request.delivery} collection={t("request.delivery.collectionChosen")} /> : null}
            {deliveryChoiceOpen.includes(request.status) ? (
              <div className={request.delivery ? "mt-5 border-t border-border pt-5" : undefined}>
                <p className="mb-4 text-sm text-ink/85">{t("request.delivery.intro")}</p>
                <DeliveryForm key={JSON.stringify(request.delivery)} current={request.delivery} countries={deliveryCountries} reply={shopperForm} />
              </div>
            ) : null}
          </Section>
        ) : null}
        {quote && quote.state !== "withdrawn" ? (
          <QuoteSection quote={quote} status={request.status} kind={request.kind} summary={summary} />
        ) : null}
        <Section title={t("request.message.title")} id="messages">
          {messages.length ? (
            <MessageList messages={messages} authors={{ owner: shop.name, shopper: t("request.message.you") }} className="mb-5" />
          ) : null}
          {openStatuses.includes(request.status) ? (
            <MessageForm key={messages.length} reply={shopperForm} />
          ) : (
            <p className="text-sm text-muted">{t("request.message.closed", { email: shop.email })}</p>
          )}
        </Section>
        <Pieces request={request} />
        <Contact request={request} />
        <History request={request} conversation={conversation} />
      </div>
    </div>
  );
}

const isWithdrawReply = (reply: AnswerReply | WithdrawReply): reply is WithdrawReply =>
  reply.status === "withdrawn" || reply.status === "withdrawalRefused" || reply.status === "withdrawalInvalid";

/**
 * The withdrawal function (docs/product/cart-and-orders.md#withdrawal-function, LEGAL.md §5): for
 * the whole period, a link labelled as the law asks to a second step that shows what is withdrawn
 * and asks for the name and the address for the acknowledgement; then the withdrawal as made. A
 * commission says it is excluded and a contract whose period ended says so. Plain links and forms.
 */
function WithdrawalSection({
  request,
  withdrawal,
  confirming,
  pieces,
  shopMails,
  reply,
}: {
  request: ShopperRequest;
  withdrawal: WithdrawalState;
  confirming: boolean;
  pieces: string[];
  shopMails: boolean;
  reply?: WithdrawReply;
}) {
  const { t } = useTranslation();
  const { language } = useRootData();
  const { dateTime } = useShopTime();
  const { search } = useLocation();
  const busy = useNavigation().state === "submitting";
  if (withdrawal.kind === "none") return null;
  const here = new URLSearchParams(search);
  here.delete("withdraw");
  const back = here.size ? `?${here}` : "?";
  here.set("withdraw", "");
  const title = confirming && withdrawal.kind === "open" ? t("withdrawal.confirmTitle") : t("withdrawal.title");
  const problem =
    reply?.status === "withdrawalRefused"
      ? ["ended", "excluded", "withdrawn", "notAllowed"].includes(reply.problem)
        ? t(`withdrawal.problems.${reply.problem as "ended"}`)
        : t(`request.problems.${reply.problem === "notFound" ? "failed" : (reply.problem as "tooMany")}`)
      : undefined;
  const fieldError = (field: "name" | "email") =>
    reply?.status === "withdrawalInvalid" && reply.field === field ? [`withdrawal.problems.${field}`] : undefined;
  return (
    <Section title={title} id="withdrawal">
      {problem ? (
        <p role="alert" className="mb-4 flex gap-3 rounded-xl bg-danger-soft px-4 py-3 text-danger">
          <CircleAlert className="mt-0.5 size-5 shrink-0" aria-hidden />
          <span>{problem}</span>
        </p>
      ) : null}
      {withdrawal.kind === "excluded" ? <p>{t("withdrawal.excluded")}</p> : null}
      {withdrawal.kind === "ended" ? <p>{t("withdrawal.ended", { date: formatDay(withdrawal.lastDay, language) })}</p> : null}
      {withdrawal.kind === "withdrawn" ? (
        <p role="status" className="flex gap-3 rounded-xl bg-success-soft px-4 py-3 text-success" data-testid="withdrawal-done">
          <CircleCheck className="mt-0.5 size-5 shrink-0" aria-hidden />
          <span>
            {t("withdrawal.done", { date: dateTime(withdrawal.at) })}
            {shopMails && request.withdrawalEmail ? ` ${t("withdrawal.mailTo", { email: request.withdrawalEmail })}` : null}
          </span>
        </p>
      ) : null}
      {withdrawal.kind === "open" && !confirming ? (
        <div className="flex flex-col gap-4">
          <p>
            {withdrawal.lastDay
              ? t("withdrawal.openUntil", { date: formatDay(withdrawal.lastDay, language) })
              : t("withdrawal.open", { days: withdrawal.days })}
          </p>
          <Link
            to={`?${here}#withdrawal`}
            className={cn(buttonVariants({ variant: "secondary", size: "lg" }), "w-full sm:w-auto sm:self-start")}
          >
            {t("withdrawal.action")}
          </Link>
        </div>
      ) : null}
      {withdrawal.kind === "open" && confirming ? (
        <Form method="post" className="flex flex-col gap-4">
          <input type="hidden" name="intent" value="withdraw" />
          <p>{t("withdrawal.confirmIntro", { reference: request.reference })}</p>
          <ul className="list-disc pl-5 text-sm" data-testid="withdrawal-pieces">
            {pieces.map((piece, i) => (
              <li key={i}>{piece}</li>
            ))}
          </ul>
          <StatementField name="name" label={t("withdrawal.name")} autoComplete="name" maxLength={200} value={request.customerName} errors={fieldError("name")} />
          <StatementField
            name="email"
            type="email"
            label={t("withdrawal.email")}
            autoComplete="email"
            maxLength={254}
            value={request.customerEmail}
            errors={fieldError("email")}
          />
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
            <Button type="submit" variant="destructive" size="lg" disabled={busy} className="w-full sm:w-auto">
              {t("withdrawal.confirm")}
            </Button>
            <Link to={back} className={cn(buttonVariants({ variant: "ghost", size: "lg" }), "w-full sm:w-auto")}>
              {t("withdrawal.back")}
            </Link>
          </div>
        </Form>
      ) : null}
    </Section>
  );
}

/** A box of the withdrawal statement, filled in from the request and marked when refused. */
function StatementField({
  name,
  label,
  value,
  errors,
  ...box
}: { name: "name" | "email"; label: string; value: string; errors?: string[]; type?: string; autoComplete: string; maxLength: number }) {
  const id = `withdrawal-${name}`;
  return (
    <Field field={{ id, errorId: `${id}-error`, errors }} label={label}>
      <input
        id={id}
        name={name}
        required
        defaultValue={value}
        aria-invalid={errors ? true : undefined}
        aria-describedby={`${id}-error`}
        className={inputClass}
        {...box}
      />
    </Field>
  );
}

function AnswerNote({ answer }: { answer: AnswerReply }) {
  const { t } = useTranslation();
  const ok = answer.status === "accepted" || answer.status === "declined";
  let text: string;
  if (answer.status === "refused")
    text = t(`request.problems.${answer.problem}`);
  else if (answer.status === "invalid") text = t("request.reasonTooLong");
  else
    text =
      answer.status === "accepted"
        ? t("request.acceptedNote")
        : t("request.declinedNote");
  const Icon = ok ? CircleCheck : CircleAlert;
  return (
    <p
      role={ok ? "status" : "alert"}
      className={`mt-6 flex gap-3 rounded-xl px-4 py-3 ${ok ? "bg-success-soft text-success" : "bg-danger-soft text-danger"}`}
    >
      <Icon className="mt-0.5 size-5 shrink-0" aria-hidden />
      <span>{text}</span>
    </p>
  );
}

function QuoteSection({
  quote,
  status,
  kind,
  summary,
}: {
  quote: QuoteView;
  status: ShopperRequest["status"];
  kind: ShopperRequest["kind"];
  summary: PreContractSummary | null;
}) {
  const { t } = useTranslation();
  const { language } = useRootData();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const open = quote.state === "sent" && !quote.expired && status === "quoted";
  const stateText =
    quote.state === "accepted"
      ? t("request.quoteAccepted")
      : quote.state === "declined"
        ? t("request.quoteDeclined")
        : quote.expired
          ? t("request.quoteExpired", {
              date: formatDay(quote.validUntil, language),
            })
          : null;
  return (
    <Section title={t("request.quote")}>
      <QuoteLines
        quote={quote}
        shipping={t("request.shipping")}
        total={t("request.total")}
        kind={kind}
      />
      {quote.note ? (
        <p className="mt-3 whitespace-pre-wrap">{quote.note}</p>
      ) : null}
      <p className="mt-3 text-sm text-muted">
        {t("request.validUntil", {
          date: formatDay(quote.validUntil, language),
        })}
      </p>
      {stateText ? <p className="mt-3 font-medium">{stateText}</p> : null}
      {open ? (
        <div className="mt-5 flex flex-col gap-4">
          {summary ? <PreContractSummaryView summary={summary} /> : null}
          <p className="text-sm text-ink/85">{t("request.quoteOpen")}</p>
          <Form method="post">
            <input type="hidden" name="quoteId" value={quote.id} />
            <Button
              type="submit"
              name="answer"
              value="accept"
              size="lgWrapping"
              disabled={busy}
              className="w-full sm:w-auto"
            >
              {t("request.accept")}
            </Button>
          </Form>
          <details className="rounded-xl border border-border px-4 py-3">
            <summary className="cursor-pointer font-medium">
              {t("request.decline")}
            </summary>
            <Form method="post" className="mt-3 flex flex-col gap-3">
              <input type="hidden" name="quoteId" value={quote.id} />
              <Field
                field={{ id: "decline-reason", errorId: "decline-reason-error" }}
                label={t("request.declineReason")}
                className="gap-3"
              >
                <textarea id="decline-reason" name="reason" maxLength={1000} className={cn(fieldClass, "min-h-24 py-2")} />
              </Field>
              <Button
                type="submit"
                name="answer"
                value="decline"
                variant="secondary"
                disabled={busy}
                className="self-start"
              >
                {t("request.sendDecline")}
              </Button>
            </Form>
          </details>
        </div>
      ) : null}
    </Section>
  );
}

/** A quote's lines at the owner's prices, its shipping and total: the same on the shopper's page and the owner's. */
export function QuoteLines({
  quote,
  shipping,
  total,
  kind,
}: {
  quote: Pick<QuoteView, "lines" | "shippingCents" | "totalCents">;
  shipping: string;
  total: string;
  /** The request's kind: given on the shopper's page, which states each line's right of withdrawal. */
  kind?: ShopperRequest["kind"];
}) {
  const { language } = useRootData();
  const money = (cents: number) => formatPrice(cents / 100, language);
  return (
      <ul className="flex flex-col divide-y divide-border text-sm">
        {quote.lines.map((line, i) => (
          <li
            key={i}
            className="flex items-baseline justify-between gap-3 py-2"
          >
            <span className="min-w-0">
              {lineLabel(line)} <span className="text-muted">× {line.qty}</span>
              <span className="block text-muted">{money(line.unitCents)}</span>
              {kind ? <LineWithdrawalNote line={line} kind={kind} /> : null}
            </span>
            <span className="price shrink-0">
              {money(line.unitCents * line.qty)}
            </span>
          </li>
        ))}
        <li className="flex items-baseline justify-between gap-3 py-2">
          <span>{shipping}</span>
          <span className="price shrink-0">{money(quote.shippingCents)}</span>
        </li>
        <li className="flex items-baseline justify-between gap-3 py-2 text-base font-semibold">
          <span>{total}</span>
          <span className="price shrink-0" data-testid="quote-total">
            {money(quote.totalCents)}
          </span>
        </li>
      </ul>
  );
}

function Pieces({ request }: { request: ShopperRequest }) {
  const { t } = useTranslation();
  const { language } = useRootData();
  return (
    <Section title={t("request.pieces")}>
      <ul className="flex flex-col divide-y divide-border text-sm">
        {request.lines.map((line, i) => (
          <li
            key={i}
            className="flex items-baseline justify-between gap-3 py-2"
          >
            <span className="min-w-0">
              <span className="font-medium">{line.name}</span>
              {line.colorName ? (
                <span className="block text-muted">
                  {typeset(`${t("request.color")}: ${line.colorName}`, language)}
                </span>
              ) : null}
              <span className="block text-muted">
                {t("request.qty")}: {line.qty}
              </span>
            </span>
            <span className="price shrink-0">
              {formatPrice(line.lineTotal, language)}
            </span>
          </li>
        ))}
        <li className="flex items-baseline justify-between gap-3 py-2 font-semibold">
          <span>{t("request.totalAsked")}</span>
          <span className="price shrink-0">
            {formatPrice(request.total, language)}
          </span>
        </li>
      </ul>
    </Section>
  );
}

function Contact({ request }: { request: ShopperRequest }) {
  const { t } = useTranslation();
  const rows: [string, string][] = [
    [t("request.name"), request.customerName],
    [t("request.email"), request.customerEmail],
  ];
  if (request.phone) rows.push([t("request.phone"), request.phone]);
  if (request.notes) rows.push([t("request.notes"), request.notes]);
  return (
    <Section title={t("request.contact")}>
      <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted">{label}</dt>
            <dd className="mb-2 min-w-0 break-words whitespace-pre-wrap sm:mb-0">
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}

function History({
  request,
  conversation,
}: {
  request: ShopperRequest;
  conversation: Conversation;
}) {
  const { t } = useTranslation();
  const { dateTime } = useShopTime();
  const lines = [
    { at: request.createdAt, text: t("request.historySent"), detail: null as string | null },
    ...conversation.history.map((entry) => ({
      at: entry.at,
      text: t(`request.events.${entry.event === "message" && entry.actor === "shopper" ? "yourMessage" : historyEventKey(entry)}`, { status: t(`request.statuses.${entry.status}`) }),
      detail: entry.detail,
      folded: entry.event === "confirmationSent",
    })),
  ].map((line) => ({ ...line, when: dateTime(line.at) }));
  return (
    <Section title={t("request.history")}>
      <HistoryList lines={lines} testId="request-history" />
    </Section>
  );
}
