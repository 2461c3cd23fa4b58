import { intlLocale } from "~/i18n/languages";
import type { Language } from "~shared/languages";

/*
 * Every date and time the shop shows, mails or exports is written in the shop's time zone
 * (docs/decisions/0055); stored times stay UTC. The zone is the shop's setting, passed by the
 * caller, so the server's rendering and the browser's hydration agree whatever the visitor's zone.
 */

/** The zone of a shop whose owner has not chosen one. */
export const defaultTimeZone = "Europe/Rome";

/** Where a shop in Italy or France keeps its clock: offered first, before the world's zones. */
const homeZones = ["Europe/Rome", "Europe/Paris"];

/**
 * The IANA zones the owner may choose from: Intl's own list, with UTC (Intl lists only places);
 * Italy's and France's first, then the rest of Europe, so the owner does not scroll past Africa.
 */
export function timeZones(): string[] {
  const places = Intl.supportedValuesOf("timeZone").filter((zone) => !homeZones.includes(zone));
  const european = places.filter((zone) => zone.startsWith("Europe/"));
  return [...homeZones, ...european, "UTC", ...places.filter((zone) => !zone.startsWith("Europe/"))];
}

let knownZones: Set<string> | undefined;

/** An IANA zone name as Intl lists it ("Europe/Rome", "UTC"); not an offset or a misspelt name. */
export function isTimeZone(value: string): boolean {
  knownZones ??= new Set(timeZones());
  return knownZones.has(value);
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** Intl's formatters cost far more to make than to use: one per language, zone and style. */
function formatter(language: Language, timeZone: string, style: "day" | "time"): Intl.DateTimeFormat {
  const key = `${language} ${timeZone} ${style}`;
  let made = formatters.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat(
      intlLocale[language],
      style === "day"
        ? { dateStyle: "long", timeZone }
        : // Intl's short zone name: "CET"/"CEST" in en and it, "UTC+1"/"UTC+2" in fr, as each language writes it.
          { day: "numeric", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit", timeZone, timeZoneName: "short" },
    );
    formatters.set(key, made);
  }
  return made;
}

/** The calendar day of an instant in the shop's zone, in the page's language, e.g. "12 March 2026". */
export function formatDate(iso: string, language: Language, timeZone: string): string {
  return formatter(language, timeZone, "day").format(new Date(iso));
}

/** An instant to the minute in the shop's zone, naming the zone: "27 nov 2026, 08:20 CET". */
export function formatDateTime(iso: string, language: Language, timeZone: string): string {
  return formatter(language, timeZone, "time").format(new Date(iso));
}

/** A YYYY-MM-DD day (a quote's last day, already a day of the shop's calendar), written the page's way. */
export function formatDay(day: string, language: Language): string {
  return formatter(language, "UTC", "day").format(new Date(`${day}T12:00:00Z`));
}

const offsetParts = new Map<string, Intl.DateTimeFormat>();

/**
 * An instant as ISO 8601 local time with its offset, "2026-11-27T08:20:00+01:00": what the orders
 * export writes, readable as the shop's time and still one exact instant for a spreadsheet.
 */
export function isoInZone(iso: string, timeZone: string): string {
  let parts = offsetParts.get(timeZone);
  if (!parts) {
    parts = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      timeZoneName: "longOffset",
    });
    offsetParts.set(timeZone, parts);
  }
  const part = Object.fromEntries(parts.formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
  // "GMT+01:00", or plain "GMT" at offset zero.
  const offset = part.timeZoneName === "GMT" ? "+00:00" : part.timeZoneName.slice(3);
  return `${part.year}-${part.month}-${part.day}T${part.hour}:${part.minute}:${part.second}${offset}`;
}

/** The calendar day (YYYY-MM-DD) an instant falls on in the shop's zone. */
export function dayInZone(instant: Date, timeZone: string): string {
  return isoInZone(instant.toISOString(), timeZone).slice(0, 10);
}

/** How far the zone's clock is ahead of UTC at an instant, in milliseconds. */
function offsetMs(instant: Date, timeZone: string): number {
  const offset = isoInZone(instant.toISOString(), timeZone).slice(19);
  const sign = offset.startsWith("-") ? -1 : 1;
  return sign * (Number(offset.slice(1, 3)) * 60 + Number(offset.slice(4, 6))) * 60_000;
}

/**
 * The last millisecond of a day (YYYY-MM-DD) on the shop's clock: a quote valid until that day
 * holds until the owner's midnight, not UTC's (an hour early in Rome, five hours late in New York).
 */
export function endOfDayInZone(day: string, timeZone: string): Date {
  const midnightUtc = Date.parse(`${day}T00:00:00Z`) + 86_400_000;
  // The offset at the guess, then at the answer: a change of clocks that night moves it once.
  let nextMidnight = midnightUtc - offsetMs(new Date(midnightUtc), timeZone);
  nextMidnight = midnightUtc - offsetMs(new Date(nextMidnight), timeZone);
  return new Date(nextMidnight - 1);
}

/** The calendar day (YYYY-MM-DD) `days` after a day (before it, for a negative count). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The first millisecond of a day (YYYY-MM-DD) on the shop's clock. */
export function startOfDayInZone(day: string, timeZone: string): Date {
  return new Date(endOfDayInZone(addDays(day, -1), timeZone).getTime() + 1);
}

/**
 * A day as an owner types it (docs/product/back-office.md#list-filters): day, month, year, as
 * English (Ireland), Italian and French all write it ("27/11/2026", "27.11.2026", "7-3-2026"), or
 * the ISO "2026-11-27" a date picker sends. YYYY-MM-DD, or undefined for anything else: a day that
 * does not exist, or a year outside 2000–2999 (no request is older, and the zone arithmetic stays
 * within four-digit years).
 */
export function readTypedDay(text: string): string | undefined {
  const trimmed = text.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(trimmed);
  const written = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(trimmed);
  const [year, month, day] = iso ? [iso[1], iso[2], iso[3]] : written ? [written[3], written[2], written[1]] : [];
  if (!year || !month || !day || !year.startsWith("2")) return undefined;
  const candidate = `${year}-${month.padStart(2, "0")}-${day.padStart(2, "0")}`;
  const parsed = new Date(`${candidate}T12:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === candidate ? candidate : undefined;
}

/**
 * A time of day as an owner types it: "8:30", "08.30" (Italian) or "8h30" (French), or "08:30" from
 * a time picker. HH:MM on a 24-hour clock, or undefined for anything else.
 */
export function readTypedTime(text: string): string | undefined {
  const match = /^(\d{1,2})[:.hH](\d{2})$/.exec(text.trim());
  if (!match || Number(match[1]) > 23 || Number(match[2]) > 59) return undefined;
  return `${match[1].padStart(2, "0")}:${match[2]}`;
}

/** The instant a day (YYYY-MM-DD) and time (HH:MM) name on the shop's clock. */
export function instantInZone(day: string, time: string, timeZone: string): Date {
  const asUtc = Date.parse(`${day}T${time}:00Z`);
  // The offset at the guess, then at the answer, as endOfDayInZone does across a change of clocks.
  const guess = asUtc - offsetMs(new Date(asUtc), timeZone);
  return new Date(asUtc - offsetMs(new Date(guess), timeZone));
}
