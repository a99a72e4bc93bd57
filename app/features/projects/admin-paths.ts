/** The réalisations' admin pages (docs/product.md#projects-admin). */
const BASE = "/dashboard-management-panel/realisations";

export const PROJECT_ADMIN_PATHS = {
  list: BASE,
  create: `${BASE}/nouvelle`,
  edit: (id: string) => `${BASE}/${encodeURIComponent(id)}`,
} as const;
