/**
 * The owner's calendar as iCalendar text (RFC 5545; docs/product.md#calendar-feed): the visits at
 * their Paris times (a VTIMEZONE for Europe/Paris, so every calendar app places them right) and the
 * devis' last valid days as all-day events. Lines end in CRLF and are folded at 75 octets. Pure.
 */
import { parisDay, parisTimeOfDay } from "~/lib/business-hours";

export interface FeedVisit {
  uid: string;
  startsAt: string;
  endsAt: string;
  /** proposed: the customer's pick, awaiting the owner */
  status: "proposed" | "confirmed";
  sequence: number;
  updatedAt: string;
  customerName: string;
  reference: string;
  address: string;
  phone: string;
  note: string;
  leadUrl: string;
}

export interface FeedQuoteExpiry {
  quoteId: string;
  number: string;
  /** 'YYYY-MM-DD', the last day it can be accepted */
  validUntil: string;
  customerName: string;
  updatedAt: string;
  quoteUrl: string;
}

export interface CalendarFeed {
  /** the business's name (PRODID) */
  businessName: string;
  calendarName: string;
  /** the site's host: the devis events' UIDs end with it */
  host: string;
  visits: readonly FeedVisit[];
  quoteExpiries: readonly FeedQuoteExpiry[];
}

const PARIS_TIMEZONE = [
  "BEGIN:VTIMEZONE",
  "TZID:Europe/Paris",
  "X-LIC-LOCATION:Europe/Paris",
  "BEGIN:DAYLIGHT",
  "TZOFFSETFROM:+0100",
  "TZOFFSETTO:+0200",
  "TZNAME:CEST",
  "DTSTART:19700329T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU",
  "END:DAYLIGHT",
  "BEGIN:STANDARD",
  "TZOFFSETFROM:+0200",
  "TZOFFSETTO:+0100",
  "TZNAME:CET",
  "DTSTART:19701025T030000",
  "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU",
  "END:STANDARD",
  "END:VTIMEZONE",
];

/** A TEXT value: backslash, semicolon, comma and line breaks escaped, control characters dropped. */
export function escapeText(value: string): string {
  return value
    .replace(/\r\n?/g, "\n")
    .replace(/[\u0000-\u0009\u000b-\u001f\u007f]/g, "")
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\n/g, "\\n");
}

/** A content line cut into lines of at most 75 octets, each continuation starting with a space (never inside a character). */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, "utf8");
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

const utcStamp = (iso: string) =>
  new Date(iso)
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
const compactDay = (day: string) => day.replace(/-/g, "");

/** 20261202T090000: the instant's Paris wall-clock time. */
function parisLocal(iso: string): string {
  const at = new Date(iso);
  const { hour, minute } = parisTimeOfDay(at);
  return `${compactDay(parisDay(at))}T${String(hour).padStart(2, "0")}${String(minute).padStart(2, "0")}00`;
}

function nextDay(day: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

function visitEvent(visit: FeedVisit): string[] {
  const pending = visit.status === "proposed";
  const description = [
    `Demande ${visit.reference}`,
    visit.customerName,
    visit.phone ? `Tél. ${visit.phone}` : "",
    visit.address,
    visit.note ? `Note : ${visit.note}` : "",
    pending ? "Créneau choisi par le client, à confirmer." : "",
    visit.leadUrl,
  ].filter(Boolean);
  return [
    "BEGIN:VEVENT",
    `UID:${escapeText(visit.uid)}`,
    `DTSTAMP:${utcStamp(visit.updatedAt)}`,
    `DTSTART;TZID=Europe/Paris:${parisLocal(visit.startsAt)}`,
    `DTEND;TZID=Europe/Paris:${parisLocal(visit.endsAt)}`,
    `SEQUENCE:${visit.sequence}`,
    `STATUS:${pending ? "TENTATIVE" : "CONFIRMED"}`,
    `SUMMARY:${escapeText(`${pending ? "À confirmer : " : ""}Visite ${visit.customerName}`.trim())}`,
    ...(visit.address ? [`LOCATION:${escapeText(visit.address)}`] : []),
    `DESCRIPTION:${escapeText(description.join("\n"))}`,
    `URL:${visit.leadUrl}`,
    "END:VEVENT",
  ];
}

function quoteExpiryEvent(quote: FeedQuoteExpiry, host: string): string[] {
  return [
    "BEGIN:VEVENT",
    `UID:devis-expiry-${escapeText(quote.quoteId)}@${host}`,
    `DTSTAMP:${utcStamp(quote.updatedAt)}`,
    `DTSTART;VALUE=DATE:${compactDay(quote.validUntil)}`,
    `DTEND;VALUE=DATE:${compactDay(nextDay(quote.validUntil))}`,
    `SUMMARY:${escapeText(`Le devis ${quote.number} expire`)}`,
    `DESCRIPTION:${escapeText([quote.customerName, "Dernier jour pour l'accepter.", quote.quoteUrl].filter(Boolean).join("\n"))}`,
    `URL:${quote.quoteUrl}`,
    "TRANSP:TRANSPARENT",
    "END:VEVENT",
  ];
}

export function calendarFeedIcs(feed: CalendarFeed): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//${escapeText(feed.businessName)}//Agenda//FR`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${escapeText(feed.calendarName)}`,
    "X-WR-TIMEZONE:Europe/Paris",
    "REFRESH-INTERVAL;VALUE=DURATION:PT1H",
    "X-PUBLISHED-TTL:PT1H",
    ...PARIS_TIMEZONE,
    ...feed.visits.flatMap(visitEvent),
    ...feed.quoteExpiries.flatMap((quote) => quoteExpiryEvent(quote, feed.host)),
    "END:VCALENDAR",
  ];
  return lines.map(foldLine).join("\r\n") + "\r\n";
}
