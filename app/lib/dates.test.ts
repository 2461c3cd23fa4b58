import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  dayInZone,
  defaultTimeZone,
  endOfDayInZone,
  formatDate,
  formatDateTime,
  formatDay,
  instantInZone,
  isoInZone,
  isTimeZone,
  readTypedDay,
  readTypedTime,
  startOfDayInZone,
  timeZones,
} from "./dates";

const winter = "2026-11-27T07:20:00.000Z";
const summer = "2026-07-14T07:20:00.000Z";

describe("formatDateTime", () => {
  it("shows a winter instant in the shop's zone, naming the zone", () => {
    expect(formatDateTime(winter, "it", "Europe/Rome")).toBe("27 nov 2026, 08:20 CET");
    expect(formatDateTime(winter, "en", "Europe/Rome")).toBe("27 Nov 2026, 08:20 GMT+1");
    expect(formatDateTime(winter, "fr", "Europe/Paris")).toBe("27 nov. 2026, 08:20 UTC+1");
    expect(formatDateTime(winter, "en", "America/New_York")).toBe("27 Nov 2026, 02:20 GMT-5");
    expect(formatDateTime(winter, "en", "UTC")).toBe("27 Nov 2026, 07:20 UTC");
  });
  it("follows summer time", () => {
    expect(formatDateTime(summer, "it", "Europe/Rome")).toBe("14 lug 2026, 09:20 CEST");
    expect(formatDateTime(summer, "fr", "Europe/Paris")).toBe("14 juil. 2026, 09:20 UTC+2");
    expect(formatDateTime(summer, "en", "Asia/Tokyo")).toBe("14 Jul 2026, 16:20 GMT+9");
  });
});

describe("formatDate", () => {
  it("writes the day in each language", () => {
    expect(formatDate("2026-03-12T10:00:00.000Z", "en", "Europe/Rome")).toBe("12 March 2026");
    expect(formatDate("2026-03-12T10:00:00.000Z", "it", "Europe/Rome")).toBe("12 marzo 2026");
    expect(formatDate("2026-03-12T10:00:00.000Z", "fr", "Europe/Paris")).toBe("12 mars 2026");
  });
  it("reads the day in the shop's zone: half past midnight in Rome is already the next day", () => {
    expect(formatDate("2026-03-12T23:30:00.000Z", "en", "Europe/Rome")).toBe("13 March 2026");
    expect(formatDate("2026-03-12T23:30:00.000Z", "en", "UTC")).toBe("12 March 2026");
  });
});

describe("formatDay", () => {
  it("writes a calendar day as it is, in any zone", () => {
    expect(formatDay("2026-12-31", "it")).toBe("31 dicembre 2026");
  });
});

describe("isoInZone", () => {
  it("writes local time with its offset, winter and summer", () => {
    expect(isoInZone(winter, "Europe/Rome")).toBe("2026-11-27T08:20:00+01:00");
    expect(isoInZone(summer, "Europe/Paris")).toBe("2026-07-14T09:20:00+02:00");
    expect(isoInZone(winter, "America/New_York")).toBe("2026-11-27T02:20:00-05:00");
    expect(isoInZone(winter, "UTC")).toBe("2026-11-27T07:20:00+00:00");
  });
});

describe("timeZones", () => {
  it("offers Italy's and France's zones first, then Europe's, each zone once", () => {
    const zones = timeZones();
    expect(zones.slice(0, 3)).toEqual(["Europe/Rome", "Europe/Paris", expect.stringMatching(/^Europe\//)]);
    const firstElsewhere = zones.findIndex((zone) => !zone.startsWith("Europe/"));
    expect(zones.slice(firstElsewhere).some((zone) => zone.startsWith("Europe/"))).toBe(false);
    expect(new Set(zones).size).toBe(zones.length);
    expect(zones).toEqual(expect.arrayContaining(["UTC", "America/New_York", "Europe/Lisbon"]));
  });
});

describe("isTimeZone", () => {
  it("knows IANA names, not offsets or misspellings", () => {
    expect(isTimeZone("Europe/Rome")).toBe(true);
    expect(isTimeZone("UTC")).toBe(true);
    expect(isTimeZone("Europe/Roma")).toBe(false);
    expect(isTimeZone("+01:00")).toBe(false);
    expect(isTimeZone("")).toBe(false);
  });
});

describe("a day on the shop's clock", () => {
  it("ends at the shop's midnight, whichever side of UTC it is, summer or winter", () => {
    expect(endOfDayInZone("2026-02-08", "Europe/Rome").toISOString()).toBe("2026-02-08T22:59:59.999Z");
    expect(endOfDayInZone("2026-07-08", "Europe/Rome").toISOString()).toBe("2026-07-08T21:59:59.999Z");
    expect(endOfDayInZone("2026-02-08", "America/New_York").toISOString()).toBe("2026-02-09T04:59:59.999Z");
    expect(endOfDayInZone("2026-02-08", "Asia/Tokyo").toISOString()).toBe("2026-02-08T14:59:59.999Z");
    expect(endOfDayInZone("2026-02-08", "UTC").toISOString()).toBe("2026-02-08T23:59:59.999Z");
  });

  it("ends right on the nights the clocks change", () => {
    // Rome moves to summer time on 29 March 2026 and back on 25 October.
    expect(endOfDayInZone("2026-03-28", "Europe/Rome").toISOString()).toBe("2026-03-28T22:59:59.999Z");
    expect(endOfDayInZone("2026-03-29", "Europe/Rome").toISOString()).toBe("2026-03-29T21:59:59.999Z");
    expect(endOfDayInZone("2026-10-24", "Europe/Rome").toISOString()).toBe("2026-10-24T21:59:59.999Z");
    expect(endOfDayInZone("2026-10-25", "Europe/Rome").toISOString()).toBe("2026-10-25T22:59:59.999Z");
  });

  it("reads back as the same day in the same zone", () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date("2000-01-01T00:00:00Z"), max: new Date("2099-12-31T00:00:00Z"), noInvalidDate: true }),
        fc.constantFrom("Europe/Rome", "Europe/Paris", "America/New_York", "Pacific/Kiritimati", "Pacific/Pago_Pago", "UTC"),
        (date, zone) => {
          const day = date.toISOString().slice(0, 10);
          const end = endOfDayInZone(day, zone);
          expect(dayInZone(end, zone)).toBe(day);
          expect(dayInZone(new Date(end.getTime() + 1), zone)).not.toBe(day);
        },
      ),
    );
  });
});

