import type { PageMeta } from "./types";

/**
 * Search metadata and intros of the public pages whose own records live
 * elsewhere (home, index pages, about, contact, legal notice). Titles get the
 * brand name appended by the page; the phone and e-mail come from configuration.
 */

export const homePage = {
  metaTitle: "Couvreur-zingueur en Auvergne-Rhône-Alpes",
  metaDescription:
    "Artisan couvreur-zingueur près de Lyon\u00a0: zinguerie, étanchéité, entretien de toiture et façonnage sur mesure. Garantie décennale, devis gratuit sous 24h, urgences 24h/24.",
  keywords: [
    "couvreur zingueur",
    "zinguerie Lyon",
    "étanchéité toiture",
    "gouttières zinc",
    "entretien toiture",
    "Auvergne-Rhône-Alpes",
  ],
  experienceSuffix: "depuis 2020",
  teaserLinkLabel: "Voir toutes nos réalisations",
  servicesLinkLabel: "Tous nos services",
  cardLinkLabel: "Découvrir",
} as const satisfies PageMeta & Record<string, unknown>;

export const servicesPage = {
  title: "Nos services",
  eyebrow: "Couverture · Zinguerie · Étanchéité",
  intro:
    "Cinq métiers complémentaires, un seul interlocuteur\u00a0: de la conception en atelier à la pose sur votre toit, puis à l'entretien de vos ouvrages.",
  metaTitle: "Nos services de zinguerie, étanchéité et entretien",
  metaDescription:
    "Zinguerie, étanchéité, entretien de toiture, façonnage sur mesure et conseil\u00a0: découvrez les services de votre couvreur-zingueur en Auvergne-Rhône-Alpes.",
  keywords: ["services couvreur", "zinguerie", "étanchéité", "entretien toiture", "façonnage zinc", "expertise toiture"],
  whyChooseUsTitle: "Pourquoi nous choisir\u00a0?",
  whyChooseUsIntro: "Un savoir-faire d'artisan, des engagements clairs.",
  cardLinkLabel: "En savoir plus",
} as const satisfies PageMeta & Record<string, unknown>;

/** Labels of a service detail page (the service itself carries its text). */
export const serviceDetailPage = {
  expertiseTitle: "Notre expertise",
  benefitsTitle: "Les avantages pour vous",
  processTitle: "Notre méthode en 4 étapes",
  processIntro: "Un déroulé clair, du premier rendez-vous à la réception des travaux.",
  faqTitle: "Questions fréquentes",
  ctaTitle: "Parlons de votre projet",
  ctaText: "Devis gratuit et sans engagement, réponse sous 24h.",
  quoteLabel: "Demander un devis gratuit",
  contactLabel: "Nous contacter",
  servicesLabel: "Voir tous nos services",
} as const;

export const projectsPage = {
  title: "Nos réalisations",
  eyebrow: "Chantiers récents",
  intro:
    "Gouttières, chéneaux, toitures-terrasses, bavettes et constructions neuves\u00a0: découvrez quelques chantiers menés par notre équipe en région lyonnaise.",
  metaTitle: "Nos réalisations\u00a0: chantiers de zinguerie et d'étanchéité",
  metaDescription:
    "Gouttières en zinc, chéneaux, étanchéité de terrasse, bavettes et solins, construction neuve\u00a0: les réalisations de votre couvreur-zingueur autour de Lyon.",
  keywords: ["réalisations zinguerie", "chantier gouttières", "chéneaux zinc Lyon", "étanchéité terrasse", "couvreur Lyon"],
  cardLinkLabel: "Voir le projet",
} as const satisfies PageMeta & Record<string, unknown>;

/** Labels of a project detail page (docs/product.md#project-detail). */
export const projectDetailPage = {
  backLabel: "Retour aux réalisations",
  galleryTitle: "Galerie photos",
  featuresTitle: "Caractéristiques du projet",
  challengesTitle: "Défis techniques",
  resultsTitle: "Résultats obtenus",
  infoTitle: "Informations projet",
  durationLabel: "Durée",
  surfaceLabel: "Surface",
  locationLabel: "Localisation",
  dateLabel: "Date",
  materialsTitle: "Matériaux utilisés",
  ctaTitle: "Un projet similaire ?",
  ctaText: "Contactez-nous pour un devis personnalisé",
  ctaLabel: "Demander un devis",
} as const;

export const aboutPage = {
  title: "À propos",
  intro: "En savoir plus sur notre entreprise",
  metaTitle: "À propos\u00a0: votre artisan couvreur-zingueur à Cublize",
  metaDescription:
    "Artisan couvreur-zingueur installé à Cublize depuis 2020\u00a0: atelier de façonnage intégré, assurance décennale, travaux conformes aux DTU et équipe locale.",
  keywords: ["artisan couvreur", "zingueur Beaujolais", "Cublize", "garantie décennale", "entreprise de toiture"],
} as const satisfies PageMeta & Record<string, unknown>;

