import type { CallToAction, EmergencyService, FeatureCard, ImageKey, PageMeta } from "./types";

/** /urgence-toiture (docs/product.md#emergency). The phone number is rendered from configuration. */
export const emergencyPage = {
  metaTitle: "Urgence toiture 24h/24 et 7j/7\u00a0: intervention sous 2h",
  metaDescription:
    "Fuite de toiture, tuiles arrachées, gouttière bouchée\u00a0? Dépannage d'urgence 24h/24 et 7j/7 en Auvergne-Rhône-Alpes, intervention sous 2h, réparation garantie.",
  keywords: [
    "urgence toiture",
    "fuite toiture",
    "dépannage toiture 24h/24",
    "bâchage toiture",
    "couvreur urgence Lyon",
    "réparation toiture urgente",
  ],
  hero: {
    eyebrow: "Service d'urgence 24h/24 et 7j/7",
    title: "Urgence toiture\u00a0? Nous intervenons sous 2h",
    subtitle:
      "Fuite, infiltration, tuiles arrachées après une tempête\u00a0: nos couvreurs se déplacent jour et nuit pour mettre votre toiture hors d'eau, puis la réparer durablement.",
  },
  callLabel: "Appeler maintenant",
  quoteLabel: "Devis Gratuit",
  image: "emergency",
  servicesTitle: "Nos interventions d'urgence",
  urgentTag: "URGENT",
  closingCta: {
    title: "Un problème sur votre toit\u00a0?",
    text: "Ne laissez pas l'eau s'installer\u00a0: chaque heure compte. Appelez-nous, un couvreur vous répond immédiatement.",
  },
} as const satisfies PageMeta & {
  hero: { eyebrow: string; title: string; subtitle: string };
  callLabel: string;
  quoteLabel: string;
  image: ImageKey;
  servicesTitle: string;
  urgentTag: string;
  closingCta: CallToAction;
};

/** The four promises of the emergency page. */
export const emergencyPromises = [
  {
    icon: "Timer",
    title: "Intervention sous 2h",
    description: "Un couvreur est sur place en moins de 2h pour stopper les dégâts.",
  },
  {
    icon: "Clock",
    title: "Disponible 24h/7j",
    description: "Jour et nuit, week-ends et jours fériés compris.",
  },
  {
    icon: "ShieldCheck",
    title: "Garantie décennale",
    description: "Nos réparations sont couvertes par notre assurance décennale.",
  },
  {
    icon: "Hammer",
    title: "Réparation durable",
    description: "Après la mise en sécurité, nous réparons pour de bon, sans rafistolage.",
  },
] as const satisfies readonly FeatureCard[];

/** The six emergency services; all but blocked gutters carry the 'URGENT' tag. */
export const emergencyServices = [
  {
    icon: "Droplets",
    title: "Fuites et infiltrations",
    description:
      "Recherche de l'origine de la fuite, mise hors d'eau immédiate puis réparation de la couverture, des solins ou de l'étanchéité.",
    urgent: true,
  },
  {
    icon: "Wind",
    title: "Tuiles arrachées",
    description:
      "Après un coup de vent ou une tempête, remplacement des tuiles et ardoises envolées ou cassées et contrôle du faîtage.",
    urgent: true,
  },
  {
    icon: "CloudRain",
    title: "Gouttières bouchées",
    description: "Débouchage des gouttières, chéneaux et descentes qui débordent, et remise en état des fixations si nécessaire.",
    urgent: false,
  },
  {
    icon: "HardHat",
    title: "Charpente endommagée",
    description:
      "Étaiement provisoire et renforcement d'une charpente fragilisée par une chute d'arbre, la neige ou une infiltration ancienne.",
    urgent: true,
  },
  {
    icon: "Umbrella",
    title: "Bâchage temporaire",
    description:
      "Pose d'une bâche de protection solidement arrimée pour mettre votre maison hors d'eau en attendant la réparation.",
    urgent: true,
  },
  {
    icon: "TriangleAlert",
    title: "Sécurisation de la zone",
    description:
      "Balisage, dépose des éléments instables et purge des tuiles menaçant de tomber pour protéger les occupants et les passants.",
    urgent: true,
  },
] as const satisfies readonly EmergencyService[];
