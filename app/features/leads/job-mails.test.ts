import { describe, expect, it } from "vitest";
import { digestMail, reminderMail, type DigestLead, type ReminderLead } from "./job-mails";

const lead: ReminderLead = {
  id: "abc",
  reference: "D-2026-0042",
  form: "quote",
  firstName: "Hélène",
  lastName: "Müller\r\nBcc: x@evil.example",
  email: "helene@example.fr",
  phone: "04 72 00 00 00",
  city: "",
  address: "12 rue des Tuiles, 69001 Lyon",
  project: "renovation",
  message: "Toiture à refaire.",
  createdAt: "2026-11-25T09:00:00.000Z",
  urgent: false,
};

describe("reminderMail", () => {
  it("names the reference, the wait in opening time and the person, on one header line", () => {
    const mail = reminderMail(lead, { minutes: 90, pageUrl: "https://site.example/l/abc" });
    expect(mail.subject).toBe("Rappel : demande D-2026-0042 sans réponse depuis 1 h 30 — Hélène Müller Bcc: x@evil.example");
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.text).toContain("Adresse du chantier : 12 rue des Tuiles, 69001 Lyon");
    expect(mail.text).not.toContain("Ville :");
    expect(mail.text).toContain("reçue le 25/11/2026 10:00");
    expect(mail.text).toContain("Voir la demande : https://site.example/l/abc");
    expect(mail.replyTo).toEqual({ name: "Hélène Müller Bcc: x@evil.example", address: "helene@example.fr" });
  });

  it("marks an emergency call-back", () => {
    const mail = reminderMail({ ...lead, urgent: true }, { minutes: 30, pageUrl: "u" });
    expect(mail.subject.startsWith("URGENT — Rappel : demande D-2026-0042 sans réponse depuis 30 min")).toBe(true);
    expect(mail.text).toContain("URGENCE");
  });
});

describe("digestMail", () => {
  const item = (n: number, extra: Partial<DigestLead> = {}): DigestLead => ({
    reference: `D-2026-${String(n).padStart(4, "0")}`,
    firstName: "Client",
    lastName: String(n),
    status: "nouveau",
    createdAt: "2026-11-24T06:00:00.000Z",
    followUpOn: null,
    pageUrl: `https://site.example/l/${n}`,
    ...extra,
  });

  it("counts what it does not list, and says how many are open and due", () => {
    const mail = digestMail({
      day: "2026-11-25",
      now: new Date("2026-11-25T06:00:00.000Z"),
      open: [item(1), item(2)],
      openTotal: 5,
      followUps: [],
      inboxUrl: "https://site.example/leads",
    });
    expect(mail.subject).toBe("Demandes du 25/11/2026 : 5 demandes ouvertes");
    expect(mail.text).toContain("- D-2026-0001 · Client 1 · Nouveau · reçue il y a 1 j\n  https://site.example/l/1");
    expect(mail.text).toContain("… et 3 autres demandes.");
    expect(mail.text).not.toContain("À rappeler");
    expect(mail.text.trimEnd().endsWith("Toutes les demandes : https://site.example/leads")).toBe(true);
  });
});
