import { conseilLanding, services } from "~/content";
import { CONSEIL_SCOPE, HOME_FAQ_SCOPE, serviceFaqScope, type FaqScope, type TestimonialScope } from "./scopes";
import { ADMIN_BASE_PATH } from "~/config/admin-paths";

interface SectionBase {
  /** HTML id of the section ('faq-accueil'), also the anchor a save comes back to */
  anchor: string;
  /** the kind of page, above the title ('Service', 'Page d'offre · /landing/conseil') */
  eyebrow: string;
  title: string;
  description: string;
  /** the public page that shows these entries */
  page: string;
}

/** A section of the admin page: one scope of one kind, with the public page that shows it. */
export type AdminSection =
  (SectionBase & { kind: "faq"; scope: FaqScope }) | (SectionBase & { kind: "testimonial"; scope: TestimonialScope });

/** The admin page's sections, in the order of the site's menu. */
export const ADMIN_SECTIONS: readonly AdminSection[] = [
  {
    kind: "faq",
    scope: HOME_FAQ_SCOPE,
    anchor: "faq-accueil",
    eyebrow: "Page d'accueil",
    title: "Accueil",
    description: "Les questions fréquentes de la page d'accueil.",
    page: "/",
  },
  ...services.map((service): AdminSection => ({
    kind: "faq",
    scope: serviceFaqScope(service.slug),
    anchor: `faq-${service.slug}`,
    eyebrow: "Page service",
    title: service.title,
    description: `Les questions de la page du service ${service.title}.`,
    page: `/services/${service.slug}`,
  })),
  {
    kind: "faq",
    scope: CONSEIL_SCOPE,
    anchor: "faq-conseil",
    eyebrow: `Page d'offre · ${conseilLanding.path}`,
    title: "Offre conseil",
    description: "Les questions fréquentes de la page d'offre Conseil et expertise.",
    page: conseilLanding.path,
  },
  {
    kind: "testimonial",
    scope: CONSEIL_SCOPE,
    anchor: "avis-clients",
    eyebrow: `Page d'offre · ${conseilLanding.path}`,
    title: "Avis clients",
    description: "Les témoignages clients de la page d'offre Conseil et expertise.",
    page: conseilLanding.path,
  },
];

/** The FAQ section of a scope posted by a form, or undefined for anything else. */
export function findFaqSection(scope: string) {
  return ADMIN_SECTIONS.find((section) => section.kind === "faq" && section.scope === scope) as
    Extract<AdminSection, { kind: "faq" }> | undefined;
}

export function findTestimonialSection(scope: string) {
  return ADMIN_SECTIONS.find((section) => section.kind === "testimonial" && section.scope === scope) as
    Extract<AdminSection, { kind: "testimonial" }> | undefined;
}

export const FAQ_ADMIN_PATH = `${ADMIN_BASE_PATH}/faq`;

/** The HTML id of an entry's row on the admin page, where a change comes back to. */
export function entryAnchor(id: string): string {
  return `entree-${id}`;
}

/** Identifies one form of the admin page, so that an error shows under the right one. */
export function addFormId(section: { kind: string; scope: string }): string {
  return `add:${section.kind}:${section.scope}`;
}

export function editFormId(id: string): string {
  return `edit:${id}`;
}

/** The form of the line on how reviews are collected and checked, and its place on the page. */
export const REVIEW_POLICY_FORM = "review-policy";
export const REVIEW_POLICY_ANCHOR = "verification-avis";
