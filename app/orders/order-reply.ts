import type { SubmissionResult } from "@conform-to/react";
import type { OrderLine } from "~db/schema/orders";

/** Why a cart line cannot be ordered as it is (prices and stock are checked again on the server). */
export type LineProblem = {
  itemId: string;
  variantId: string | null;
  reason: "unavailable" | "stock" | "price";
  /** Units still available, for "stock". */
  available?: number;
  /** Today's unit price, for "price". */
  price?: number;
};

/**
 * Whether the shop e-mails the shopper a confirmation (docs/product/cart-and-orders.md#e-mails-to-shoppers):
 * on its way, skipped this time (a limit was reached), or never (no SMTP set).
 */
export type ShopperMailNote = "sending" | "limited" | "off";

/** What POST /order-requests answers, as JSON. */
export type OrderRequestReply =
  /**
   * Stored: the reference, the key of the request's page, and the lines and total at today's prices;
   * the confirmation's fate only for a new request (a repeated submit does not know the first one's).
   */
  | { status: "stored"; reference: number; token: string; lines: OrderLine[]; total: number; shopperMail?: ShopperMailNote }
  /** The form did not pass the shared schema (400): errors per field, as locale keys. */
  | { status: "invalid"; submission: SubmissionResult<string[]> }
  /** Some lines cannot be ordered as they are (409); nothing was stored. */
  | { status: "refused"; problems: LineProblem[] }
  /** Not stored for another reason (rate limit, body too large, server trouble, no connection). */
  | { status: "failed" };
