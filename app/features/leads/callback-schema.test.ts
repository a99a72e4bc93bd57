import { describe, expect, it } from "vitest";
import { isPhoneNumber } from "~/lib/phone-number";
import { CALLBACK_FIELD_MESSAGES } from "./callback-copy";
import { notificationFor, partsOf } from "./notification";
import { callbackFormSchema, fieldErrorsOf } from "./schemas";
import { validateLead } from "./validate";

const errorsOf = (input: unknown) => {
  const result = callbackFormSchema.safeParse(input);
  return result.success ? {} : fieldErrorsOf(result.error);
};

describe("the emergency call-back's fields", () => {
  it("needs a name and a phone; the postcode is optional and trimmed", () => {
    expect(callbackFormSchema.parse({ nom: "  Jean Dupont ", telephone: " 06 12 34 56 78 ", codePostal: " 69 003 " })).toEqual({
      nom: "Jean Dupont",
      telephone: "06 12 34 56 78",
      codePostal: "69003",
    });
    expect(callbackFormSchema.parse({ nom: "Dupont", telephone: "0612345678" })).toEqual({
      nom: "Dupont",
      telephone: "0612345678",
      codePostal: "",
    });
    expect(callbackFormSchema.parse({ nom: "Dupont", telephone: "0612345678", codePostal: "" }).codePostal).toBe("");
  });

  it("says in French what is missing or wrong", () => {
    expect(errorsOf({ nom: "", telephone: "", codePostal: "" })).toEqual({
      nom: "Le nom est requis",
      telephone: "Le téléphone est requis",
    });
    expect(errorsOf({ nom: "   ", telephone: "06 12" })).toEqual({
      nom: CALLBACK_FIELD_MESSAGES.nameRequired,
      telephone: "Numéro de téléphone invalide : 10 chiffres, ou un numéro international commençant par +",
    });
    expect(errorsOf({ nom: "Jean", telephone: "0612345678", codePostal: "6900" })).toEqual({
      codePostal: "Le code postal doit comporter 5 chiffres",
    });
    expect(errorsOf({ nom: "Jean", telephone: "0612345678", codePostal: "69OO3" })).toEqual({
      codePostal: CALLBACK_FIELD_MESSAGES.postcodeInvalid,
    });
    expect(errorsOf({ nom: "x".repeat(101), telephone: "0612345678" })).toEqual({
      nom: "Le nom ne doit pas dépasser 100 caractères",
    });
  });

  it("the browser's check gives the same messages", () => {
    expect(validateLead("callback", { nom: "", telephone: "abc", codePostal: "1" })).toEqual({
      nom: CALLBACK_FIELD_MESSAGES.nameRequired,
      telephone: CALLBACK_FIELD_MESSAGES.phoneInvalid,
      codePostal: CALLBACK_FIELD_MESSAGES.postcodeInvalid,
    });
    expect(validateLead("callback", { nom: "Jean", telephone: "04 74 00 00 00", codePostal: "" })).toEqual({});
  });

  it("takes French and international numbers, with spaces, dots or dashes", () => {
    for (const ok of [
      "06 12 34 56 78",
      "06.12.34.56.78",
      "06-12-34-56-78",
      "0612345678",
      "+33 6 12 34 56 78",
      "(+33) 6 12 34 56 78",
      "0033 6 12 34 56 78",
      "+41 22 123 45 67",
    ]) {
      expect(isPhoneNumber(ok), ok).toBe(true);
    }
    for (const bad of ["", "06 12 34", "612345678", "06 12 34 56 78 90", "téléphone", "+33", "0612345678a"]) {
      expect(isPhoneNumber(bad), bad).toBe(false);
    }
  });
});

describe("the owner's e-mail for a call-back", () => {
  const lead = { form: "callback" as const, values: { nom: "Jean Dupont", telephone: "06 12 34 56 78", codePostal: "69003" } };

  it("starts with 'URGENT — rappel demandé' and names the caller and the number", () => {
    const n = notificationFor(lead, { receivedAt: new Date("2026-11-25T21:14:00Z") });
    expect(n.subject).toBe("URGENT — rappel demandé : Jean Dupont, 06 12 34 56 78");
    expect(n.replyTo).toBe("");
    expect(n.text.split("\n")).toEqual(
      expect.arrayContaining([
        "Nom : Jean Dupont",
        "Téléphone : 06 12 34 56 78",
        "Appeler : tel:+33612345678",
        "Code postal : 69003",
        "Reçue le : 25/11/2026 22:14 (heure de Paris)",
        "Demande de rappel en urgence",
      ]),
    );
  });

  it("keeps the subject on one line whatever was typed, and says when no postcode was given", () => {
    const n = notificationFor({
      form: "callback",
      values: { nom: "Jean\r\nBcc: x@example.com", telephone: "0033 6 12 34 56 78", codePostal: "" },
    });
    expect(n.subject).toBe("URGENT — rappel demandé : Jean Bcc: x@example.com, 0033 6 12 34 56 78");
    expect(n.text).toContain("Appeler : tel:+33612345678");
    expect(n.text).toContain("Code postal : Non précisé");
  });

  it("is stored with the whole name as the last name and no e-mail", () => {
    expect(partsOf(lead)).toMatchObject({
      firstName: "",
      lastName: "Jean Dupont",
      email: "",
      city: "69003",
      message: "Demande de rappel en urgence",
    });
  });
});
