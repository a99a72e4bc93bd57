import type { ZinguerieLanding } from "../types";
import { decennialClaim, fromPrice, instalmentsClaim, ratingClaim } from "./shared";

/** Indicative gutter price per linear metre (30-80 €/ml, docs/product.md#business-facts). */
export const GUTTER_PRICE_PER_METRE = { min: 30, max: 80 } as const;

/** /landing/zinguerie */
export const zinguerieLanding = {
  slug: "zinguerie",
  path: "/landing/zinguerie",
  metaTitle: "Zingueur à Lyon\u00a0: gouttières et zinguerie sur mesure",
  metaDescription:
    "Gouttières, descentes, noues, solins et habillages en zinc posés par des artisans zingueurs. Intervention sous 2h en urgence, devis gratuit, garantie décennale.",
  keywords: [
    "zingueur Lyon",
    "zinguerie Auvergne-Rhône-Alpes",
    "gouttière zinc",
    "pose gouttières",
    "descente eaux pluviales",
    "noue zinc",
    "solin zinc",
    "bardage zinc",
  ],
  image: "landing-zinguerie",
  hero: {
    eyebrow: "Artisan zingueur en Auvergne-Rhône-Alpes",
    title: "Votre zinguerie sur mesure, posée dans les règles de l'art",
    highlight: "sur mesure",
    subtitle:
      "Gouttières, descentes, noues, solins et habillages de façade\u00a0: nous fabriquons vos pièces dans notre atelier et les posons avec une garantie décennale.",
  },
  claims: [{ icon: "Users", label: "+200 clients satisfaits" }, ratingClaim, decennialClaim, instalmentsClaim],
  servicesIntro: {
    title: "Nos prestations de zinguerie",
    text: "Du remplacement d'une descente à la zinguerie complète d'un immeuble, chaque ouvrage est façonné à vos cotes.",
  },
  services: [
    {
      icon: "Droplets",
      title: "Gouttières",
      description:
        "Gouttières pendantes demi-rondes ou havraises en zinc, cuivre ou aluminium, façonnées sur mesure et soudées à l'étain.",
      features: ["Zinc, cuivre ou aluminium laqué", "Pentes calculées pour un écoulement parfait", "Crochets renforcés"],
      badge: "Le plus demandé",
      price: fromPrice(GUTTER_PRICE_PER_METRE.min, "ml"),
    },
    {
      icon: "Layers",
      title: "Descentes d'eaux pluviales",
      description:
        "Descentes rondes ou carrées, coudes, colliers et dauphins, raccordées proprement à votre réseau d'évacuation.",
      features: ["Diamètre adapté à la surface de toiture", "Dauphins en fonte ou en zinc", "Boîtes à eau et trop-pleins"],
    },
    {
      icon: "Ruler",
      title: "Noues",
      description:
        "Noues en zinc façonnées à l'angle exact de vos pans de toiture pour canaliser l'eau sans risque d'infiltration.",
      features: ["Pliage à l'angle exact", "Relevés et agrafures soignés", "Remplacement de noues fuyardes"],
    },
    {
      icon: "Shield",
      title: "Solins et abergements",
      description:
        "Solins, bavettes et abergements de cheminées, de fenêtres de toit et de murs pour étancher les points sensibles.",
      features: ["Abergements de cheminée", "Solins engravés ou à bande", "Bavettes de fenêtres de toit"],
    },
    {
      icon: "Building2",
      title: "Bardage et habillage de façade",
      description:
        "Habillages de rives, couvertines d'acrotères, bandeaux et bardages en zinc pour protéger et sublimer vos façades.",
      features: ["Zinc naturel ou prépatiné", "Joint debout ou cassettes", "Couvertines sur mesure"],
    },
    {
      icon: "Siren",
      title: "Réparations d'urgence",
      description:
        "Gouttière arrachée, chéneau percé, fuite après un orage\u00a0: nous intervenons sous 2h pour sécuriser puis réparer.",
      features: ["Disponibles 24h/24 et 7j/7", "Mise hors d'eau immédiate", "Réparation durable et garantie"],
      badge: "24h/24",
    },
  ],
  emergencyBanner: {
    badge: "Urgence 24h/24 et 7j/7",
    title: "Fuite ou gouttière arrachée\u00a0? Intervention sous 2h",
    text: "Nos zingueurs d'astreinte se déplacent jour et nuit, week-ends compris, pour stopper l'eau et réparer votre zinguerie.",
    callLabel: "Appeler l'urgence",
  },
  citiesIntro: {
    title: "Nos délais d'intervention",
    text: "J+1\u00a0: intervention le lendemain de votre appel. J+2\u00a0: sous deux jours. En urgence, partout, nous intervenons sous 2h.",
  },
  cities: [
    { city: "Lyon", department: "Rhône (69)", delay: "J+1", delayDays: 1 },
    { city: "Saint-Étienne", department: "Loire (42)", delay: "J+1", delayDays: 1 },
    { city: "Grenoble", department: "Isère (38)", delay: "J+1", delayDays: 1 },
    { city: "Annecy", department: "Haute-Savoie (74)", delay: "J+2", delayDays: 2 },
    { city: "Chambéry", department: "Savoie (73)", delay: "J+2", delayDays: 2 },
    { city: "Valence", department: "Drôme (26)", delay: "J+2", delayDays: 2 },
    { city: "Clermont-Ferrand", department: "Puy-de-Dôme (63)", delay: "J+2", delayDays: 2 },
    { city: "Bourg-en-Bresse", department: "Ain (01)", delay: "J+2", delayDays: 2 },
  ],
  closingCta: {
    title: "Un projet de zinguerie\u00a0? Parlons-en",
    text: "Devis gratuit et détaillé, conseils d'artisan et travaux garantis 10 ans. Appelez-nous ou écrivez-nous\u00a0: nous répondons sous 24h.",
  },
  offerCatalog: {
    name: "Prestations de zinguerie",
    items: [
      { name: "Pose de gouttières sur mesure", price: GUTTER_PRICE_PER_METRE.min, unitText: "ml" },
      { name: "Descentes d'eaux pluviales" },
      { name: "Noues en zinc" },
      { name: "Solins et abergements" },
      { name: "Bardage et habillage de façade en zinc" },
      { name: "Réparation de zinguerie en urgence" },
    ],
  },
} as const satisfies ZinguerieLanding;
