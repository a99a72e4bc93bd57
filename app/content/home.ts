import { services } from "./services";
import type { Certification, ContentIcon, HomeStat, ImageKey, ServiceSlug, Value } from "./types";

/** Home hero (docs/product.md#home). The call button's number comes from configuration. */
export const homeHero = {
  title: "Couvreur-zingueur en Auvergne-Rhône-Alpes",
  subtitle:
    "Zinguerie, étanchéité, entretien de toiture et façonnage sur mesure\u00a0: un travail d'artisan soigné, garanti 10 ans, par une équipe locale et réactive.",
  claims: ["Devis gratuit sous 24h", "Garantie décennale", "Artisan de confiance", "Intervention rapide"],
  callLabel: "Appeler",
  quoteLabel: "Demander un devis",
  image: "hero",
} as const satisfies {
  title: string;
  subtitle: string;
  claims: readonly string[];
  callLabel: string;
  quoteLabel: string;
  image: ImageKey;
};

// The experience wording lives beside yearsOfExperience() (pages render it without loading the content).
export { experienceStatLabel, formatExperience } from "~/lib/experience";

/** Number of features a home service card lists. */
export const HOME_CARD_FEATURE_COUNT = 3;

export interface HomeServiceCard {
  slug: ServiceSlug;
  href: `/services/${ServiceSlug}`;
  title: string;
  description: string;
  features: readonly string[];
  badge: string;
  icon: ContentIcon;
  image: ImageKey;
}

/** The five cards of the home services teaser, derived from the services. */
export const homeServiceCards: readonly HomeServiceCard[] = services.map((service) => ({
  slug: service.slug,
  href: `/services/${service.slug}`,
  title: service.title,
  description: service.shortDescription,
  features: service.features.slice(0, HOME_CARD_FEATURE_COUNT),
  badge: service.badge,
  icon: service.icon,
  image: service.image,
}));

export const homeServicesIntro = {
  title: "Nos services",
  text: "De la gouttière à la toiture-terrasse, nous concevons, fabriquons et posons des ouvrages durables, puis nous les entretenons.",
} as const;

export const homeProjectsIntro = {
  title: "Nos réalisations",
  text: "Quelques chantiers récents en région lyonnaise\u00a0: zinguerie, étanchéité, façonnage et construction neuve.",
} as const;

/** The statistics band. The experience figure is computed at render time. */
export const homeStats = [
  { kind: "fixed", value: "500+", label: "projets réalisés" },
  { kind: "experience" },
  { kind: "fixed", value: "98%", label: "clients satisfaits" },
  { kind: "fixed", value: "24h", label: "délai de réponse" },
] as const satisfies readonly HomeStat[];

/** The 'behind the scenes' block of the projects teaser (two images, one video). */
export const behindTheScenes = {
  title: "Dans les coulisses de l'atelier",
  text: "Chaque gouttière, chaque bavette, chaque chéneau passe d'abord entre nos mains à l'atelier\u00a0: découpe, pliage, soudure à l'étain et contrôle des cotes avant la pose sur votre toit.",
  images: [
    { key: "behind-scenes-1", caption: "Pliage d'une pièce en zinc sur la plieuse de l'atelier" },
    { key: "behind-scenes-2", caption: "Pose d'une gouttière demi-ronde sur chantier" },
  ],
  video: {
    title: "Le façonnage d'une pièce en zinc, de la tôle à la pose",
    description: "Une courte vidéo de notre atelier et de nos équipes sur le chantier.",
    poster: "workshop",
  },
} as const satisfies {
  title: string;
  text: string;
  images: readonly { key: ImageKey; caption: string }[];
  video: { title: string; description: string; poster: ImageKey };
};

/** About section (anchor 'about'). */
export const about = {
  title: "Un artisan couvreur-zingueur à vos côtés",
  paragraphs: [
    "Installés dans le Beaujolais, à Cublize, nous intervenons depuis 2020 chez les particuliers, les copropriétés et les professionnels de toute la région Auvergne-Rhône-Alpes.",
    "Notre force\u00a0: un atelier de façonnage intégré et des équipes qui maîtrisent toute la chaîne, du diagnostic à la pose. Vous avez un seul interlocuteur, des délais tenus et un travail garanti.",
  ],
  image: "team",
  certificationsTitle: "Nos garanties",
  valuesTitle: "Nos valeurs",
} as const satisfies {
  title: string;
  paragraphs: readonly string[];
  image: ImageKey;
  certificationsTitle: string;
  valuesTitle: string;
};

export const certifications = [
  {
    icon: "ShieldCheck",
    title: "Assurance décennale",
    description:
      "Tous nos travaux sont couverts par une assurance responsabilité civile décennale, complétée par une garantie de 2 ans sur la main-d'œuvre.",
  },
  {
    icon: "ClipboardCheck",
    title: "Travaux conformes aux DTU",
    description:
      "Nos ouvrages respectent les règles de l'art et les Documents Techniques Unifiés de la couverture, de la zinguerie et de l'étanchéité.",
  },
  {
    icon: "BadgeCheck",
    title: "Entreprise immatriculée",
    description:
      "Société inscrite au registre du commerce et des sociétés de Villefranche-sur-Saône – Tarare depuis le 19 mai 2020.",
  },
] as const satisfies readonly Certification[];

export const values = [
  {
    icon: "Award",
    title: "Qualité",
    description: "Des matériaux durables, des finitions soignées et le respect des règles de l'art sur chaque chantier.",
  },
  {
    icon: "Handshake",
    title: "Transparence",
    description: "Des devis détaillés, des prix clairs et des conseils honnêtes, même quand une simple réparation suffit.",
  },
  {
    icon: "MapPin",
    title: "Proximité",
    description: "Une entreprise locale, joignable et réactive, qui intervient rapidement partout dans la région.",
  },
] as const satisfies readonly Value[];

export const homeFaqIntro = {
  title: "Questions fréquentes",
  text: "Vous ne trouvez pas la réponse à votre question\u00a0?",
  contactLinkLabel: "Contactez-nous",
} as const;
