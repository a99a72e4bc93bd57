/**
 * A visit as the customer's calendar invitation (iCalendar, RFC 5545 with iTIP, RFC 5546;
 * docs/product.md#visits): METHOD:REQUEST for a new or moved visit, METHOD:CANCEL once cancelled.
 * One UID for the visit's whole life and a SEQUENCE bumped at each change, so Gmail, Outlook and
 * Apple Calendar update or remove the event they already hold. Times are Paris wall-clock times
 * with a VTIMEZONE for Europe/Paris. Lines end in CRLF, folded at 75 octets. Pure.
 */
import { parisDay, parisTimeOfDay } from "~/lib/business-hours";

export type InvitationMethod = "REQUEST" | "CANCEL";

export interface VisitInvitation {
  method: InvitationMethod;
  uid: string;
  sequence: number;
  startsAt: string;
  endsAt: string;
  /** when this revision was written (DTSTAMP) */
  stampedAt: string;
  /** 'proposed' is sent as TENTATIVE: the owner has not confirmed it yet */
  status: "confirmed" | "proposed" | "cancelled";
  organizer: { name: string; email: string };
  attendee: { name: string; email: string };
  location: string;
  summary: string;
  description: string;
}

/** Europe/Paris since 1996: last Sunday of March 02:00 → CEST, last Sunday of October 03:00 → CET. */
export const PARIS_VTIMEZONE = [
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
] as const;

/** A TEXT value: backslash, semicolon, comma and line breaks escaped, control characters dropped. */
export function icsText(value: string): string {
  return value
    .replace(/\r\n?/g, "\n")
    .replace(/[\u0000-\u0009\u000b-\u001f\u007f]/g, "")
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\n/g, "\\n");
}

/** A parameter value (CN): quoted, without the quotes and control characters it may not hold. */
function icsParam(value: string): string {
  return `"${value.replace(/[\u0000-\u001f\u007f"]/g, "").trim()}"`;
}

/** A content line cut into lines of at most 75 octets, continuations starting with a space (never inside a character). */
export function foldIcsLine(line: string): string {
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, "utf8");
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
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

/** 20261202T090000: the instant's Paris wall-clock time. */
function parisLocal(iso: string): string {
  const at = new Date(iso);
  const { hour, minute } = parisTimeOfDay(at);
  return `${parisDay(at).replace(/-/g, "")}T${String(hour).padStart(2, "0")}${String(minute).padStart(2, "0")}00`;
}

const mailto = (email: string) => `mailto:${email.replace(/[\s<>"]/g, "")}`;

const STATUS: Record<VisitInvitation["status"], string> = {
  confirmed: "CONFIRMED",
  proposed: "TENTATIVE",
  cancelled: "CANCELLED",
};

export function visitInvitationIcs(v: VisitInvitation): string {
  const cancel = v.method === "CANCEL";
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//${icsText(v.organizer.name)}//Visites//FR`,
    "CALSCALE:GREGORIAN",
    `METHOD:${v.method}`,
    ...PARIS_VTIMEZONE,
    "BEGIN:VEVENT",
    `UID:${icsText(v.uid)}`,
    `SEQUENCE:${v.sequence}`,
    `DTSTAMP:${utcStamp(v.stampedAt)}`,
    `DTSTART;TZID=Europe/Paris:${parisLocal(v.startsAt)}`,
    `DTEND;TZID=Europe/Paris:${parisLocal(v.endsAt)}`,
    `SUMMARY:${icsText(v.summary)}`,
    ...(v.location ? [`LOCATION:${icsText(v.location)}`] : []),
    `DESCRIPTION:${icsText(v.description)}`,
    `STATUS:${cancel ? "CANCELLED" : STATUS[v.status]}`,
    "TRANSP:OPAQUE",
    `ORGANIZER;CN=${icsParam(v.organizer.name)}:${mailto(v.organizer.email)}`,
    `ATTENDEE;CN=${icsParam(v.attendee.name || v.attendee.email)};ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=FALSE:${mailto(v.attendee.email)}`,
    ...(cancel ? [] : ["BEGIN:VALARM", "ACTION:DISPLAY", `DESCRIPTION:${icsText(v.summary)}`, "TRIGGER:-PT2H", "END:VALARM"]),
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(foldIcsLine).join("\r\n")}\r\n`;
}
