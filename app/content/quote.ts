import type { Claim, PageMeta, WhyChooseUsItem } from "./types";

/** /devis-gratuit (docs/product.md#quote-page). The form's labels belong to the form itself. */
export const quotePage = {
  metaTitle: "Devis gratuit toiture, zinguerie et étanchéité",
  metaDescription:
    "Demandez votre devis gratuit et sans engagement pour vos travaux de zinguerie, d'étanchéité ou d'entretien de toiture en Auvergne-Rhône-Alpes. Réponse sous 24h.",
  keywords: ["devis toiture gratuit", "devis zinguerie", "devis gouttières", "devis étanchéité", "couvreur Lyon devis"],
  hero: {
    eyebrow: "Devis gratuit et sans engagement",
    title: "Obtenez votre devis gratuit",
    subtitle:
      "Décrivez-nous votre projet en quelques lignes\u00a0: un artisan l'étudie et vous répond sous 24h avec une proposition claire et détaillée.",
  },
  whyChooseUsTitle: "Pourquoi nous choisir\u00a0?",
} as const satisfies PageMeta & {
  hero: { eyebrow: string; title: string; subtitle: string };
  whyChooseUsTitle: string;
};

/** The four selling points of the hero. */
export const quoteSellingPoints = [
  { icon: "Clock", label: "Devis sous 24h" },
  { icon: "BadgeCheck", label: "Gratuit et sans engagement" },
  { icon: "Euro", label: "Prix transparents" },
  { icon: "ShieldCheck", label: "Garantie 10 ans" },
] as const satisfies readonly Claim[];

/** The six-card 'why choose us' block. */
export const quoteWhyChooseUs = [
  {
    icon: "Award",
    title: "Expertise",
    description:
      "Des couvreurs-zingueurs de métier qui maîtrisent la zinguerie, l'étanchéité et le façonnage depuis le diagnostic jusqu'à la pose.",
  },
  {
    icon: "Sparkles",
    title: "Matériaux premium",
    description: "Zinc, cuivre, aluminium laqué, EPDM\u00a0: des matériaux de qualité professionnelle, choisis pour durer.",
  },
  {
    icon: "Zap",
    title: "Intervention rapide",
    description: "Devis sous 24h, travaux programmés en général sous 2 à 3 semaines et urgences traitées 24h/24 et 7j/7.",
  },
  {
    icon: "ShieldCheck",
    title: "Garantie décennale",
    description: "Tous nos travaux sont couverts par notre assurance décennale, plus 2 ans de garantie sur la main-d'œuvre.",
  },
  {
    icon: "Euro",
    title: "Prix compétitifs",
    description: "Des devis détaillés poste par poste, sans frais cachés, et la possibilité de régler en 3 fois.",
  },
  {
    icon: "Users",
    title: "Équipe qualifiée",
    description: "Une équipe formée, soigneuse et respectueuse de votre maison, qui laisse un chantier propre.",
  },
] as const satisfies readonly WhyChooseUsItem[];
