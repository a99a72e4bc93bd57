import type { ConseilLanding } from "../types";
import { instalmentsClaim, ratingClaim } from "./shared";

/** Consulting prices in euros (docs/product.md#business-facts). */
export const CONSULTING_PRICES = {
  freeVisitHours: 2,
  technicalStudy: { min: 350, max: 650 },
  materialAdvice: { min: 150, max: 300 },
  paperworkHelp: { min: 200, max: 400 },
  lossExpertise: { min: 400, max: 800 },
  /** Percentage of the works amount. */
  siteFollowUpPercent: { min: 5, max: 8 },
} as const;

const p = CONSULTING_PRICES;
const range = (r: { min: number; max: number }) => `${r.min} à ${r.max} €`;

/** /landing/conseil */
export const conseilLanding = {
  slug: "conseil",
  path: "/landing/conseil",
  metaTitle: "Conseil et expertise toiture\u00a0: diagnostic et sinistres",
  metaDescription:
    "Visite-conseil gratuite, étude technique, conseil matériaux, aide aux démarches, expertise après sinistre et suivi de chantier par un artisan couvreur-zingueur.",
  keywords: [
    "expertise toiture",
    "diagnostic toiture",
    "expertise sinistre toiture",
    "conseil toiture",
    "étude technique couverture",
    "suivi de chantier toiture",
  ],
  image: "landing-conseil",
  hero: {
    eyebrow: "Conseil et expertise en couverture",
    title: "Un avis d'expert avant de vous engager",
    highlight: "avis d'expert",
    subtitle:
      "Diagnostic, étude technique, choix des matériaux, démarches et sinistres\u00a0: un artisan de terrain vous accompagne pour décider en connaissance de cause.",
  },
  claims: [
    { icon: "Users", label: "+200 clients accompagnés" },
    ratingClaim,
    { icon: "Search", label: `Première visite gratuite (${p.freeVisitHours}h)` },
    instalmentsClaim,
  ],
  servicesIntro: {
    title: "Nos prestations de conseil",
    text: "Des prestations claires, à prix annoncé, pour chaque étape de votre projet.",
  },
  services: [
    {
      icon: "Search",
      title: "Visite-conseil",
      badge: "Gratuit",
      description: "Un premier passage sur place pour faire le point sur l'état de votre toiture et sur votre projet.",
      included: [
        "Inspection visuelle de la toiture",
        "Échange sur vos besoins et vos priorités",
        "Premières recommandations",
        "Estimation budgétaire indicative",
      ],
      duration: `${p.freeVisitHours}h`,
      price: "Gratuit",
    },
    {
      icon: "FileSearch",
      title: "Étude technique",
      badge: "Complet",
      description: "Un diagnostic approfondi de la couverture, de la zinguerie et de l'étanchéité, avec rapport écrit.",
      included: [
        "Relevés et mesures détaillés",
        "Rapport illustré de photos",
        "Préconisations classées par priorité",
        "Estimation chiffrée des travaux",
      ],
      duration: "1 à 2 jours",
      price: range(p.technicalStudy),
    },
    {
      icon: "Layers",
      title: "Conseil matériaux",
      badge: "Sur mesure",
      description: "Le bon matériau pour votre toiture, votre budget et les règles d'urbanisme de votre commune.",
      included: [
        "Comparatif des solutions adaptées",
        "Échantillons et teintes",
        "Vérification de la compatibilité avec l'existant",
        "Conseils de durabilité et d'entretien",
      ],
      duration: "Une demi-journée",
      price: range(p.materialAdvice),
    },
    {
      icon: "FileText",
      title: "Aide aux démarches",
      badge: "Administratif",
      description: "Nous préparons avec vous les dossiers nécessaires à vos travaux de toiture.",
      included: [
        "Déclaration préalable de travaux",
        "Pièces graphiques et descriptif technique",
        "Échanges avec la mairie",
        "Suivi jusqu'à l'obtention de l'autorisation",
      ],
      duration: "Selon le dossier",
      price: range(p.paperworkHelp),
    },
    {
      icon: "ShieldCheck",
      title: "Expertise sinistre",
      badge: "Assurances",
      description:
        "Après une tempête, la grêle ou un dégât des eaux, une expertise technique indépendante pour défendre vos intérêts.",
      included: [
        "Constat détaillé et photographié des dégâts",
        "Analyse des causes",
        "Chiffrage des réparations",
        "Dossier remis à votre assureur",
      ],
      duration: "1 jour",
      price: range(p.lossExpertise),
    },
    {
      icon: "HardHat",
      title: "Suivi de chantier",
      badge: "Sérénité",
      description: "Nous représentons vos intérêts auprès des entreprises, du démarrage à la réception des travaux.",
      included: [
        "Consultation et comparaison des devis",
        "Visites de chantier régulières",
        "Contrôle de la conformité des travaux",
        "Assistance à la réception",
      ],
      duration: "Toute la durée du chantier",
      price: `${p.siteFollowUpPercent.min} à ${p.siteFollowUpPercent.max} % du montant des travaux`,
    },
  ],
  methodIntro: {
    title: "Notre méthode en 4 étapes",
  },
  method: [
    {
      step: 1,
      title: "Écoute",
      description: "Vous nous exposez votre situation et vos objectifs, par téléphone ou via le formulaire de contact.",
      duration: "30 min",
    },
    {
      step: 2,
      title: "Visite sur place",
      description: "Inspection de la toiture, de la zinguerie et des points sensibles, mesures et photos.",
      duration: `${p.freeVisitHours}h`,
    },
    {
      step: 3,
      title: "Rapport et préconisations",
      description: "Un rapport clair\u00a0: constats, travaux à prévoir par ordre de priorité et budget estimé.",
      duration: "Sous 1 semaine",
    },
    {
      step: 4,
      title: "Accompagnement",
      description: "Démarches, choix des entreprises, suivi du chantier\u00a0: nous restons à vos côtés jusqu'au bout.",
      duration: "Selon votre projet",
    },
  ],
  testimonialsIntro: {
    title: "Ils nous ont fait confiance",
  },
  faqIntro: {
    title: "Questions fréquentes",
  },
  closingCta: {
    title: "Besoin d'un avis sur votre toiture\u00a0?",
    text: "Réservez votre visite-conseil gratuite\u00a0: un artisan se déplace, observe et vous conseille, sans engagement.",
  },
  offerCatalog: {
    name: "Conseil et expertise en couverture",
    items: [
      { name: "Visite-conseil", description: `Visite de ${p.freeVisitHours}h, gratuite et sans engagement`, price: 0 },
      { name: "Étude technique", price: p.technicalStudy.min },
      { name: "Conseil matériaux", price: p.materialAdvice.min },
      { name: "Aide aux démarches administratives", price: p.paperworkHelp.min },
      { name: "Expertise après sinistre", price: p.lossExpertise.min },
      {
        name: "Suivi de chantier",
        description: `${p.siteFollowUpPercent.min} à ${p.siteFollowUpPercent.max} % du montant des travaux`,
      },
    ],
  },
} as const satisfies ConseilLanding;
