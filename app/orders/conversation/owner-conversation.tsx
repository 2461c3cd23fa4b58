import { CircleAlert, Copy, Plus, Send, Undo2 } from "lucide-react";
import { useState, type ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { AdminCard } from "~/components/back-office/admin-card";
import { AskFirstButton, AskFirstDialog } from "~/components/back-office/confirm-dialog";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { toast } from "~/components/ui/toast";
import { useTranslation } from "~/i18n/react";
import { cn } from "~/lib/utils";
import { formatAmountInput } from "~/lib/money";
import type { Language } from "~shared/languages";
import { useRootData } from "~/root-data";
import type { AdminOrder } from "~/orders/admin/order-admin";
import { formatDay } from "~/lib/dates";
import { useShopTime } from "~/lib/use-shop-time";
import { copyText } from "~/orders/order-client";
import { HistoryList } from "./history-list";
import { DeliverySummary } from "./delivery-form";
import { MessageList } from "./message-list";
import { PaymentInstructionsForm, ShippingForm } from "./fulfilment-forms";
import { historyEventKey } from "./fulfilment-form";
import { lineLabel } from "~/orders/order-text";
import type { Conversation, QuoteView } from "./conversation.server";
import type { ConversationAnswer } from "./conversation-intents";
import { QuoteLines } from "./request-page";
import { nextStatus } from "./status-machine";
import { specsReasonMaxLength } from "./quote-form";
import { Field, FieldError, fieldClass, inputClass } from "~/components/forms/field";

/*
 * The conversation on the owner's detail page (docs/decisions/0035): the shopper's link, the last quote
 * and its answer, a quote built from the request's lines, messages, and the history.
 */

type FormEcho = ConversationAnswer["form"];

/** The ids and props that tie a box of the quote or message form to its label and its error (a translation key). */
function ownerBox(id: string, name: string, error: string | undefined) {
  const errorId = `${id}-error`;
  return {
    field: { id, errorId, errors: error ? [error] : undefined },
    control: { id, name, "aria-invalid": error ? true : undefined, "aria-describedby": error ? errorId : undefined },
  };
}

/** The first error (a translation key) the last post of this form left on a field. */
function errorsOf(form: FormEcho, intent: string) {
  return (name: string) => (form?.intent === intent ? form.errors[name]?.[0] : undefined);
}

export function OwnerConversation({
  order,
  conversation,
  requestUrl,
  defaultValidUntil,
  form,
  paymentDefault,
}: {
  order: AdminOrder;
  conversation: Conversation;
  requestUrl: string;
  defaultValidUntil: string;
  form: FormEcho;
  /** The owner's default payment instructions from Settings (decision 0070). */
  paymentDefault: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      {order.mailProblem ? (
        <p
          role="alert"
          className="flex gap-3 rounded-lg border border-danger/30 bg-danger-soft p-3 text-sm text-danger"
        >
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
          {t("admin.conversation.mailProblem", { problem: order.mailProblem })}
        </p>
      ) : null}
      <AdminCard
        title={t("admin.conversation.requestPage")}
        description={t("admin.conversation.requestPageHint")}
      >
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          <a
            href={requestUrl}
            className="min-w-0 truncate text-sm text-accent-ink underline underline-offset-4"
            data-testid="request-link"
          >
            {requestUrl}
          </a>
          <Button
            type="button"
            variant="secondary"
            size="sm"
            className="shrink-0"
            onClick={async () => {
              if (await copyText(requestUrl)) toast.success(t("admin.conversation.linkCopied"));
            }}
          >
            <Copy aria-hidden />
            {t("admin.conversation.copyLink")}
          </Button>
        </div>
      </AdminCard>
      {conversation.quote ? (
        <LastQuote order={order} quote={conversation.quote} />
      ) : null}
      <QuoteBuilder
        order={order}
        quote={conversation.quote}
        defaultValidUntil={defaultValidUntil}
        form={form}
      />
      <PaymentInstructionsForm order={order} form={form} defaultText={paymentDefault} />
      <ShippingForm order={order} form={form} />
      {order.delivery ? (
        <AdminCard title={t("admin.conversation.delivery")}>
          <DeliverySummary choice={order.delivery} collection={t("admin.conversation.deliveryCollection")} />
        </AdminCard>
      ) : null}
      <Messages conversation={conversation} form={form} />
      <OwnerHistory order={order} conversation={conversation} />
    </>
  );
}

function LastQuote({ order, quote }: { order: AdminOrder; quote: QuoteView }) {
  const { t } = useTranslation();
  const { language } = useRootData();
  const [askWithdraw, setAskWithdraw] = useState(false);
  const withdrawable = quote.state === "sent" && order.status === "quoted";
  return (
    <AdminCard title={t("admin.conversation.current")}>
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <Badge
          variant={
            quote.state === "accepted"
              ? "success"
              : quote.state === "sent"
                ? "accent"
                : "neutral"
          }
        >
          {t(`admin.conversation.quoteStates.${quote.state}`)}
        </Badge>
        {quote.expired ? (
          <Badge variant="danger">{t("admin.conversation.expired")}</Badge>
        ) : null}
        <span className="text-muted">
          {t("admin.conversation.validUntilDate", {
            date: formatDay(quote.validUntil, language),
          })}
        </span>
      </p>
      <div className="mt-3">
        <QuoteLines
          quote={quote}
          shipping={t("admin.conversation.shippingLine")}
          total={t("admin.conversation.total")}
        />
      </div>
      {quote.note ? (
        <p className="mt-2 text-sm whitespace-pre-wrap">{quote.note}</p>
      ) : null}
      {quote.declineReason ? (
        <p className="mt-2 text-sm">
          {t("admin.conversation.declineReason", {
            reason: quote.declineReason,
          })}
        </p>
      ) : null}
      {withdrawable ? (
        <Form method="post" className="mt-4">
          <input type="hidden" name="intent" value="withdraw" />
          <AskFirstButton onAsk={() => setAskWithdraw(true)}>
            <Undo2 aria-hidden />
            {t("admin.conversation.withdraw")}
          </AskFirstButton>
        </Form>
      ) : null}
      <AskFirstDialog
        open={askWithdraw}
        onClose={() => setAskWithdraw(false)}
        title={t("admin.conversation.withdrawTitle", {
          reference: order.reference,
        })}
        keepLabel={t("admin.conversation.keepQuote")}
        confirm={
          <Form method="post" onSubmit={() => setAskWithdraw(false)}>
            <input type="hidden" name="intent" value="withdraw" />
            <Button type="submit" variant="destructive" className="w-full">
              {t("admin.conversation.withdraw")}
            </Button>
          </Form>
        }
      >
        {t("admin.conversation.withdrawText")}
      </AskFirstDialog>
    </AdminCard>
  );
}

type Row = {
  source?: number;
  name: string;
  label: string;
  qty: string;
  price: string;
  remove?: boolean;
  /** Made to the shopper's specifications, with the reason they read (LEGAL.md §4). */
  specs: boolean;
  specsReason: string;
};

/**
 * The rows the builder starts from: the form as last sent when it came back with errors, else the
 * request's lines, a commission's marked made to the shopper's specifications with the default
 * reason and a catalogue piece's not (docs/product/cart-and-orders.md#withdrawal-per-line).
 */
function startingRows(
  order: AdminOrder,
  form: FormEcho,
  texts: { newLine: string; specsReason: string },
  language: Language,
): Row[] {
  const { newLine } = texts;
  const commission = order.kind === "commission";
  const echoed =
    form?.intent === "quote"
      ? (form.values.lines as Record<string, string>[] | undefined)
      : undefined;
  const fromRequest = order.lines.map((line, source) => ({
    source,
    name: "",
    label: lineLabel(line),
    qty: String(line.qty),
    price: formatAmountInput(Math.round(line.unitPrice * 100), language),
    specs: commission,
    specsReason: commission ? texts.specsReason : "",
  }));
  if (!echoed)
    return [...fromRequest, newRow(newLine)];
  return echoed.map((line) => {
    const source = line.source === undefined ? undefined : Number(line.source);
    const requested = source === undefined ? undefined : fromRequest[source];
    return {
      source,
      name: line.name ?? "",
      label: requested?.label ?? newLine,
      qty: line.qty ?? "",
      price: line.price ?? "",
      remove: line.remove === "on",
      specs: line.specs === "on",
      specsReason: line.specsReason ?? "",
    };
  });
}

/** A line of the owner's own (a gift box, a second piece): it keeps the right until she says otherwise. */
const newRow = (label: string): Row => ({ name: "", label, qty: "1", price: "", specs: false, specsReason: "" });

function QuoteBuilder({
  order,
  quote,
  defaultValidUntil,
  form,
}: {
  order: AdminOrder;
  quote: QuoteView | null;
  defaultValidUntil: string;
  form: FormEcho;
}) {
  const { t, language } = useTranslation();
  const navigation = useNavigation();
  const busy =
    navigation.state !== "idle" && navigation.formMethod !== undefined;
  const errorOf = errorsOf(form, "quote");
  const [rows, setRows] = useState(() =>
    startingRows(
      order,
      form,
      { newLine: t("admin.conversation.newLine"), specsReason: t("admin.conversation.specsDefaultReason") },
      language,
    ),
  );
  const echo =
    form?.intent === "quote"
      ? (form.values as Record<string, string>)
      : undefined;
  if (!nextStatus(order.status, "sendQuote", "owner")) return null;
  const linesError = errorOf("lines");
  const shipping = ownerBox("quote-shipping", "shipping", errorOf("shipping"));
  const validUntil = ownerBox("quote-valid", "validUntil", errorOf("validUntil"));
  const note = ownerBox("quote-note", "note", errorOf("note"));
  return (
    <AdminCard
      title={t("admin.conversation.quote")}
      description={t("admin.conversation.quoteHint")}
    >
      <Form
        method="post"
        className="flex flex-col gap-4"
        aria-label={t("admin.conversation.quote")}
      >
        <input type="hidden" name="intent" value="quote" />
        <input type="hidden" name="from" value={order.status} />
        <ol className="flex flex-col gap-3">
          {rows.map((row, i) => {
            const name = (field: string) => `lines[${i}].${field}`;
            const qtyError = errorOf(name("qty"));
            const priceError = errorOf(name("price"));
            const nameError = errorOf(name("name"));
            return (
              <li
                key={i}
                className="grid grid-cols-2 gap-x-3 gap-y-1.5 rounded-lg border border-border p-3 sm:grid-cols-[1fr_5rem_8rem_auto] sm:items-end"
              >
                {row.source !== undefined ? (
                  <>
                    <input
                      type="hidden"
                      name={name("source")}
                      value={row.source}
                    />
                    <p className="col-span-2 text-sm font-medium sm:col-span-1 sm:self-center">
                      {row.label}
                    </p>
                  </>
                ) : (
                  <QuoteLineBox
                    name={name("name")}
                    label={<span className="font-medium">{t("admin.conversation.newLine")}</span>}
                    defaultValue={row.name}
                    error={nameError}
                    className="col-span-2 sm:col-span-1"
                  />
                )}
                {(
                  [
                    ["qty", "numeric", qtyError],
                    ["price", "decimal", priceError],
                  ] as const
                ).map(([box, inputMode, error]) => (
                  <QuoteLineBox
                    key={box}
                    name={name(box)}
                    label={<span>{t(`admin.conversation.${box}`)}</span>}
                    defaultValue={row[box]}
                    inputMode={inputMode}
                    error={error}
                  />
                ))}
                <label className="col-span-2 flex h-11 items-center gap-2 text-sm sm:col-span-1 md:h-10">
                  <input
                    type="checkbox"
                    name={name("remove")}
                    defaultChecked={row.remove}
                    className="size-4 accent-accent"
                  />
                  {t("admin.conversation.remove")}
                </label>
                <SpecificationsBoxes name={name} row={row} error={errorOf(name("specsReason"))} />
                <div className="col-span-2 sm:col-span-4">
                  <FieldError id={`${name("name")}-error`} error={nameError} />
                  <FieldError id={`${name("qty")}-error`} error={qtyError} />
                  <FieldError id={`${name("price")}-error`} error={priceError} />
                  <FieldError id={`${name("specsReason")}-error`} error={errorOf(name("specsReason"))} />
                </div>
              </li>
            );
          })}
        </ol>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          className="self-start"
          onClick={() =>
            setRows((before) => [...before, newRow(t("admin.conversation.newLine"))])
          }
        >
          <Plus aria-hidden />
          {t("admin.conversation.addLine")}
        </Button>
        <FieldError id="quote-lines-error" error={linesError} />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field field={shipping.field} label={t("admin.conversation.shipping")} className="gap-1">
            <input
              {...shipping.control}
              defaultValue={echo?.shipping ?? formatAmountInput(quote?.shippingCents ?? 0, language)}
              inputMode="decimal"
              className={inputClass}
            />
          </Field>
          <Field field={validUntil.field} label={t("admin.conversation.validUntil")} className="gap-1">
            <input
              {...validUntil.control}
              type="date"
              defaultValue={echo?.validUntil ?? defaultValidUntil}
              className={inputClass}
            />
          </Field>
        </div>
        <Field field={note.field} label={t("admin.conversation.note")} className="gap-1">
          <textarea {...note.control} defaultValue={echo?.note ?? ""} rows={3} className={cn(fieldClass, "py-2")} />
        </Field>
        <Button
          type="submit"
          disabled={busy}
          className="self-start max-sm:w-full"
        >
          <Send aria-hidden />
          {order.status === "quoted"
            ? t("admin.conversation.sendNewQuote")
            : t("admin.conversation.sendQuote")}
        </Button>
      </Form>
    </AdminCard>
  );
}

type MessagesProps = { conversation: Conversation; form: FormEcho };

function Messages({ conversation, form }: MessagesProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy =
    navigation.state !== "idle" && navigation.formMethod !== undefined;
  const message = ownerBox("owner-message", "body", errorsOf(form, "message")("body"));
  const echo =
    form?.intent === "message"
      ? (form.values.body as string | undefined)
      : undefined;
  return (
    <AdminCard title={t("admin.conversation.messages")}>
      {conversation.messages.length ? (
        <MessageList
          messages={conversation.messages}
          authors={{ owner: t("admin.conversation.actors.owner"), shopper: t("admin.conversation.actors.shopper") }}
          className="mb-4 text-sm"
        />
      ) : (
        <p className="mb-4 text-sm text-muted">
          {t("admin.conversation.noMessages")}
        </p>
      )}
      {/* After a message is sent the page answers with a new key, and the field starts empty again. */}
      <Form
        method="post"
        className="flex flex-col gap-2"
        key={conversation.messages.length}
      >
        <input type="hidden" name="intent" value="message" />
        <Field
          field={message.field}
          label={t("admin.conversation.message")}
          hint={t("admin.conversation.messageHint")}
          className="gap-2"
        >
          <textarea
            {...message.control}
            aria-describedby={[message.control["aria-describedby"], "owner-message-hint"].filter(Boolean).join(" ")}
            rows={4}
            defaultValue={echo ?? ""}
            className={cn(fieldClass, "py-2")}
          />
        </Field>
        <Button
          type="submit"
          variant="secondary"
          disabled={busy}
          className="self-start max-sm:w-full"
        >
          <Send aria-hidden />
          {t("admin.conversation.sendMessage")}
        </Button>
      </Form>
    </AdminCard>
  );
}

type OwnerHistoryProps = { order: AdminOrder; conversation: Conversation };

function OwnerHistory({ order, conversation }: OwnerHistoryProps) {
  const { t } = useTranslation();
  const { dateTime } = useShopTime();
  return (
    <AdminCard title={t("admin.conversation.history")}>
      <HistoryList
        lines={[
          {
            at: order.createdAt,
            when: dateTime(order.createdAt),
            text: t("admin.conversation.historyReceived"),
            detail: null,
          },
          ...conversation.history.map((entry) => ({
            at: entry.at,
            when: dateTime(entry.at),
            text: (
              <>
                <span className="font-medium">
                  {t(`admin.conversation.actors.${entry.actor}`)}
                </span>
                {" · "}
                {t(`admin.conversation.events.${historyEventKey(entry)}`, {
                  status: t(`admin.orders.statuses.${entry.status}`),
                })}
              </>
            ),
            detail: entry.detail,
            folded: entry.event === "confirmationSent",
          })),
        ]}
      />
    </AdminCard>
  );
}

/** One box of a quote's line; its error is shown under the whole line, so the box only points at it. */
function QuoteLineBox({
  name,
  label,
  defaultValue,
  inputMode,
  maxLength,
  error,
  className,
}: {
  name: string;
  label: ReactNode;
  defaultValue: string;
  inputMode?: "numeric" | "decimal";
  maxLength?: number;
  error: string | undefined;
  className?: string;
}) {
  return (
    <label className={cn("flex flex-col gap-1 text-sm", className)}>
      {label}
      <input
        name={name}
        defaultValue={defaultValue}
        inputMode={inputMode}
        maxLength={maxLength}
        className={inputClass}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${name}-error` : undefined}
      />
    </label>
  );
}

/**
 * Whether a line is made to the shopper's specifications, so without a right of withdrawal, and
 * the reason they read (LEGAL.md §4). Both boxes always show, so the form needs no script.
 */
function SpecificationsBoxes({ name, row, error }: { name: (field: string) => string; row: Row; error: string | undefined }) {
  const { t } = useTranslation();
  return (
    <div className="col-span-2 flex flex-col gap-1.5 sm:col-span-4 sm:flex-row sm:items-end sm:gap-3">
      <label className="flex min-h-11 items-center gap-2 text-sm sm:flex-1 md:min-h-10">
        <input type="checkbox" name={name("specs")} defaultChecked={row.specs} className="size-4 shrink-0 accent-accent" />
        {t("admin.conversation.specs")}
      </label>
      <QuoteLineBox
        name={name("specsReason")}
        label={<span>{t("admin.conversation.specsReason")}</span>}
        defaultValue={row.specsReason}
        maxLength={specsReasonMaxLength}
        error={error}
        className="sm:flex-1"
      />
    </div>
  );
}
