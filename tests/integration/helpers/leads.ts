import { contactFormSchema, quoteFormSchema, type LeadSubmission } from "~/features/leads/schemas";

/** The owner's address the notifications go to in these tests. */
export const LEADS_TO = "atelier@example.fr";

export const contactLead = (overrides: Record<string, string> = {}): LeadSubmission => ({
  form: "contact",
  values: contactFormSchema.parse({
    prenom: "Jean",
    nom: "Dupont",
    telephone: "06 12 34 56 78",
    email: "jean.dupont@example.fr",
    ville: "",
    projet: "gouttieres",
    description: "Fuite dans la gouttière côté rue.\nMerci de me rappeler après 18h.",
    ...overrides,
  }),
});

export const quoteLead = (): LeadSubmission => ({
  form: "quote",
  values: quoteFormSchema.parse({
    firstName: "Hélène",
    lastName: "Müller",
    email: "helene@example.fr",
    phone: "04 72 00 00 00",
    address: "12 rue des Tuiles, 69001 Lyon",
    projectType: "renovation",
    surface: "120,5",
    description: "Toiture à refaire entièrement.",
  }),
});
