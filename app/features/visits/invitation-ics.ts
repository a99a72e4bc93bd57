/**
 * A visit as the customer's calendar invitation (iCalendar, RFC 5545 with iTIP, RFC 5546;
 * docs/product.md#visits): METHOD:REQUEST for a new or moved visit, METHOD:CANCEL once cancelled.
 * One UID for the visit's whole life and a SEQUENCE bumped at each change, so Gmail, Outlook and
 * Apple Calendar update or remove the event they already hold. Times are Paris wall-clock times
 * with a VTIMEZONE for Europe/Paris. Lines end in CRLF, folded at 75 octets. Pure.
 */
import { foldIcsLine, icsParisLocal, icsText, icsUtcStamp, PARIS_VTIMEZONE } from "~/lib/icalendar";

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

/** A parameter value (CN): quoted, without the quotes and control characters it may not hold. */
function icsParam(value: string): string {
  return `"${value.replace(/[\u0000-\u001f\u007f"]/g, "").trim()}"`;
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
    `DTSTAMP:${icsUtcStamp(v.stampedAt)}`,
    `DTSTART;TZID=Europe/Paris:${icsParisLocal(v.startsAt)}`,
    `DTEND;TZID=Europe/Paris:${icsParisLocal(v.endsAt)}`,
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
