import { conseilLanding, services } from "~/content";
import { CONSEIL_SCOPE, HOME_FAQ_SCOPE, serviceFaqScope, type FaqScope } from "./scopes";

export type ContentKind = "faq" | "testimonial";

/** A section of the admin page: one scope of one kind, with the public page that shows it. */
export interface AdminSection {
  kind: ContentKind;
  scope: FaqScope;
  /** HTML id of the section ('faq-accueil'), also the anchor a save comes back to */
  anchor: string;
  title: string;
  description: string;
  /** the public page that shows these entries */
  page: string;
}

/** The admin page's sections, in the order of the site's menu. */
export const ADMIN_SECTIONS: readonly AdminSection[] = [
  {
    kind: "faq",
    scope: HOME_FAQ_SCOPE,
    anchor: "faq-accueil",
    title: "Accueil",
    description: "Les questions fréquentes de la page d'accueil.",
    page: "/",
  },
  ...services.map(
    (service): AdminSection => ({
      kind: "faq",
      scope: serviceFaqScope(service.slug),
      anchor: `faq-${service.slug}`,
      title: service.title,
      description: `Les questions de la page du service ${service.title}.`,
      page: `/services/${service.slug}`,
    }),
  ),
  {
    kind: "faq",
    scope: CONSEIL_SCOPE,
    anchor: "faq-conseil",
    title: "Conseil et expertise",
    description: "Les questions fréquentes de la page Conseil et expertise.",
    page: conseilLanding.path,
  },
  {
    kind: "testimonial",
    scope: CONSEIL_SCOPE,
    anchor: "avis-clients",
    title: "Avis clients",
    description: "Les témoignages de la page Conseil et expertise.",
    page: conseilLanding.path,
  },
];

/** The section of a kind and scope posted by a form, or undefined for anything else. */
export function findSection(kind: string, scope: string): AdminSection | undefined {
  return ADMIN_SECTIONS.find((section) => section.kind === kind && section.scope === scope);
}
