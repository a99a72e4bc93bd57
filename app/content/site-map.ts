import { services } from "./services";
import type { SiteMapGroup, Stat } from "./types";

/** A published réalisation as the site map lists it (`date` as displayed: 'Mars 2024'). */
export interface SiteMapProject {
  slug: string;
  title: string;
  location: string;
  date: string;
}

/** The groups of /plan-du-site (docs/product.md#site-map), derived from services and the published réalisations. */
export function siteMapGroups(projects: readonly SiteMapProject[]): readonly SiteMapGroup[] {
  return [
    {
      title: "Pages principales",
      icon: "House",
      links: [
        { label: "Accueil", href: "/" },
        { label: "À propos", href: "/a-propos" },
        { label: "Contact", href: "/contact" },
      ],
    },
    {
      title: "Services",
      icon: "Wrench",
      links: [
        {
          label: "Tous nos services",
          href: "/services",
          description: "Vue d'ensemble de nos prestations",
        },
        ...services.map((service) => ({
          label: service.title,
          href: `/services/${service.slug}`,
          description: service.shortDescription,
        })),
      ],
    },
    {
      title: "Réalisations",
      icon: "Award",
      links: [
        {
          label: "Toutes nos réalisations",
          href: "/realisations",
          description: "Nos chantiers récents",
        },
        ...projects.map((project) => ({
          label: project.title,
          href: `/realisations/${project.slug}`,
          description: `${project.location} · ${project.date}`,
        })),
      ],
    },
    {
      title: "Blog & Actualités",
      icon: "FileText",
      links: [
        {
          label: "Blog",
          href: "/blog",
          description: "Conseils et actualités de la toiture",
        },
      ],
    },
    {
      title: "Pages spécialisées",
      icon: "Siren",
      links: [
        {
          label: "Urgence toiture",
          href: "/urgence-toiture",
          description: "Intervention 24h/24 et 7j/7",
        },
        {
          label: "Devis gratuit",
          href: "/devis-gratuit",
          description: "Réponse sous 24h",
        },
      ],
    },
    {
      title: "Informations légales",
      icon: "ShieldCheck",
      links: [
        { label: "Mentions légales", href: "/mentions-legales" },
        { label: "Politique de confidentialité", href: "/confidentialite" },
      ],
    },
  ];
}

export interface SiteMapCounts {
  services: number;
  projects: number;
  totalPages: number;
}

/** Counts shown in the stats band: services, réalisations and every linked page. */
export function countSiteMap(groups: readonly SiteMapGroup[], projectCount: number): SiteMapCounts {
  return {
    services: services.length,
    projects: projectCount,
    totalPages: groups.reduce((total, group) => total + group.links.length, 0),
  };
}

/** The stats band of /plan-du-site, ending with the fixed '24h Réponse rapide'. */
export function siteMapStats(groups: readonly SiteMapGroup[], projectCount: number): readonly Stat[] {
  const counts = countSiteMap(groups, projectCount);
  return [
    { value: String(counts.services), label: "Services" },
    { value: String(counts.projects), label: "Réalisations" },
    { value: String(counts.totalPages), label: "Pages" },
    { value: "24h", label: "Réponse rapide" },
  ];
}

export const siteMapPage = {
  title: "Plan du site",
  intro: "Retrouvez en un coup d'œil toutes les pages de notre site.",
  metaTitle: "Plan du site",
  metaDescription:
    "Plan du site\u00a0: accueil, services de zinguerie, d'étanchéité, d'entretien, de façonnage et de conseil, réalisations, blog, urgence toiture et devis gratuit.",
  keywords: ["plan du site", "zinguerie", "étanchéité", "toiture"],
  notFoundCard: {
    title: "Vous ne trouvez pas ce que vous cherchez ?",
    text: "Notre équipe est à votre écoute pour répondre à toutes vos questions.",
    contactLabel: "Nous contacter",
    quoteLabel: "Demander un devis",
  },
} as const;
