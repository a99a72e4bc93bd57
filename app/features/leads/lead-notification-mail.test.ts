import { describe, expect, it } from "vitest";
import { formatReceivedAt, leadNotificationMail, townOfAddress } from "./lead-notification-mail";
import { contactFormSchema } from "./schemas";

describe("the owner's notification", () => {
  it("reads the town from an address, or leaves it out", () => {
    expect(townOfAddress("12 rue des Tuiles, 69400 Villefranche-sur-Saône")).toBe("Villefranche-sur-Saône");
    expect(townOfAddress("12 rue des Tuiles 69001 Lyon")).toBe("Lyon");
    expect(townOfAddress("12 rue des Tuiles, 69001 Lyon, France")).toBe("Lyon");
    expect(townOfAddress("Lieu-dit Les Granges, Tarare")).toBe("Tarare");
    expect(townOfAddress("12 rue des Tuiles")).toBe("");
    expect(townOfAddress("Bâtiment B, 12 rue des Tuiles")).toBe("");
  });

  it("writes when it arrived in French, Paris time", () => {
    expect(formatReceivedAt(new Date("2026-11-25T21:14:00Z"))).toBe("mercredi 25 novembre 2026 à 22h14");
    expect(formatReceivedAt(new Date("2026-07-01T06:05:00Z"))).toBe("mercredi 1 juillet 2026 à 08h05");
  });

  it("names the customer and the town in the subject, leaving out what is missing", () => {
    const mail = (ville: string) =>
      leadNotificationMail({
        submission: {
          form: "contact",
          values: contactFormSchema.parse({
            prenom: "Sophie",
            nom: "Lefèvre",
            telephone: "06 12 34 56 78",
            email: "sophie@example.fr",
            ville,
            projet: "gouttieres",
            description: "Tuiles envolées.",
          }),
        },
        reference: "D-2026-0042",
        receivedAt: new Date("2026-11-25T21:14:00Z"),
        leadPageUrl: "https://example.fr/dashboard-management-panel/leads/1",
        siteName: "AZ Toiture",
        urgent: false,
      });
    expect(mail("Villefranche").subject).toBe(
      "Nouvelle demande de devis - Gouttières — Sophie Lefèvre, Villefranche [D-2026-0042]",
    );
    expect(mail("").subject).toBe("Nouvelle demande de devis - Gouttières — Sophie Lefèvre [D-2026-0042]");
    expect(mail("").text).toContain("Tuiles envolées.");
  });
});
