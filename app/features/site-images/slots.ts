/**
 * The images of the public pages the owner can replace with a photo of his
 * library (docs/product.md#site-images): one slot per illustration key, with
 * what he calls it and the pages that show it. The galleries of the
 * réalisations are not here: each project has its own images.
 * Pure: the admin page and the 'where is this photo used' list read it.
 */
import type { ImageKey } from "~/content/image-keys";

export interface SitePageRef {
  /** the page as the owner names it: 'Accueil', 'Services' */
  label: string;
  path: string;
}

export interface SiteImageSlot {
  key: ImageKey;
  /** 'Accueil : grande image', 'Service Zinguerie' */
  label: string;
  /** where the visitor sees it, first the page where it matters most */
  pages: readonly SitePageRef[];
}

const HOME: SitePageRef = { label: "Accueil", path: "/" };
const SERVICES: SitePageRef = { label: "Services", path: "/services" };
const ABOUT: SitePageRef = { label: "À propos", path: "/a-propos" };

function service(key: ImageKey, title: string, slug: string, more: SitePageRef[] = []): SiteImageSlot {
  return { key, label: `Service ${title}`, pages: [{ label: title, path: `/services/${slug}` }, HOME, SERVICES, ...more] };
}

function landing(key: ImageKey, title: string, slug: string): SiteImageSlot {
  return {
    key,
    label: `Page d'annonce ${title} : grande image`,
    pages: [{ label: `Page d'annonce ${title}`, path: `/landing/${slug}` }],
  };
}

export const SITE_IMAGE_SLOTS: readonly SiteImageSlot[] = [
  { key: "hero", label: "Accueil : grande image", pages: [HOME] },
  service("service-zinguerie", "Zinguerie", "zinguerie"),
  service("service-etancheite", "Étanchéité", "etancheite"),
  service("service-maintenance", "Entretien et maintenance", "maintenance"),
  service("service-faconnage", "Façonnage sur mesure", "faconnage"),
  service("service-conseil-expertise", "Conseil et expertise", "conseil-expertise", [
    { label: "Devis gratuit", path: "/devis-gratuit" },
  ]),
  { key: "behind-scenes-1", label: "Coulisses : photo de l'atelier", pages: [HOME] },
  { key: "behind-scenes-2", label: "Coulisses : photo de chantier", pages: [HOME] },
  { key: "team", label: "L'équipe", pages: [HOME, ABOUT] },
  { key: "workshop", label: "L'atelier", pages: [SERVICES, { label: "Page d'annonce Façonnage", path: "/landing/faconnage" }] },
  {
    key: "emergency",
    label: "Urgence toiture",
    pages: [
      { label: "Urgence toiture", path: "/urgence-toiture" },
      { label: "Page d'annonce Maintenance", path: "/landing/maintenance" },
    ],
  },
  { key: "projects-hero", label: "Réalisations : grande image", pages: [{ label: "Nos réalisations", path: "/realisations" }] },
  landing("landing-zinguerie", "Zinguerie", "zinguerie"),
  landing("landing-etancheite", "Étanchéité", "etancheite"),
  landing("landing-maintenance", "Maintenance", "maintenance"),
  landing("landing-faconnage", "Façonnage", "faconnage"),
  landing("landing-conseil", "Conseil", "conseil"),
];

const BY_KEY = new Map<string, SiteImageSlot>(SITE_IMAGE_SLOTS.map((slot) => [slot.key, slot]));

/** The slot of a key the owner may replace; null for anything else (a project image, a typo). */
export function siteImageSlot(key: string | null | undefined): SiteImageSlot | null {
  return (key && BY_KEY.get(key)) || null;
}
