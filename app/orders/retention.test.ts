import { describe, expect, it } from "vitest";
import { becameContract, isExpiredWithoutPurchase, lastActivity, retentionCutoff, type StoredRequestActivity } from "./retention";

const now = new Date("2026-11-27T10:00:00Z");
const longAgo = new Date("2025-11-01T10:00:00Z");
const lately = new Date("2026-06-01T10:00:00Z");

function request(overrides: Partial<StoredRequestActivity> = {}): StoredRequestActivity {
  return {
    status: "new",
    updatedAt: longAgo,
    withdrawnAt: null,
    shippedAt: null,
    history: [],
    latestMessageAt: null,
    quotes: [],
    ...overrides,
  };
}

describe("requests that never became a sale", () => {
  it("are deleted once their last activity is more than twelve months old", () => {
    expect(isExpiredWithoutPurchase(request(), now)).toBe(true);
    expect(
      isExpiredWithoutPurchase(
        request({
          status: "declined",
          history: [{ event: "quoteDeclined", status: "declined", at: longAgo }],
        }),
        now,
      ),
    ).toBe(true);
    expect(
      isExpiredWithoutPurchase(
        request({
          status: "cancelled",
          history: [
            { event: "quoteSent", status: "quoted", at: longAgo },
            { event: "status", status: "cancelled", at: longAgo },
          ],
          quotes: [{ state: "withdrawn", stockTaken: false }],
        }),
        now,
      ),
    ).toBe(true);
  });

  it("count twelve calendar months back from now, to the moment", () => {
    expect(retentionCutoff(now)).toEqual(new Date("2025-11-27T10:00:00Z"));
    expect(isExpiredWithoutPurchase(request({ updatedAt: new Date("2025-11-27T10:00:00Z") }), now)).toBe(false);
    expect(isExpiredWithoutPurchase(request({ updatedAt: new Date("2025-11-27T09:59:59Z") }), now)).toBe(true);
  });

  it("stay while the request, a step of its history or a message is recent", () => {
    expect(isExpiredWithoutPurchase(request({ updatedAt: lately }), now)).toBe(false);
    expect(isExpiredWithoutPurchase(request({ latestMessageAt: lately }), now)).toBe(false);
    expect(isExpiredWithoutPurchase(request({ history: [{ event: "message", status: "new", at: lately }] }), now)).toBe(false);
    expect(
      lastActivity(
        request({
          latestMessageAt: lately,
          history: [{ event: "status", status: "contacted", at: longAgo }],
        }),
      ),
    ).toEqual(lately);
  });
});

describe("records of a sale", () => {
  it("stay, however old, once a quote was accepted or the owner confirmed", () => {
    for (const status of ["accepted", "confirmed", "done"] as const) {
      expect(becameContract(request({ status }))).toBe(true);
      expect(isExpiredWithoutPurchase(request({ status }), now)).toBe(false);
    }
  });

  it("stay when the contract was later cancelled, reopened or withdrawn from", () => {
    const confirmedThenCancelled = request({
      status: "cancelled",
      history: [
        { event: "status", status: "confirmed", at: longAgo },
        { event: "status", status: "cancelled", at: longAgo },
      ],
    });
    expect(isExpiredWithoutPurchase(confirmedThenCancelled, now)).toBe(false);
    const acceptedThenReopened = request({
      status: "new",
      history: [
        { event: "quoteAccepted", status: "accepted", at: longAgo },
        { event: "status", status: "cancelled", at: longAgo },
        { event: "status", status: "new", at: longAgo },
      ],
      quotes: [{ state: "withdrawn", stockTaken: false }],
    });
    expect(isExpiredWithoutPurchase(acceptedThenReopened, now)).toBe(false);
    expect(
      isExpiredWithoutPurchase(
        request({
          status: "cancelled",
          withdrawnAt: longAgo,
          history: [{ event: "withdrawn", status: "cancelled", at: longAgo }],
        }),
        now,
      ),
    ).toBe(false);
    expect(
      isExpiredWithoutPurchase(
        request({
          status: "cancelled",
          history: [{ event: "confirmationSent", status: "cancelled", at: longAgo }],
        }),
        now,
      ),
    ).toBe(false);
    expect(
      isExpiredWithoutPurchase(
        request({
          status: "cancelled",
          shippedAt: longAgo,
          history: [{ event: "status", status: "cancelled", at: longAgo }],
        }),
        now,
      ),
    ).toBe(false);
  });

  it("stay when a quote shows the agreement: accepted, or its pieces taken off stock", () => {
    const history = [{ event: "status" as const, status: "cancelled" as const, at: longAgo }];
    expect(
      isExpiredWithoutPurchase(
        request({
          status: "cancelled",
          history,
          quotes: [{ state: "accepted", stockTaken: false }],
        }),
        now,
      ),
    ).toBe(false);
    expect(
      isExpiredWithoutPurchase(
        request({
          status: "cancelled",
          history,
          quotes: [{ state: "withdrawn", stockTaken: true }],
        }),
        now,
      ),
    ).toBe(false);
  });

  it("include a cancelled request with no history, whose past is unknown", () => {
    expect(isExpiredWithoutPurchase(request({ status: "cancelled" }), now)).toBe(false);
  });
});
