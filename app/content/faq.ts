import type { FaqEntry } from "./types";

/** The ten questions of the home page FAQ (docs/product.md#home). */
export const homeFaq = [
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
] as const satisfies readonly FaqEntry[];
