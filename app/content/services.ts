import type { Service, ServiceSlug, WhyChooseUsItem } from "./types";

/** The five services (docs/product.md#services), in display order. */
export const services = [
  {
    slug: "zinguerie",
    title: "Zinguerie",
    shortDescription:
      "Gouttières, descentes, chéneaux, noues et habillages en zinc, façonnés sur mesure et posés dans les règles de l'art.",
    fullDescription:
      "La zinguerie évacue les eaux pluviales et protège les points sensibles de votre toiture. Nous concevons, façonnons dans notre atelier et posons gouttières, descentes, chéneaux, noues, solins et habillages en zinc, en cuivre ou en aluminium. Chaque ouvrage est dimensionné selon la surface de toiture à drainer et réalisé conformément au DTU 40.5, pour une étanchéité durable et une finition soignée qui valorise votre façade.",
    icon: "Droplets",
    features: [
      "Gouttières pendantes et havraises sur mesure",
      "Descentes d'eaux pluviales et dauphins",
      "Chéneaux et noues en zinc",
      "Solins, bavettes et abergements",
      "Habillages de rives, couvertines et bandeaux",
      "Réparation et remplacement de zinguerie ancienne",
    ],
    benefits: [
      "Évacuation des eaux pluviales maîtrisée",
      "Façades et fondations protégées des infiltrations",
      "Pièces façonnées sur mesure dans notre atelier",
      "Métaux durables\u00a0: zinc, cuivre, aluminium",
      "Finitions soignées et esthétiques",
      "Garantie décennale sur la pose",
    ],
    process: [
      {
        title: "Diagnostic sur place",
        description: "Relevé des mesures, contrôle des pentes et de l'état de la zinguerie existante, photos à l'appui.",
      },
      {
        title: "Devis détaillé",
        description: "Une proposition chiffrée poste par poste, gratuite et valable 30 jours.",
      },
      {
        title: "Façonnage en atelier",
        description: "Découpe et pliage des pièces à vos cotes, dans le métal et la finition choisis.",
      },
      {
        title: "Pose et contrôle",
        description: "Installation, soudures à l'étain, essai d'écoulement et nettoyage complet du chantier.",
      },
    ],
    metaTitle: "Zinguerie sur mesure\u00a0: gouttières, chéneaux et noues",
    metaDescription:
      "Artisan zingueur en Auvergne-Rhône-Alpes\u00a0: gouttières, descentes, chéneaux, noues et solins en zinc façonnés sur mesure. Garantie décennale, devis gratuit.",
    keywords: ["zinguerie", "zingueur Lyon", "gouttière zinc", "chéneau zinc", "descente eaux pluviales", "noue zinc", "solin"],
    badge: "Notre spécialité",
    image: "service-zinguerie",
  },
  {
    slug: "etancheite",
    title: "Étanchéité",
    shortDescription:
      "Étanchéité de toitures-terrasses, toits plats et balcons\u00a0: EPDM, résine et membranes bitumineuses multicouches.",
    fullDescription:
      "Une toiture-terrasse ou un toit plat mal protégé laisse passer l'eau et dégrade rapidement la structure. Nous réalisons l'étanchéité neuve ou la réfection complète de vos toitures-terrasses, toits plats, balcons et garages avec des systèmes éprouvés\u00a0: membrane EPDM, résine liquide, étanchéité bitumineuse multicouche ou toiture végétalisée. Chaque chantier commence par un diagnostic du support et se termine par un contrôle des points singuliers, dans le respect des DTU de la série 43.",
    icon: "Shield",
    features: [
      "Étanchéité de toitures-terrasses et toits plats",
      "Membranes EPDM",
      "Résines d'étanchéité liquides",
      "Systèmes bitumineux multicouches",
      "Toitures végétalisées",
      "Recherche de fuites et réparations",
    ],
    benefits: [
      "Fin des infiltrations et des dégâts des eaux",
      "Solution adaptée à chaque support",
      "Isolation thermique possible en complément",
      "Matériaux à longue durée de vie",
      "Intervention rapide en cas de fuite",
      "Garantie décennale",
    ],
    process: [
      {
        title: "Diagnostic du support",
        description: "Inspection, recherche de fuites et contrôle de l'état de l'isolant, des relevés et des évacuations.",
      },
      {
        title: "Préconisation",
        description: "Choix du système d'étanchéité adapté à l'usage de la toiture, à son support et à votre budget.",
      },
      {
        title: "Mise en œuvre",
        description: "Préparation du support, pose de la membrane ou de la résine, reprise des relevés et des évacuations.",
      },
      {
        title: "Contrôle final",
        description: "Vérification des points singuliers, essai d'écoulement et remise d'un compte rendu photo.",
      },
    ],
    metaTitle: "Étanchéité de toiture-terrasse et toit plat",
    metaDescription:
      "Étanchéité de toitures-terrasses, toits plats et balcons en Auvergne-Rhône-Alpes\u00a0: EPDM, résine, multicouche, toiture végétalisée. Garantie décennale.",
    keywords: ["étanchéité toiture", "toiture-terrasse", "toit plat", "membrane EPDM", "résine d'étanchéité", "étanchéité Lyon"],
    badge: "Garantie décennale",
    image: "service-etancheite",
  },
  {
    slug: "maintenance",
    title: "Entretien et maintenance",
    shortDescription:
      "Nettoyage, contrôle et réparation de toitures et de zinguerie pour prévenir les fuites et prolonger la vie de votre toit.",
    fullDescription:
      "Un entretien régulier est le meilleur moyen d'éviter les fuites et les réparations coûteuses. Nous nettoyons vos gouttières et chéneaux, démoussons et traitons la couverture, remplaçons les tuiles cassées et contrôlons solins, noues et faîtages. Après chaque visite, vous recevez un compte rendu photo de l'état de votre toiture. Nos contrats d'entretien annuels vous assurent des visites planifiées et une priorité d'intervention en cas d'urgence.",
    icon: "Wrench",
    features: [
      "Nettoyage des gouttières et descentes",
      "Démoussage et traitement hydrofuge",
      "Remplacement de tuiles et d'ardoises",
      "Contrôle des solins, noues et faîtages",
      "Contrats d'entretien annuels",
      "Dépannage d'urgence 24h/24 et 7j/7",
    ],
    benefits: [
      "Durée de vie de la toiture prolongée",
      "Fuites détectées avant les dégâts",
      "Budget maîtrisé grâce aux contrats annuels",
      "Compte rendu photo après chaque visite",
      "Priorité d'intervention pour les clients sous contrat",
      "Toiture propre et valorisée",
    ],
    process: [
      {
        title: "Inspection complète",
        description: "Contrôle de la couverture, de la zinguerie et des points singuliers, photos à l'appui.",
      },
      {
        title: "Nettoyage",
        description: "Gouttières, chéneaux et descentes débouchés, mousses retirées à la main.",
      },
      {
        title: "Petites réparations",
        description: "Tuiles remplacées, solins recollés, fixations resserrées après votre accord.",
      },
      {
        title: "Compte rendu",
        description: "Un rapport photo de l'état de votre toiture et nos recommandations pour la suite.",
      },
    ],
    metaTitle: "Entretien de toiture et de gouttières, contrats annuels",
    metaDescription:
      "Entretien et maintenance de toitures et de zinguerie\u00a0: nettoyage de gouttières, démoussage, petites réparations, contrats annuels et dépannage 24h/24.",
    keywords: [
      "entretien toiture",
      "nettoyage gouttières",
      "démoussage toiture",
      "contrat entretien toiture",
      "réparation toiture",
      "dépannage toiture",
    ],
    badge: "Contrats annuels",
    image: "service-maintenance",
  },
  {
    slug: "faconnage",
    title: "Façonnage sur mesure",
    shortDescription:
      "Pièces métalliques sur mesure fabriquées dans notre atelier\u00a0: découpe laser, pliage et roulage du zinc, du cuivre, de l'aluminium et de l'acier.",
    fullDescription:
      "Notre atelier de façonnage transforme vos plans ou vos relevés en pièces prêtes à poser. Équipés d'une découpe laser, d'une plieuse à commande numérique de 3200 mm et d'une rouleuse, nous réalisons bavettes, couvertines, habillages, chéneaux et pièces spéciales en zinc, cuivre, aluminium ou acier galvanisé. Nous travaillons pour les particuliers comme pour les couvreurs et les entreprises du bâtiment, de la pièce unique à la série.",
    icon: "Hammer",
    features: [
      "Découpe laser de précision",
      "Pliage sur plieuse numérique de 3200 mm",
      "Roulage et cintrage",
      "Bavettes, couvertines et habillages",
      "Pièces spéciales sur plan ou sur croquis",
      "Petites et moyennes séries",
    ],
    benefits: [
      "Pièces parfaitement ajustées au chantier",
      "Délais courts grâce à l'atelier intégré",
      "Précision de ±0,1 mm",
      "Large choix de métaux et de finitions",
      "De la pièce unique à 1000 pièces",
      "Conseils techniques d'artisans zingueurs",
    ],
    process: [
      {
        title: "Étude de votre besoin",
        description: "Plan, croquis coté, photo ou relevé sur site\u00a0: nous établissons le développé de la pièce.",
      },
      {
        title: "Validation",
        description: "Cotes, métal, épaisseur, finition, quantité et prix validés avec vous avant fabrication.",
      },
      {
        title: "Fabrication",
        description: "Découpe, pliage, roulage puis contrôle dimensionnel de chaque pièce.",
      },
      {
        title: "Livraison ou pose",
        description: "Retrait à l'atelier, livraison sur chantier ou pose par nos équipes.",
      },
    ],
    metaTitle: "Façonnage de pièces métalliques sur mesure",
    metaDescription:
      "Atelier de façonnage en Auvergne-Rhône-Alpes\u00a0: découpe laser, pliage et roulage de zinc, cuivre, aluminium et acier. De 1 à 1000 pièces, livrées en 3 à 5 jours.",
    keywords: [
      "façonnage métal",
      "pliage zinc",
      "découpe laser tôle",
      "bavette sur mesure",
      "couvertine sur mesure",
      "atelier zinguerie",
    ],
    badge: "Sur mesure",
    image: "service-faconnage",
  },
  {
    slug: "conseil-expertise",
    title: "Conseil et expertise",
    shortDescription:
      "Diagnostic de toiture, étude technique, choix des matériaux et accompagnement dans vos démarches et vos sinistres.",
    fullDescription:
      "Avant d'engager des travaux, un avis précis et indépendant vous fait gagner du temps et de l'argent. Nous réalisons le diagnostic de votre toiture, établissons des études techniques, vous conseillons sur les matériaux et vous accompagnons dans vos démarches\u00a0: déclaration préalable, dossier d'assurance après un sinistre, suivi de chantier. Notre expérience du terrain vous garantit des préconisations réalistes, adaptées à votre bâtiment.",
    icon: "Settings",
    features: [
      "Diagnostic complet de toiture",
      "Études techniques et préconisations",
      "Conseil sur le choix des matériaux",
      "Aide aux démarches administratives",
      "Expertise après sinistre",
      "Suivi et réception de chantier",
    ],
    benefits: [
      "Des décisions éclairées avant travaux",
      "Un budget maîtrisé, sans mauvaise surprise",
      "Rapport écrit et photos détaillées",
      "Un interlocuteur unique et disponible",
      "Vos intérêts défendus face aux assurances",
      "Première visite gratuite",
    ],
    process: [
      {
        title: "Premier échange",
        description: "Vous nous décrivez votre situation et vos objectifs\u00a0; nous fixons ensemble une visite.",
      },
      {
        title: "Visite et diagnostic",
        description: "Inspection de la toiture, de la charpente visible et de la zinguerie, mesures et photos.",
      },
      {
        title: "Rapport et préconisations",
        description: "Un rapport clair\u00a0: constats, travaux à prévoir par ordre de priorité et budget estimé.",
      },
      {
        title: "Accompagnement",
        description: "Démarches, consultation des entreprises, suivi du chantier jusqu'à la réception.",
      },
    ],
    metaTitle: "Conseil et expertise toiture\u00a0: diagnostic, sinistre",
    metaDescription:
      "Diagnostic de toiture, étude technique, conseil matériaux, aide aux démarches et expertise après sinistre en Auvergne-Rhône-Alpes. Première visite gratuite.",
    keywords: [
      "diagnostic toiture",
      "expertise toiture",
      "expertise sinistre toiture",
      "conseil couverture",
      "étude technique toiture",
      "suivi de chantier",
    ],
    badge: "Visite gratuite",
    image: "service-conseil-expertise",
  },
] as const satisfies readonly Service[];

