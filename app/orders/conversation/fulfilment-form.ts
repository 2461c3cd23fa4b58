import { z } from "zod";
import type { OrderStatus } from "~db/schema/orders";

/*
 * The owner's payment instructions and shipping as forms (docs/product/cart-and-orders.md#payment-instructions,
 * #shipping; decision 0070), shared by the page and the server. Error messages are locale keys.
 */

export const paymentInstructionsMaxLength = 2_000;
export const carrierMaxLength = 60;
export const trackingNumberMaxLength = 40;

/** The carriers Italian and French makers post with most, offered as suggestions: any other name is fine. */
export const commonCarriers = [
  "Poste Italiane",
  "BRT",
  "GLS",
  "SDA",
  "La Poste / Colissimo",
  "Mondial Relay",
  "Chronopost",
  "DHL",
  "UPS",
] as const;

/** Once the shopper has accepted a quote, or the owner has confirmed the order, she says how to pay. */
export const canGivePaymentInstructions = (status: OrderStatus) => status === "accepted" || status === "confirmed";

/** Only a confirmed order is shipped; it stays confirmed until the owner marks it delivered ("done"). */
export const canShip = (status: OrderStatus) => status === "confirmed";

const key = (name: string) => `admin.fulfilment.errors.${name}`;

/** A browser sends line breaks as CRLF: kept as LF, so the same text sent again compares equal. */
const ownerText = z.string({ error: key("instructionsRequired") }).transform((text) => text.replace(/\r\n?/g, "\n").trim());

export const paymentInstructionsSchema = z.object({
  instructions: ownerText.pipe(
    z
      .string()
      .min(1, key("instructionsRequired"))
      .max(paymentInstructionsMaxLength, key("instructionsTooLong")),
  ),
});

/** A carrier's name: letters of any language, digits, spaces and the signs carriers' names use. */
const carrierShape = /^[\p{L}\p{N} .,&/'()+-]*$/u;
/** A tracking number as carriers print them: letters and digits, sometimes with dashes. */
const trackingShape = /^[A-Z0-9-]*$/;

export const shippingSchema = z.discriminatedUnion("method", [
  z.object({
    method: z.literal("post"),
    carrier: z
      .string({ error: key("carrierRequired") })
      .transform((name) => name.replace(/\s+/g, " ").trim())
      .pipe(
        z
          .string()
          .min(1, key("carrierRequired"))
          .max(carrierMaxLength, key("carrierTooLong"))
          .regex(carrierShape, key("carrierInvalid")),
      ),
    // Spaces and case as the owner copied them do not matter: "rr 1234 5678 9it" is RR123456789IT.
    trackingNumber: z
      .string()
      .optional()
      .transform((number) => (number ?? "").replace(/\s+/g, "").toUpperCase())
      .pipe(
        z
          .string()
          .max(trackingNumberMaxLength, key("trackingTooLong"))
          .regex(trackingShape, key("trackingInvalid")),
      ),
  }),
  z.object({ method: z.literal("collection") }),
]);

export type ShippingInput = z.output<typeof shippingSchema>;

/** What is stored for a shipping: the carrier and number, or none of them when it is collected. */
export function shipmentOf(input: ShippingInput): { carrier: string | null; trackingNumber: string | null } {
  return input.method === "post"
    ? { carrier: input.carrier, trackingNumber: input.trackingNumber || null }
    : { carrier: null, trackingNumber: null };
}

/** The history's line of a shipping: a "shipped" entry without detail is an order made ready to collect. */
export const historyEventKey = (entry: { event: string; detail: string | null }) =>
  entry.event === "shipped" && entry.detail === null ? "readyForCollection" : entry.event;

/** The history's detail of a shipping: the carrier and number as the shopper was told them. */
export const shipmentDetail = (shipment: { carrier: string | null; trackingNumber: string | null }) =>
  shipment.carrier ? [shipment.carrier, shipment.trackingNumber].filter(Boolean).join(" · ") : null;

/** The owner's text cut into plain parts and web addresses, so a payment link can be followed from the page. */
export function linkParts(text: string): { text: string; href?: string }[] {
  return text
    .split(/(https?:\/\/[^\s<>"]+[^\s<>".,;:!?)])/)
    .filter(Boolean)
    .map((part) => (/^https?:\/\//.test(part) ? { text: part, href: part } : { text: part }));
}
