import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LEAD_MESSAGES, PROJECT_OPTIONS, QUOTE_FORM_LABELS, QUOTE_FORM_NOTE, QUOTE_PROJECT_TYPES } from "./copy";
import { LEAD_FIELD_MESSAGES } from "./field-messages";
import { notificationFor } from "./notification";
import {
  bodySafe,
  contactFormSchema,
  fieldErrorsOf,
  headerSafe,
  parseFrenchDecimal,
  quoteFormSchema,
  type ContactFormValues,
  type QuoteFormValues,
} from "./schemas";

const contact = {
  prenom: " Jean ",
  nom: " Dupont ",
  telephone: " 06 12 34 56 78 ",
  email: " jean.dupont@example.fr ",
  ville: " Lyon ",
  projet: "gouttieres",
  description: " Fuite dans la gouttière côté rue. ",
};

const quote = {
  firstName: "Marie",
  lastName: "Martin",
  email: "marie@example.fr",
  phone: "0472000000",
  address: "12 rue des Tuiles, 69001 Lyon",
  projectType: "renovation",
  surface: "120,5",
  description: "Toiture à refaire.\r\nAccès difficile.",
};

function errorsOfContact(input: unknown): Record<string, string> {
  const result = contactFormSchema.safeParse(input);
  return result.success ? {} : fieldErrorsOf(result.error);
}

function errorsOfQuote(input: unknown): Record<string, string> {
  const result = quoteFormSchema.safeParse(input);
  return result.success ? {} : fieldErrorsOf(result.error);
}

