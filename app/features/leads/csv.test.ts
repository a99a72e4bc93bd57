import { describe, expect, it } from "vitest";
import { CSV_BOM, CSV_HEADER, CSV_SEPARATOR, csvCell, leadsToCsv } from "./csv";
import type { LeadView } from "./format";

const lead = (overrides: Partial<LeadView> = {}): LeadView => ({
  id: "lead-1",
  form: "quote",
  firstName: "Hélène",
  lastName: "Müller",
  email: "helene@example.fr",
  phone: "04 72 00 00 00",
  city: "",
  address: "12 rue des Tuiles, 69001 Lyon",
  project: "gutters",
  surface: 85.5,
  message: "Toiture à refaire",
  sourcePath: "/devis-gratuit",
  spam: false,
  createdAt: "2026-05-19T08:30:00.000Z",
  reference: "D-2026-0007",
  status: "nouveau",
  lostReason: null,
  followUpOn: null,
  firstContactedAt: null,
  statusChangedAt: null,
  urgent: false,
  photoCount: 0,
  landingPath: "/landing/zinguerie",
  referrerHost: "www.google.com",
  utmSource: "google",
  utmMedium: "cpc",
  utmCampaign: "hiver",
  gclid: "abc",
  notification: { status: "pending", attempts: 0, lastError: null, nextAttemptAt: null, sentAt: null },
  ...overrides,
});

/** The cells of each line, BOM and final line break removed (no cell of these tests holds a ';' or a line break). */
const rows = (csv: string) =>
  csv
    .slice(CSV_BOM.length)
    .split("\r\n")
    .slice(0, -1)
    .map((line) => line.split(CSV_SEPARATOR));

describe("CSV export of the inbox", () => {
  it("quotes every cell and doubles the quotes inside", () => {
    expect(csvCell("Dupont")).toBe('"Dupont"');
    expect(csvCell('le "vrai" zinc')).toBe('"le ""vrai"" zinc"');
    expect(csvCell("a;b\nc")).toBe('"a;b\nc"');
    expect(csvCell(85.5)).toBe('"85.5"');
    expect(csvCell(null)).toBe('""');
    expect(csvCell(undefined)).toBe('""');
  });

  it("neutralises what a spreadsheet would run as a formula", () => {
    for (const start of ["=", "+", "-", "@", "\t", "\r"]) {
      expect(csvCell(`${start}HYPERLINK("x")`)).toBe(`"'${start}HYPERLINK(""x"")"`);
    }
    expect(csvCell("06 12 34 56 78")).toBe('"06 12 34 56 78"');
  });

  it("starts with the byte order mark and the header, lines end with CRLF", () => {
    const csv = leadsToCsv([]);
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    expect(csv).toBe(`${CSV_BOM}${CSV_HEADER.map((h) => `"${h}"`).join(";")}\r\n`);
    expect(CSV_HEADER).toHaveLength(28);
  });

  it("writes one line per request with French labels", () => {
    const csv = leadsToCsv([
      lead(),
      lead({
        id: "lead-2",
        form: "contact",
        firstName: "Jean",
        lastName: "Dupont",
        city: "Lyon",
        address: "",
        project: "bavettes",
        surface: null,
        reference: "D-2026-0008",
        status: "perdu",
        lostReason: "hors-zone",
        followUpOn: "2026-06-02",
        firstContactedAt: "2026-05-19T09:00:00.000Z",
        statusChangedAt: "2026-05-20T07:15:00.000Z",
        urgent: true,
        landingPath: null,
        referrerHost: null,
        utmSource: null,
        utmMedium: null,
        utmCampaign: null,
        gclid: null,
        notification: { status: "failed", attempts: 12, lastError: "SMTP 550: refusé", nextAttemptAt: null, sentAt: null },
      }),
    ]);
    const [header, quote, contact] = rows(csv);
    expect(header).toHaveLength(CSV_HEADER.length);
    expect(quote).toEqual(
      [
        "D-2026-0007",
        "19/05/2026 10:30",
        "Devis gratuit",
        "Nouveau",
        "",
        "Hélène",
        "Müller",
        "helene@example.fr",
        "04 72 00 00 00",
        "",
        "12 rue des Tuiles, 69001 Lyon",
        "Gouttières",
        "85,5 m²",
        "Toiture à refaire",
        "non",
        "non",
        "",
        "",
        "",
        "/devis-gratuit",
        "/landing/zinguerie",
        "www.google.com",
        "google",
        "cpc",
        "hiver",
        "abc",
        "en attente",
        "",
      ].map(csvCell),
    );
    // a contact request has no surface; a failed notification shows its last error
    expect(contact).toEqual(
      [
        "D-2026-0008",
        "19/05/2026 10:30",
        "Formulaire de contact",
        "Perdu",
        "Hors zone",
        "Jean",
        "Dupont",
        "helene@example.fr",
        "04 72 00 00 00",
        "Lyon",
        "",
        "Bavettes et solins",
        "",
        "Toiture à refaire",
        "oui",
        "non",
        "19/05/2026 11:00",
        "20/05/2026 09:15",
        "02/06/2026",
        "/devis-gratuit",
        "",
        "",
        "",
        "",
        "",
        "",
        "échec (abandonnée)",
        "SMTP 550: refusé",
      ].map(csvCell),
    );
  });

  it("leaves the project empty when there is none, and the error out unless the notification failed", () => {
    const [, line] = rows(
      leadsToCsv([
        lead({
          project: null,
          notification: { status: "sent", attempts: 2, lastError: "old", nextAttemptAt: null, sentAt: null },
        }),
      ]),
    );
    expect(line[11]).toBe('""');
    expect(line[26]).toBe('"envoyée"');
    expect(line[27]).toBe('""');
  });
});

describe("CSV export of an emergency call-back", () => {
  it("names the form 'Rappel urgent', says urgent, and leaves the first name and e-mail empty", () => {
    const csv = leadsToCsv([
      lead({
        form: "callback",
        firstName: "",
        lastName: "Jean Dupont",
        email: "",
        phone: "06 12 34 56 78",
        city: "69003",
        address: "",
        project: "urgence",
        surface: null,
        message: "Demande de rappel en urgence",
        urgent: true,
      }),
    ]);
    const [header, row] = rows(csv);
    const cell = (name: string) => row![header!.indexOf(csvCell(name))];
    expect(cell(CSV_HEADER[2]!)).toBe('"Rappel urgent"');
    expect(row!.slice(5, 14)).toEqual([
      '""',
      '"Jean Dupont"',
      '""',
      '"06 12 34 56 78"',
      '"69003"',
      '""',
      '"Réparation d\'urgence"',
      '""',
      '"Demande de rappel en urgence"',
    ]);
    expect(row![14]).toBe('"oui"');
  });
});
