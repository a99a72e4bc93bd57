/** Fixed identifiers (docs/product.md#routes). */
export const SERVICE_SLUGS = ["zinguerie", "etancheite", "maintenance", "faconnage", "conseil-expertise"] as const;
export type ServiceSlug = (typeof SERVICE_SLUGS)[number];

/** Categories the réalisation form suggests (the owner may type another one). */
export const PROJECT_CATEGORIES = ["Zinguerie", "Étanchéité", "Façonnage", "Construction neuve"] as const;
export type ProjectCategory = (typeof PROJECT_CATEGORIES)[number];

export const LANDING_SLUGS = ["zinguerie", "etancheite", "maintenance", "faconnage", "conseil"] as const;
export type LandingSlug = (typeof LANDING_SLUGS)[number];