describe("readTypedDay", () => {
  it("reads day, month, year as en-IE, it and fr write it, and the ISO day a picker sends", () => {
    expect(readTypedDay("27/11/2026")).toBe("2026-11-27");
    expect(readTypedDay(" 7.3.2026 ")).toBe("2026-03-07");
    expect(readTypedDay("07-03-2026")).toBe("2026-03-07");
    expect(readTypedDay("2026-11-27")).toBe("2026-11-27");
  });
  it("refuses a day that does not exist, a month first, a two-digit year and words", () => {
    for (const text of ["31/02/2026", "11/27/2026", "27/11/26", "29/02/2027", "domani", "", "27//11/2026", "1/1/1999", "1/1/3000"]) {
      expect(readTypedDay(text), text).toBeUndefined();
    }
    expect(readTypedDay("29/02/2028")).toBe("2028-02-29");
  });
});

describe("startOfDayInZone", () => {
  it("is the first millisecond of the day on the shop's clock, across a change of clocks", () => {
    expect(startOfDayInZone("2026-11-27", "Europe/Rome").toISOString()).toBe("2026-11-26T23:00:00.000Z");
    expect(startOfDayInZone("2026-03-29", "Europe/Rome").toISOString()).toBe("2026-03-28T23:00:00.000Z");
    expect(startOfDayInZone("2026-03-30", "Europe/Rome").toISOString()).toBe("2026-03-29T22:00:00.000Z");
    expect(startOfDayInZone("2026-11-27", "America/New_York").toISOString()).toBe("2026-11-27T05:00:00.000Z");
  });
});

describe("dates at their edges", () => {
  it("starts the shop on Rome's clock (docs/product/back-office.md#settings)", () => {
    expect(defaultTimeZone).toBe("Europe/Rome");
  });

  it("counts the minutes of an offset that is not whole hours", () => {
    expect(endOfDayInZone("2026-11-27", "Asia/Kolkata").toISOString()).toBe("2026-11-27T18:29:59.999Z");
    expect(endOfDayInZone("2026-11-27", "America/St_Johns").toISOString()).toBe("2026-11-28T03:29:59.999Z");
  });

  it.each(["x2026-11-27", "2026-11-270", "x27/11/2026", "27/11/20260"])("reads no day in %s", (typed) => {
    expect(readTypedDay(typed)).toBeUndefined();
  });
});

describe("a time typed on the shop's clock (docs/product/sale-prices.md#a-sale)", () => {
  it("reads the ways each language writes a time, and nothing else", () => {
    expect(["8:30", "08.30", "8h30", "23:59", "00:00"].map(readTypedTime)).toEqual(["08:30", "08:30", "08:30", "23:59", "00:00"]);
    expect(["24:00", "8:60", "830", "8:3", "", "8:30 pm"].map(readTypedTime)).toEqual([undefined, undefined, undefined, undefined, undefined, undefined]);
  });

  it("names the instant in the zone, in winter, in summer and around a change of clocks", () => {
    expect(instantInZone("2026-11-27", "08:20", "Europe/Rome").toISOString()).toBe("2026-11-27T07:20:00.000Z");
    expect(instantInZone("2026-07-14", "09:20", "Europe/Rome").toISOString()).toBe(summer);
    expect(instantInZone("2026-03-29", "04:00", "Europe/Rome").toISOString()).toBe("2026-03-29T02:00:00.000Z");
    expect(instantInZone("2026-03-28", "23:00", "Europe/Rome").toISOString()).toBe("2026-03-28T22:00:00.000Z");
    expect(instantInZone("2026-11-27", "08:20", "America/New_York").toISOString()).toBe("2026-11-27T13:20:00.000Z");
  });
});
