/**
 * The FAQ entries and testimonials the site showed when they moved from code
 * to the database (migration 013-faq-testimonials), in their order. Frozen:
 * this file is history, the owner edits the live copy from the admin
 * (docs/product.md#faq-admin). Never change it: a database that already ran
 * the migration would not follow.
 */
export interface SeedFaqEntry {
  question: string;
  answer: string;
}

export interface SeedTestimonial {
  name: string;
  project: string;
  rating: 1 | 2 | 3 | 4 | 5;
  comment: string;
}

export const SEED_HOME_FAQ: readonly SeedFaqEntry[] = [
  {
    question: "Le devis est-il gratuit ?",
    answer:
      "Oui, le devis est entièrement gratuit et sans engagement. Après une visite sur place ou l'envoi de photos, nous vous remettons un devis détaillé sous 48h, valable 30 jours.",
  },
  {
    question: "Quels sont vos tarifs ?",
    answer:
      "Chaque chantier est unique, mais à titre indicatif, comptez de 30 à 80 € par mètre linéaire pour des gouttières et de 50 à 150 € par m² pour une étanchéité de toiture, selon les matériaux et l'accessibilité.",
  },
  {
    question: "Quels sont vos délais d'intervention ?",
    answer:
      "Les travaux programmés démarrent généralement sous 2 à 3 semaines après l'acceptation du devis. En cas d'urgence (fuite, dégâts de tempête), nous intervenons 24h/24 et 7j/7.",
  },
  {
    question: "Vos travaux sont-ils garantis ?",
    answer:
      "Oui. Tous nos travaux sont couverts par notre assurance décennale, et nous garantissons en plus notre main-d'œuvre pendant 2 ans.",
  },
  {
    question: "Intervenez-vous en urgence ?",
    answer:
      "Oui, notre service d'urgence est disponible 24h/24 et 7j/7 pour les fuites, les infiltrations et les dégâts de tempête. Nous mettons d'abord votre toiture hors d'eau (bâchage, sécurisation), puis nous réalisons une réparation durable.",
  },
  {
    question: "Dans quelle zone intervenez-vous ?",
    answer:
      "Nous intervenons dans toute la région Auvergne-Rhône-Alpes, dans un rayon de 150 km autour de Lyon : Rhône, Loire, Isère, Ain, Savoie, Haute-Savoie, Drôme, Ardèche, Haute-Loire et Puy-de-Dôme.",
  },
  {
    question: "Quels matériaux utilisez-vous ?",
    answer:
      "Zinc naturel ou prépatiné, cuivre, aluminium laqué et acier galvanisé pour la zinguerie ; EPDM, résine et membranes bitumineuses pour l'étanchéité. Nous choisissons des matériaux de qualité professionnelle, conformes aux normes en vigueur.",
  },
  {
    question: "À quelle fréquence faut-il entretenir sa toiture et ses gouttières ?",
    answer:
      "Nous recommandons un entretien deux fois par an, au printemps et à l'automne. Nos contrats d'entretien annuels vous évitent d'y penser et vous assurent une priorité d'intervention.",
  },
  {
    question: "Fabriquez-vous des pièces sur mesure ?",
    answer:
      "Oui, notre atelier façonne gouttières, chéneaux, bavettes, couvertines et pièces spéciales en zinc, cuivre, aluminium ou acier galvanisé. Comptez 3 à 5 jours pour des pièces standard et 1 à 2 semaines pour des pièces complexes.",
  },
  {
    question: "Proposez-vous des facilités de paiement ?",
    answer:
      "Oui, le règlement en 3 fois est possible ; les modalités sont précisées sur votre devis. Un acompte est demandé à la commande et le solde à la fin des travaux.",
  },
];

