import type { FaconnageLanding } from "../types";
import { fromPrice, quoteWithinTwoHoursClaim } from "./shared";

/** Workshop capacities (docs/product.md#business-facts). */
export const WORKSHOP = {
  laser: { minThicknessMm: 0.5, maxThicknessMm: 8, bedMm: { length: 3000, width: 1500 }, precisionMm: 0.1 },
  pressBrake: { lengthMm: 3200, forceTonnes: 100 },
  roller: { minRadiusMm: 50, maxThicknessMm: 4, lengthMm: 2500 },
  deliveryDays: { min: 3, max: 5 },
  quantity: { min: 1, max: 1000 },
  piecesPerMonth: 500,
} as const;

/** Starting prices of the creation categories, in euros (docs/product.md#landing-pages). */
export const CREATION_PRICES_FROM = {
  /** €/ml */
  gutters: 25,
  /** €/m² */
  cladding: 45,
  /** €/pièce */
  specialPieces: 85,
  /** €/ml */
  copings: 35,
  /** €/ml */
  boxGutters: 120,
} as const;

const w = WORKSHOP;
const prices = CREATION_PRICES_FROM;
const STANDARD_DELAY = `${w.deliveryDays.min} à ${w.deliveryDays.max} jours`;
const COMPLEX_DELAY = "1 à 2 semaines";