describe("contactFormSchema (form A)", () => {
  it("trims every value", () => {
    expect(contactFormSchema.parse(contact)).toEqual({
      prenom: "Jean",
      nom: "Dupont",
      telephone: "06 12 34 56 78",
      email: "jean.dupont@example.fr",
      ville: "Lyon",
      projet: "gouttieres",
      description: "Fuite dans la gouttière côté rue.",
    });
  });

  it("gives the exact French message for each empty required field", () => {
    expect(errorsOfContact({ ville: "" })).toEqual({
      prenom: "Le prénom est requis",
      nom: "Le nom est requis",
      telephone: "Le téléphone est requis",
      email: "L'email est requis",
      projet: "Veuillez sélectionner un type de projet",
      description: "La description est requise",
    });
    expect(errorsOfContact({ prenom: " ", nom: "\t", telephone: "", email: "  ", projet: "", description: "\n\n" })).toEqual({
      prenom: "Le prénom est requis",
      nom: "Le nom est requis",
      telephone: "Le téléphone est requis",
      email: "L'email est requis",
      projet: "Veuillez sélectionner un type de projet",
      description: "La description est requise",
    });
  });

  it("leaves ville optional", () => {
    expect(contactFormSchema.parse({ ...contact, ville: undefined }).ville).toBe("");
    expect(contactFormSchema.parse({ ...contact, ville: "   " }).ville).toBe("");
  });

  it.each([
    "jean",
    "jean@",
    "@example.fr",
    "jean@example",
    "jean dupont@example.fr",
    "a@b.c, d@e.fr",
    "<a@b.fr>",
    "a@b.fr\r\nBcc: x@y.fr",
    // would put a second recipient or a body in the inbox's reply link
    "x@evil.example?cc=spy%40evil%2Eexample&body=hi&x=1.fr",
    "x&cc=spy@evil.example",
    "x%40y@evil.example",
    "x/y@evil.example",
    // outside RFC 5322's dot-atom with host name labels
    "jean..dupont@example.fr",
    "jean@-example.fr",
    "jean@example.123",
    "élodie@exemple.fr",
  ])("refuses the address %j with 'Adresse email invalide'", (email) => {
    expect(errorsOfContact({ ...contact, email })).toEqual({ email: "Adresse email invalide" });
    expect(errorsOfQuote({ ...quote, email })).toEqual({ email: "Adresse email invalide" });
  });

  it.each(["a@b.fr", "jean.dupont+devis@sous.domaine.example.fr", "o'brien@example.ie", " Jean@Example.FR "])(
    "accepts the address %j",
    (email) => {
      expect(errorsOfContact({ ...contact, email })).toEqual({});
    },
  );

  it("accepts every project option and refuses anything else", () => {
    for (const { value } of PROJECT_OPTIONS) expect(errorsOfContact({ ...contact, projet: value })).toEqual({});
    expect(errorsOfContact({ ...contact, projet: "Gouttières" })).toEqual({
      projet: "Veuillez sélectionner un type de projet",
    });
  });

  it("lists form A's options with their French labels", () => {
    expect(PROJECT_OPTIONS.map((o) => o.label)).toEqual([
      "Gouttières",
      "Zinguerie sur mesure",
      "Chéneaux",
      "Bavettes et solins",
      "Étanchéité",
      "Réparation d'urgence",
      "Autre",
    ]);
  });

  it("enforces generous length limits in French", () => {
    expect(errorsOfContact({ ...contact, prenom: "a".repeat(101) })).toEqual({
      prenom: LEAD_FIELD_MESSAGES.firstNameTooLong,
    });
    expect(errorsOfContact({ ...contact, nom: "a".repeat(101) })).toEqual({ nom: LEAD_FIELD_MESSAGES.lastNameTooLong });
    expect(errorsOfContact({ ...contact, telephone: "1".repeat(41) })).toEqual({
      telephone: LEAD_FIELD_MESSAGES.phoneTooLong,
    });
    expect(errorsOfContact({ ...contact, email: `${"a".repeat(250)}@b.fr` })).toEqual({
      email: LEAD_FIELD_MESSAGES.emailTooLong,
    });
    expect(errorsOfContact({ ...contact, ville: "a".repeat(121) })).toEqual({ ville: LEAD_FIELD_MESSAGES.cityTooLong });
    expect(errorsOfContact({ ...contact, description: "a".repeat(5001) })).toEqual({
      description: LEAD_FIELD_MESSAGES.descriptionTooLong,
    });
    expect(LEAD_FIELD_MESSAGES.firstNameTooLong).toBe("Le prénom ne doit pas dépasser 100 caractères");
    expect(
      errorsOfContact({
        ...contact,
        prenom: "a".repeat(100),
        telephone: "1".repeat(40),
        ville: "a".repeat(120),
        description: "a".repeat(5000),
      }),
    ).toEqual({});
  });

  it("removes control characters from single-line fields and NUL from the description", () => {
    const values = contactFormSchema.parse({
      ...contact,
      prenom: "Je\u0000an\r\n",
      description: "Ligne 1\r\nLigne\u0000 2",
    });
    expect(values.prenom).toBe("Je an");
    expect(values.description).toBe("Ligne 1\nLigne 2");
  });

  it("answers in French for a body that is not an object", () => {
    expect(errorsOfContact(null)).toEqual({ form: LEAD_FIELD_MESSAGES.invalidForm });
  });
});

