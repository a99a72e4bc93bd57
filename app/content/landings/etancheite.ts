import type { EtancheiteLanding } from "../types";
import { fromPrice, instalmentsClaim, quoteWithinTwoHoursClaim, ratingClaim } from "./shared";

/** Starting prices of the waterproofing systems, in euros (docs/product.md#landing-pages). */
export const WATERPROOFING_PRICES_FROM = {
  /** €/m² */
  epdm: 45,
  /** €/m² */
  resin: 55,
  /** €/m² */
  multilayer: 65,
  /** €/m² */
  underTile: 35,
  /** €/m² */
  greenRoof: 75,
  /** flat fee, € */
  emergencyFlatFee: 150,
} as const;

const prices = WATERPROOFING_PRICES_FROM;

/** /landing/etancheite */
export const etancheiteLanding = {
  slug: "etancheite",
  path: "/landing/etancheite",
  metaTitle: "Étanchéité de toiture-terrasse et toit plat dès 45 €/m²",
  metaDescription:
    "Étanchéité EPDM, résine, multicouche, sous-toiture et toiture végétalisée en Auvergne-Rhône-Alpes. Devis sous 2h, paiement en 3 fois, garantie décennale.",
  keywords: [
    "étanchéité toiture-terrasse",
    "étanchéité toit plat",
    "membrane EPDM",
    "étanchéité résine",
    "étanchéité multicouche",
    "toiture végétalisée",
    "fuite toit plat",
  ],
  image: "landing-etancheite",
  hero: {
    eyebrow: "Spécialiste de l'étanchéité en Auvergne-Rhône-Alpes",
    title: "Une toiture étanche, sans mauvaise surprise",
    highlight: "étanche",
    subtitle:
      "Toits plats, toitures-terrasses, balcons et sous-toitures\u00a0: nous stoppons les infiltrations avec des systèmes éprouvés, posés par nos équipes et garantis 10 ans.",
  },
  claims: [{ icon: "House", label: "+150 toitures rénovées" }, ratingClaim, quoteWithinTwoHoursClaim, instalmentsClaim],
  servicesIntro: {
    title: "Nos solutions d'étanchéité",
    text: "Chaque support a sa solution. Nous la choisissons avec vous après un diagnostic sur place.",
  },
  services: [
    {
      icon: "Layers",
      title: "Membrane EPDM",
      description:
        "Une membrane en caoutchouc synthétique posée d'un seul tenant, idéale pour les toits plats de maisons, garages et extensions.",
      features: ["Pose en une seule pièce, sans joint", "Très bonne résistance aux UV et au gel", "Aucun entretien particulier"],
      badge: "Le plus demandé",
      price: fromPrice(prices.epdm, "m²"),
    },
    {
      icon: "PaintRoller",
      title: "Résine d'étanchéité",
      description:
        "Une résine liquide armée qui épouse toutes les formes\u00a0: balcons, terrasses circulables et surfaces encombrées.",
      features: ["Sans raccord ni soudure", "Circulable après séchage", "Idéale pour les détails complexes"],
      price: fromPrice(prices.resin, "m²"),
    },
    {
      icon: "Layers",
      title: "Étanchéité multicouche",
      description:
        "Un système bitumineux bicouche éprouvé pour les grandes toitures-terrasses, avec ou sans isolation thermique.",
      features: ["Membranes élastomères SBS", "Compatible avec l'isolation par l'extérieur", "Protection lourde ou autoprotégée"],
      price: fromPrice(prices.multilayer, "m²"),
    },
    {
      icon: "House",
      title: "Sous-toiture",
      description: "Pose d'un écran de sous-toiture sous vos tuiles ou ardoises pour stopper les infiltrations et la poussière.",
      features: ["Écran respirant", "Protection contre les entrées de neige poudreuse", "Réalisable lors d'un remaniement"],
      price: fromPrice(prices.underTile, "m²"),
    },
    {
      icon: "Leaf",
      title: "Toiture végétalisée",
      description:
        "Une étanchéité anti-racines surmontée d'un complexe végétal qui isole, retient l'eau de pluie et embellit votre toit.",
      features: ["Membrane anti-racines", "Meilleur confort d'été", "Gestion des eaux pluviales"],
      price: fromPrice(prices.greenRoof, "m²"),
    },
    {
      icon: "Siren",
      title: "Réparation d'urgence",
      description:
        "Fuite sur un toit plat ou une terrasse\u00a0: recherche de fuite, mise hors d'eau et réparation ciblée, 24h/24 et 7j/7.",
      features: ["Intervention sous 2h", "Recherche de fuite", "Réparation durable"],
      badge: "24h/24",
      price: `Forfait ${fromPrice(prices.emergencyFlatFee).toLowerCase()}`,
    },
  ],
  problemsIntro: {
    title: "Vos problèmes, nos solutions",
    text: "Les signes d'une étanchéité fatiguée ne trompent pas. Chacun a sa réponse.",
  },
  problems: {
    title: "Les problèmes que vous rencontrez",
    items: [
      "Infiltrations et taches d'humidité au plafond",
      "Membrane fissurée, cloquée ou décollée",
      "Eau qui stagne sur le toit plat",
      "Relevés d'étanchéité dégradés en bordure",
      "Isolant gorgé d'eau et pertes de chaleur",
    ],
  },
  solutions: {
    title: "Les solutions que nous apportons",
    items: [
      "Recherche de fuite et réparation ciblée",
      "Réfection complète en EPDM, résine ou multicouche",
      "Reprise des pentes et des évacuations",
      "Relevés neufs et couvertines en zinc ou en aluminium",
      "Isolant remplacé sous la nouvelle étanchéité",
    ],
  },
  reasonsIntro: {
    title: "Pourquoi nous confier votre étanchéité\u00a0?",
  },
  reasons: [
    {
      icon: "ShieldCheck",
      title: "Garantie décennale",
      description: "Nos ouvrages d'étanchéité sont couverts par notre assurance décennale, plus 2 ans sur la main-d'œuvre.",
    },
    {
      icon: "Search",
      title: "Diagnostic précis",
      description:
        "Nous trouvons l'origine réelle de la fuite avant de proposer une solution, pour ne payer que ce qui est utile.",
    },
    {
      icon: "Award",
      title: "Matériaux professionnels",
      description: "Membranes et résines de qualité professionnelle, mises en œuvre selon les DTU et les avis techniques.",
    },
    {
      icon: "Zap",
      title: "Réactivité",
      description: "Devis sous 2h et intervention d'urgence sous 2h, 24h/24 et 7j/7, en cas de fuite.",
    },
  ],
  closingCta: {
    title: "Stoppez les infiltrations dès maintenant",
    text: "Un diagnostic, un devis clair et des travaux garantis 10 ans. Paiement possible en 3 fois.",
  },
  offerCatalog: {
    name: "Solutions d'étanchéité",
    items: [
      { name: "Étanchéité membrane EPDM", price: prices.epdm, unitText: "m²" },
      { name: "Étanchéité résine", price: prices.resin, unitText: "m²" },
      { name: "Étanchéité multicouche", price: prices.multilayer, unitText: "m²" },
      { name: "Écran de sous-toiture", price: prices.underTile, unitText: "m²" },
      { name: "Toiture végétalisée", price: prices.greenRoof, unitText: "m²" },
      { name: "Réparation d'étanchéité en urgence (forfait)", price: prices.emergencyFlatFee },
    ],
  },
} as const satisfies EtancheiteLanding;
