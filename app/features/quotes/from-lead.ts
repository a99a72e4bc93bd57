/**
 * A new devis filled from the request it answers (docs/product.md#devis-editor):
 * the customer as the request gave them, the site's address, the project as
 * the title, the validity and payment terms of Réglages. What the request
 * lacks stays empty for the owner to fill; nothing here is checked yet.
 */
import type { QuoteTerms } from "~/config/site";
import { UNSPECIFIED_PROJECT } from "~/features/leads/copy";
import { projectLabelOf, type LeadView } from "~/features/leads/format";
import type { QuoteContent } from "./content";

export type LeadForQuote = Pick<LeadView, "form" | "firstName" | "lastName" | "email" | "phone" | "address" | "city" | "project">;

/** The site's address: the address typed, with the city when the address does not already say it. */
export function siteAddressOf(lead: Pick<LeadView, "address" | "city">): string {
  const address = lead.address.trim();
  const city = lead.city.trim();
  if (!address) return city;
  if (!city || address.toLowerCase().includes(city.toLowerCase())) return address;
  return `${address}, ${city}`;
}

/** 'Réfection de toiture' from the project chosen; none chosen: a neutral title the owner rewrites. */
export function titleOf(lead: Pick<LeadView, "form" | "project">): string {
  const label = lead.project ? projectLabelOf(lead) : "";
  return label && label !== UNSPECIFIED_PROJECT ? label : "Travaux de couverture";
}

export function quoteContentFromLead(lead: LeadForQuote, terms: QuoteTerms, newId: () => string): QuoteContent {
  return {
    customer: {
      name: `${lead.firstName} ${lead.lastName}`.trim(),
      email: lead.email,
      phone: lead.phone,
      address: "",
      siteAddress: siteAddressOf(lead),
    },
    title: titleOf(lead),
    sections: [{ id: newId(), title: "", lines: [] }],
    notes: "",
    travelCents: 0,
    travelVatRate: 2000,
    deposit: { kind: "none" },
    paymentTerms: terms.paymentTerms,
    validityDays: terms.validityDays,
    estimatedStart: "",
    estimatedDuration: "",
    signingContext: "distance",
  };
}