describe("quoteFormSchema (form B)", () => {
  it("parses a complete request, surface in French decimal notation", () => {
    expect(quoteFormSchema.parse(quote)).toEqual({
      ...quote,
      surface: 120.5,
      description: "Toiture à refaire.\nAccès difficile.",
    });
  });

  it("requires the five starred fields, in French", () => {
    expect(errorsOfQuote({})).toEqual({
      firstName: "Le prénom est requis",
      lastName: "Le nom est requis",
      email: "L'email est requis",
      phone: "Le téléphone est requis",
      address: "L'adresse du chantier est requise",
    });
    expect(errorsOfQuote({ ...quote, email: "pas-un-email" })).toEqual({ email: "Adresse email invalide" });
  });

  it("treats empty optional fields as absent", () => {
    expect(quoteFormSchema.parse({ ...quote, projectType: "", surface: "", description: "" })).toMatchObject({
      projectType: undefined,
      surface: undefined,
      description: "",
    });
    const minimal = quoteFormSchema.parse({ firstName: "a", lastName: "b", email: "a@b.fr", phone: "1", address: "x" });
    expect(minimal.projectType).toBeUndefined();
    expect(minimal.surface).toBeUndefined();
    expect(minimal.description).toBe("");
  });

  it("accepts each project type and refuses others", () => {
    for (const { value } of QUOTE_PROJECT_TYPES) expect(errorsOfQuote({ ...quote, projectType: value })).toEqual({});
    expect(errorsOfQuote({ ...quote, projectType: "piscine" })).toEqual({
      projectType: LEAD_FIELD_MESSAGES.projectTypeInvalid,
    });
  });

  it.each([
    ["12,5", 12.5],
    ["12.5", 12.5],
    [" 1 200 ", 1200],
    ["0", 0],
    ["100000", 100_000],
    [42, 42],
  ])("reads the surface %j as %d", (surface, expected) => {
    expect(quoteFormSchema.parse({ ...quote, surface }).surface).toBe(expected);
  });

  it.each([
    ["abc", LEAD_FIELD_MESSAGES.surfaceInvalid],
    ["12,5,3", LEAD_FIELD_MESSAGES.surfaceInvalid],
    ["1e3", LEAD_FIELD_MESSAGES.surfaceInvalid],
    [Number.NaN, LEAD_FIELD_MESSAGES.surfaceInvalid],
    [Number.POSITIVE_INFINITY, LEAD_FIELD_MESSAGES.surfaceInvalid],
    ["-1", LEAD_FIELD_MESSAGES.surfaceNegative],
    [-0.5, LEAD_FIELD_MESSAGES.surfaceNegative],
    ["100000,01", LEAD_FIELD_MESSAGES.surfaceTooLarge],
    [true, LEAD_FIELD_MESSAGES.surfaceInvalid],
  ])("refuses the surface %j", (surface, message) => {
    expect(errorsOfQuote({ ...quote, surface })).toEqual({ surface: message });
  });

  it("has the documented labels and note", () => {
    expect(QUOTE_FORM_LABELS).toMatchObject({
      firstName: "Prénom *",
      lastName: "Nom *",
      email: "Email *",
      phone: "Téléphone *",
      address: "Adresse du chantier *",
    });
    expect(QUOTE_FORM_NOTE).toBe("* Champs obligatoires. Vos données sont protégées et ne seront jamais partagées.");
    expect(QUOTE_PROJECT_TYPES.map((t) => t.label)).toEqual([
      "Rénovation complète",
      "Réparation",
      "Entretien",
      "Isolation",
      "Zinguerie",
      "Gouttières",
    ]);
  });
});

describe("parseFrenchDecimal", () => {
  it("is NaN for anything but a plain decimal", () => {
    expect(parseFrenchDecimal("0x10")).toBeNaN();
    expect(parseFrenchDecimal("")).toBeNaN();
    expect(parseFrenchDecimal(",5")).toBe(0.5);
  });
});

describe("fieldErrorsOf", () => {
  it("keeps the first message of each field", () => {
    const result = contactFormSchema.safeParse({ ...contact, email: "" });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(result.error.issues.filter((i) => i.path[0] === "email").length).toBeGreaterThanOrEqual(1);
    expect(fieldErrorsOf(result.error)).toEqual({ email: "L'email est requis" });
  });
});

describe("LEAD_MESSAGES", () => {
  it("uses the documented wording", () => {
    expect(LEAD_MESSAGES.success).toBe("Votre demande a été envoyée avec succès !");
    expect(LEAD_MESSAGES.failure).toBe("Erreur lors de l'envoi. Veuillez réessayer.");
    expect(LEAD_MESSAGES.rateLimited).toMatch(/réessayer/);
  });
});