export function getServiceBySlug(slug: string | undefined): Service | undefined {
  return services.find((service) => service.slug === slug);
}

export function isServiceSlug(slug: string | undefined): slug is ServiceSlug {
  return getServiceBySlug(slug) !== undefined;
}

export function servicePath(slug: ServiceSlug): `/services/${ServiceSlug}` {
  return `/services/${slug}`;
}

/** The 'why choose us' block of /services. */
export const servicesWhyChooseUs = [
  {
    icon: "Award",
    title: "Artisans expérimentés",
    description: "Couvreurs-zingueurs de métier, nous suivons chaque chantier du diagnostic à la réception des travaux.",
  },
  {
    icon: "Factory",
    title: "Atelier de façonnage intégré",
    description: "Nos pièces sont fabriquées sur mesure dans notre atelier\u00a0: ajustement parfait et délais courts.",
  },
  {
    icon: "ShieldCheck",
    title: "Garantie décennale",
    description: "Tous nos travaux sont couverts par notre assurance décennale, plus 2 ans sur la main-d'œuvre.",
  },
  {
    icon: "Clock",
    title: "Devis gratuit sous 24h",
    description: "Une réponse rapide, un devis détaillé et sans engagement, des prix clairs.",
  },
] as const satisfies readonly WhyChooseUsItem[];
