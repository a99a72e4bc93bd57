import { describe, expect, it } from "vitest";
import { digestMail } from "~/features/leads/job-mails";
import { emailPattern, ERASED_ADDRESS, ERASED_REQUEST_LINE, eraseFromMail, linesAboutPerson } from "./mail-redaction";

const person = {
  email: "jean.dupont@example.fr",
  references: ["D-2026-0042"],
  leadIds: ["7c1f2a9e-0000-4000-8000-000000000042"],
};

describe("eraseFromMail", () => {
  it("removes from the morning digest the person's lines and link, and keeps the others", () => {
    const lead = (reference: string, firstName: string, id: string) => ({
      reference,
      firstName,
      lastName: "Dupont",
      status: "nouveau",
      createdAt: "2026-11-24T08:00:00.000Z",
      followUpOn: null,
      pageUrl: `https://example.fr/dashboard-management-panel/leads/${id}`,
    });
    const mail = digestMail({
      day: "2026-11-25",
      now: new Date("2026-11-25T06:00:00.000Z"),
      open: [
        lead("D-2026-0042", "Jean", person.leadIds[0]!),
        lead("D-2026-0043", "Marie", "7c1f2a9e-0000-4000-8000-000000000043"),
      ],
      openTotal: 2,
      followUps: [],
      inboxUrl: "https://example.fr/dashboard-management-panel/leads",
    });
    const erased = eraseFromMail(JSON.stringify({ ...mail, messageId: "<x@example.fr>" }), person);
    expect(erased.action).toBe("redact");
    const text = erased.action === "redact" ? (JSON.parse(erased.payload) as { text: string }).text : "";
    expect(text).not.toContain("Jean");
    expect(text).not.toContain(person.leadIds[0]);
    expect(text).toContain(ERASED_REQUEST_LINE);
    expect(text).toContain("D-2026-0043 · Marie Dupont");
    expect(text).toContain("7c1f2a9e-0000-4000-8000-000000000043");
  });

  it("does not take a longer reference for theirs", () => {
    const erased = eraseFromMail(
      JSON.stringify({ subject: "x", text: "- D-2026-00421 · Paul\n- D-2026-0042 · Jean", replyTo: null }),
      person,
    );
    expect(erased.action === "redact" && (JSON.parse(erased.payload) as { text: string }).text).toBe(
      `- D-2026-00421 · Paul\n${ERASED_REQUEST_LINE}`,
    );
  });

  it("deletes a message sent or answered to them, replaces their address elsewhere", () => {
    expect(
      eraseFromMail(JSON.stringify({ subject: "x", text: "y", to: "Jean.Dupont@example.fr", replyTo: null }), person),
    ).toEqual({ action: "delete" });
    expect(
      eraseFromMail(
        JSON.stringify({ subject: "x", text: "y", replyTo: { name: "J", address: "jean.dupont@example.fr" } }),
        person,
      ),
    ).toEqual({ action: "delete" });
    const erased = eraseFromMail(
      JSON.stringify({ subject: "x", text: "écrire à JEAN.DUPONT@example.fr", replyTo: null }),
      person,
    );
    expect(erased.action === "redact" && (JSON.parse(erased.payload) as { text: string }).text).toBe(
      `écrire à ${ERASED_ADDRESS}`,
    );
    expect(eraseFromMail("pas du JSON", person)).toEqual({ action: "delete" });
  });
});

describe("mentions", () => {
  it("an address counts whole, without case", () => {
    const jean = emailPattern("jean.dupont@example.fr");
    for (const text of ["Email : Jean.Dupont@example.fr", "<jean.dupont@example.fr>", "jean.dupont@example.fr."])
      expect(jean.test(text), text).toBe(true);
    for (const text of [
      "xjean.dupont@example.fr",
      "a.jean.dupont@example.fr",
      "jean.dupont@example.fr.example",
      "jean.dupont@example.fra",
    ])
      expect(jean.test(text), text).toBe(false);
  });

  it("an export quotes only the person's lines of an e-mail that names others", () => {
    const text =
      "Demandes ouvertes (2) :\n- D-2026-0042 · Jean Dupont · Nouveau\n  https://x/leads/1\n- D-2026-0043 · Marie Martin · Nouveau";
    expect(linesAboutPerson(text, person)).toBe("- D-2026-0042 · Jean Dupont · Nouveau");
  });
});
