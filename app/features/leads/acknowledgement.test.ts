import { describe, expect, it } from "vitest";
import { DEFAULT_SITE } from "~/config/site";
import { parisWallClock } from "~/lib/business-hours";
import {
  acknowledgementFor,
  escapeHtml,
  greetingNameOf,
  shouldAcknowledge,
  type AcknowledgementContext,
} from "./acknowledgement";
import { contactFormSchema, quoteFormSchema, type LeadSubmission } from "./schemas";

const site = { ...DEFAULT_SITE, phone: "04 11 22 33 44", email: "bureau@toiture.test", url: "https://toiture.test" };

const contact = (description = "Fuite côté rue.\nMerci de rappeler après 18h.", prenom = "Jean"): LeadSubmission => ({
  form: "contact",
  values: contactFormSchema.parse({
    prenom,
    nom: "Dupont",
    telephone: "06 12 34 56 78",
    email: "jean.dupont@example.fr",
    ville: "Tarare",
    projet: "gouttieres",
    description,
  }),
});

const quote: LeadSubmission = {
  form: "quote",
  values: quoteFormSchema.parse({
    firstName: "Hélène",
    lastName: "Müller",
    email: "helene@example.fr",
    phone: "04 72 00 00 00",
    address: "12 rue des Tuiles, 69001 Lyon",
    projectType: "renovation",
    surface: "120,5",
    description: "",
  }),
};

// Wednesday 25 November 2026, Paris time
const wednesdayAt = (hour: number, minute = 0) => parisWallClock(2026, 11, 25, hour, minute);
const context = (receivedAt: Date, retentionMonths = 36): AcknowledgementContext => ({
  reference: "D-2026-0042",
  site,
  retentionMonths,
  receivedAt,
});