/** /landing/faconnage */
export const faconnageLanding = {
  slug: "faconnage",
  path: "/landing/faconnage",
  metaTitle: "Façonnage métal sur mesure\u00a0: découpe laser et pliage",
  metaDescription:
    "Atelier de façonnage\u00a0: découpe laser, pliage 3200 mm et roulage du zinc, cuivre, aluminium et acier. De 1 à 1000 pièces, livrées en 3 à 5 jours.",
  keywords: [
    "façonnage métal sur mesure",
    "pliage tôle",
    "découpe laser",
    "pliage zinc",
    "rouleuse tôle",
    "atelier zinguerie",
    "pièces métalliques sur mesure",
  ],
  image: "landing-faconnage",
  hero: {
    eyebrow: "Atelier de façonnage en Auvergne-Rhône-Alpes",
    title: "Vos pièces métalliques façonnées sur mesure",
    highlight: "sur mesure",
    subtitle:
      "Découpe laser, pliage et roulage du zinc, du cuivre, de l'aluminium et de l'acier galvanisé, pour les particuliers comme pour les professionnels du bâtiment.",
  },
  claims: [
    { icon: "Package", label: `+${w.piecesPerMonth} pièces par mois` },
    { icon: "Gauge", label: `Précision ±${String(w.laser.precisionMm).replace(".", ",")} mm` },
    { icon: "Truck", label: `Livraison en ${STANDARD_DELAY}` },
    quoteWithinTwoHoursClaim,
  ],
  equipmentIntro: {
    title: "Notre parc machines",
    text: "Un atelier équipé pour produire vite et juste, de la pièce unique à la série.",
  },
  equipment: [
    {
      icon: "Zap",
      title: "Découpe laser",
      subtitle: "Découpe de précision",
      description:
        "Une découpe nette et sans bavure, pour des développés exacts et des formes complexes reproduites à l'identique.",
      specs: [
        { label: "Épaisseur", value: "0,5 à 8 mm" },
        { label: "Table", value: "3000 × 1500 mm" },
        { label: "Précision", value: "±0,1 mm" },
      ],
      badge: "Haute précision",
    },
    {
      icon: "Factory",
      title: "Presse plieuse",
      subtitle: "Pliage à commande numérique",
      description: "Des plis réguliers sur de grandes longueurs, pour des couvertines, bavettes et habillages d'un seul tenant.",
      specs: [
        { label: "Longueur de pliage", value: "3200 mm" },
        { label: "Force", value: "100 tonnes" },
      ],
      badge: "Grandes longueurs",
    },
    {
      icon: "Cog",
      title: "Rouleuse",
      subtitle: "Roulage et cintrage",
      description: "Le cintrage de tôles pour les gouttières, les habillages courbes et les pièces d'ornement.",
      specs: [
        { label: "Rayon minimum", value: "50 mm" },
        { label: "Épaisseur", value: "jusqu'à 4 mm" },
        { label: "Longueur", value: "2500 mm" },
      ],
      badge: "Formes courbes",
    },
  ],
  workshopStats: [
    { value: STANDARD_DELAY, label: "de délai de livraison" },
    { value: `${w.quantity.min} à ${w.quantity.max}`, label: "pièces par commande" },
    { value: "±0,1 mm", label: "de précision" },
    { value: `+${w.piecesPerMonth}`, label: "pièces façonnées par mois" },
  ],
  materialsIntro: {
    title: "Les métaux que nous travaillons",
    text: "Nous vous conseillons le métal, l'épaisseur et la finition adaptés à l'usage et à l'esthétique recherchée.",
  },
  materials: [
    {
      material: "Zinc",
      description: "Le métal de référence de la zinguerie\u00a0: durable, malléable et recyclable, il se patine naturellement.",
      thicknesses: "0,5 à 1,0 mm",
      thicknessMm: { min: 0.5, max: 1.0 },
      finishes: ["Naturel", "Prépatiné gris", "Prépatiné anthracite"],
      advantages: ["Très longue durée de vie", "Soudable à l'étain", "Aspect traditionnel"],
    },
    {
      material: "Aluminium",
      description: "Léger et inoxydable, il se décline en de nombreuses teintes laquées assorties à vos menuiseries.",
      thicknesses: "0,7 à 2,0 mm",
      thicknessMm: { min: 0.7, max: 2.0 },
      finishes: ["Brut", "Laqué teintes RAL", "Anodisé"],
      advantages: ["Légèreté", "Aucun entretien", "Large choix de couleurs"],
    },
    {
      material: "Cuivre",
      description:
        "Un métal noble à la longévité exceptionnelle, qui se couvre avec le temps d'une patine verte caractéristique.",
      thicknesses: "0,6 à 1,2 mm",
      thicknessMm: { min: 0.6, max: 1.2 },
      finishes: ["Naturel", "Prépatiné brun", "Prépatiné vert"],
      advantages: ["Longévité exceptionnelle", "Aspect haut de gamme", "Se patine avec élégance"],
    },
    {
      material: "Acier galvanisé",
      description: "Robuste et économique, il convient aux pièces soumises à de fortes contraintes mécaniques.",
      thicknesses: "0,8 à 3,0 mm",
      thicknessMm: { min: 0.8, max: 3.0 },
      finishes: ["Galvanisé brut", "Prélaqué", "Thermolaqué"],
      advantages: ["Grande résistance mécanique", "Prix maîtrisé", "Idéal pour les pièces structurelles"],
    },
  ],
  creationsIntro: {
    title: "Nos créations sur mesure",
    text: "Des exemples de pièces que nous fabriquons chaque semaine, avec leurs délais et prix de départ.",
  },
  creations: [
    {
      category: "Gouttières et descentes",
      items: ["Gouttières demi-rondes et havraises", "Descentes rondes et carrées", "Coudes et raccords"],
      delay: STANDARD_DELAY,
      price: fromPrice(prices.gutters, "ml"),
    },
    {
      category: "Bardage et habillage",
      items: ["Cassettes de bardage", "Habillages de façade", "Sous-faces et caissons"],
      delay: COMPLEX_DELAY,
      price: fromPrice(prices.cladding, "m²"),
    },
    {
      category: "Pièces spéciales",
      items: ["Boîtes à eau", "Naissances et moignons", "Dauphins et pièces de raccordement"],
      delay: STANDARD_DELAY,
      price: fromPrice(prices.specialPieces, "pièce"),
    },
    {
      category: "Couvertines et bavettes",
      items: ["Couvertines d'acrotères et de murets", "Bavettes d'appui de fenêtres", "Solins et bandes de rive"],
      delay: STANDARD_DELAY,
      price: fromPrice(prices.copings, "ml"),
    },
    {
      category: "Chéneaux sur mesure",
      items: ["Chéneaux encaissés", "Chéneaux à l'anglaise", "Fonds de chéneaux et talons"],
      delay: COMPLEX_DELAY,
      price: fromPrice(prices.boxGutters, "ml"),
    },
    {
      category: "Ornements et pièces d'architecte",
      items: ["Épis de faîtage et lambrequins", "Habillages de lucarnes et d'œils-de-bœuf", "Pièces sur plan d'architecte"],
      delay: COMPLEX_DELAY,
      price: "Sur devis",
    },
  ],
  processIntro: {
    title: "De votre plan à la pièce finie",
  },
  process: [
    {
      step: 1,
      title: "Étude et devis",
      description:
        "Vous nous transmettez un plan, un croquis coté ou l'ancienne pièce\u00a0: nous établissons le développé et le prix.",
      duration: "Sous 2h",
    },
    {
      step: 2,
      title: "Validation",
      description: "Cotes, métal, épaisseur, finition et quantité sont validés avec vous avant la mise en fabrication.",
      duration: "1 jour",
    },
    {
      step: 3,
      title: "Fabrication",
      description: "Découpe laser, pliage, roulage puis contrôle dimensionnel de chaque pièce à l'atelier.",
      duration: STANDARD_DELAY,
    },
    {
      step: 4,
      title: "Livraison ou pose",
      description: "Retrait à l'atelier, livraison sur votre chantier ou pose par nos équipes de zingueurs.",
      duration: "Selon votre planning",
    },
  ],
  closingCta: {
    title: "Une pièce à fabriquer\u00a0?",
    text: "Envoyez-nous votre plan ou votre croquis\u00a0: nous vous répondons avec un prix et un délai, de 1 à 1000 pièces.",
  },
  offerCatalog: {
    name: "Façonnage de pièces métalliques sur mesure",
    items: [
      { name: "Gouttières et descentes sur mesure", price: prices.gutters, unitText: "ml" },
      { name: "Bardage et habillage de façade", price: prices.cladding, unitText: "m²" },
      { name: "Pièces spéciales de zinguerie", price: prices.specialPieces, unitText: "pièce" },
      { name: "Couvertines et bavettes", price: prices.copings, unitText: "ml" },
      { name: "Chéneaux sur mesure", price: prices.boxGutters, unitText: "ml" },
      { name: "Ornements et pièces d'architecte" },
    ],
  },
} as const satisfies FaconnageLanding;