export const SEED_SERVICE_FAQ = {
  zinguerie: [
    {
      question: "Quel métal choisir pour mes gouttières ?",
      answer:
        "Le zinc est le choix le plus courant : durable, il se patine naturellement et s'accorde avec la plupart des toitures. Le cuivre offre une longévité exceptionnelle et un aspect haut de gamme, l'aluminium laqué un large choix de teintes sans entretien. Nous vous conseillons selon le style de votre bâtiment et votre budget.",
    },
    {
      question: "Combien coûte la pose de gouttières ?",
      answer:
        "À titre indicatif, comptez de 30 à 80 € par mètre linéaire selon le métal, le profil et l'accessibilité de la façade. Nous établissons un devis gratuit et précis après visite.",
    },
    {
      question: "Quand faut-il remplacer sa zinguerie ?",
      answer:
        "Fuites aux jonctions, coulures sur la façade, gouttière affaissée ou zinc percé sont des signes d'usure. Une réparation suffit parfois : nous vous le disons franchement après diagnostic.",
    },
  ],
  etancheite: [
    {
      question: "Quelle solution d'étanchéité pour un toit plat ?",
      answer:
        "L'EPDM convient très bien aux toits plats de maisons et d'annexes, la résine aux surfaces complexes ou circulables comme les balcons, et le multicouche bitumineux aux grandes toitures-terrasses. Nous choisissons ensemble après diagnostic.",
    },
    {
      question: "Quel est le prix d'une étanchéité de toiture-terrasse ?",
      answer:
        "Comptez en moyenne de 50 à 150 € par m² selon le système retenu, l'état du support et la présence d'une isolation. Le devis est gratuit et sans engagement.",
    },
    {
      question: "Combien de temps dure une étanchéité ?",
      answer:
        "Bien posée et entretenue, une étanchéité moderne protège votre toiture pendant plusieurs décennies. Un contrôle régulier des relevés et des évacuations prolonge encore sa durée de vie.",
    },
  ],
  maintenance: [
    {
      question: "À quelle fréquence faut-il entretenir sa toiture ?",
      answer:
        "Nous recommandons un entretien deux fois par an, au printemps et à l'automne après la chute des feuilles. Près d'arbres, un passage supplémentaire peut être utile.",
    },
    {
      question: "Que comprend un contrat d'entretien ?",
      answer:
        "Selon la formule, de 2 à 4 visites par an avec nettoyage des gouttières, contrôle de la couverture et compte rendu photo, jusqu'aux déplacements d'urgence illimités 24h/24 avec la formule Premium. Nos contrats démarrent à 120 € par an.",
    },
    {
      question: "Le démoussage abîme-t-il les tuiles ?",
      answer:
        "Non : nous n'utilisons pas de nettoyeur haute pression sur les tuiles fragiles. La mousse est retirée manuellement, puis un traitement anti-mousse est appliqué, suivi si besoin d'un hydrofuge.",
    },
  ],
  faconnage: [
    {
      question: "Quels sont vos délais de fabrication ?",
      answer:
        "Comptez 3 à 5 jours pour des pièces standard et 1 à 2 semaines pour des pièces complexes ou des séries importantes.",
    },
    {
      question: "Quelles épaisseurs de métal travaillez-vous ?",
      answer:
        "Pour la zinguerie et le bâtiment, nous façonnons des tôles de 0,5 à 3 mm d'épaisseur selon le métal : zinc, cuivre, aluminium ou acier galvanisé.",
    },
    {
      question: "Pouvez-vous fabriquer une pièce unique à partir d'un croquis ?",
      answer:
        "Oui. Un croquis coté, une photo avec les dimensions ou l'ancienne pièce suffisent : nous établissons le développé et vous soumettons un prix avant fabrication.",
    },
  ],
  "conseil-expertise": [
    {
      question: "La première visite est-elle payante ?",
      answer:
        "Non, la première visite-conseil, d'environ 2h, est gratuite et sans engagement. Elle permet de faire le point sur l'état de votre toiture et sur votre projet.",
    },
    {
      question: "Pouvez-vous m'aider après un sinistre ?",
      answer:
        "Oui. Nous réalisons une expertise technique des dégâts, chiffrons les réparations et constituons avec vous le dossier destiné à votre assurance.",
    },
    {
      question: "Faut-il une autorisation pour refaire sa toiture ?",
      answer:
        "Une modification de l'aspect extérieur (matériau, couleur, ouverture) demande en général une déclaration préalable en mairie, et l'avis de l'Architecte des Bâtiments de France en secteur protégé. Nous vous aidons à préparer le dossier.",
    },
  ],
} as const satisfies Record<string, readonly SeedFaqEntry[]>;

export const SEED_CONSEIL_FAQ: readonly SeedFaqEntry[] = [
  {
    question: "La visite-conseil est-elle vraiment gratuite ?",
    answer:
      "Oui. La première visite, d'environ 2h, est gratuite et sans engagement. Si une étude plus poussée est utile, nous vous remettons d'abord un devis.",
  },
  {
    question: "Suis-je obligé de vous confier les travaux ensuite ?",
    answer:
      "Non. Nos préconisations sont établies dans votre intérêt et vous restez libre de confier les travaux à l'entreprise de votre choix.",
  },
  {
    question: "Pouvez-vous intervenir pour mon assurance après un sinistre ?",
    answer:
      "Oui. Nous réalisons le constat, analysons les causes, chiffrons les réparations et vous remettons un dossier complet à transmettre à votre assureur.",
  },
  {
    question: "Comment est calculé le prix du suivi de chantier ?",
    answer:
      "Il représente 5 à 8 % du montant des travaux, selon la taille et la complexité du chantier. Le taux est fixé avant le démarrage.",
  },
  {
    question: "Quand vais-je recevoir mon rapport ?",
    answer: "En général sous une semaine après la visite, accompagné des photos et d'une estimation budgétaire.",
  },
];

export const SEED_CONSEIL_TESTIMONIALS: readonly SeedTestimonial[] = [
  {
    name: "Catherine M.",
    project: "Diagnostic avant l'achat d'une maison à Écully",
    rating: 5,
    comment:
      "Visite très complète et rapport clair avant la signature. Grâce à leurs conseils, nous avons pu négocier le prix en connaissance de cause.",
  },
  {
    name: "Laurent B.",
    project: "Expertise après une tempête à Villefranche-sur-Saône",
    rating: 5,
    comment:
      "Ils ont chiffré les dégâts et m'ont aidé à monter le dossier pour l'assurance. Indemnisation obtenue sans difficulté, je recommande.",
  },
  {
    name: "Nathalie R.",
    project: "Suivi de la rénovation de notre toiture à Tarare",
    rating: 5,
    comment:
      "Un vrai accompagnement du début à la fin : choix des matériaux, démarches en mairie et suivi du chantier. Sérieux et toujours joignables.",
  },
];