describe("acknowledgementFor", () => {
  it("gives the reference in the subject and the body, to the visitor's address", () => {
    const mail = acknowledgementFor(contact(), context(wednesdayAt(10)));
    expect(mail.to).toBe("jean.dupont@example.fr");
    expect(mail.subject).toBe(`Votre demande D-2026-0042 a bien été reçue — ${site.name}`);
    expect(mail.text).toContain("sous la référence D-2026-0042");
    expect(mail.html).toContain("D-2026-0042");
    expect(mail.html).toContain(site.name);
  });

  it("greets the visitor by a first name that looks like one, and repeats the type of project chosen", () => {
    const mail = acknowledgementFor(contact(), context(wednesdayAt(10)));
    expect(mail.text.startsWith("Bonjour Jean,\n")).toBe(true);
    expect(mail.html).toContain("Bonjour Jean,");
    expect(mail.text).toContain("Type de projet : Gouttières");
    const quoteMail = acknowledgementFor(quote, context(wednesdayAt(10)));
    expect(quoteMail.text.startsWith("Bonjour Hélène,\n")).toBe(true);
    expect(quoteMail.text).toContain("Type de projet : Rénovation complète");
  });

  it("quotes nothing else the visitor typed: no message, name, phone, address, city or surface", () => {
    const mail = acknowledgementFor(contact(), context(wednesdayAt(10)));
    const quoteMail = acknowledgementFor(quote, context(wednesdayAt(10)));
    for (const typed of ["Fuite côté rue", "Merci de rappeler", "Dupont", "06 12 34 56 78", "Tarare", "Message"]) {
      expect(mail.text).not.toContain(typed);
      expect(mail.html).not.toContain(typed);
    }
    for (const typed of ["12 rue des Tuiles", "Müller", "04 72 00 00 00", "120,5"]) {
      expect(quoteMail.text).not.toContain(typed);
      expect(quoteMail.html).not.toContain(escapeHtml(typed));
    }
    // the address is where it goes, never in what it says
    expect(mail.text).not.toContain("jean.dupont@example.fr");
    expect(mail.html).not.toContain("jean.dupont@example.fr");
  });

  it("relays no phishing text put in the first name or the message: the greeting is then 'Bonjour,'", () => {
    const phishing = "Votre compte est suspendu, reconnectez-vous sur https://evil.test/login";
    const mail = acknowledgementFor(
      contact(`URGENT : ${phishing}`, "Client. Votre colis attend : evil.test"),
      context(wednesdayAt(10)),
    );
    for (const part of [mail.subject, mail.text, mail.html]) {
      expect(part).not.toContain("evil.test");
      expect(part).not.toContain("suspendu");
      expect(part).not.toContain("colis");
    }
    expect(mail.text.startsWith("Bonjour,\n")).toBe(true);
    expect(mail.html).toContain(">Bonjour,</p>");
  });

  it("promises a call-back, without a closed notice during opening hours", () => {
    const mail = acknowledgementFor(contact(), context(wednesdayAt(10)));
    expect(mail.text).toContain("Un artisan vous rappelle sous 24h ouvrées.");
    expect(mail.text).not.toContain("fermés");
    expect(mail.html).not.toContain("fermés");
  });

  it("says when the call-back can start when the request arrives while closed", () => {
    const evening = acknowledgementFor(contact(), context(wednesdayAt(20, 30)));
    expect(evening.text).toContain("Un artisan vous rappelle sous 24h ouvrées.");
    expect(evening.text).toContain("Nous sommes fermés en ce moment : nous vous rappelons à partir de demain à 7h00.");
    expect(evening.html).toContain("Nous sommes fermés en ce moment&nbsp;: nous vous rappelons à partir de demain à 7h00.");

    const earlyMorning = acknowledgementFor(contact(), context(wednesdayAt(6, 15)));
    expect(earlyMorning.text).toContain("nous vous rappelons à partir de 7h00.");

    // Saturday 13:00: closed until Monday
    const saturday = acknowledgementFor(contact(), context(parisWallClock(2026, 11, 28, 13, 0)));
    expect(saturday.text).toContain("nous vous rappelons à partir de lundi 30 novembre à 7h00.");
  });

  it("gives the emergency number from the configuration, and how long the data is kept", () => {
    const mail = acknowledgementFor(contact(), context(wednesdayAt(10)));
    expect(mail.text).toContain("Une fuite ou un problème urgent ? Appelez-nous directement au 04 11 22 33 44.");
    expect(mail.html).toContain('href="tel:+33411223344"');
    expect(mail.text).toContain("conservées 3 ans à compter de sa réception");
    expect(acknowledgementFor(contact(), context(wednesdayAt(10), 18)).text).toContain("conservées 18 mois");
  });

  it("carries no markup from the visitor and loads nothing remote", () => {
    const mail = acknowledgementFor(
      contact('<script>alert("x")</script>\n<img src=https://evil.test/a.png>', "<b>Jean</b>"),
      context(wednesdayAt(10)),
    );
    expect(mail.html).not.toContain("script");
    expect(mail.html).not.toContain("evil.test");
    expect(mail.text).not.toContain("<");
    expect(mail.html).not.toMatch(/<(img|link|script|b)\b/i);
    expect(mail.html).not.toMatch(/url\(/i);
  });

  it("escapes the five HTML characters", () => {
    expect(escapeHtml(`a&b<c>d"e'f`)).toBe("a&amp;b&lt;c&gt;d&quot;e&#39;f");
  });
});

describe("greetingNameOf", () => {
  it("keeps names of letters (accented too), spaces, hyphens and apostrophes", () => {
    for (const name of ["Jean", "Hélène", "Jean-Pierre", "Anne Marie", "N'Golo", "D’Artagnan", "Zoë", "Œdipe", "Çağla"]) {
      expect(greetingNameOf(name)).toBe(name);
    }
    // spaces collapsed, accents composed
    expect(greetingNameOf("  Jean   Paul ")).toBe("Jean Paul");
    expect(greetingNameOf("He\u0301le\u0300ne")).toBe("Hélène");
    expect(greetingNameOf("a".repeat(40))).toBe("a".repeat(40));
  });

  it("refuses anything else", () => {
    for (const text of [
      "",
      "a".repeat(41),
      "Jean.",
      "Jean, votre compte",
      "Cliquez sur evil.test",
      "https://evil.test",
      "Jean2",
      "06 12 34 56 78",
      "Jean!",
      "Jean : urgent",
      "-Jean",
      "'Jean",
      "Иван",
      "<b>Jean</b>",
    ]) {
      expect(greetingNameOf(text), text).toBeNull();
    }
    // never a hidden character
    expect(greetingNameOf("Jean\u202Eeuq")).toBe("Jean euq");
  });
});

describe("shouldAcknowledge", () => {
  it("acknowledges real requests unless switched off, never spam", () => {
    expect(shouldAcknowledge({ setting: "on", spam: false })).toBe(true);
    expect(shouldAcknowledge({ setting: "off", spam: false })).toBe(false);
    expect(shouldAcknowledge({ setting: "on", spam: true })).toBe(false);
    // an emergency call-back has no address
    expect(shouldAcknowledge({ setting: "on", spam: false, email: "" })).toBe(false);
    expect(shouldAcknowledge({ setting: "on", spam: false, email: "jean@example.fr" })).toBe(true);
  });
});

describe("the acknowledgement and the owner's settings (docs/product.md#business-settings)", () => {
  it("on an exceptional closure day, says when the business opens again", () => {
    const closed = { ...site, closures: [{ from: "2026-11-11", to: "2026-11-11", label: "Armistice" }] };
    // Wednesday 11 November, 10:00: open on a usual Wednesday, closed that day
    const mail = acknowledgementFor(contact(), {
      reference: "D-2026-0001",
      site: closed,
      retentionMonths: 36,
      receivedAt: parisWallClock(2026, 11, 11, 10, 0),
    });
    expect(mail.text).toContain("Nous sommes fermés en ce moment : nous vous rappelons à partir de demain à 7h00.");
  });

  it("gives the emergency number when one is set, else the main phone", () => {
    const receivedAt = parisWallClock(2026, 11, 25, 10, 0);
    const usual = acknowledgementFor(contact(), { reference: "D-2026-0001", site, retentionMonths: 36, receivedAt });
    expect(usual.text).toContain("Une fuite ou un problème urgent ? Appelez-nous directement au 04 11 22 33 44.");
    const withEmergency = acknowledgementFor(contact(), {
      reference: "D-2026-0001",
      site: { ...site, emergencyPhone: "06 99 88 77 66" },
      retentionMonths: 36,
      receivedAt,
    });
    expect(withEmergency.text).toContain("Une fuite ou un problème urgent ? Appelez-nous directement au 06 99 88 77 66.");
  });
});
