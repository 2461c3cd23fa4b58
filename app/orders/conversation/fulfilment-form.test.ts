import { describe, expect, it } from "vitest";
import {
  canGivePaymentInstructions,
  canShip,
  historyEventKey,
  linkParts,
  paymentInstructionsSchema,
  shipmentDetail,
  shipmentOf,
  shippingSchema,
} from "./fulfilment-form";

const errorsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);

describe("payment instructions", () => {
  it("keeps the owner's text with its lines, as LF, trimmed", () => {
    expect(paymentInstructionsSchema.parse({ instructions: "  Bonifico\r\nIBAN IT60 X054 2811 1010 0000 0123 456\r\n" })).toEqual({
      instructions: "Bonifico\nIBAN IT60 X054 2811 1010 0000 0123 456",
    });
  });

  it("refuses an empty text and one over 2,000 characters, with locale keys", () => {
    expect(errorsOf(paymentInstructionsSchema.safeParse({ instructions: "  \n " }))).toEqual([
      "instructions: admin.fulfilment.errors.instructionsRequired",
    ]);
    expect(errorsOf(paymentInstructionsSchema.safeParse({}))).toEqual(["instructions: admin.fulfilment.errors.instructionsRequired"]);
    expect(paymentInstructionsSchema.safeParse({ instructions: "a".repeat(2_000) }).success).toBe(true);
    expect(errorsOf(paymentInstructionsSchema.safeParse({ instructions: "a".repeat(2_001) }))).toEqual([
      "instructions: admin.fulfilment.errors.instructionsTooLong",
    ]);
  });

  it("is given once the shopper accepted or the order is confirmed, not before or after", () => {
    expect(canGivePaymentInstructions("accepted")).toBe(true);
    expect(canGivePaymentInstructions("confirmed")).toBe(true);
    for (const status of ["new", "contacted", "quoted", "declined", "done", "cancelled"] as const)
      expect(canGivePaymentInstructions(status)).toBe(false);
  });

  it("cuts the text around web addresses, leaving a closing full stop outside the link", () => {
    expect(linkParts("Pay here: https://pay.example/n/1042. Thanks")).toEqual([
      { text: "Pay here: " },
      { text: "https://pay.example/n/1042", href: "https://pay.example/n/1042" },
      { text: ". Thanks" },
    ]);
    expect(linkParts("javascript:alert(1)")).toEqual([{ text: "javascript:alert(1)" }]);
  });
});

describe("shipping", () => {
  it("reads a carrier with its spaces tidied and a tracking number without spaces, in capitals", () => {
    const input = shippingSchema.parse({ method: "post", carrier: "  Poste   Italiane ", trackingNumber: " rr 1234 5678 9it " });
    expect(shipmentOf(input)).toEqual({ carrier: "Poste Italiane", trackingNumber: "RR123456789IT" });
    expect(shipmentOf(shippingSchema.parse({ method: "post", carrier: "La Poste / Colissimo", trackingNumber: "" }))).toEqual({
      carrier: "La Poste / Colissimo",
      trackingNumber: null,
    });
    expect(shipmentOf(shippingSchema.parse({ method: "collection", carrier: "BRT" }))).toEqual({ carrier: null, trackingNumber: null });
  });

  it("refuses a missing, long or strange carrier and a tracking number with other signs or over 40 characters", () => {
    const post = (carrier: string | undefined, trackingNumber: string) => errorsOf(shippingSchema.safeParse({ method: "post", carrier, trackingNumber }));
    expect(post(undefined, "")).toEqual(["carrier: admin.fulfilment.errors.carrierRequired"]);
    expect(post("   ", "")).toEqual(["carrier: admin.fulfilment.errors.carrierRequired"]);
    expect(post("B".repeat(61), "")).toEqual(["carrier: admin.fulfilment.errors.carrierTooLong"]);
    expect(post("<script>", "")).toEqual(["carrier: admin.fulfilment.errors.carrierInvalid"]);
    expect(post("GLS", "12<34")).toEqual(["trackingNumber: admin.fulfilment.errors.trackingInvalid"]);
    expect(post("GLS", "1".repeat(41))).toEqual(["trackingNumber: admin.fulfilment.errors.trackingTooLong"]);
    expect(post("Société Générale d'Expédition", "6A-1234")).toBeUndefined();
    expect(shippingSchema.safeParse({ method: "drone" }).success).toBe(false);
  });

  it("is done on a confirmed order only", () => {
    expect(canShip("confirmed")).toBe(true);
    for (const status of ["new", "contacted", "quoted", "accepted", "declined", "done", "cancelled"] as const) expect(canShip(status)).toBe(false);
  });

  it("writes the history's detail as the shopper was told, and reads an entry without one as ready to collect", () => {
    expect(shipmentDetail({ carrier: "BRT", trackingNumber: "0123" })).toBe("BRT · 0123");
    expect(shipmentDetail({ carrier: "Poste Italiane", trackingNumber: null })).toBe("Poste Italiane");
    expect(shipmentDetail({ carrier: null, trackingNumber: null })).toBeNull();
    expect(historyEventKey({ event: "shipped", detail: null })).toBe("readyForCollection");
    expect(historyEventKey({ event: "shipped", detail: "BRT" })).toBe("shipped");
    expect(historyEventKey({ event: "message", detail: null })).toBe("message");
  });
});
