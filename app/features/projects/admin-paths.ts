/** The réalisations' admin pages (docs/product.md#projects-admin). */
import { ADMIN_BASE_PATH } from "~/config/admin-paths";

const BASE = `${ADMIN_BASE_PATH}/realisations`;

export const PROJECT_ADMIN_PATHS = {
  list: BASE,
  create: `${BASE}/nouvelle`,
  edit: (id: string) => `${BASE}/${encodeURIComponent(id)}`,
} as const;
