import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { visitInvitationIcs, type VisitInvitation } from "./invitation-ics";

const base: VisitInvitation = {
  method: "REQUEST",
  uid: "visite-123@az-toiture.fr",
  sequence: 0,
  // 09:30 Paris in winter
  startsAt: "2026-12-02T08:30:00.000Z",
  endsAt: "2026-12-02T09:30:00.000Z",
  stampedAt: "2026-11-28T10:00:00.000Z",
  status: "confirmed",
  organizer: { name: "AZ Toiture, couverture; zinguerie", email: "contact@az-toiture.fr" },
  attendee: { name: 'Jean "Jo" Dupont', email: "jean.dupont@example.fr" },
  location: "12 rue des Tuiles, 69001 Lyon",
  summary: "Visite technique – AZ Toiture",
  description: `Demande D-2026-0042\nNote : prévoir l'accès aux combles, merci ; ${"é".repeat(60)}\nContact : 04 00 00 00 00`,
};

function read(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const zone = calendar.getFirstSubcomponent("vtimezone");
  if (zone) ICAL.TimezoneService.register(zone);
  const vevent = calendar.getFirstSubcomponent("vevent")!;
  return { calendar, zone, vevent, event: new ICAL.Event(vevent) };
}

describe("the visit's calendar invitation (docs/product.md#visits)", () => {
  it("is a REQUEST with the Paris time, its VTIMEZONE, the place, the organizer and the attendee", () => {
    const text = visitInvitationIcs(base);
    for (const line of text.split("\r\n")) expect(Buffer.byteLength(line, "utf8")).toBeLessThanOrEqual(75);
    const { calendar, zone, vevent, event } = read(text);
    expect(calendar.getFirstPropertyValue("method")).toBe("REQUEST");
    expect(zone?.getFirstPropertyValue("tzid")).toBe("Europe/Paris");
    expect(zone?.getAllSubcomponents("daylight")).toHaveLength(1);
    expect(zone?.getAllSubcomponents("standard")).toHaveLength(1);
    expect(event.uid).toBe(base.uid);
    expect(event.sequence).toBe(0);
    expect(vevent.getFirstProperty("dtstart")!.getParameter("tzid")).toBe("Europe/Paris");
    expect(event.startDate.zone?.tzid).toBe("Europe/Paris");
    expect(event.startDate.toString()).toBe("2026-12-02T09:30:00");
    expect(event.startDate.toJSDate().toISOString()).toBe(base.startsAt);
    expect(event.endDate.toJSDate().toISOString()).toBe(base.endsAt);
    expect(event.location).toBe(base.location);
    expect(event.summary).toBe("Visite technique – AZ Toiture");
    expect(event.description).toBe(base.description);
    expect(vevent.getFirstPropertyValue("status")).toBe("CONFIRMED");
    expect(vevent.getFirstPropertyValue("dtstamp")?.toString()).toBe("2026-11-28T10:00:00Z");
    const organizer = vevent.getFirstProperty("organizer")!;
    expect(organizer.getFirstValue()).toBe("mailto:contact@az-toiture.fr");
    expect(organizer.getParameter("cn")).toBe("AZ Toiture, couverture; zinguerie");
    const attendee = vevent.getFirstProperty("attendee")!;
    expect(attendee.getFirstValue()).toBe("mailto:jean.dupont@example.fr");
    expect(attendee.getParameter("cn")).toBe("Jean Jo Dupont");
  });

  it("keeps the Paris wall-clock time in summer (UTC+2)", () => {
    const { event } = read(
      visitInvitationIcs({ ...base, startsAt: "2027-07-01T07:00:00.000Z", endsAt: "2027-07-01T08:30:00.000Z" }),
    );
    expect(event.startDate.toString()).toBe("2027-07-01T09:00:00");
    expect(event.endDate.toJSDate().toISOString()).toBe("2027-07-01T08:30:00.000Z");
  });

  it("an update keeps the UID with a higher SEQUENCE; a cancellation is METHOD:CANCEL, STATUS:CANCELLED", () => {
    const update = read(
      visitInvitationIcs({ ...base, sequence: 1, startsAt: "2026-12-03T13:00:00.000Z", endsAt: "2026-12-03T14:00:00.000Z" }),
    );
    expect(update.event.uid).toBe(base.uid);
    expect(update.event.sequence).toBe(1);
    expect(update.event.startDate.toString()).toBe("2026-12-03T14:00:00");
    const cancel = read(visitInvitationIcs({ ...base, method: "CANCEL", status: "cancelled", sequence: 2 }));
    expect(cancel.calendar.getFirstPropertyValue("method")).toBe("CANCEL");
    expect(cancel.event.uid).toBe(base.uid);
    expect(cancel.event.sequence).toBe(2);
    expect(cancel.vevent.getFirstPropertyValue("status")).toBe("CANCELLED");
    expect(cancel.vevent.getFirstSubcomponent("valarm")).toBeNull();
  });

  it("a customer's pick not yet confirmed is TENTATIVE", () => {
    expect(read(visitInvitationIcs({ ...base, status: "proposed" })).vevent.getFirstPropertyValue("status")).toBe("TENTATIVE");
  });
});
