/**
 * The five réalisations the site showed before the owner could edit them
 * (written once by 011-projects; frozen like the migration: never edit). Images
 * are the generated illustrations, with the manifest's alt text of that time.
 * The first three are 'À la une', so the home page shows the same teaser.
 */
export interface ProjectSeed {
  slug: string;
  title: string;
  location: string;
  /** 'YYYY-MM' */
  month: string;
  category: string;
  description: string;
  fullDescription: string;
  gallery: readonly { illustration: string; alt: string }[];
  features: readonly string[];
  challenges: readonly string[];
  results: readonly string[];
  materials: readonly string[];
  duration: string;
  surface: string | null;
  featured: boolean;
}

/** In display order. */
export const PROJECT_SEEDS: readonly ProjectSeed[] = [
  {
    slug: "systeme-gouttieres-villeurbanne",
    title: "Système de gouttières complet",
    location: "Villeurbanne (69)",
    month: "2024-03",
    category: "Zinguerie",
    description:
      "Remplacement complet des gouttières et descentes d'une maison de ville par un système en zinc façonné sur mesure.",
    fullDescription:
      "Les anciennes gouttières en PVC de cette maison de ville des années 1930 débordaient à chaque orage et avaient taché la façade. Nous avons tout déposé et installé un système complet en zinc naturel\u00a0: gouttières demi-rondes façonnées dans notre atelier, naissances soudées à l'étain, descentes terminées par des dauphins en fonte. Les pentes ont été recalculées pour garantir un écoulement parfait, même lors des fortes pluies.",
    gallery: [
      {
        illustration: "systeme-gouttieres-villeurbanne-1",
        alt: "Maisons de ville à Villeurbanne équipées de gouttières et descentes en zinc neuves",
      },
      {
        illustration: "systeme-gouttieres-villeurbanne-2",
        alt: "Gros plan sur une gouttière demi-ronde en zinc et ses crochets sous le bord du toit",
      },
      {
        illustration: "systeme-gouttieres-villeurbanne-3",
        alt: "Gouttière et descente en zinc terminées, dans la lumière du soir",
      },
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
      "Façade sur rue avec trottoir étroit\u00a0: échafaudage et passage des piétons à organiser",
      "Pentes d'origine insuffisantes à corriger sur toute la longueur",
      "Raccords délicats sur une corniche ancienne",
    ],
    results: [
      "Plus aucun débordement lors des orages",
      "Façade protégée des coulures",
      "Aspect traditionnel en harmonie avec le quartier",
      "Entretien réduit pour les années à venir",
    ],
    materials: ["Zinc naturel 0,65 mm", "Étain de soudure", "Crochets en acier galvanisé", "Dauphins en fonte"],
    duration: "3 jours",
    surface: null,
    featured: true,
  },
  {
    slug: "cheneaux-zinc-lyon",
    title: "Réfection de chéneaux en zinc",
    location: "Lyon 6e (69)",
    month: "2023-11",
    category: "Zinguerie",
    description: "Remplacement des chéneaux encaissés d'un immeuble du XIXe siècle par des chéneaux en zinc façonnés sur mesure.",
    fullDescription:
      "Sur cet immeuble bourgeois du XIXe siècle, les chéneaux encaissés fuyaient depuis plusieurs hivers et l'eau s'infiltrait dans les appartements du dernier étage. Après une inspection complète, nous avons déposé les anciens chéneaux, remplacé les voliges abîmées et posé de nouveaux chéneaux en zinc façonnés dans notre atelier, avec joints de dilatation, trop-pleins et moignons neufs. Le chantier a été mené en site occupé, sans gêne pour les résidents.",
    gallery: [
      {
        illustration: "cheneaux-zinc-lyon-1",
        alt: "Toits de Lyon\u00a0: immeuble du XIXe siècle avec brisis en zinc, lucarnes et chéneau, couvreur en intervention",
      },
      {
        illustration: "cheneaux-zinc-lyon-2",
        alt: "Chéneau encaissé doublé de zinc au pied d'un brisis en ardoise, avec sa naissance",
      },
      {
        illustration: "cheneaux-zinc-lyon-3",
        alt: "Immeuble lyonnais rénové\u00a0: brisis en zinc, lucarnes et chéneau neuf dans la lumière du soir",
      },
    ],
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
    materials: ["Zinc naturel 0,80 mm", "Voliges en sapin traité", "Feutre de désolidarisation", "Étain de soudure"],
    duration: "1 semaine",
    surface: null,
    featured: true,
  },
  {
    slug: "etancheite-terrasse-caluire",
    title: "Étanchéité d'une toiture-terrasse",
    location: "Caluire-et-Cuire (69)",
    month: "2024-06",
    category: "Étanchéité",
    description:
      "Réfection complète de l'étanchéité d'une toiture-terrasse accessible au-dessus d'un séjour, avec isolation thermique neuve.",
    fullDescription:
      "Des infiltrations répétées tachaient le plafond du séjour situé sous cette toiture-terrasse accessible. Le diagnostic a révélé une ancienne étanchéité décollée et un isolant gorgé d'eau. Nous avons tout déposé jusqu'à la dalle, posé un pare-vapeur et un isolant neuf, puis une étanchéité bitumineuse bicouche protégée par des dalles sur plots. Relevés, évacuations et seuil de la porte-fenêtre ont été entièrement repris.",
    gallery: [
      {
        illustration: "etancheite-terrasse-caluire-1",
        alt: "Réfection de l'étanchéité d'une toiture-terrasse à Caluire\u00a0: membrane bitumineuse et isolant neuf",
      },
      {
        illustration: "etancheite-terrasse-caluire-2",
        alt: "Relevé d'étanchéité, couvertine en zinc et évacuation des eaux pluviales dans un angle de terrasse",
      },
      {
        illustration: "etancheite-terrasse-caluire-3",
        alt: "Toiture-terrasse terminée\u00a0: dalles sur plots, jardinières et garde-corps vitré",
      },
    ],
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
    materials: [
      "Membrane bitumineuse élastomère SBS (bicouche)",
      "Isolant polyuréthane",
      "Pare-vapeur",
      "Dalles sur plots",
      "Couvertines en zinc",
    ],
    duration: "2 semaines",
    surface: "120 m²",
    featured: true,
  },
  {
    slug: "bavettes-solins-tassin",
    title: "Bavettes et solins sur mesure",
    location: "Tassin-la-Demi-Lune (69)",
    month: "2024-04",
    category: "Façonnage",
    description: "Fabrication et pose de bavettes d'appui et de solins en aluminium laqué pour une maison contemporaine.",
    fullDescription:
      "Pour cette maison contemporaine, l'architecte souhaitait des bavettes et des solins parfaitement assortis aux menuiseries anthracite. Nous avons relevé chaque ouverture, puis découpé et plié dans notre atelier vingt-quatre bavettes d'appui et l'ensemble des solins en aluminium laqué. Chaque pièce a été fabriquée à la cote exacte, avec retours latéraux et gouttes d'eau, pour protéger durablement les enduits de la façade.",
    gallery: [
      {
        illustration: "bavettes-solins-tassin-1",
        alt: "Maison contemporaine aux menuiseries anthracite et bavettes d'appui en aluminium laqué",
      },
      {
        illustration: "bavettes-solins-tassin-2",
        alt: "Gros plan sur une bavette d'appui en aluminium laqué anthracite, avec goutte d'eau et retours latéraux",
      },
      {
        illustration: "bavettes-solins-tassin-3",
        alt: "Façade d'une maison contemporaine aux bavettes assorties aux menuiseries, en lumière dorée",
      },
    ],
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
    materials: ["Aluminium laqué 1,5 mm", "Mastic polyuréthane", "Fixations en inox"],
    duration: "2 jours",
    surface: null,
    featured: false,
  },
  {
    slug: "construction-neuve-meyzieu",
    title: "Zinguerie et étanchéité d'une maison neuve",
    location: "Meyzieu (69)",
    month: "2024-09",
    category: "Construction neuve",
    description:
      "Réalisation complète de la couverture zinc, de l'étanchéité et de la zinguerie d'une maison individuelle neuve.",
    fullDescription:
      "Sur cette maison neuve d'architecte, nous sommes intervenus dès la fin du gros œuvre, en coordination avec le constructeur. Nous avons réalisé l'étanchéité EPDM du toit plat, la couverture en zinc à joint debout du volume principal, les chéneaux, descentes et couvertines, ainsi que l'ensemble des bavettes. Toutes les pièces ont été façonnées dans notre atelier, ce qui nous a permis de tenir le planning serré du chantier.",
    gallery: [
      {
        illustration: "construction-neuve-meyzieu-1",
        alt: "Maison neuve en chantier à Meyzieu\u00a0: échafaudage, couvreurs et toiture en cours de pose",
      },
      {
        illustration: "construction-neuve-meyzieu-2",
        alt: "Vue rapprochée du bardage et de la couverture en zinc anthracite à joint debout d'une maison neuve",
      },
      {
        illustration: "construction-neuve-meyzieu-3",
        alt: "Maison neuve terminée à la tombée du jour, toiture et bardage en zinc anthracite",
      },
    ],
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
    materials: ["Zinc prépatiné 0,65 mm", "Membrane EPDM", "Aluminium laqué", "Isolant polyuréthane", "Étain de soudure"],
    duration: "3 semaines",
    surface: "220 m²",
    featured: false,
  },
];