describe("notificationFor", () => {
  const contactValues: ContactFormValues = contactFormSchema.parse(contact);
  const quoteValues: QuoteFormValues = quoteFormSchema.parse(quote);

  it("builds form A's notification with the documented fields", () => {
    const n = notificationFor({ form: "contact", values: contactValues });
    expect(n).toMatchObject({
      subject: "Nouvelle demande de devis - Gouttières",
      from_name: "Jean Dupont",
      from_email: "jean.dupont@example.fr",
      phone: "06 12 34 56 78",
      city: "Lyon",
      project_type: "Gouttières",
      message: "Fuite dans la gouttière côté rue.",
      replyTo: "jean.dupont@example.fr",
    });
    expect(n.address).toBeUndefined();
    for (const part of [
      "Jean Dupont",
      "jean.dupont@example.fr",
      "06 12 34 56 78",
      "Lyon",
      "Gouttières",
      "Fuite dans la gouttière côté rue.",
    ]) {
      expect(n.text).toContain(part);
    }
  });

  it("writes 'Non spécifiée' for an empty city", () => {
    expect(notificationFor({ form: "contact", values: { ...contactValues, ville: "" } }).city).toBe("Non spécifiée");
    expect(notificationFor({ form: "contact", values: { ...contactValues, ville: "" } }).text).toContain("Ville : Non spécifiée");
  });

  it("builds form B's notification with the address and surface", () => {
    const n = notificationFor({ form: "quote", values: quoteValues });
    expect(n).toMatchObject({
      subject: "Nouvelle demande de devis - Rénovation complète",
      from_name: "Marie Martin",
      from_email: "marie@example.fr",
      phone: "0472000000",
      city: "Non spécifiée",
      project_type: "Rénovation complète",
      message: "Toiture à refaire.\nAccès difficile.",
      address: "12 rue des Tuiles, 69001 Lyon",
      surface: "120,5 m²",
      replyTo: "marie@example.fr",
    });
    expect(n.text).toContain("Adresse du chantier : 12 rue des Tuiles, 69001 Lyon");
    expect(n.text).toContain("Surface : 120,5 m²");
    expect(n.text).toContain("Toiture à refaire.\nAccès difficile.");
  });

  it("names an absent project type and surface", () => {
    const n = notificationFor({
      form: "quote",
      values: { ...quoteValues, projectType: undefined, surface: undefined },
    });
    expect(n.subject).toBe("Nouvelle demande de devis - Non spécifié");
    expect(n.surface).toBe("Non spécifiée");
  });

  it("cannot inject headers, even with unvalidated values", () => {
    const n = notificationFor({
      form: "contact",
      values: {
        ...contactValues,
        prenom: "Eve\r\nBcc: victim@example.com",
        nom: "X\u0000\u2028Y\u202e",
        email: "eve@example.fr\r\nBcc: x@y.z",
        telephone: "06\n12",
        ville: "Lyon\rTo: a@b.c",
      },
    });
    for (const value of [n.subject, n.from_name, n.from_email, n.phone, n.city, n.project_type, n.replyTo]) {
      expect(value).not.toMatch(/[\r\n\u0000-\u001f\u007f\u2028\u2029\u202e]/);
    }
    expect(n.from_name).toBe("Eve Bcc: victim@example.com X Y");
    expect(n.replyTo).toBe("eve@example.frBcc:x@y.z");
  });

  it("property: header values never contain a control or line-separator character", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 60 }), fc.string({ unit: "binary", maxLength: 60 }), (first, last) => {
        const n = notificationFor({
          form: "contact",
          values: { ...contactValues, prenom: first, nom: last, email: first },
        });
        for (const value of [n.subject, n.from_name, n.replyTo, n.city]) {
          expect(value).not.toMatch(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u);
          expect(value).toBe(value.trim());
        }
      }),
    );
  });
});

describe("headerSafe and bodySafe", () => {
  it("headerSafe collapses every line break and control into single spaces", () => {
    expect(headerSafe("  a\r\n\tb\u0085c\u200bd  ")).toBe("a b c d");
    // stricter than the shared rule: each hidden character (docs/product.md#visitor-text) becomes a space
    expect(headerSafe("a\u202Eb\u2066c\u061Cd\u2028e\u200Ff")).toBe("a b c d e f");
  });

  it("bodySafe keeps lines and tabs, drops other controls", () => {
    expect(bodySafe("a\r\nb\rc\td\u0000e\u001bf")).toBe("a\nb\nc\tdef");
    // and every other hidden character (docs/product.md#visitor-text)
    expect(bodySafe("a\u0085b\u202Ec\u2028d\u2029e\u200Ef\u061Cg\u2066h\n\ti")).toBe("abcdefgh\n\ti");
  });
});
