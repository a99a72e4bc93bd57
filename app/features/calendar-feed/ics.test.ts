import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { foldIcsLine as foldLine, icsText as escapeText } from "~/lib/icalendar";
import { calendarFeedIcs } from "./ics";

describe("iCalendar text (docs/product.md#calendar-feed)", () => {
  it("escapes TEXT values and folds long lines at 75 octets without cutting a character", () => {
    expect(escapeText("a,b;c\\d\ne\r\nf\u0007")).toBe("a\\,b\\;c\\\\d\\ne\\nf");
    const folded = foldLine(`DESCRIPTION:${"é".repeat(100)}`);
    for (const line of folded.split("\r\n")) expect(Buffer.byteLength(line, "utf8")).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, "")).toBe(`DESCRIPTION:${"é".repeat(100)}`);
  });
  it("reads back with ical.js: a name, Paris times, an all-day expiry", () => {
    const text = calendarFeedIcs({
      businessName: "AZ Toiture",
      calendarName: "AZ Toiture — visites et devis",
      host: "az-toiture.fr",
      visits: [
        {
          uid: "v@az",
          startsAt: "2026-07-01T07:30:00.000Z",
          endsAt: "2026-07-01T08:30:00.000Z",
          status: "confirmed",
          sequence: 2,
          updatedAt: "2026-06-20T10:00:00.000Z",
          customerName: "Émile Zola",
          reference: "D-2026-0001",
          address: "1 rue des Lilas, 69001 Lyon",
          phone: "06 00 00 00 00",
          note: "",
          leadUrl: "https://az-toiture.fr/dashboard-management-panel/leads/x",
        },
      ],
      quoteExpiries: [
        {
          quoteId: "q",
          number: "DV-2026-0001",
          validUntil: "2026-12-31",
          customerName: "",
          updatedAt: "2026-06-20T10:00:00.000Z",
          quoteUrl: "https://az-toiture.fr/q",
        },
      ],
    });
    expect(text.endsWith("\r\n")).toBe(true);
    const calendar = new ICAL.Component(ICAL.parse(text));
    ICAL.TimezoneService.register(calendar.getFirstSubcomponent("vtimezone")!);
    const [visit, expiry] = calendar.getAllSubcomponents("vevent").map((e) => new ICAL.Event(e));
    // summer time: 07:30 UTC is 09:30 in Paris
    expect(visit!.startDate.toString()).toBe("2026-07-01T09:30:00");
    expect(visit!.startDate.toJSDate().toISOString()).toBe("2026-07-01T07:30:00.000Z");
    expect(visit!.location).toBe("1 rue des Lilas, 69001 Lyon");
    expect(expiry!.uid).toBe("devis-expiry-q@az-toiture.fr");
    expect(expiry!.startDate.isDate).toBe(true);
    expect(expiry!.endDate.toString()).toBe("2027-01-01");
  });
});
