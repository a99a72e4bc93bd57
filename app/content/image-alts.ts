import type { ImageKey } from "./image-keys";
import { projects } from "./projects";

type ProjectImageKey = (typeof projects)[number]["images"][number];

const PROJECT_VIEW_LABELS = ["vue d'ensemble", "détail de l'ouvrage", "finitions"] as const;

const projectAlts = Object.fromEntries(
  projects.flatMap((project) =>
    project.images.map((key, index) => [
      key,
      `${project.title} à ${project.location.replace(/ \(\d+\)$/, "")} : ${PROJECT_VIEW_LABELS[index]}`,
    ]),
  ),
) as Record<ProjectImageKey, string>;

/** French alternative text of every image key. */
export const imageAlts: Record<ImageKey, string> = {
  hero: "Couvreur-zingueur posant une gouttière en zinc sur une toiture en tuiles",
  "service-zinguerie": "Gouttière et descente en zinc sur une façade",
  "service-etancheite": "Toiture-terrasse revêtue d'une membrane d'étanchéité",
  "service-maintenance": "Nettoyage d'une gouttière lors d'un entretien de toiture",
  "service-faconnage": "Pièce en zinc pliée à l'atelier de façonnage",
  "service-conseil-expertise": "Artisan inspectant une toiture lors d'un diagnostic",
  ...projectAlts,
  "behind-scenes-1": "Pliage d'une pièce en zinc sur la plieuse de l'atelier",
  "behind-scenes-2": "Pose d'une gouttière demi-ronde sur un chantier",
  workshop: "Atelier de façonnage avec découpe laser et plieuse",
  team: "L'équipe de couvreurs-zingueurs sur un chantier",
  emergency: "Bâchage d'urgence d'une toiture endommagée",
  "landing-zinguerie": "Zinguerie neuve en zinc : gouttières, noue et solins",
  "landing-etancheite": "Pose d'une membrane d'étanchéité sur un toit plat",
  "landing-maintenance": "Entretien d'une toiture en tuiles et de ses gouttières",
  "landing-faconnage": "Tôles de zinc, cuivre et aluminium façonnées à l'atelier",
  "landing-conseil": "Artisan présentant un rapport de diagnostic de toiture",
};
