import { describe, expect, it } from "vitest";
import { leadPushMessage, type LeadForAlert } from "./lead-alert-message";

const lead: LeadForAlert = {
  id: "3f1c",
  form: "contact",
  firstName: "Jean",
  lastName: "Dupont",
  city: "Tarare",
  address: "",
  project: "gouttieres",
  reference: "D-2026-0042",
  urgent: false,
};
const url = "https://az-toiture.fr/dashboard-management-panel/leads/3f1c";

describe("leadPushMessage", () => {
  it("names the person and the project, then the place and the reference, and opens the request", () => {
    expect(leadPushMessage(lead, url)).toEqual({
      title: "Nouvelle demande — Jean Dupont, Gouttières",
      body: "Tarare · D-2026-0042",
      tag: "lead-3f1c",
      url,
      urgent: false,
    });
  });

  it("says URGENT first for an emergency call-back", () => {
    const message = leadPushMessage({ ...lead, urgent: true }, url);
    expect(message.title).toBe("URGENT — Nouvelle demande — Jean Dupont, Gouttières");
    expect(message.body).toBe("Demande de rappel urgent. Tarare · D-2026-0042");
    expect(message.urgent).toBe(true);
  });

  it("uses the address when there is no city, the quote form's project labels, and no project when none was chosen", () => {
    const quote = leadPushMessage({ ...lead, form: "quote", city: "", address: "12 rue des Tuiles, Lyon", project: null }, url);
    expect(quote.title).toBe("Nouvelle demande — Jean Dupont");
    expect(leadPushMessage({ ...lead, form: "quote", project: "renovation" }, url).title).toBe(
      "Nouvelle demande — Jean Dupont, Rénovation complète",
    );
    expect(quote.body).toBe("12 rue des Tuiles, Lyon · D-2026-0042");
  });
});
