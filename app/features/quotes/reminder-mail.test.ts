import { describe, expect, it } from "vitest";
import { quoteReminderMail } from "./reminder-mail";

const facts = {
  number: "DV-2026-0007",
  title: "Toiture <script>alert(1)</script>",
  customerName: 'Anne "Ann" O\'Brien',
  ttcCents: 250_000,
  validUntil: "2026-12-24",
  issuedOn: "2026-11-24",
  linkUrl: "https://az-toiture.fr/devis/abc?x=1&y=2",
  business: { name: "AZ Toiture", phone: "04 74 00 00 00", email: "contact@az-toiture.fr", website: "https://az-toiture.fr" },
};

describe("the reminder of a devis to the customer (docs/product.md#devis-reminders)", () => {
  it("escapes what the owner typed in the HTML and keeps the link whole", () => {
    const mail = quoteReminderMail(facts);
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).toContain("Toiture &lt;script&gt;alert(1)&lt;/script&gt;");
    expect(mail.html).toContain('href="https://az-toiture.fr/devis/abc?x=1&amp;y=2"');
    expect(mail.text).toContain("Consulter et signer le devis\u00a0: https://az-toiture.fr/devis/abc?x=1&y=2");
    expect(mail.text).toContain("Montant TTC\u00a0: 2\u202f500\u00a0€");
    expect(mail.text).toContain("Valable jusqu'au\u00a0: 24 décembre 2026");
    expect(mail.text).toContain("Le 24 novembre 2026, nous vous avons adressé notre devis DV-2026-0007.");
  });

  it("greets without a name when none is given, and keeps the subject on one line", () => {
    const mail = quoteReminderMail({ ...facts, customerName: "  ", title: "Zinc\r\nBcc: x@example.org" });
    expect(mail.text.startsWith("Bonjour,\n")).toBe(true);
    expect(mail.subject).toBe("Rappel\u00a0: votre devis DV-2026-0007 — Zinc Bcc: x@example.org — AZ Toiture");
    expect(mail.subject).not.toMatch(/[\r\n]/);
  });
});
