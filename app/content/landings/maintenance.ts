import type { MaintenanceLanding } from "../types";
import { instalmentsClaim, ratingClaim } from "./shared";

/** Yearly price of each maintenance contract, in euros (docs/product.md#landing-pages). */
export const MAINTENANCE_CONTRACT_PRICES = { essentiel: 120, confort: 220, premium: 380 } as const;

const prices = MAINTENANCE_CONTRACT_PRICES;

/** /landing/maintenance */
export const maintenanceLanding = {
  slug: "maintenance",
  path: "/landing/maintenance",
  metaTitle: "Contrat d'entretien de toiture dès 120 €/an",
  metaDescription:
    "Contrats d'entretien de toiture et de gouttières de 120 à 380 € par an\u00a0: visites planifiées, compte rendu photo et dépannage d'urgence 24h/24 et 7j/7.",
  keywords: [
    "contrat entretien toiture",
    "entretien gouttières",
    "nettoyage gouttières",
    "maintenance toiture",
    "dépannage toiture urgence",
    "entretien toiture Lyon",
  ],
  image: "landing-maintenance",
  hero: {
    eyebrow: "Entretien de toiture et de zinguerie",
    title: "Votre toiture entretenue, l'esprit tranquille",
    highlight: "l'esprit tranquille",
    subtitle:
      "Nous recommandons deux entretiens par an. Choisissez votre contrat\u00a0: nous planifions les visites, vous recevez un compte rendu photo et nous intervenons en priorité en cas d'urgence.",
  },
  claims: [
    { icon: "ClipboardCheck", label: "+300 contrats d'entretien" },
    ratingClaim,
    { icon: "Clock", label: "Urgences 24h/24 et 7j/7" },
    instalmentsClaim,
  ],
  contractsIntro: {
    title: "Nos contrats d'entretien annuels",
    text: "Trois formules sans surprise, déplacements inclus, pour les maisons individuelles comme pour les petits immeubles.",
  },
  contracts: [
    {
      name: "ESSENTIEL",
      price: prices.essentiel,
      priceLabel: `${prices.essentiel} €/an`,
      badge: "Pour bien démarrer",
      description: "Des gouttières propres et un premier regard sur votre toiture, deux fois par an.",
      features: [
        "2 nettoyages de gouttières et descentes par an",
        "Contrôle visuel de la couverture",
        "Vérification des fixations de gouttières",
        "Compte rendu photo après chaque visite",
      ],
      included: "Déplacements inclus",
      popular: false,
      visitsPerYear: 2,
      freeEmergencyCalls: 0,
    },
    {
      name: "CONFORT",
      price: prices.confort,
      priceLabel: `${prices.confort} €/an`,
      badge: "Le plus choisi",
      description: "Un entretien complet trois fois par an et deux dépannages d'urgence offerts.",
      features: [
        "3 visites d'entretien par an",
        "Nettoyage des gouttières, chéneaux et descentes",
        "Contrôle des tuiles, solins, noues et faîtages",
        "2 déplacements d'urgence offerts par an",
        "Compte rendu photo après chaque visite",
      ],
      included: "Déplacements et compte rendu inclus",
      popular: true,
      visitsPerYear: 3,
      freeEmergencyCalls: 2,
    },
    {
      name: "PREMIUM",
      price: prices.premium,
      priceLabel: `${prices.premium} €/an`,
      badge: "Tranquillité totale",
      description: "Quatre visites par an et des urgences illimitées, 24h/24 et 7j/7.",
      features: [
        "4 visites d'entretien par an",
        "Entretien complet de la couverture et de la zinguerie",
        "Déplacements d'urgence illimités 24h/24 et 7j/7",
        "Intervention prioritaire",
        "Compte rendu photo après chaque visite",
      ],
      included: "Déplacements et urgences illimitées inclus",
      popular: false,
      visitsPerYear: 4,
      freeEmergencyCalls: "unlimited",
    },
  ],
  subscribeLabel: "Souscrire",
  emergencyIntro: {
    title: "En cas d'urgence",
    text: "Nos délais d'intervention selon la situation. Les clients sous contrat sont prioritaires.",
  },
  emergencyTypes: [
    {
      icon: "Droplets",
      title: "Fuite active",
      description: "L'eau entre dans la maison\u00a0: mise hors d'eau immédiate, puis recherche et réparation de la fuite.",
      responseTime: "Sous 2h",
    },
    {
      icon: "Wind",
      title: "Dégâts de tempête",
      description: "Tuiles envolées, faîtage descellé, branche tombée sur le toit\u00a0: bâchage et sécurisation.",
      responseTime: "Sous 4h",
    },
    {
      icon: "CloudRain",
      title: "Gouttière arrachée ou débordante",
      description: "Gouttière décrochée, descente bouchée ou chéneau qui déborde sur la façade.",
      responseTime: "Sous 24h",
    },
    {
      icon: "House",
      title: "Tuiles cassées ou déplacées",
      description: "Remplacement des tuiles ou ardoises abîmées avant que l'eau ne s'infiltre.",
      responseTime: "Sous 24h",
    },
  ],
  emergencyBlock: {
    title: "Une urgence\u00a0? Appelez-nous",
    text: "Notre équipe d'astreinte répond 24h/24 et 7j/7, week-ends et jours fériés compris.",
    callLabel: "Appeler l'urgence",
  },
  closingCta: {
    title: "Ne laissez plus votre toiture sans surveillance",
    text: "Choisissez votre contrat ou demandez-nous conseil\u00a0: nous vous aidons à trouver la formule adaptée à votre maison.",
  },
  offerCatalog: {
    name: "Contrats d'entretien de toiture",
    items: [
      { name: "Contrat d'entretien ESSENTIEL", price: prices.essentiel, unitText: "an" },
      { name: "Contrat d'entretien CONFORT", price: prices.confort, unitText: "an" },
      { name: "Contrat d'entretien PREMIUM", price: prices.premium, unitText: "an" },
    ],
  },
} as const satisfies MaintenanceLanding;