export const contactPage = {
  title: "Contact",
  intro:
    "Une question, un projet, une fuite à réparer\u00a0? Écrivez-nous ou appelez-nous\u00a0: nous vous répondons sous 24h, et immédiatement en cas d'urgence.",
  metaTitle: "Contact et demande de devis",
  metaDescription:
    "Contactez votre couvreur-zingueur en Auvergne-Rhône-Alpes\u00a0: téléphone, e-mail, adresse à Cublize et formulaire de demande de devis. Réponse sous 24h.",
  keywords: ["contact couvreur", "devis zinguerie", "couvreur Cublize", "couvreur Lyon contact"],
} as const satisfies PageMeta & Record<string, unknown>;

export type ContactSectionLabels = typeof contactSection;
export type LegalPagesLabels = typeof legalPagesLabels;

/** The contact section (anchor 'contact') shown on the home and /contact. */
export const contactSection = {
  eyebrow: "Contact",
  title: "Parlons de votre projet",
  intro: "Décrivez-nous votre besoin\u00a0: un artisan vous rappelle sous 24h avec une réponse claire.",
  detailsTitle: "Nos coordonnées",
  phoneLabel: "Téléphone",
  emailLabel: "E-mail",
  addressLabel: "Adresse",
  hoursLabel: "Horaires",
  emergencyLine: "Urgences 24h/24 et 7j/7",
  formTitle: "Demande de devis gratuit",
} as const;

/** Mentions légales: the publisher's facts come from configuration; these are the words around them. */
export const legalNoticePage = {
  title: "Mentions légales",
  intro:
    "Informations légales relatives au site et à son éditeur, conformément à l'article 6 de la loi n° 2004-575 du 21 juin 2004 pour la confiance dans l'économie numérique.",
  /** shown while the business settings lack a fact the law asks for, followed by the list of them */
  placeholderNotice: "Page en cours de mise à jour\u00a0: les informations suivantes seront complétées prochainement\u00a0:",
  missingFacts: {
    siret: "le SIRET",
    publicationDirector: "le directeur de la publication",
    mediator: "le médiateur de la consommation",
    host: "l'hébergeur",
  },
  metaTitle: "Mentions légales",
  metaDescription:
    "Mentions légales du site\u00a0: éditeur, forme juridique, capital social, immatriculation au RCS, hébergeur et coordonnées de contact.",
  keywords: ["mentions légales", "éditeur du site", "hébergeur", "RCS"],
  publisherTitle: "Éditeur du site",
  hostingTitle: "Hébergement et nom de domaine",
  contactTitle: "Nous contacter",
  mediatorTitle: "Médiation de la consommation",
  mediatorIntro:
    "En cas de litige avec l'entreprise, et après lui avoir adressé une réclamation écrite, le client consommateur peut recourir gratuitement au médiateur de la consommation (articles L.\u00a0612-1 et suivants du Code de la consommation)\u00a0:",
  intellectualPropertyTitle: "Propriété intellectuelle",
  intellectualProperty:
    "L'ensemble des contenus de ce site (textes, illustrations, logos) est protégé par le droit de la propriété intellectuelle. Toute reproduction sans autorisation écrite préalable est interdite.",
  personalDataTitle: "Données personnelles",
  personalData:
    "Les données transmises par les formulaires servent uniquement à répondre à vos demandes. Ce que nous recueillons, pourquoi, combien de temps, qui y a accès et vos droits sont détaillés dans la",
  labels: {
    legalName: "Raison sociale",
    legalForm: "Forme juridique",
    shareCapital: "Capital social",
    registry: "Greffe d'immatriculation",
    registrationNumber: "Immatriculation",
    siret: "SIRET",
    vatNumber: "TVA intracommunautaire",
    publicationDirector: "Directeur de la publication",
    creationDate: "Date de création",
    address: "Siège social",
    hostName: "Hébergeur",
    hostAddress: "Adresse",
    phone: "Téléphone",
    email: "E-mail",
  },
} as const satisfies PageMeta & Record<string, unknown>;

export const legalPagesLabels = {
  tocTitle: "Sommaire",
  relatedTitle: "Documents liés",
} as const;

/** Intros of the urgence / devis pages' sections (their records live in emergency.ts / quote.ts). */
export const quotePageLabels = {
  formTitle: "Demander un Devis",
  formIntro: "Quelques informations suffisent\u00a0: nous revenons vers vous sous 24h.",
  asideTitle: "Besoin d'une réponse immédiate\u00a0?",
  asideText: "Appelez-nous\u00a0: un artisan vous répond du lundi au samedi, et 24h/24 pour les urgences.",
  whyChooseUsIntro: "Six bonnes raisons de nous confier votre toiture.",
  assurance: "Devis gratuit, détaillé et valable 30 jours. Aucun engagement de votre part.",
} as const;

export const emergencyPageLabels = {
  promisesTitle: "Nos engagements en cas d'urgence",
  servicesIntro: "Dès votre appel, un couvreur est mobilisé pour limiter les dégâts.",
} as const;
