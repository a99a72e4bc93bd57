/** Fixed identifiers (docs/product.md#routes). */
export const SERVICE_SLUGS = ["zinguerie", "etancheite", "maintenance", "faconnage", "conseil-expertise"] as const;
export type ServiceSlug = (typeof SERVICE_SLUGS)[number];

export const PROJECT_SLUGS = [
  "systeme-gouttieres-villeurbanne",
  "cheneaux-zinc-lyon",
  "etancheite-terrasse-caluire",
  "bavettes-solins-tassin",
  "construction-neuve-meyzieu",
] as const;
export type ProjectSlug = (typeof PROJECT_SLUGS)[number];

export const PROJECT_CATEGORIES = ["Zinguerie", "Étanchéité", "Façonnage", "Construction neuve"] as const;
export type ProjectCategory = (typeof PROJECT_CATEGORIES)[number];

export const LANDING_SLUGS = ["zinguerie", "etancheite", "maintenance", "faconnage", "conseil"] as const;
export type LandingSlug = (typeof LANDING_SLUGS)[number];
