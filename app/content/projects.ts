import type { Project, ProjectSlug } from "./types";

/** The five projects (réalisations) (docs/product.md#projects), in display order. */
export const projects = [
  {
    id: 1,
    slug: "systeme-gouttieres-villeurbanne",
    title: "Système de gouttières complet",
    location: "Villeurbanne (69)",
    date: "Mars 2024",
    isoDate: "2024-03",
    category: "Zinguerie",
    description:
      "Remplacement complet des gouttières et descentes d'une maison de ville par un système en zinc façonné sur mesure.",
    fullDescription:
      "Les anciennes gouttières en PVC de cette maison de ville des années 1930 débordaient à chaque orage et avaient taché la façade. Nous avons tout déposé et installé un système complet en zinc naturel : gouttières demi-rondes façonnées dans notre atelier, naissances soudées à l'étain, descentes terminées par des dauphins en fonte. Les pentes ont été recalculées pour garantir un écoulement parfait, même lors des fortes pluies.",
    images: [
      "systeme-gouttieres-villeurbanne-1",
      "systeme-gouttieres-villeurbanne-2",
      "systeme-gouttieres-villeurbanne-3",
    ],
    features: [
      "Dépose des gouttières PVC existantes",
      "Gouttières demi-rondes en zinc naturel, développé 33",
      "Naissances et talons soudés à l'étain",
      "Descentes Ø 100 mm avec dauphins en fonte",
      "Crochets en acier galvanisé renforcés",
      "Raccordement au réseau d'eaux pluviales",
    ],
    challenges: [
      "Façade sur rue avec trottoir étroit : échafaudage et passage des piétons à organiser",
      "Pentes d'origine insuffisantes à corriger sur toute la longueur",
      "Raccords délicats sur une corniche ancienne",
    ],
    results: [
      "Plus aucun débordement lors des orages",
      "Façade protégée des coulures",
      "Aspect traditionnel en harmonie avec le quartier",
      "Entretien réduit pour les années à venir",
    ],
    duration: "3 jours",
    materials: ["Zinc naturel 0,65 mm", "Étain de soudure", "Crochets en acier galvanisé", "Dauphins en fonte"],
  },
  {
    id: 2,
    slug: "cheneaux-zinc-lyon",
    title: "Réfection de chéneaux en zinc",
    location: "Lyon 6e (69)",
    date: "Novembre 2023",
    isoDate: "2023-11",
    category: "Zinguerie",
    description:
      "Remplacement des chéneaux encaissés d'un immeuble du XIXe siècle par des chéneaux en zinc façonnés sur mesure.",
    fullDescription:
      "Sur cet immeuble bourgeois du XIXe siècle, les chéneaux encaissés fuyaient depuis plusieurs hivers et l'eau s'infiltrait dans les appartements du dernier étage. Après une inspection complète, nous avons déposé les anciens chéneaux, remplacé les voliges abîmées et posé de nouveaux chéneaux en zinc façonnés dans notre atelier, avec joints de dilatation, trop-pleins et moignons neufs. Le chantier a été mené en site occupé, sans gêne pour les résidents.",
    images: ["cheneaux-zinc-lyon-1", "cheneaux-zinc-lyon-2", "cheneaux-zinc-lyon-3"],
    features: [
      "Dépose des chéneaux existants et évacuation des déchets",
      "Remplacement des voliges et reprise du support bois",
      "Chéneaux en zinc façonnés sur mesure",
      "Joints de dilatation pour absorber les mouvements du métal",
      "Trop-pleins de sécurité",
      "Moignons et boîtes à eau neufs",
    ],
    challenges: [
      "Travail en hauteur sur un immeuble de centre-ville",
      "Chantier en site occupé, sans interruption pour les résidents",
      "Raccordement aux descentes existantes intégrées à la façade",
    ],
    results: [
      "Infiltrations stoppées dès les premières pluies",
      "Support bois assaini",
      "Évacuation des eaux fiabilisée par des trop-pleins de sécurité",
      "Chantier livré dans les délais convenus avec la copropriété",
    ],
    duration: "1 semaine",
    materials: ["Zinc naturel 0,80 mm", "Voliges en sapin traité", "Feutre de désolidarisation", "Étain de soudure"],
  },
  {
    id: 3,
    slug: "etancheite-terrasse-caluire",
    title: "Étanchéité d'une toiture-terrasse",
    location: "Caluire-et-Cuire (69)",
    date: "Juin 2024",
    isoDate: "2024-06",
    category: "Étanchéité",
    description:
      "Réfection complète de l'étanchéité d'une toiture-terrasse accessible au-dessus d'un séjour, avec isolation thermique neuve.",
    fullDescription:
      "Des infiltrations répétées tachaient le plafond du séjour situé sous cette toiture-terrasse accessible. Le diagnostic a révélé une ancienne étanchéité décollée et un isolant gorgé d'eau. Nous avons tout déposé jusqu'à la dalle, posé un pare-vapeur et un isolant neuf, puis une étanchéité bitumineuse bicouche protégée par des dalles sur plots. Relevés, évacuations et seuil de la porte-fenêtre ont été entièrement repris.",
    images: ["etancheite-terrasse-caluire-1", "etancheite-terrasse-caluire-2", "etancheite-terrasse-caluire-3"],
    features: [
      "Dépose complète de l'ancienne étanchéité",
      "Pare-vapeur et isolation thermique neuve",
      "Étanchéité bitumineuse bicouche",
      "Relevés d'étanchéité et couvertines en zinc",
      "Dalles sur plots pour une terrasse accessible",
      "Évacuations et trop-pleins remplacés",
    ],
    challenges: [
      "Terrasse située au-dessus d'une pièce de vie habitée",
      "Seuil de porte-fenêtre trop bas à reprendre",
      "Travail à mettre hors d'eau chaque soir selon la météo",
      "Évacuation des matériaux par un accès restreint",
    ],
    results: [
      "Infiltrations définitivement supprimées",
      "Confort thermique du séjour nettement amélioré",
      "Terrasse de nouveau accessible et praticable",
      "Ouvrage couvert par la garantie décennale",
    ],
    duration: "2 semaines",
    surface: "120 m²",
    materials: [
      "Membrane bitumineuse élastomère SBS (bicouche)",
      "Isolant polyuréthane",
      "Pare-vapeur",
      "Dalles sur plots",
      "Couvertines en zinc",
    ],
  },
  {
    id: 4,
    slug: "bavettes-solins-tassin",
    title: "Bavettes et solins sur mesure",
    location: "Tassin-la-Demi-Lune (69)",
    date: "Avril 2024",
    isoDate: "2024-04",
    category: "Façonnage",
    description:
      "Fabrication et pose de bavettes d'appui et de solins en aluminium laqué pour une maison contemporaine.",
    fullDescription:
      "Pour cette maison contemporaine, l'architecte souhaitait des bavettes et des solins parfaitement assortis aux menuiseries anthracite. Nous avons relevé chaque ouverture, puis découpé et plié dans notre atelier vingt-quatre bavettes d'appui et l'ensemble des solins en aluminium laqué. Chaque pièce a été fabriquée à la cote exacte, avec retours latéraux et gouttes d'eau, pour protéger durablement les enduits de la façade.",
    images: ["bavettes-solins-tassin-1", "bavettes-solins-tassin-2", "bavettes-solins-tassin-3"],
    features: [
      "Relevé précis de chaque ouverture",
      "24 bavettes d'appui sur mesure",
      "Solins en aluminium laqué",
      "Teinte assortie aux menuiseries",
      "Retours latéraux et gouttes d'eau pliés",
      "Pose avec joints d'étanchéité adaptés",
    ],
    challenges: [
      "Tolérances serrées sur des ouvertures toutes différentes",
      "Finition laquée à préserver du pliage à la pose",
      "Coordination avec le façadier et le menuisier",
    ],
    results: [
      "Façade protégée des coulures et des infiltrations",
      "Rendu architectural soigné et homogène",
      "Pièces livrées en 4 jours",
      "Pose réalisée en 2 jours",
    ],
    duration: "2 jours",
    materials: ["Aluminium laqué 1,5 mm", "Mastic polyuréthane", "Fixations en inox"],
  },
  {
    id: 5,
    slug: "construction-neuve-meyzieu",
    title: "Zinguerie et étanchéité d'une maison neuve",
    location: "Meyzieu (69)",
    date: "Septembre 2024",
    isoDate: "2024-09",
    category: "Construction neuve",
    description:
      "Réalisation complète de la couverture zinc, de l'étanchéité et de la zinguerie d'une maison individuelle neuve.",
    fullDescription:
      "Sur cette maison neuve d'architecte, nous sommes intervenus dès la fin du gros œuvre, en coordination avec le constructeur. Nous avons réalisé l'étanchéité EPDM du toit plat, la couverture en zinc à joint debout du volume principal, les chéneaux, descentes et couvertines, ainsi que l'ensemble des bavettes. Toutes les pièces ont été façonnées dans notre atelier, ce qui nous a permis de tenir le planning serré du chantier.",
    images: ["construction-neuve-meyzieu-1", "construction-neuve-meyzieu-2", "construction-neuve-meyzieu-3"],
    features: [
      "Couverture en zinc à joint debout",
      "Étanchéité EPDM du toit plat",
      "Chéneaux et descentes en zinc",
      "Couvertines et habillages d'acrotères",
      "Bavettes de fenêtres",
      "Coordination avec les autres corps de métier",
    ],
    challenges: [
      "Planning serré partagé avec les autres corps de métier",
      "Jonction étanche entre la toiture zinc et le toit plat",
      "Exigences architecturales élevées sur les finitions",
    ],
    results: [
      "Maison mise hors d'eau dans les délais",
      "Ouvrages conformes aux DTU et couverts par la garantie décennale",
      "Finitions saluées par l'architecte et les propriétaires",
    ],
    duration: "3 semaines",
    surface: "220 m²",
    materials: [
      "Zinc prépatiné 0,65 mm",
      "Membrane EPDM",
      "Aluminium laqué",
      "Isolant polyuréthane",
      "Étain de soudure",
    ],
  },
] as const satisfies readonly Project[];

export function getProjectBySlug(slug: string | undefined): Project | undefined {
  return projects.find((project) => project.slug === slug);
}

export function isProjectSlug(slug: string | undefined): slug is ProjectSlug {
  return getProjectBySlug(slug) !== undefined;
}

export function projectPath(slug: ProjectSlug): `/realisations/${ProjectSlug}` {
  return `/realisations/${slug}`;
}
