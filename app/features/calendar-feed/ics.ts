/**
 * The owner's calendar as iCalendar text (RFC 5545; docs/product.md#calendar-feed): the visits at
 * their Paris times (a VTIMEZONE for Europe/Paris, so every calendar app places them right) and the
 * devis' last valid days as all-day events. Lines end in CRLF and are folded at 75 octets. Pure.
 */
import { foldIcsLine, icsParisLocal, icsText, icsUtcStamp, PARIS_VTIMEZONE } from "~/lib/icalendar";

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

const compactDay = (day: string) => day.replace(/-/g, "");

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
    `UID:${icsText(visit.uid)}`,
    `DTSTAMP:${icsUtcStamp(visit.updatedAt)}`,
    `DTSTART;TZID=Europe/Paris:${icsParisLocal(visit.startsAt)}`,
    `DTEND;TZID=Europe/Paris:${icsParisLocal(visit.endsAt)}`,
    `SEQUENCE:${visit.sequence}`,
    `STATUS:${pending ? "TENTATIVE" : "CONFIRMED"}`,
    `SUMMARY:${icsText(`${pending ? "À confirmer : " : ""}Visite ${visit.customerName}`.trim())}`,
    ...(visit.address ? [`LOCATION:${icsText(visit.address)}`] : []),
    `DESCRIPTION:${icsText(description.join("\n"))}`,
    `URL:${visit.leadUrl}`,
    "END:VEVENT",
  ];
}

function quoteExpiryEvent(quote: FeedQuoteExpiry, host: string): string[] {
  return [
    "BEGIN:VEVENT",
    `UID:devis-expiry-${icsText(quote.quoteId)}@${host}`,
    `DTSTAMP:${icsUtcStamp(quote.updatedAt)}`,
    `DTSTART;VALUE=DATE:${compactDay(quote.validUntil)}`,
    `DTEND;VALUE=DATE:${compactDay(nextDay(quote.validUntil))}`,
    `SUMMARY:${icsText(`Le devis ${quote.number} expire`)}`,
    `DESCRIPTION:${icsText([quote.customerName, "Dernier jour pour l'accepter.", quote.quoteUrl].filter(Boolean).join("\n"))}`,
    `URL:${quote.quoteUrl}`,
    "TRANSP:TRANSPARENT",
    "END:VEVENT",
  ];
}

export function calendarFeedIcs(feed: CalendarFeed): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//${icsText(feed.businessName)}//Agenda//FR`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${icsText(feed.calendarName)}`,
    "X-WR-TIMEZONE:Europe/Paris",
    "REFRESH-INTERVAL;VALUE=DURATION:PT1H",
    "X-PUBLISHED-TTL:PT1H",
    ...PARIS_VTIMEZONE,
    ...feed.visits.flatMap(visitEvent),
    ...feed.quoteExpiries.flatMap((quote) => quoteExpiryEvent(quote, feed.host)),
    "END:VCALENDAR",
  ];
  return lines.map(foldIcsLine).join("\r\n") + "\r\n";
}
