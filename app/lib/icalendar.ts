/**
 * Writing iCalendar text (RFC 5545) the way every calendar of ours needs it: the visit invitations
 * and the owner's feed. Paris wall-clock times with a VTIMEZONE for Europe/Paris, TEXT values
 * escaped, lines folded at 75 octets (joined with CRLF by the caller). Pure.
 */
import { parisDay, parisTimeOfDay } from "~/lib/business-hours";

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

/** A content line cut into lines of at most 75 octets, each continuation starting with a space (never inside a character). */
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

/** 20261202T083000Z: an instant in UTC (DTSTAMP). */
export function icsUtcStamp(iso: string): string {
  return new Date(iso)
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

/** 20261202T090000: the instant's Paris wall-clock time (with TZID=Europe/Paris). */
export function icsParisLocal(iso: string): string {
  const at = new Date(iso);
  const { hour, minute } = parisTimeOfDay(at);
  return `${parisDay(at).replace(/-/g, "")}T${String(hour).padStart(2, "0")}${String(minute).padStart(2, "0")}00`;
}
