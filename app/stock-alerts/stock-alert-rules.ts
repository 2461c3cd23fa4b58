import type { TFunction } from "~/i18n/i18n";
import type { StockNoticeKind } from "~db/schema/stock-alerts";

/*
 * "Tell me when it's back" (docs/product/back-in-stock.md): the rules the form, the worker and the
 * daily deletion read, pure so that they are tested as they are.
 */

export type StockAlertOutcome = "asked" | "notWaitable" | "invalid" | "tooMany" | "failed";

/** What the form's answer page shows: the outcome, and the piece to go back to when it is known. */
export type StockAlertAnswer = { outcome: StockAlertOutcome; back: string | null };

/** One address waits once, whatever its letters' case. */
export const wishAddress = (email: string) => email.trim().toLowerCase();

/** Whether a piece shown as sold out may be waited for: anything but a unique piece, which is sold for good. */
export function mayWaitFor(piece: { stock: number; isUnique: boolean }): boolean {
  return piece.stock <= 0 && !piece.isUnique;
}

/**
 * What a product page offers to wait for: its sold-out colours (a sold-out swatch cannot be
 * chosen, so the form names them itself), or the item without colours when it is sold out; null
 * when there is nothing to wait for.
 */
export function waitableChoice(item: {
  stock: number;
  isUnique: boolean;
  variants: readonly { id: string; name: string; stock: number }[];
}): { colours: { id: string; name: string }[] } | { colours: null } | null {
  if (item.variants.length === 0) return mayWaitFor(item) ? { colours: null } : null;
  const colours = item.variants.filter((variant) => mayWaitFor({ stock: variant.stock, isUnique: item.isUnique }));
  return colours.length ? { colours: colours.map(({ id, name }) => ({ id, name })) } : null;
}

/** Days an unconfirmed wish is kept (docs/product/back-in-stock.md#how-long-wishes-are-kept). */
export const unconfirmedDays = 7;
/** Months any wish is kept after it was made. */
export const wishMonths = 12;

const dayMs = 24 * 60 * 60 * 1000;

/** Unconfirmed wishes made before this moment are deleted. */
export const unconfirmedCutoff = (now: Date) => new Date(now.getTime() - unconfirmedDays * dayMs);

/** Every wish made before this moment is deleted: the same day and time, twelve months earlier. */
export function wishCutoff(now: Date): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - wishMonths);
  return cutoff;
}

/** Tries of one mail before it is given up: the last comes about a day and a half after the first. */
export const maxSendAttempts = 10;

/** The wait after the `attempts`-th failed try: one minute, doubled each time, at most six hours. */
export function retryDelayMs(attempts: number): number {
  return Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 6 * 60 * 60 * 1000);
}

/**
 * How long a worker holds a mail it took: far longer than one SMTP exchange may last (the mailer's
 * timeouts end one within 50 s), so a live worker never has its mail taken from it; a dead one's
 * mail is taken by the next worker after this.
 */
export const claimLeaseMs = 5 * 60 * 1000;

/** The links' addresses, each opened by its secret. */
export const confirmPath = (token: string) => `/back-in-stock/confirm/${token}`;
export const unsubscribePath = (token: string) => `/back-in-stock/unsubscribe/${token}`;

/** A link's secret, as newLinkToken writes it: anything else opens nothing. */
export const linkTokenPattern = /^[A-Za-z0-9_-]{43}$/;

export type StockAlertMailInput = {
  kind: Exclude<StockNoticeKind, "low">;
  t: TFunction;
  shopName: string;
  /** The piece's name, with its colour when it has one. */
  pieceName: string;
  productLink: string;
  confirmLink?: string;
  unsubscribeLink: string;
};

/**
 * A wish's mail, plain text in its language, with no picture and no parameter beyond the page's
 * own (docs/product/back-in-stock.md#mails): the confirmation asked for, or the piece back. Every
 * one carries RFC 8058's one-click unsubscribe.
 */
export function stockAlertMail(input: StockAlertMailInput): { subject: string; text: string; headers: Record<string, string> } {
  const { t, kind, shopName, pieceName, productLink, unsubscribeLink } = input;
  const values = { shop: shopName, piece: pieceName };
  const body =
    kind === "confirm"
      ? [t("stockAlert.mail.confirmText", values), input.confirmLink ?? "", t("stockAlert.mail.confirmIgnore", values)]
      : [t("stockAlert.mail.backText", values), productLink, t("stockAlert.mail.backOnce", values)];
  return {
    subject: t(kind === "confirm" ? "stockAlert.mail.confirmSubject" : "stockAlert.mail.backSubject", values),
    text: [...body, `${t("stockAlert.mail.unsubscribe")}\n${unsubscribeLink}`].join("\n\n") + "\n",
    headers: {
      "List-Unsubscribe": `<${unsubscribeLink}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}
